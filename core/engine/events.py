"""Typed events the loop reports; the CLI prints them, the GUI turns them into signals, tests assert on them.

An event is a record made once and handed to every listener: listeners read it and never change it. The
classes are slotted dataclasses, not frozen ones: a frozen dataclass sets each field through
`object.__setattr__`, which makes building one several times dearer, and a run builds a dozen or more. They
compare by value (so tests compare them whole) and are not hashable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from core.engine.messages import Message, Reply, ToolResultBlock, ToolUseBlock
from core.engine.wire_record import WireRecord

EndReason = Literal["answer", "max_calls", "token_budget", "stop_reason", "cancelled", "timeout", "model_error"]
HANDOFF_REASONS = frozenset({"max_calls", "token_budget", "stop_reason", "timeout", "model_error", "cancelled"})


@dataclass(slots=True)
class RunStarted:
    question: str
    max_calls: int
    tools: tuple[str, ...]
    customer_id: str
    tool_choice: str = "auto"
    parallel_tool_calls: bool = True
    strict_tools: tuple[str, ...] = ()


@dataclass(slots=True)
class MessageAppended:
    index: int
    message: Message


@dataclass(slots=True)
class MessageReplaced:
    """The message at `index` now reads `message`: a new question joined the user turn that an
    aborted or failed call left unanswered, so roles keep alternating."""

    index: int
    message: Message


@dataclass(slots=True)
class Paused:
    """Step mode: the run waits for "next step" before doing `what`."""

    kind: Literal["model", "tool"]
    what: str
    call_no: int
    preview: dict[str, Any] | None = None
    messages: int = 0  # a model call: how many messages it will send, and about how many input tokens
    tokens: int = 0
    calls: tuple[str, ...] = ()  # tool runs: the calls as `name(args)`, run together when more than one


@dataclass(slots=True)
class CallStarted:
    """A model call leaves; what it sent is in its ReplyReceived's wire record."""

    call_no: int
    max_calls: int
    message_count: int


@dataclass(slots=True)
class Retrying:
    """Reported by an HTTP client: a failed attempt will be tried again after `delay` seconds."""

    status: int | None
    delay: float
    attempt: int
    detail: str = ""


@dataclass(slots=True)
class TextDelta:
    """A piece of streamed answer text."""

    text: str


@dataclass(slots=True)
class ReplyReceived:
    call_no: int
    reply: Reply
    run_input_tokens: int
    run_output_tokens: int
    wire: WireRecord | None = None
    seconds: float = 0.0


@dataclass(slots=True)
class ToolStarted:
    """A tool call begins. `group` holds the ids of the calls that run together with it (itself
    included); empty when it runs alone."""

    call_no: int
    use: ToolUseBlock
    group: tuple[str, ...] = ()


@dataclass(slots=True)
class ToolFinished:
    call_no: int
    use: ToolUseBlock
    result: ToolResultBlock
    touched: tuple[str, ...] = ()
    skipped: bool = False
    seconds: float = 0.0
    note: str = ""
    group: tuple[str, ...] = ()  # as on its ToolStarted: the calls that ran together with it


@dataclass(slots=True)
class ApprovalRequested:
    """An acting call waits for a decision; rejected by itself after `timeout` seconds (None: never)."""

    call_no: int
    use: ToolUseBlock
    timeout: float | None = None
    by_hand: bool = False  # the human gives the call's result
    suggested: ToolResultBlock | None = None  # results by hand: what the tool would return


@dataclass(slots=True)
class ApprovalDecided:
    """What was decided about an acting call, by whom ("trainer at the keyboard", "batch policy",
    "timeout", …), why, and the input it runs with when a human edited it."""

    call_no: int
    use: ToolUseBlock
    verdict: Literal["approve", "reject", "stop"]
    by: str
    reason: str = ""
    input: dict[str, Any] | None = None
    result: ToolResultBlock | None = None  # a result given by hand, sent instead of running the tool


@dataclass(slots=True)
class RunEnded:
    reason: EndReason
    answer: str
    calls: int
    input_tokens: int
    output_tokens: int
    detail: str = ""
    messages: tuple[Message, ...] = field(default=(), repr=False)
    over_budget: str = ""  # "95 > 80": an answer that came with the token budget already passed

    @property
    def handoff(self) -> bool:
        return self.reason in HANDOFF_REASONS


Event = (RunStarted | MessageAppended | MessageReplaced | Paused | CallStarted | Retrying | TextDelta | ReplyReceived
         | ToolStarted | ToolFinished | ApprovalRequested | ApprovalDecided | RunEnded)
