"""Run a blocking call on a daemon thread and stop waiting for it on timeout or cancel.

Python cannot kill a thread; a call that hangs is abandoned, not waited out.
"""

from __future__ import annotations

import threading
from typing import Callable, TypeVar

from .cancel import Cancelled, CancelToken

T = TypeVar("T")


class CallTimedOut(Exception):
    pass


def run_abandonable(fn: Callable[[], T], timeout: float | None, cancel: CancelToken | None, name: str = "call") -> T:
    done = threading.Event()
    outcome: list = []

    def target() -> None:
        try:
            outcome.append((True, fn()))
        except BaseException as error:  # noqa: BLE001 - handed back to the waiting thread
            outcome.append((False, error))
        finally:
            done.set()

    unsubscribe = cancel.on_cancel(done.set) if cancel else (lambda: None)
    try:
        threading.Thread(target=target, name=f"tls-{name}", daemon=True).start()
        finished = done.wait(timeout)
    finally:
        unsubscribe()
    if cancel is not None and cancel.cancelled and not outcome:
        raise Cancelled(cancel.reason)
    if not finished or not outcome:
        raise CallTimedOut(f"{name} lief länger als {timeout:g} s")
    ok, value = outcome[0]
    if ok:
        return value
    raise value
