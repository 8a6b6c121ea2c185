"""The state of one run of the loop, the fence around its emit, and the exception that ends it with a hand-off."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from core.engine.cancel import CancelToken
from core.engine.client import Notify
from core.engine.events import EndReason, MessageAppended
from core.engine.messages import Message
from core.engine.settings import RunSettings
from core.engine.switches import Offer


class Settled:
    """What a run reads of its settings (`RunSettings`, frozen), read once for as long as the loop keeps them:
    a read of a pydantic model's field costs several times a slot's."""

    __slots__ = ("settings", "max_calls", "token_budget", "wall_clock", "tool_choice", "parallel", "results_by_hand",
                 "enabled_tools", "strict_tools", "system", "max_tokens", "model")

    def __init__(self, settings: RunSettings | None) -> None:
        self.settings = settings
        if settings is not None:
            self.max_calls, self.token_budget, self.wall_clock = (settings.max_calls, settings.token_budget,
                                                                  settings.wall_clock)
            self.tool_choice, self.parallel = settings.tool_choice, settings.parallel_tool_calls
            self.results_by_hand = settings.results_by_hand
            # the lists themselves, not copies: the offer tells a list changed in place apart
            self.enabled_tools, self.strict_tools = settings.enabled_tools, settings.strict_tools
            self.system, self.max_tokens = settings.system, settings.max_tokens
            self.model = settings.model or settings.placeholder_model  # the model a request names


class RunState:
    """One question's run: the conversation, where events go, the limits used so far."""

    __slots__ = ("messages", "emit", "notify", "cancel", "deadline", "clock", "calls", "input_tokens",
                 "output_tokens", "over_budget", "repeated", "offer", "settled")

    def __init__(self, messages: list[Message], emit: Notify, cancel: CancelToken, deadline: float | None,
                 clock: Callable[[], float] = time.monotonic, notify: Notify | None = None,
                 offer: Offer | None = None, settled: Settled | None = None) -> None:
        self.messages = messages
        self.emit = emit  # the loop's own events
        self.notify = notify or emit  # what the client reports through (retries, streamed text, …)
        self.cancel = cancel
        self.deadline = deadline
        self.clock = clock
        self.calls = 0
        self.input_tokens = 0
        self.output_tokens = 0
        self.over_budget = ""  # "95 > 80" when the answer came with the token budget passed
        self.repeated: dict[str, str] = {}  # fresh id of a repeated call: the id it repeated
        self.offer = offer or Offer(None, None, [])  # the tools on offer: worked out as the run starts, for all of it
        self.settled = settled or Settled(RunSettings())  # the settings the run started with, as it reads them

    def append(self, message: Message) -> None:
        messages = self.messages
        messages.append(message)
        self.emit(MessageAppended(len(messages) - 1, message))

    def remaining(self) -> float | None:
        return None if self.deadline is None else max(0.0, self.deadline - self.clock())

    def paused_for(self, seconds: float) -> None:
        """A pause does not count toward the time limit: the deadline moves on by its length."""
        if self.deadline is not None:
            self.deadline += seconds


class EmitFence:
    """A run's emit that closes with its RunEnded: a call abandoned by the run (still streaming or
    retrying on its own thread) can never report into a later run.

    `shared`: a thread besides the loop's may report (a client that is not instant runs on a helper thread),
    so every event passes a lock, the loop's own too, and none comes after the close. Otherwise only the
    loop's thread reports, and only while the run lasts: `own`, the loop's emit, is the caller's emit itself."""

    def __init__(self, emit: Notify, shared: bool = True) -> None:
        self._emit = emit
        self._lock = threading.Lock() if shared else None
        self._open = True
        self.own: Notify = self.emit if shared else emit

    def emit(self, event: object) -> None:
        if self._lock is None:
            if self._open:
                self._emit(event)
            return
        with self._lock:
            if self._open:
                self._emit(event)

    def close(self, last: object | None = None) -> None:
        if self._lock is None:
            if self._open:
                if last is not None:
                    self._emit(last)
                self._open = False
            return
        with self._lock:
            if self._open and last is not None:
                self._emit(last)
            self._open = False


class Stop(Exception):
    """Ends a run with a hand-off: `reason` is the RunEnded reason, `detail` says what the limit was."""

    def __init__(self, reason: EndReason, detail: str = "") -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail
