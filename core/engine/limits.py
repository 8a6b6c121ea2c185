"""A tool call's time limit and its run's cancel token, for a handler that keeps both itself.

Such a handler (a lesson's SQL query: SQLite can interrupt it) runs on the loop's own thread: no helper
thread, no hand-over between threads. It asks `passed()` while it waits or works and calls `check()`,
which raises what the helper thread would have ended with: `Cancelled`, or `CallTimedOut` past the limit.
"""

from __future__ import annotations

import time

from core.engine._abandonable import CallTimedOut
from core.engine.cancel import Cancelled, CancelToken


class Limit:
    __slots__ = ("seconds", "deadline", "cancel", "name")

    def __init__(self, seconds: float | None, cancel: CancelToken | None, name: str = "call") -> None:
        self.seconds = seconds
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.cancel = cancel
        self.name = name

    def passed(self) -> bool:
        """Whether the call must stop now: its run was cancelled or its time is up."""
        if self.cancel is not None and self.cancel.cancelled:
            return True
        return self.deadline is not None and time.monotonic() >= self.deadline

    def check(self) -> None:
        """Raise Cancelled if the run was cancelled, CallTimedOut if the time is up; else nothing."""
        if self.cancel is not None and self.cancel.cancelled:
            raise Cancelled(self.cancel.reason)
        if self.deadline is not None and time.monotonic() >= self.deadline:
            raise CallTimedOut(self.name)
