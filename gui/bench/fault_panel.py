"""The fault panel: arm tool and model faults with a trigger, see what is armed and what struck.

A dock widget the main window embeds (and opens from the toolbar's fault
button). It only talks to the shared `FaultInjector`; the injector may change
on the loop's thread (a "next" fault is spent), so its callbacks are turned
into queued signals here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.engine.texts import ENGLISH, LoopTexts
from core.faults.model_faults import HTTP_KINDS, MODEL_FAULT_KINDS, ModelFault
from core.faults.tool_faults import TOOL_FAULT_KINDS, FaultInjector, FaultStruck, ToolFault, default_text
from gui.bench.trigger_editor import TriggerEditor
from gui.common.fault_marks import MARK
from gui.common.fault_words import fault_kind_text, fault_text
from gui.common.i18n import live, live_items, live_label, on_language_change, translate
from gui.common.zoomed_dock import ZoomedDock

TEXT_KINDS = {"error", "raise", "injection"}


def _combo(kinds) -> QComboBox:
    combo = QComboBox()
    live_items(combo, {kind: partial(fault_kind_text, kind) for kind in kinds})
    return combo


def _group(title: Callable[[], str]) -> QGroupBox:
    box = QGroupBox()
    live(box.setTitle, title)
    return box


class FaultPanel(ZoomedDock):
    sig_faults_changed = Signal()  # armed list changed (any thread → queued to the GUI)
    sig_struck = Signal(object)  # a FaultStruck, for the chat and inspector to mark

    def __init__(self, injector: FaultInjector, tool_names: list[str], parent: QWidget | None = None,
                 texts: LoopTexts = ENGLISH) -> None:
        super().__init__(parent)
        self.setObjectName("fault-panel")
        self.injector = injector
        self.texts = texts  # the lesson's words: a fault's text goes into the tool result the model reads
        self.tool_names = list(tool_names)
        self.struck_count = 0
        self.run_no = 0  # questions asked since the last New conversation
        self._run_label = ""  # the header of the current question's strikes, until its first strike shows it
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self._tool_box())
        layout.addWidget(self._model_box())
        layout.addWidget(self._armed_box(), 1)
        scroll = QScrollArea()  # a tall panel scrolls: it never makes the window taller than the screen
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self._listener = lambda: self.sig_faults_changed.emit()
        self._strike_listener = lambda event: self.sig_struck.emit(event)
        self.sig_faults_changed.connect(self.refresh, Qt.ConnectionType.QueuedConnection)
        self.sig_struck.connect(self._on_struck, Qt.ConnectionType.QueuedConnection)
        injector.listeners.append(self._listener)
        injector.strike_listeners.append(self._strike_listener)
        self._kind_changed()
        self._model_kind_changed()
        self.refresh()
        on_language_change(self, FaultPanel.refresh)

    # ---- building ----------------------------------------------------------
    def _tool_box(self) -> QGroupBox:
        box = _group(lambda: translate("FaultPanel", "Tool faults"))
        form = QFormLayout(box)
        self.tool_combo = QComboBox()
        for name in self.tool_names:
            self.tool_combo.addItem(name, name)  # the text gains a ⚡ when armed; the data stays the name
        self.kind_combo = _combo(TOOL_FAULT_KINDS)
        self.text_edit = QLineEdit()
        live(self.text_edit.setPlaceholderText,
             lambda: translate("FaultPanel", "text of the error / injected instructions"))
        self.delay_spin = QSpinBox()
        self.delay_spin.setRange(0, 60000)
        self.delay_spin.setSingleStep(250)
        live(self.delay_spin.setSuffix, lambda: translate("FaultPanel", " ms"))
        self.delay_spin.setValue(1500)
        self.tool_trigger = TriggerEditor()
        self.arm_tool_button = QPushButton()
        live(self.arm_tool_button.setText, lambda: translate("FaultPanel", "Arm tool fault"))
        self.arm_tool_button.clicked.connect(self.arm_tool_fault)
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        for label, widget in ((lambda: translate("FaultPanel", "Tool"), self.tool_combo),
                              (lambda: translate("FaultPanel", "Fault"), self.kind_combo),
                              (lambda: translate("FaultPanel", "Text"), self.text_edit),
                              (lambda: translate("FaultPanel", "Slow by"), self.delay_spin),
                              (lambda: translate("FaultPanel", "Trigger"), self.tool_trigger)):
            form.addRow(live_label(label), widget)
        form.addRow(self.arm_tool_button)
        return box

    def _model_box(self) -> QGroupBox:
        box = _group(lambda: translate("FaultPanel", "Model faults"))
        form = QFormLayout(box)
        self.model_kind_combo = _combo(MODEL_FAULT_KINDS)
        self.retry_check = QCheckBox("retry-after")
        self.retry_spin = QDoubleSpinBox()
        self.retry_spin.setRange(0.0, 120.0)
        self.retry_spin.setValue(1.0)
        live(self.retry_spin.setSuffix, lambda: translate("RunToolbar", " s"))
        retry_row = QHBoxLayout()
        retry_row.addWidget(self.retry_check)
        retry_row.addWidget(self.retry_spin, 1)
        self.model_trigger = TriggerEditor()
        self.arm_model_button = QPushButton()
        live(self.arm_model_button.setText, lambda: translate("FaultPanel", "Arm model fault"))
        self.arm_model_button.clicked.connect(self.arm_model_fault)
        self.model_kind_combo.currentIndexChanged.connect(self._model_kind_changed)
        self.retry_check.toggled.connect(self._model_kind_changed)
        form.addRow(live_label(lambda: translate("FaultPanel", "Fault")), self.model_kind_combo)
        form.addRow("HTTP", retry_row)
        form.addRow(live_label(lambda: translate("FaultPanel", "Trigger")), self.model_trigger)
        form.addRow(self.arm_model_button)
        return box

    def _armed_box(self) -> QGroupBox:
        box = _group(lambda: translate("FaultPanel", "Armed"))
        layout = QVBoxLayout(box)
        self.count_label = QLabel()
        self.armed_list = QListWidget()
        self.armed_list.setAlternatingRowColors(True)
        self.armed_list.setWordWrap(True)
        self.disarm_button, self.disarm_all_button = QPushButton(), QPushButton()
        live(self.disarm_button.setText, lambda: translate("FaultPanel", "Disarm selected"))
        live(self.disarm_all_button.setText, lambda: translate("FaultPanel", "Disarm all"))
        self.disarm_button.clicked.connect(self.disarm_selected)
        self.disarm_all_button.clicked.connect(self.disarm_all)
        self.armed_list.itemSelectionChanged.connect(self._selection_changed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.disarm_button)
        buttons.addWidget(self.disarm_all_button)
        self.struck_list = QListWidget()
        self.struck_list.setMaximumHeight(110)
        self.struck_list.setWordWrap(True)
        layout.addWidget(self.count_label)
        layout.addWidget(self.armed_list, 1)
        layout.addLayout(buttons)
        layout.addWidget(live_label(lambda: translate("FaultPanel", "Struck")))
        layout.addWidget(self.struck_list)
        return box

    # ---- actions -------------------------------------------------------------
    def arm_tool_fault(self) -> ToolFault:
        kind = self.kind_combo.currentData()
        text = self.text_edit.text() if kind in TEXT_KINDS and self.text_edit.text() else None
        fault = ToolFault(tool=self.tool_combo.currentData(), kind=kind, trigger=self.tool_trigger.trigger(),
                          text=text, delay_ms=self.delay_spin.value())
        self.injector.arm(fault)
        self.refresh()
        return fault

    def arm_model_fault(self) -> ModelFault:
        kind = self.model_kind_combo.currentData()
        retry = self.retry_spin.value() if kind in HTTP_KINDS and self.retry_check.isChecked() else None
        fault = ModelFault(kind=kind, trigger=self.model_trigger.trigger(), retry_after=retry)
        self.injector.arm(fault)
        self.refresh()
        return fault

    def disarm_selected(self) -> None:
        for item in self.armed_list.selectedItems():
            self.injector.disarm(item.data(Qt.ItemDataRole.UserRole))
        self.refresh()

    def disarm_all(self) -> None:
        self.injector.disarm()
        self.refresh()

    def detach(self) -> None:
        """Stop listening to the injector (the panel or window is closing)."""
        for listeners, fn in ((self.injector.listeners, self._listener),
                              (self.injector.strike_listeners, self._strike_listener)):
            if fn in listeners:
                listeners.remove(fn)

    def set_tools(self, tool_names: list[str]) -> None:
        """The lesson's tools changed: the tools a fault can be armed for."""
        self.tool_names = list(tool_names)
        self.tool_combo.clear()
        for name in self.tool_names:
            self.tool_combo.addItem(name, name)
        self.refresh()

    # ---- state ---------------------------------------------------------------
    def refresh(self) -> None:
        armed = self.injector.armed()
        self.armed_list.clear()
        for fault in armed:
            item = QListWidgetItem(MARK + fault_text(fault))
            item.setData(Qt.ItemDataRole.UserRole, fault)
            seed = translate("FaultPanel", "\nseed {seed}").format(seed=fault.trigger.seed) \
                if fault.trigger.kind == "probability" else ""
            item.setToolTip(fault_text(fault) + seed)
            self.armed_list.addItem(item)
        affected = self.injector.tools_affected()
        for index, name in enumerate(self.tool_names):
            self.tool_combo.setItemText(index, (MARK + name) if name in affected else name)
        self.count_label.setText(translate("FaultPanel", "{armed} armed · {struck} struck").format(
            armed=len(armed), struck=self.struck_count))
        self.disarm_all_button.setEnabled(bool(armed))
        self._selection_changed()
        self.setWindowTitle(translate("RunToolbar", "Faults ({n})").format(n=len(armed)) if armed
                            else translate("RunToolbar", "Faults"))

    def begin_run(self, question: str) -> None:
        """A question is about to run: its strikes are listed under it, above those of earlier questions."""
        self.run_no += 1
        short = question if len(question) <= 40 else question[:39] + "…"
        self._run_label = translate("FaultPanel", "run {n}: {question}").format(n=self.run_no, question=short)

    def clear_struck(self) -> None:
        """A new conversation: the strikes of earlier questions go, and the count starts at 0."""
        self.struck_list.clear()
        self.struck_count = self.run_no = 0
        self._run_label = ""
        self.refresh()

    def _on_struck(self, event: FaultStruck) -> None:
        self.struck_count += 1
        where = translate("FaultPanel", "call {n}").format(n=event.call_no) if event.call_no else (
            event.tool_use_id or "")
        text = f"{where}: {fault_kind_text(event.kind)}" + (
            translate("FaultPanel", "  [untrusted content]") if event.untrusted else "")
        if self._run_label:  # the first strike of this question: its header goes on top
            header = QListWidgetItem(self._run_label)
            header.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            self.struck_list.insertItem(0, header)
            self._run_label = ""
        row = 1 if self.run_no else 0  # newest first, under its question's header
        self.struck_list.insertItem(row, f"  {text}" if self.run_no else text)
        self.refresh()

    def _selection_changed(self) -> None:
        self.disarm_button.setEnabled(bool(self.armed_list.selectedItems()))

    def _kind_changed(self) -> None:
        kind = self.kind_combo.currentData()
        self.text_edit.setEnabled(kind in TEXT_KINDS)
        self.text_edit.setText(default_text(kind, self.texts) if kind in TEXT_KINDS else "")
        self.delay_spin.setEnabled(kind == "slow")

    def _model_kind_changed(self) -> None:
        http = self.model_kind_combo.currentData() in HTTP_KINDS
        self.retry_check.setEnabled(http)
        self.retry_spin.setEnabled(http and self.retry_check.isChecked())
