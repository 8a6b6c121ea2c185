"""Run a blocking call on a daemon thread and stop waiting for it on timeout or cancel.

Python cannot kill a thread; a call that hangs is abandoned, not waited out.
Threads are reused: an idle one takes the next call, a new one starts only when
all are busy (a hung call keeps its thread).
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from core.engine.cancel import Cancelled, CancelToken

T = TypeVar("T")


class CallTimedOut(Exception):
    pass


class _Job:
    __slots__ = ("fn", "done", "outcome")

    def __init__(self, fn: Callable) -> None:
        self.fn = fn
        self.done = threading.Event()
        self.outcome: tuple | None = None


class _Pool:
    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._idle = 0
        self._count = 0

    def submit(self, job: _Job) -> None:
        with self._lock:
            if self._idle == 0:
                self._count += 1
                threading.Thread(target=self._serve, name=f"tls-call-{self._count}", daemon=True).start()
            else:
                self._idle -= 1
        self._jobs.put(job)

    def _serve(self) -> None:
        while True:
            job = self._jobs.get()
            try:
                job.outcome = (True, job.fn())
            except BaseException as error:  # noqa: BLE001 - handed back to the waiting thread
                job.outcome = (False, error)
            finally:
                with self._lock:  # idle before the caller wakes: its next call reuses this thread
                    self._idle += 1
                job.done.set()


_POOL = _Pool()


def start_job(fn: Callable[[], T]) -> _Job:
    """Start `fn` on a reused helper thread; `job_result` waits for it."""
    job = _Job(fn)
    _POOL.submit(job)
    return job


def job_result(job: _Job) -> Any:
    """What the started job returned, or its exception raised here."""
    job.done.wait()
    assert job.outcome is not None
    ok, value = job.outcome
    if ok:
        return value
    raise value


def run_abandonable(fn: Callable[[], T], timeout: float | None, cancel: CancelToken | None, name: str = "call") -> T:
    job = _Job(fn)
    unsubscribe = cancel.on_cancel(job.done.set) if cancel else (lambda: None)
    try:
        _POOL.submit(job)
        finished = job.done.wait(timeout)
    finally:
        unsubscribe()
    outcome = job.outcome
    if cancel is not None and cancel.cancelled:  # a result racing the cancel is dropped: cancel wins
        raise Cancelled(cancel.reason)
    if not finished or outcome is None:
        raise CallTimedOut(f"{name} ran past {timeout:g} s")
    ok, value = outcome
    if ok:
        return value
    raise value
