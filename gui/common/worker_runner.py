"""One worker object on one QThread, one job at a time: the lifecycle the loop, replay and batch runners share.

`WorkerRunner` moves its worker onto a thread it owns (started at once, or on
the first job when `lazy`). `claim()` hands out the job's cancel token, or None
while a job runs or after shutdown; `release()` ends the job and calls what
waited for it (`when_idle`). `abort()` cancels the job's token from the GUI
thread; `shutdown()` cancels, quits the thread and waits for it. Results a
worker reports after `release` or `shutdown` are for the subclass to drop
(`busy` is False then); nothing here terminates a thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QThread

from core.engine.cancel import CancelToken

CLOSED = ""  # no words of its own: the run's end says the lesson's "cancelled"

W = TypeVar("W", bound=QObject)


class WorkerRunner(QObject, Generic[W]):
    def __init__(self, worker: W, name: str, parent: QObject | None = None, lazy: bool = False) -> None:
        super().__init__(parent)
        self.worker = worker
        self.token: CancelToken | None = None
        self._closed = False
        self._when_idle: list[Callable[[], None]] = []
        self._worker_thread = QThread()
        self._worker_thread.setObjectName(name)
        worker.moveToThread(self._worker_thread)
        if not lazy:
            self._worker_thread.start()

    @property
    def busy(self) -> bool:
        """A job runs (claimed and not yet released)."""
        return self.token is not None

    @property
    def running(self) -> bool:
        """The worker's thread runs (False before a lazy runner's first job and after shutdown)."""
        return self._worker_thread.isRunning()

    def claim(self, token: CancelToken | None = None) -> CancelToken | None:
        """Start a job: its token (a fresh one unless given), or None while one runs or after shutdown."""
        if self.busy or self._closed:
            return None
        if not self._worker_thread.isRunning():
            self._worker_thread.start()
        self.token = token or CancelToken()
        return self.token

    def release(self) -> None:
        """The job has ended: free the runner and call what waited for it."""
        self.token = None
        waiting, self._when_idle = self._when_idle, []
        for fn in waiting:
            fn()

    def when_idle(self, fn: Callable[[], None]) -> None:
        """Call `fn()` now, or once the running job has ended (done, failed or shut down)."""
        if self.busy:
            self._when_idle.append(fn)
        else:
            fn()

    def abort(self, reason: str = "") -> None:
        """Cancel the running job from the GUI thread (the token is thread-safe)."""
        if self.token is not None:
            self.token.cancel(reason)

    def shutdown(self, reason: str = CLOSED) -> None:
        """Cancel any job, stop the thread and wait for it. Safe to call twice."""
        self._closed = True
        self.abort(reason)
        if self._worker_thread.isRunning():
            self._worker_thread.quit()
            self.wait()
        self.release()

    def wait(self, ms: int = -1) -> bool:
        """Block until the worker's thread has finished (after `shutdown`); False if `ms` ran out first."""
        return self._worker_thread.wait() if ms < 0 else self._worker_thread.wait(ms)
