"""A thread-safe, idempotent cancellation token shared by the loop, the model call and the tools."""

from __future__ import annotations

import threading
from collections.abc import Callable


class Cancelled(Exception):
    """Raised inside the loop when its token was cancelled; carries no history of its own."""


_TOKENS_LOCK = threading.Lock()  # every token's: each holds it only briefly and calls nothing while it does


class CancelToken:
    """The event to sleep on is made by the first `wait` (most tokens are never waited on: a run makes a few
    per question, a flag is cheap). The tokens share one lock: none is held long, and a run need not make one."""

    __slots__ = ("cancelled", "_event", "_lock", "_callbacks", "reason")

    def __init__(self) -> None:
        self.cancelled = False  # set by `cancel` only; a plain attribute, as the loop reads it before each step
        self._event: threading.Event | None = None
        self._lock = _TOKENS_LOCK
        self._callbacks: list[Callable[[], None]] = []
        self.reason = ""

    def cancel(self, reason: str = "") -> None:
        """Cancel once; `reason` (in the lesson's words, "" for none) is what the run's end says."""
        with self._lock:
            if self.cancelled:
                return
            self.reason = reason
            self.cancelled = True
            if self._event is not None:
                self._event.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback()

    def on_cancel(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Call `callback` once when cancelled (at once if already). Returns an unsubscribe function."""
        with self._lock:
            if not self.cancelled:
                self._callbacks.append(callback)
                return lambda: self._forget(callback)
        callback()
        return lambda: None

    def _forget(self, callback: Callable[[], None]) -> None:
        with self._lock:
            if callback in self._callbacks:
                self._callbacks.remove(callback)

    def wait(self, timeout: float | None) -> bool:
        """Sleep up to `timeout` seconds; True if cancelled meanwhile."""
        with self._lock:
            if self._event is None:
                self._event = threading.Event()
                if self.cancelled:
                    self._event.set()
            event = self._event
        return event.wait(timeout)

    def raise_if_cancelled(self) -> None:
        if self.cancelled:
            raise Cancelled(self.reason)
