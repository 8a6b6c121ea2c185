"""The state of one run of the loop, the fence around its emit, and the exception that ends it with a hand-off."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from core.engine.cancel import CancelToken
from core.engine.client import Notify
from core.engine.events import EndReason, MessageAppended
from core.engine.messages import Message


@dataclass
class RunState:
    """One question's run: the conversation, where events go, the limits used so far."""

    messages: list[Message]
    emit: Notify  # the loop's events, and what the client reports through it (retries, streamed text, …)
    cancel: CancelToken
    deadline: float | None
    clock: Callable[[], float] = time.monotonic
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    over_budget: str = ""  # "95 > 80" when the answer came with the token budget passed
    repeated: dict[str, str] = field(default_factory=dict)  # fresh id of a repeated call: the id it repeated

    def append(self, message: Message) -> None:
        self.messages.append(message)
        self.emit(MessageAppended(len(self.messages) - 1, message))

    def remaining(self) -> float | None:
        return None if self.deadline is None else max(0.0, self.deadline - self.clock())

    def paused_for(self, seconds: float) -> None:
        """A pause does not count toward the time limit: the deadline moves on by its length."""
        if self.deadline is not None:
            self.deadline += seconds


class EmitFence:
    """A run's emit that closes with its RunEnded: a call abandoned by the run (still streaming or
    retrying on its own thread) can never report into a later run."""

    def __init__(self, emit: Notify) -> None:
        self._emit = emit
        self._lock = threading.Lock()
        self._open = True

    def emit(self, event: object) -> None:
        with self._lock:
            if self._open:
                self._emit(event)

    def close(self, last: object | None = None) -> None:
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
