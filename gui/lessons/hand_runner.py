"""Calls by hand off the GUI thread: the dock asks, the tool runs on a worker, the outcome comes back by signal.

One `HandWorker` on one thread (the shared `WorkerRunner` lifecycle, the thread started by the first call).
A job carries everything the call needs, so the GUI thread never writes to the worker. Cancel cancels the
job's token: the registry stops waiting for a handler that does not return, so the worker is free at once
(an acting handler already writing may still finish; its write is then a tool's write like any other).
An outcome that arrives after a cancel for an older job, or after shutdown, is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from core.engine.call_by_hand import HandCall, call_by_hand
from core.engine.cancel import Cancelled, CancelToken
from core.engine.tools import Session, ToolRegistry
from gui.common.worker_runner import WorkerRunner


@dataclass(frozen=True)
class HandJob:
    """One call by hand as the dock froze it when Run was pressed."""

    registry: ToolRegistry
    name: str
    tool_input: dict[str, Any]
    customer: str
    store: object
    confirmed: bool


class HandWorker(QObject):
    sig_done = Signal(object, object)  # the job's token; its HandCall, None if cancelled, or a crash's text

    @Slot(object, object)
    def call(self, job: HandJob, token: CancelToken) -> None:
        outcome: HandCall | str | None
        try:
            outcome = call_by_hand(job.registry, job.name, job.tool_input, Session(job.customer), job.store,
                                   confirmed=job.confirmed, cancel=token)
        except Cancelled:
            outcome = None
        except Exception as crash:  # noqa: BLE001 - the GUI thread never sees exceptions raised here
            outcome = repr(crash)
        self.sig_done.emit(token, outcome)


class HandRunner(WorkerRunner[HandWorker]):
    """Runs one call by hand at a time; `start` refuses a second while one runs."""

    _sig_call = Signal(object, object)
    sig_called = Signal(object)  # the HandCall
    sig_cancelled = Signal()
    sig_failed = Signal(str)  # what went wrong outside the tool (the tool's own failures are results)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(HandWorker(), "tls-hand-worker", parent, lazy=True)
        self._sig_call.connect(self.worker.call)
        self.worker.sig_done.connect(self._on_done)

    def start(self, job: HandJob) -> bool:
        token = self.claim()
        if token is None:
            return False
        self._sig_call.emit(job, token)
        return True

    def _on_done(self, token: CancelToken, outcome: HandCall | str | None) -> None:
        if token is not self.token:  # shut down meanwhile, or an older job's late word
            return
        self.release()
        if isinstance(outcome, HandCall):
            self.sig_called.emit(outcome)
        elif outcome is None:
            self.sig_cancelled.emit()
        else:
            self.sig_failed.emit(outcome)
