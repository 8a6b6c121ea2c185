""""Run again" off the GUI thread: one `ReplayWorker` on one thread, started with the first replay.

The worker calls `core.runs.replay.replay` (same settings, freshly armed faults with
the same seeds, the orders as they are now) and reports the `ReplayDiff` or a
message by signal. The lifecycle (start, abort, `shutdown()`, wait) is `WorkerRunner`'s.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from core.engine.cancel import CancelToken
from core.engine.client import ModelClient
from core.lesson.store import OrdersStore
from core.runs.record import RecordError, RunRecord
from gui.common.i18n import translate
from gui.common.worker_runner import WorkerRunner
from gui.runs.run_problem_words import run_error_text


class ReplayWorker(QObject):
    sig_done = Signal(object)  # ReplayDiff
    sig_failed = Signal(str)

    def __init__(self, store: OrdersStore) -> None:
        super().__init__()
        self.store = store

    @Slot(object, object, object)
    def run(self, record: RunRecord, client: ModelClient | None, token: CancelToken) -> None:
        from core.runs.replay import replay  # loaded with the first Run again, not at start-up

        try:
            diff = replay(record, self.store, client, cancel=token)
        except RecordError as error:
            self.sig_failed.emit(run_error_text(error))
            return
        except Exception as crash:  # noqa: BLE001 - the GUI thread never sees exceptions raised here
            self.sig_failed.emit(translate("RunFiles", "Run again failed: {error}").format(error=repr(crash)))
            return
        self.sig_done.emit(diff)


class ReplayRunner(WorkerRunner[ReplayWorker]):
    """The GUI side: `start` queues a replay (one at a time); results come back as signals."""

    sig_start = Signal(object, object, object)
    sig_done = Signal(object)  # ReplayDiff, on the GUI thread
    sig_failed = Signal(str)

    def __init__(self, store: OrdersStore, parent: QObject | None = None) -> None:
        super().__init__(ReplayWorker(store), "tls-replay-worker", parent, lazy=True)
        self.sig_start.connect(self.worker.run)
        self.worker.sig_done.connect(self._on_done)
        self.worker.sig_failed.connect(self._on_failed)

    def start(self, record: RunRecord, client: ModelClient | None = None) -> bool:
        """Queue a replay of `record`; False while one is running. `client` None: the recorded kind."""
        token = self.claim()
        if token is None:
            return False
        self.sig_start.emit(record, client, token)
        return True

    def _on_done(self, diff) -> None:
        if not self.busy:  # shut down meanwhile: a result queued while closing opens no dialog
            return
        self.release()
        self.sig_done.emit(diff)

    def _on_failed(self, message: str) -> None:
        if not self.busy:
            return
        self.release()
        self.sig_failed.emit(message)
