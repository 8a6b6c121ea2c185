"""Call a tool by hand: choose one of the lesson's tools, fill in a form generated from its input schema and
run it as the loop would, for the signed-in customer, with no model. The tool runs on a worker thread
(`hand_runner.py`): while it runs the dock says so, Run waits and Cancel stops waiting for it. The result
shows with is_error, the input as it was sent, and the rows the tool read or wrote (the window lights them up
in the orders table).

An acting tool changes data, so the form asks the person at the keyboard to confirm first; its write goes
through the same path as an approved call and Undo reverts it. The form is built anew when the tools
change (`refresh`).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.engine.call_by_hand import HandCall
from core.engine.tools import ToolRegistry, ToolSpec
from gui.common.fonts import mono_font
from gui.common.i18n import QT_TRANSLATE_NOOP, live, live_label, translate
from gui.common.zoomed_dock import ZoomedDock
from gui.lessons.hand_runner import HandJob, HandRunner
from gui.lessons.schema_form import SchemaForm

ERROR_STYLE = "color: #b00020; font-weight: 600;"
OK_STYLE = "color: #1b5e20; font-weight: 600;"
ACTS = QT_TRANSLATE_NOOP("CallByHand", "Acts: changes data. Runs only after you confirm below; Undo reverts it.")
READS = QT_TRANSLATE_NOOP("CallByHand", "Reads: changes nothing")


def _signature(specs: list[ToolSpec]) -> tuple:
    """What the form is built from: a change in any of it rebuilds the form."""
    return tuple((s.name, s.kind, s.description, json.dumps(s.shared_schema(), sort_keys=True)) for s in specs)


class CallByHand(ZoomedDock):
    sig_rows = Signal(tuple)  # the ids of the rows the call read or wrote, for the orders table to light up
    sig_called = Signal(object)  # the HandCall, once shown

    def __init__(self, registry: Callable[[], ToolRegistry], customer: Callable[[], str], store: object,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("call-by-hand")
        live(self.setWindowTitle, lambda: translate("CallByHand", "Call a tool by hand"))
        self._registry, self._customer, self._store = registry, customer, store
        self._built: tuple = ()
        self.last: HandCall | None = None
        self.runner = HandRunner(self)
        self.runner.sig_called.connect(self._show_call)
        self.runner.sig_cancelled.connect(lambda: self._show_end(lambda: translate(
            "CallByHand", "Cancelled: the tool's result was not waited for")))
        self.runner.sig_failed.connect(lambda text: self._show_end(lambda: translate(
            "CallByHand", "✗ The call failed: {error}").format(error=text)))
        self._build()
        self.refresh()

    def _build(self) -> None:
        body = QWidget()
        column = QVBoxLayout(body)
        self.tool_combo = QComboBox()
        self.tool_combo.setObjectName("hand-tool")
        self.kind_label = QLabel()
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.customer_label = QLabel()
        for label in (self.kind_label, self.customer_label):
            label.setWordWrap(True)
        self.form = SchemaForm()
        self.confirm = QCheckBox()
        self.confirm.setObjectName("hand-confirm")
        live(self.confirm.setText, lambda: translate("CallByHand", "I confirm this call"))
        self.run_button = QPushButton()
        self.run_button.setObjectName("hand-run")
        live(self.run_button.setText, lambda: translate("CallByHand", "Run"))
        live(self.run_button.setToolTip, lambda: translate(
            "CallByHand", "Runs the tool as the loop would, for the signed-in customer; no model is asked"))
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("hand-cancel")
        live(self.cancel_button.setText, lambda: translate("CallByHand", "Cancel"))
        live(self.cancel_button.setToolTip, lambda: translate(
            "CallByHand", "Stop waiting for the tool (an acting tool may already have written)"))
        self.running_label = QLabel()
        self.running_label.setObjectName("hand-running")
        self.running_label.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setObjectName("hand-verdict")
        self.result_view = self._read_only("hand-result")
        self.sent_view = self._read_only("hand-sent")
        self.rows_label = QLabel()
        self.sent_label = live_label(lambda: translate("CallByHand", "Input sent (JSON):"))
        self.rows_label.setWordWrap(True)
        run_row = QHBoxLayout()  # Run, and Cancel while a call runs
        run_row.addWidget(self.run_button)
        run_row.addWidget(self.cancel_button)
        run_row.addStretch(1)
        above: tuple[QWidget, ...] = (self.tool_combo, self.kind_label, self.description, self.customer_label,
                                      self.form, self.confirm)
        for widget in above:
            column.addWidget(widget)
        column.addLayout(run_row)
        column.addWidget(self.running_label)
        self._results: tuple[QWidget, ...] = (self.verdict, self.rows_label, self.result_view, self.sent_label,
                                              self.sent_view)
        for widget in self._results:
            column.addWidget(widget)
        column.addStretch(1)
        for widget in (*self._results, self.running_label, self.cancel_button):  # shown once there is a call
            widget.hide()
        scroll = QScrollArea()  # a short window scrolls the dock instead of squeezing its parts together
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.tool_combo.currentIndexChanged.connect(lambda _i: self._show_tool())
        self.confirm.toggled.connect(lambda _on: self._update_run())
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)

    @staticmethod
    def _read_only(name: str) -> QPlainTextEdit:
        view = QPlainTextEdit()
        view.setObjectName(name)
        view.setReadOnly(True)
        view.setFont(mono_font())
        view.setMaximumHeight(96)
        return view

    # ---- what the window calls -------------------------------------------------
    def refresh(self) -> None:
        """Build the chooser and the form anew if the tools changed; the chosen tool stays chosen."""
        self.show_customer()
        specs = self._registry().specs()
        if _signature(specs) == self._built:
            return
        self._built = _signature(specs)
        chosen = self.tool_combo.currentText()
        self.tool_combo.blockSignals(True)
        self.tool_combo.clear()
        self.tool_combo.addItems([spec.name for spec in specs])
        self.tool_combo.setCurrentIndex(max(self.tool_combo.findText(chosen), 0))
        self.tool_combo.blockSignals(False)
        self._show_tool()

    def show_customer(self) -> None:
        live(self.customer_label.setText, lambda: translate(
            "CallByHand", "For the signed-in customer {customer} (toolbar)").format(customer=self._customer()))

    def choose(self, name: str) -> None:
        self.tool_combo.setCurrentIndex(self.tool_combo.findText(name))

    def spec(self) -> ToolSpec | None:
        name = self.tool_combo.currentText()
        return next((s for s in self._registry().specs() if s.name == name), None)

    def run(self) -> bool:
        """Start the chosen tool with the form's input on the worker; False if nothing started (no tool, an
        acting tool not confirmed, or a call still running). `sig_called` brings the outcome."""
        spec = self.spec()
        if spec is None or (spec.acting and not self.confirm.isChecked()):
            return False
        job = HandJob(self._registry(), spec.name, self.form.value(), self._customer(), self._store,
                      confirmed=spec.acting)
        if not self.runner.start(job):
            return False
        self.confirm.setChecked(False)  # each acting call is confirmed on its own
        live(self.running_label.setText, lambda: translate("CallByHand", "Running {tool}…").format(tool=job.name))
        self.running_label.show()
        self.cancel_button.show()
        self._update_run()
        return True

    @property
    def running(self) -> bool:
        return self.runner.busy

    def cancel(self) -> None:
        """Stop waiting for the running call (its end comes as `sig_cancelled` from the worker)."""
        self.runner.abort()

    def shutdown(self) -> None:
        """Cancel a running call and stop the worker (the window closes)."""
        self.runner.shutdown()

    # ---- showing ---------------------------------------------------------------------
    def _show_tool(self) -> None:
        spec = self.spec()
        self.form.set_schema(spec.shared_schema() if spec is not None else {})
        for edit in self.form.findChildren(QLineEdit):  # Return in a field runs the tool
            edit.returnPressed.connect(self.run)
        acting = spec is not None and spec.acting
        live(self.kind_label.setText, lambda: translate("CallByHand", ACTS if acting else READS))
        self.kind_label.setStyleSheet(ERROR_STYLE if acting else "")
        self.description.setText(spec.description if spec is not None else "")  # the lesson's words
        self.confirm.setVisible(acting)
        self.confirm.setChecked(False)
        self._update_run()

    def _update_run(self) -> None:
        spec = self.spec()
        ready = spec is not None and (not spec.acting or self.confirm.isChecked())
        self.run_button.setEnabled(ready and not self.runner.busy)

    def _call_ended(self) -> None:
        self.running_label.hide()
        self.cancel_button.hide()
        self._update_run()

    def _show_end(self, text: Callable[[], str]) -> None:
        """A call that brought no result: cancelled, or failed outside the tool."""
        self._call_ended()
        for widget in self._results:
            widget.hide()
        live(self.verdict.setText, text)
        self.verdict.setStyleSheet(ERROR_STYLE)
        self.verdict.show()

    def _show_call(self, call: HandCall) -> None:
        self._call_ended()
        self.last = call
        for widget in self._results:
            widget.show()
        error = call.result.is_error
        live(self.verdict.setText, lambda: "✗ is_error: true" if error else "✓ is_error: false")
        self.verdict.setStyleSheet(ERROR_STYLE if error else OK_STYLE)
        self.result_view.setPlainText(call.result.content)  # the lesson's words, as the model reads them
        self.result_view.setStyleSheet("color: #b00020;" if error else "")
        self.sent_view.setPlainText(call.sent_json)
        rows = ", ".join(call.touched)
        live(self.rows_label.setText, lambda: self._rows_text(call.acting, rows))
        self.sig_rows.emit(call.touched)
        self.sig_called.emit(call)

    @staticmethod
    def _rows_text(acting: bool, rows: str) -> str:
        if not rows:
            return translate("CallByHand", "No order rows read or changed")
        if acting:
            return translate("CallByHand", "Rows changed (highlighted in the orders table): {rows}").format(rows=rows)
        return translate("CallByHand", "Rows read (highlighted in the orders table): {rows}").format(rows=rows)

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)
