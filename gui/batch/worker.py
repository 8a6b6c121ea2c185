"""The batch on a worker thread: `run_batch` with the chosen model's factory; progress and results as signals.

One `BatchWorker` lives on one `QThread` for the batch view's lifetime. Each
run gets its `BatchModel` (fresh client per case) and releases it at the end,
so a provider's shared HTTP connections close when the batch does.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from core.runs.batch import TestSet, run_batch
from core.engine.cancel import CancelToken
from core.providers.keys import redact

from gui.batch.models import BatchModel


class BatchWorker(QObject):
    sig_progress = Signal(int, int, object)  # done, total, CaseResult
    sig_finished = Signal(object)  # list[CaseResult]
    sig_failed = Signal(str)

    def __init__(self, store: Any) -> None:
        super().__init__()
        self.store = store

    @Slot(object, int, object, object)
    def run(self, testset: TestSet, concurrency: int, token: CancelToken, model: BatchModel) -> None:
        try:
            results = run_batch(testset, model.make_client, self.store, concurrency,
                                lambda done, total, r: self.sig_progress.emit(done, total, r), token)
        except Exception as crash:  # noqa: BLE001 - reported by signal; the GUI thread never sees it otherwise
            self.sig_failed.emit(redact(f"batch failed: {crash!r}"))
            return
        finally:
            model.release()
        self.sig_finished.emit(results)
