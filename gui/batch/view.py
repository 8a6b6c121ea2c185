"""Run a test set on a worker thread with a progress bar and a results table; export CSV or JSON.

The model is asked for when Run is pressed (`choose_model`, e.g. the window's current model) and named above the
table; a real provider defaults to 4 cases in parallel until the user sets the number. One `BatchRunner` serves the
view's lifetime. Cancel sets the batch's token (cases not yet started are skipped); `shutdown()` cancels, quits and
waits, never terminates.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.engine.client import ModelClient, ModelError
from core.json_lines import JsonFileError
from core.lesson.catalog import default_lesson
from core.lesson.fake_model import FakeClient
from core.lesson.loader import Lesson
from core.lesson.store import OrdersStore
from core.runs.batch import (
    CURRENT_ORDERS,
    LESSON_DATA,
    CaseResult,
    TestSet,
    load_testset,
    to_csv,
    to_json,
)
from gui.batch.details import case_details
from gui.batch.models import FAKE, BatchModel, NoBatchModel
from gui.batch.results_model import BatchResultsModel
from gui.batch.words import REAL_PARALLEL, data_combo, data_text, live_texts
from gui.batch.worker import BatchOrders, BatchRunner
from gui.common.flow_layout import FlowLayout
from gui.common.i18n import live, live_label, translate
from gui.common.provider_words import failure_text


class BatchView(QWidget):
    sig_done = Signal(object)  # re-emitted on the GUI thread when a batch ends (results list)
    sig_open_run = Signal(object)  # a case was double-clicked: its RunRecord, to show in the main window

    def __init__(self, store: OrdersStore, make_client: Callable[[], ModelClient] = FakeClient,
                 parent: QWidget | None = None,
                 choose_model: Callable[[], BatchModel] | None = None, lesson: Lesson | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.lesson = lesson  # its tools, orders and run settings; None: the default lesson's
        self.testset: TestSet | None = None
        self.path: Path | None = None
        self.results: list[CaseResult] = []
        self.model = BatchResultsModel(self)
        name = FAKE if make_client is FakeClient else getattr(make_client, "__name__", "custom")
        self.choose_model = choose_model or (lambda: BatchModel(name, make_client))
        self.auto_parallel = True  # until the user sets the number, a real provider runs 4 at once
        self.ran_with = ""  # the orders the last batch ran against
        self._build()
        self.runner = BatchRunner(self)
        self.runner.sig_progress.connect(self._on_progress)
        self.runner.sig_finished.connect(self._on_finished)
        self.runner.sig_failed.connect(self._on_failed)
        self._set_running(False)
        self.refresh_model()

    def _build(self) -> None:
        self.file_label = live_texts(QLabel(), lambda: translate("BatchView", "no test set"))
        self.open_button = live_texts(QPushButton(), lambda: translate("BatchView", "Open test set…"))
        self.concurrency_spin = QSpinBox()
        self.concurrency_spin.setRange(1, 16)
        live(self.concurrency_spin.setPrefix, lambda: translate("BatchView", "parallel "))
        live(self.concurrency_spin.setToolTip,
             lambda: translate("BatchView", "Questions run at the same time (useful for real providers)"))
        self.concurrency_spin.valueChanged.connect(lambda: setattr(self, "auto_parallel", False))  # the user chose
        self.model_label = QLabel()
        self.model_label.setObjectName("batch-model")
        self.data_combo = data_combo()
        self.run_button, self.cancel_button, self.csv_button, self.json_button = (
            live_texts(QPushButton(), text) for text in (
            lambda: translate("BatchView", "Run"), lambda: translate("BatchView", "Cancel"),
            lambda: translate("BatchView", "Export CSV…"), lambda: translate("BatchView", "Export JSON…")))
        self.progress, self.summary = QProgressBar(), QLabel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        live(self.table.setToolTip,
             lambda: translate("BatchView", "Select a case to read it in full below; double-click it to open its run"))
        self.table.doubleClicked.connect(lambda index: self.open_case(index.row()))
        self.details = QPlainTextEdit(readOnly=True)
        self.details.setObjectName("batch-details")
        live(self.details.setPlaceholderText,
             lambda: translate("BatchView", "Select a case to read its problems and answer in full."))
        self.table.selectionModel().currentRowChanged.connect(lambda current, _: self.show_details(current.row()))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (0, 1, 7):  # question, setup and problems share the spare width
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.open_button.clicked.connect(self.choose_file)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.csv_button.clicked.connect(lambda: self.choose_export("csv"))
        self.json_button.clicked.connect(lambda: self.choose_export("json"))
        top = QWidget()  # wraps onto more rows rather than making the dialog wider than a zoomed screen
        top.setObjectName("batch-controls")
        flow = FlowLayout(top, spacing=6)
        for label in (self.file_label, self.model_label):  # frameless texts side by side need a gap to read apart
            label.setContentsMargins(0, 0, 2 * label.fontMetrics().averageCharWidth(), 0)
        for widget in (self.open_button, self.file_label, self.model_label,
                       live_label(lambda: translate("BatchView", "orders")), self.data_combo, self.concurrency_spin,
                       self.run_button, self.cancel_button):
            flow.addWidget(widget)
        bottom = QHBoxLayout()
        self.summary.setWordWrap(True)
        for widget, stretch in ((self.summary, 1), (self.csv_button, 0), (self.json_button, 0)):
            bottom.addWidget(widget, stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(top)
        layout.addWidget(self.progress)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.details)
        split.setSizes([320, 120])
        layout.addWidget(split, 1)
        layout.addLayout(bottom)

    # ---- test sets ------------------------------------------------------------
    def load_file(self, path: str | Path | None) -> bool:
        """Load a test set; None: the lesson has none of its own (said; nothing runs until one is opened)."""
        try:
            self.testset = None if path is None else load_testset(path)
        except (JsonFileError, OSError, UnicodeDecodeError) as error:
            self.testset, problem = None, f"✗ {error}"
            live(self.file_label.setText, lambda: problem)
        if path is None:
            live(self.file_label.setText, lambda: translate("BatchView", "This lesson has no test set: open one."))
        elif self.testset is not None:
            self.path, count = Path(path), len(self.testset.cases)
            name = self.path.name
            live(self.file_label.setText,
                 lambda: translate("BatchView", "{name}: %n question(s)", None, count).format(name=name))
        self._set_running(False)
        return self.testset is not None

    def choose_file(self) -> None:
        folder = str(self.path.parent if self.path else self.lesson.folder if self.lesson else "")
        name, _ = QFileDialog.getOpenFileName(self, translate("BatchView", "Open test set"), folder, "JSON (*.json)")
        if name:
            self.load_file(name)

    # ---- the model ------------------------------------------------------------
    def refresh_model(self) -> BatchModel | None:
        """Ask which model a batch would use now and name it; None (and the reason shown) if there is none."""
        try:
            model = self.choose_model()
        except (NoBatchModel, ModelError) as problem:  # MissingKey is a ModelError
            why = failure_text(problem)
            live(self.model_label.setText, lambda: f"✗ {why}")
            return None
        live(self.model_label.setText, lambda: translate("Models", "model: {name}").format(name=model.description))
        if model.real and self.auto_parallel and self.concurrency_spin.value() < REAL_PARALLEL:
            self.concurrency_spin.blockSignals(True)
            self.concurrency_spin.setValue(REAL_PARALLEL)
            self.concurrency_spin.blockSignals(False)
        return model

    def changeEvent(self, event: QEvent) -> None:
        """Coming back to the batch window after switching the model in the main window names the new one."""
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and not self.running:
            self.refresh_model()
        super().changeEvent(event)

    # ---- running --------------------------------------------------------------
    def start(self) -> bool:
        if self.testset is None or self.running:
            return False
        model = self.refresh_model()
        if model is None:
            self.summary.setText(translate("BatchView", "not started: {why}").format(
                why=self.model_label.text().removeprefix("✗ ")))
            return False
        orders = self._orders()
        if not self.runner.start(self._lesson_testset(self.testset), self.concurrency_spin.value(), model, orders):
            model.release()
            if orders.owned:
                orders.store.close()
            return False
        self.ran_with = orders.data
        self.model.clear()
        self.results = []
        self.progress.setRange(0, len(self.testset.cases))
        self.progress.setValue(0)
        self.summary.setText(translate("BatchView", "running…"))
        self._set_running(True)
        return True

    def _orders(self) -> BatchOrders:
        """The orders and tools the batch runs against: the lesson's data, or the window's current orders."""
        lesson = self.lesson
        registry, labels = (lesson.registry(), lesson.meta.trace) if lesson is not None else (None, None)
        if self.data_combo.currentData() == LESSON_DATA:
            return BatchOrders.lesson(lesson.seed() if lesson is not None else self.store.seed, registry, labels)
        return BatchOrders(self.store, CURRENT_ORDERS, registry=registry, labels=labels)

    def _lesson_testset(self, testset: TestSet) -> TestSet:
        """The test set over the lesson's run settings (prompt, hand-off, customer, tools): its own on top."""
        lesson = self.lesson or default_lesson()
        return testset.model_copy(update={"defaults": lesson.run_settings().overridden_by(testset.defaults)})

    def cancel(self) -> None:
        self.runner.abort()

    @property
    def running(self) -> bool:
        return self.runner.busy

    def _on_progress(self, done: int, total: int, result: CaseResult) -> None:
        self.progress.setValue(done)
        self.model.add(result)

    def _on_finished(self, results: list[CaseResult], cancelled: bool) -> None:
        self.results = list(results)
        passed = sum(r.passed for r in results)
        total = len(self.testset.cases) if self.testset else len(results)
        note = translate("BatchView", " (cancelled after {done} of {total})").format(
            done=len(results), total=total) if cancelled else ""
        data = data_text(self.ran_with)
        self.summary.setText(translate("BatchView", "{passed} of {n} passed{note} · ran against {data}").format(
            passed=passed, n=len(results), note=note, data=data))
        self._set_running(False)
        self.sig_done.emit(self.results)

    def _on_failed(self, message: str) -> None:
        self.summary.setText(message)
        self._set_running(False)
        self.sig_done.emit([])

    # ---- one case ---------------------------------------------------------------
    def show_details(self, row: int) -> None:
        results = self.model.results
        self.details.setPlainText(case_details(results[row]) if 0 <= row < len(results) else "")

    def open_case(self, row: int) -> bool:
        """Show case `row` as a run in the main window (the same view as File → Open run)."""
        results = self.model.results
        run = results[row].run if 0 <= row < len(results) else None
        if run is None:
            return False
        self.sig_open_run.emit(run.record())
        return True

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running and self.testset is not None)
        self.open_button.setEnabled(not running)
        self.data_combo.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for button in (self.csv_button, self.json_button):
            button.setEnabled(not running and bool(self.results))

    # ---- export ---------------------------------------------------------------
    def export(self, path: str | Path, kind: str) -> Path | None:
        """Write the results; a path that cannot be written is said below the table (None)."""
        path = Path(path)
        text = to_csv(self.results) if kind == "csv" else to_json(self.results)
        try:
            path.write_text(text, encoding="utf-8")  # a key a provider quoted was masked where its bytes came in
        except OSError as error:
            self.summary.setText("✗ " + translate("RunFiles", "{name} cannot be written: {error}.").format(
                name=path.name, error=error.strerror or error))
            return None
        self.summary.setText(translate("BatchView", "exported {name}").format(name=path.name))
        return path

    def choose_export(self, kind: str) -> None:
        label = kind.upper()
        name, _ = QFileDialog.getSaveFileName(self, translate("BatchView", "Export {format}").format(format=label),
                                              f"batch.{kind}", f"{label} (*.{kind})")
        if name:
            self.export(name, kind)

    def shutdown(self) -> None:
        """Cancel a running batch, stop the thread and wait for it. Safe to call twice."""
        self.runner.shutdown()
