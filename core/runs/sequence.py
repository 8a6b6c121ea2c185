"""The conversation as a sequence diagram: the loop's events, arrow by arrow, and the same arrows as Mermaid text.

Lifelines: the customer, the program (the loop), the model, the tools with their database, and a human for
hand-offs. `SequenceBuilder.feed` turns one event into the arrows it adds (or the arrow it completes: a call's
token count is known only when its reply comes back), so a view can draw them as they arrive. The words the
program says come from a `Wording` (English by default; a translated one from the GUI); the lesson's words
(the question, tool results, the answer) are shown as they are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from core.engine.events import (
    ApprovalDecided,
    ApprovalRequested,
    CallStarted,
    MessageAppended,
    MessageReplaced,
    ReplyReceived,
    RunEnded,
    RunStarted,
    ToolFinished,
    ToolStarted,
)
from core.engine.loop import describe_call
from core.engine.messages import Message, TextBlock
from core.faults.tool_faults import FaultStruck

LIFELINES = ("customer", "program", "model", "tools", "human")
ERROR_MARK = "✗"
FAULT_MARK = "⚡"
_MERMAID_IDS = {"customer": "C", "program": "P", "model": "M", "tools": "T", "human": "H"}
_DASHED = frozenset({"reply", "tool_use", "result", "decision"})  # answers travel back on dashed arrows


@dataclass(frozen=True)
class Wording:
    """The program's own words in the diagram; the GUI passes translated ones."""

    customer: str = "Customer"
    program: str = "Program"
    model: str = "Model"
    tools: str = "Tools/Database"
    human: str = "Human"
    call: str = "call {call} · {messages}"
    tokens: str = "{label} · ~{tokens} tokens"  # {tokens}: the count, or token_count's words when given
    one_message: str = "1 message"
    many_messages: str = "{count} messages"
    results: str = "{label} · tool_result {ids}"
    parallel: str = "one reply, {count} tool_use blocks"
    approval: str = "approve {call}?"
    verdicts: dict[str, str] = field(default_factory=lambda: {
        "approve": "approved · {by}",
        "reject": "rejected · {by}: {reason}",
        "stop": "stop · {by}",
    })
    decider: Callable[[str], str] = str  # who decided an acting call, from the code a run keeps
    # counts in the words' plural forms (the GUI's translations), else the templates above in English
    message_count: Callable[[int], str] | None = None  # "3 messages"
    tool_use_count: Callable[[int], str] | None = None  # "one reply, 3 tool_use blocks"
    token_count: Callable[[int], str] | None = None  # "~34 tokens"
    handoffs: dict[str, str] = field(default_factory=lambda: {
        "max_calls": "hand-off: MAX_CALLS {detail} reached",
        "token_budget": "hand-off: token budget exceeded ({detail})",
        "stop_reason": "hand-off: stop_reason {detail}",
        "timeout": "hand-off: time limit exceeded ({detail} s)",
        "model_error": "hand-off: model error ({detail})",
        "cancelled": "hand-off: cancelled ({detail})",
    })

    def lifeline(self, key: str) -> str:
        return str(getattr(self, key))

    def messages(self, count: int) -> str:
        if self.message_count is not None:
            return self.message_count(count)
        return self.one_message if count == 1 else self.many_messages.format(count=count)

    def tool_uses(self, count: int) -> str:
        return self.tool_use_count(count) if self.tool_use_count is not None else self.parallel.format(count=count)

    def with_tokens(self, label: str, count: int) -> str:
        return self.tokens.format(label=label, tokens=self.token_count(count) if self.token_count else count)


@dataclass(frozen=True)
class Arrow:
    """One arrow. `kind`: question, call, reply, tool_use, tool, result, skipped, approval, decision, answer
    or handoff.
    `message` is the history index it stands for (question, answer); `tool_use_id` the call it belongs to;
    `mark` is "error", "fault" or ""; arrows of one reply share `group` (the position of its first arrow)
    and `group_size` says how many there are."""

    kind: str
    source: str
    target: str
    label: str
    run: int
    call_no: int = 0
    message: int | None = None
    tool_use_id: str = ""
    mark: str = ""
    group: int = -1
    group_size: int = 1

    @property
    def dashed(self) -> bool:
        return self.kind in _DASHED


Change = tuple[int, Arrow]  # (position, arrow): a new arrow at the end, or the arrow at `position` completed


class SequenceBuilder:
    """Follows the event stream (live or replayed) and keeps the arrows drawn so far."""

    def __init__(self, wording: Wording | None = None) -> None:
        self.wording = wording or Wording()
        self.reset()

    def reset(self, earlier_runs: int = 0) -> None:
        """Start afresh; the next question is run `earlier_runs + 1` of its conversation."""
        self.arrows: list[Arrow] = []
        self.run = earlier_runs
        self._asking = False  # between RunStarted and its question's message
        self._call_at = -1  # position of the call arrow waiting for its reply
        self._call_label = ""  # its label before the token count is known
        self._call_results: list[str] = []  # the tool_result ids it sends back
        self._results: list[str] = []  # tool_result ids the next call sends back
        self._model_fault = False
        self._answer_message: int | None = None

    def feed(self, event: object) -> list[Change]:
        if isinstance(event, RunStarted):
            self.run += 1
            self._asking, self._results, self._model_fault = True, [], False
            return []
        if isinstance(event, (MessageAppended, MessageReplaced)):
            return self._on_message(event.index, event.message)
        if isinstance(event, FaultStruck):
            self._model_fault = self._model_fault or event.side == "model"
            return []
        if isinstance(event, CallStarted):
            return self._on_call(event)
        if isinstance(event, ReplyReceived):
            return self._on_reply(event)
        if isinstance(event, ToolStarted):
            return [self._add("tool", "program", "tools", describe_call(event.use), event.call_no, event.use.id)]
        if isinstance(event, ToolFinished):
            return self._on_tool_finished(event)
        if isinstance(event, (ApprovalRequested, ApprovalDecided)):
            return [self._on_approval(event)]
        if isinstance(event, RunEnded):
            return self._on_end(event)
        return []

    def _add(self, kind: str, source: str, target: str, label: str, call_no: int = 0, tool_use_id: str = "",
             **extra) -> Change:
        arrow = Arrow(kind, source, target, label, self.run, call_no, tool_use_id=tool_use_id, **extra)
        self.arrows.append(arrow)
        return len(self.arrows) - 1, arrow

    def _on_message(self, index: int, message: Message) -> list[Change]:
        if message.role == "assistant":
            self._answer_message = index
            return []
        if not self._asking or not any(isinstance(b, TextBlock) for b in message.content):
            return []
        self._asking = False
        question = [b.text for b in message.content if isinstance(b, TextBlock)][-1]
        return [self._add("question", "customer", "program", question, message=index)]

    def _on_call(self, event: CallStarted) -> list[Change]:
        w = self.wording
        self._call_label = w.call.format(call=event.call_no, messages=w.messages(event.message_count))
        self._call_results, self._results = self._results, []
        change = self._add("call", "program", "model", self._with_results(self._call_label), event.call_no)
        self._call_at = change[0]
        return [change]

    def _with_results(self, label: str) -> str:
        ids = ", ".join(self._call_results)
        return self.wording.results.format(label=label, ids=ids) if ids else label

    def _on_reply(self, event: ReplyReceived) -> list[Change]:
        changes: list[Change] = []
        if 0 <= self._call_at < len(self.arrows):
            call = self.arrows[self._call_at]
            label = self.wording.with_tokens(self._call_label, event.reply.usage.input_tokens)
            self.arrows[self._call_at] = replace(call, label=self._with_results(label))
            changes.append((self._call_at, self.arrows[self._call_at]))
        self._call_at = -1
        mark = "fault" if self._model_fault else ""
        prefix = f"{FAULT_MARK} " if mark else ""
        self._model_fault = False
        uses = event.reply.tool_uses()
        if not uses:
            return [*changes, self._add("reply", "model", "program", prefix + event.reply.stop_reason,
                                        event.call_no, mark=mark)]
        first = len(self.arrows)
        for use in uses:
            label = f"{prefix}tool_use {use.id} {describe_call(use)}"
            changes.append(self._add("tool_use", "model", "program", label, event.call_no, use.id, mark=mark,
                                     group=first, group_size=len(uses)))
        return changes

    def _on_tool_finished(self, event: ToolFinished) -> list[Change]:
        result = event.result
        mark = "fault" if event.note else ("error" if result.is_error else "")
        text = f"{event.use.id} → {ERROR_MARK + ' ' if result.is_error else ''}{result.content}"
        if event.note:
            text = f"{FAULT_MARK} {text}"
        if event.skipped:
            return [self._add("skipped", "program", "program", text, event.call_no, event.use.id, mark=mark)]
        self._results.append(event.use.id)
        return [self._add("result", "tools", "program", text, event.call_no, event.use.id, mark=mark)]

    def _on_approval(self, event: ApprovalRequested | ApprovalDecided) -> Change:
        """An acting call waits for a human: the question goes to the Human lifeline, the decision comes back."""
        w, use = self.wording, event.use
        if isinstance(event, ApprovalRequested):
            return self._add("approval", "program", "human", w.approval.format(call=describe_call(use)),
                             event.call_no, use.id)
        label = w.verdicts.get(event.verdict, "{by}").format(by=w.decider(event.by), reason=event.reason)
        return self._add("decision", "human", "program", label, event.call_no, use.id,
                         mark="" if event.verdict == "approve" else "error")

    def _on_end(self, event: RunEnded) -> list[Change]:
        self._asking, self._results = False, []
        if event.reason == "answer":
            return [self._add("answer", "program", "customer", event.answer, event.calls,
                              message=self._answer_message)]
        template = self.wording.handoffs.get(event.reason, "hand-off: {detail}")
        return [self._add("handoff", "program", "human", template.format(detail=event.detail), event.calls)]


def _mermaid_text(text: str) -> str:
    """Mermaid reads `;` as a line end and `#…;` as an entity: both become entities; lines join with <br/>."""
    text = text.replace("#", "#35;").replace(";", "#59;")
    return "<br/>".join(text.splitlines()) or " "


def to_mermaid(arrows: list[Arrow], wording: Wording | None = None) -> str:
    """A `sequenceDiagram` for slides; the arrows of one reply sit in a `par` block."""
    wording = wording or Wording()
    lines = ["sequenceDiagram"]
    lines += [f"    participant {_MERMAID_IDS[key]} as {_mermaid_text(wording.lifeline(key))}" for key in LIFELINES]
    for position, arrow in enumerate(arrows):
        indent = "    "
        if arrow.group_size > 1:
            first = position == arrow.group
            lines.append(f"    par {_mermaid_text(wording.tool_uses(arrow.group_size))}" if first
                         else "    and")
            indent = "        "
        line = "-->>" if arrow.dashed else "->>"
        lines.append(f"{indent}{_MERMAID_IDS[arrow.source]}{line}{_MERMAID_IDS[arrow.target]}: "
                     f"{_mermaid_text(arrow.label)}")
        if arrow.group_size > 1 and position == arrow.group + arrow.group_size - 1:
            lines.append("    end")
    return "\n".join(lines) + "\n"
