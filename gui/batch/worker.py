"""The batch on a worker thread: `run_batch` with the chosen model's factory; progress and results as signals.

One `BatchWorker` lives on one thread for the batch view's lifetime, behind a
`BatchRunner` (the lifecycle is `WorkerRunner`'s). Each run gets its
`BatchModel` (fresh client per case) and releases it at the end, so a
provider's shared HTTP connections close when the batch does, and its
`BatchOrders`: the lesson's data in memory (closed at the end) or the window's
current orders.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from core.engine.cancel import CancelToken
from core.engine.tools import ToolRegistry
from core.lesson.seed import Seed
from core.lesson.spec import TraceLabels
from core.lesson.store import OrdersStore
from core.providers.keys import redact
from core.runs.batch import LESSON_DATA, TestSet, run_batch
from gui.batch.models import BatchModel
from gui.common.i18n import translate
from gui.common.worker_runner import WorkerRunner


@dataclass(frozen=True)
class BatchOrders:
    """The orders a batch runs against, and their name in the results; `owned`: the batch closes the store."""

    store: OrdersStore
    data: str
    owned: bool = False
    registry: ToolRegistry | None = None  # the lesson's tools; None: the default lesson's
    labels: TraceLabels | None = None  # the lesson's trace words (its approval lines); None: the default lesson's

    @classmethod
    def lesson(cls, seed: Seed, registry: ToolRegistry | None = None,
               labels: TraceLabels | None = None) -> BatchOrders:
        """The lesson's orders, fresh in memory: a test set written for the lesson means these."""
        return cls(OrdersStore.in_memory(seed=seed), LESSON_DATA, owned=True, registry=registry, labels=labels)


class BatchWorker(QObject):
    sig_progress = Signal(int, int, object)  # done, total, CaseResult
    sig_finished = Signal(object)  # list[CaseResult]
    sig_failed = Signal(str)

    @Slot(object, int, object, object, object)
    def run(self, testset: TestSet, concurrency: int, token: CancelToken, model: BatchModel,
            orders: BatchOrders) -> None:
        try:
            results = run_batch(testset, model.make_client, orders.store, concurrency,
                                lambda done, total, r: self.sig_progress.emit(done, total, r), token,
                                registry=orders.registry, data=orders.data,
                                labels=orders.labels)
        except Exception as crash:  # noqa: BLE001 - reported by signal; the GUI thread never sees it otherwise
            self.sig_failed.emit(redact(translate("BatchView", "batch failed: {error}").format(error=repr(crash))))
            return
        finally:
            model.release()
            if orders.owned:
                orders.store.close()
        self.sig_finished.emit(results)


class BatchRunner(WorkerRunner[BatchWorker]):
    """The GUI side: `start` queues one batch at a time; progress and the end come back on the GUI thread."""

    sig_start = Signal(object, int, object, object, object)  # test set, concurrency, token, BatchModel, orders
    sig_progress = Signal(int, int, object)  # done, total, CaseResult
    sig_finished = Signal(object, bool)  # list[CaseResult], cancelled
    sig_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(BatchWorker(), "tls-batch-worker", parent)
        self.sig_start.connect(self.worker.run)
        self.worker.sig_progress.connect(self._on_progress)
        self.worker.sig_finished.connect(self._on_finished)
        self.worker.sig_failed.connect(self._on_failed)

    def start(self, testset: TestSet, concurrency: int, model: BatchModel, orders: BatchOrders) -> bool:
        token = self.claim()
        if token is None:
            return False
        self.sig_start.emit(testset, concurrency, token, model, orders)
        return True

    def _on_progress(self, done: int, total: int, result) -> None:
        if self.busy:
            self.sig_progress.emit(done, total, result)

    def _on_finished(self, results: list) -> None:
        if not self.busy:  # shut down meanwhile
            return
        cancelled = self.token is not None and self.token.cancelled
        self.release()
        self.sig_finished.emit(results, cancelled)

    def _on_failed(self, message: str) -> None:
        if self.busy:
            self.release()
            self.sig_failed.emit(message)
