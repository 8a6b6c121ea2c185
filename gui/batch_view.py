"""Run a test set on a worker thread with a progress bar and a results table; export CSV or JSON.

One `BatchWorker` lives on one `QThread` for the view's lifetime. Cancel sets
the batch's token (cases not yet started are skipped); `shutdown()` cancels,
quits and waits, never terminates.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QPushButton, QSpinBox,
                               QTableView, QVBoxLayout, QWidget)

from core._json_lines import JsonFileError
from core.batch import LESSON_TESTSET, CaseResult, TestSet, load_testset, run_batch, to_csv, to_json
from core.cancel import CancelToken
from core.fake_model import FakeClient

from .batch_results_model import BatchResultsModel


class BatchWorker(QObject):
    sig_progress = Signal(int, int, object)  # done, total, CaseResult
    sig_finished = Signal(object)  # list[CaseResult]
    sig_failed = Signal(str)

    def __init__(self, make_client: Callable[[], Any], store: Any) -> None:
        super().__init__()
        self.make_client = make_client
        self.store = store

    @Slot(object, int, object)
    def run(self, testset: TestSet, concurrency: int, token: CancelToken) -> None:
        try:
            results = run_batch(testset, self.make_client, self.store, concurrency,
                                lambda done, total, r: self.sig_progress.emit(done, total, r), token)
        except Exception as crash:  # noqa: BLE001 - reported by signal; the GUI thread never sees it otherwise
            self.sig_failed.emit(f"batch failed: {crash!r}")
            return
        self.sig_finished.emit(results)


class BatchView(QWidget):
    sig_start = Signal(object, int, object)
    sig_done = Signal(object)  # re-emitted on the GUI thread when a batch ends (results list)

    def __init__(self, store: Any, make_client: Callable[[], Any] = FakeClient, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.testset: TestSet | None = None
        self.path: Path | None = None
        self.token: CancelToken | None = None
        self.results: list[CaseResult] = []
        self.model = BatchResultsModel(self)
        self._build()
        self.thread = QThread()
        self.thread.setObjectName("tls-batch-worker")
        self.worker = BatchWorker(make_client, store)
        self.worker.moveToThread(self.thread)
        self.sig_start.connect(self.worker.run)
        self.worker.sig_progress.connect(self._on_progress)
        self.worker.sig_finished.connect(self._on_finished)
        self.worker.sig_failed.connect(self._on_failed)
        self.thread.start()
        self._set_running(False)

    def _build(self) -> None:
        self.file_label = QLabel("no test set")
        self.open_button = QPushButton("Open test set…")
        self.concurrency_spin = QSpinBox()
        self.concurrency_spin.setRange(1, 16)
        self.concurrency_spin.setPrefix("parallel ")
        self.concurrency_spin.setToolTip("Questions run at the same time (useful for real providers)")
        self.run_button = QPushButton("Run")
        self.cancel_button = QPushButton("Cancel")
        self.csv_button = QPushButton("Export CSV…")
        self.json_button = QPushButton("Export JSON…")
        self.progress = QProgressBar()
        self.summary = QLabel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (0, 1):  # question and setup share the spare width
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.open_button.clicked.connect(self.choose_file)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.csv_button.clicked.connect(lambda: self.choose_export("csv"))
        self.json_button.clicked.connect(lambda: self.choose_export("json"))
        top = QHBoxLayout()
        for widget in (self.open_button, self.file_label):
            top.addWidget(widget)
        top.addStretch(1)
        for widget in (self.concurrency_spin, self.run_button, self.cancel_button):
            top.addWidget(widget)
        bottom = QHBoxLayout()
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.csv_button)
        bottom.addWidget(self.json_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)

    # ---- test sets ------------------------------------------------------------
    def load_file(self, path: str | Path = LESSON_TESTSET) -> bool:
        path = Path(path)
        try:
            self.testset = load_testset(path)
        except (JsonFileError, OSError, UnicodeDecodeError) as error:
            self.testset = None
            self.file_label.setText(f"✗ {error}")
            self._set_running(False)
            return False
        self.path = path
        self.file_label.setText(f"{path.name}: {len(self.testset.cases)} questions")
        self._set_running(False)
        return True

    def choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open test set", str(LESSON_TESTSET.parent), "JSON (*.json)")
        if name:
            self.load_file(name)

    # ---- running --------------------------------------------------------------
    def start(self) -> bool:
        if self.testset is None or self.token is not None:
            return False
        self.token = CancelToken()
        self.model.clear()
        self.results = []
        self.progress.setRange(0, len(self.testset.cases))
        self.progress.setValue(0)
        self.summary.setText("running…")
        self._set_running(True)
        self.sig_start.emit(self.testset, self.concurrency_spin.value(), self.token)
        return True

    def cancel(self) -> None:
        if self.token is not None:
            self.token.cancel("batch abgebrochen")

    @property
    def running(self) -> bool:
        return self.token is not None

    def _on_progress(self, done: int, total: int, result: CaseResult) -> None:
        self.progress.setValue(done)
        self.model.add(result)

    def _on_finished(self, results: list[CaseResult]) -> None:
        cancelled = self.token is not None and self.token.cancelled
        self.token = None
        self.results = list(results)
        passed = sum(r.passed for r in results)
        total = len(self.testset.cases) if self.testset else len(results)
        note = f" (cancelled after {len(results)} of {total})" if cancelled else ""
        self.summary.setText(f"{passed} of {len(results)} passed{note}")
        self._set_running(False)
        self.sig_done.emit(self.results)

    def _on_failed(self, message: str) -> None:
        self.token = None
        self.summary.setText(message)
        self._set_running(False)
        self.sig_done.emit([])

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running and self.testset is not None)
        self.open_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for button in (self.csv_button, self.json_button):
            button.setEnabled(not running and bool(self.results))

    # ---- export ---------------------------------------------------------------
    def export(self, path: str | Path, kind: str) -> Path:
        path = Path(path)
        path.write_text(to_csv(self.results) if kind == "csv" else to_json(self.results), encoding="utf-8")
        self.summary.setText(f"exported {path.name}")
        return path

    def choose_export(self, kind: str) -> None:
        name, _ = QFileDialog.getSaveFileName(self, f"Export {kind.upper()}", f"batch.{kind}", f"{kind.upper()} (*.{kind})")
        if name:
            self.export(name, kind)

    def shutdown(self) -> None:
        """Cancel a running batch, stop the thread and wait for it. Safe to call twice."""
        self.cancel()
        if self.thread.isRunning():
            self.thread.quit()
            self.thread.wait()
