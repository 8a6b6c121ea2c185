"""The toolbar: model, MAX_CALLS, token budget, time limit, offered tools and what the model may call,
customer, fault injection, step mode, abort, new conversation."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QMenu, QSpinBox, QToolBar, QToolButton, QWidget

from core.engine.approval import DEFAULT_APPROVAL_TIMEOUT
from core.engine.settings import DEFAULT_CUSTOMER, DEFAULT_MAX_CALLS, MAX_CALLS_CAP, RunSettings
from core.faults.tool_faults import FaultInjector, ToolFault, ToolFaultKind
from core.lesson.tools import STARTING_TOOLS
from gui.common.fault_words import fault_text
from gui.common.glossary_terms import explained
from gui.common.i18n import live, translate
from gui.common.named_control import NamedControl, YieldingToolBar
from gui.common.settings_values import int_value
from gui.window.customer_box import CustomerBox
from gui.window.switches_menu import SwitchesButton
from gui.window.toolbar_tools import empty_fault_menu, fill_fault_menu


def _padded(text: Callable[[], str]) -> str:
    return f" {text()} "


class RunToolbar(QToolBar):
    sig_faults_changed = Signal()  # the injector may change on the worker thread (a fault is spent)

    def __init__(self, tool_names: list[str], customers: Callable[[], list[str]] | list[str], injector: FaultInjector,
                 parent: QWidget | None = None, offered: list[str] | None = None, customer: str = DEFAULT_CUSTOMER,
                 scope: str = "run") -> None:
        super().__init__(parent)
        live(self.setWindowTitle, lambda: translate("RunToolbar", "Run"))
        self.offered = STARTING_TOOLS if offered is None else offered  # checked until the user says otherwise
        self.default_customer = customer
        self.scope = scope  # the settings group of what belongs to the lesson: its tools and its customer
        self.setObjectName("run-toolbar")
        self.injector = injector
        self.model_combo = QComboBox()  # its entries and choice belong to the window's ModelChooser
        self.max_calls_spin = QSpinBox()
        self.max_calls_spin.setRange(1, MAX_CALLS_CAP)
        self.max_calls_spin.setValue(DEFAULT_MAX_CALLS)
        self._tips: dict[QWidget, Callable[[], str]] = {}  # a control's tooltip, which its name label shares
        self._tips[self.max_calls_spin] = lambda: explained(translate(
            "RunToolbar", "MAX_CALLS: model calls per question before handing off to a human"), "hand-off")
        live(self.max_calls_spin.setToolTip, self._tips[self.max_calls_spin])
        budget_tip = lambda: explained(translate(  # noqa: E731
            "RunToolbar", "Token budget: input tokens per question before handing off to a human (off = no budget)"),
            "token", "hand-off")
        time_tip = lambda: explained(translate(  # noqa: E731
            "RunToolbar", "Time limit: seconds per question before handing off to a human (off = no limit)"),
            "hand-off")
        self.budget_spin = _off_spin(100_000, 100, lambda: translate("RunToolbar", " tok"), budget_tip)
        self.time_spin = _off_spin(3600, 5, lambda: translate("RunToolbar", " s"), time_tip)
        self._tips.update({self.budget_spin: budget_tip, self.time_spin: time_tip})
        self.approval_spin = QSpinBox()
        self.approval_spin.setObjectName("approval-timeout")
        self.approval_spin.setRange(1, 3600)
        self.approval_spin.setValue(int(DEFAULT_APPROVAL_TIMEOUT))
        live(self.approval_spin.setSuffix, lambda: translate("RunToolbar", " s"))
        live(self.approval_spin.setToolTip, lambda: translate(
            "RunToolbar",
            "Approval timeout: an acting call nobody approves within this time is rejected (default deny)"))
        self.tool_actions = {name: self._tool_action(name) for name in tool_names}
        self.tools_button = self._menu_button(lambda: translate("RunToolbar", "Tools"),
                                              list(self.tool_actions.values()))
        self.switches = SwitchesButton(tool_names)
        listed = list(customers) if not callable(customers) else None
        self.customer_combo = CustomerBox(customers if callable(customers) else lambda: listed or [],
                                          default=customer)
        self.faults_button = self._faults_button(tool_names)
        self.act_step = self._action(lambda: translate("RunToolbar", "Step mode"),
                                     lambda: translate("RunToolbar", "Pause before each model call and each tool run"),
                                     checkable=True)
        self.act_by_hand = self._action(lambda: translate("RunToolbar", "✍ By hand"), lambda: translate(
            "RunToolbar", "Every tool call stops: accept what the tool would return, edit it, or write the result "
            "yourself"), checkable=True)
        self.act_by_hand.setObjectName("results-by-hand")
        self.act_next = self._action(lambda: translate("RunToolbar", "Next step"),
                                     lambda: translate("RunToolbar", "Continue the paused run by one step (F10)"),
                                     "F10")
        self.act_abort = self._action(lambda: translate("RunToolbar", "Abort"),
                                      lambda: translate("RunToolbar", "Cancel the running question (Escape)"), "Escape")
        self.act_new = self._action(lambda: translate("RunToolbar", "New conversation"), lambda: translate(
            "RunToolbar", "Forget the conversation (only while idle) (Ctrl+N)"), "Ctrl+N")
        self.act_next.setEnabled(False)
        self.act_abort.setEnabled(False)
        self._add_labelled((lambda: translate("RunToolbar", "Model"), self.model_combo),
                           (lambda: "MAX_CALLS", self.max_calls_spin))
        self.addWidget(self.tools_button)
        self.addWidget(self.switches)
        self._add_labelled((lambda: translate("RunToolbar", "Customer"), self.customer_combo))
        self.addWidget(self.faults_button)
        self.addAction(self.act_by_hand)
        self.addSeparator()
        self.addAction(self.act_new)
        self.second = QToolBar(parent)  # a second row; the classroom flows controls over rows, none behind »
        live(self.second.setWindowTitle, lambda: translate("RunToolbar", "Run control"))
        self.second.setObjectName("run-toolbar-2")
        for action in (self.act_step, self.act_next, self.act_abort):
            self.second.addAction(action)
        self.third = YieldingToolBar(parent)  # beside the second row when it fits, else a row of its own
        self.continued: list[QToolBar] = []  # rows the classroom adds when a group needs more than its own
        live(self.third.setWindowTitle, lambda: translate("RunToolbar", "Limits"))
        self.third.setObjectName("run-toolbar-limits")
        self._add_labelled((lambda: translate("RunToolbar", "Token budget"), self.budget_spin),
                           (lambda: translate("RunToolbar", "Time limit"), self.time_spin),
                           (lambda: translate("RunToolbar", "Approval timeout"), self.approval_spin), bar=self.third)
        self.sig_faults_changed.connect(self._update_faults_text)
        self._faults_listener = lambda: self.sig_faults_changed.emit()
        injector.listeners.append(self._faults_listener)
        self._update_tools_text()
        self._update_faults_text()

    # ---- building ----------------------------------------------------------
    def _add_labelled(self, *pairs: tuple[Callable[[], str], QWidget], bar: QToolBar | None = None) -> None:
        for label, widget in pairs:
            tag = QLabel()
            live(tag.setText, partial(_padded, label))
            if widget in self._tips:  # the name explains itself as its control does
                live(tag.setToolTip, self._tips[widget])
            row = bar or self
            layout = row.layout()
            row.addWidget(NamedControl(tag, widget, layout.spacing() if layout is not None else 0))

    def _action(self, text: Callable[[], str], tip: Callable[[], str], shortcut: str = "",
                checkable: bool = False) -> QAction:
        action = QAction(self)
        live(action.setText, text)
        live(action.setToolTip, tip)
        action.setCheckable(checkable)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        return action

    def _tool_action(self, name: str) -> QAction:
        action = QAction(name, self)
        action.setCheckable(True)
        action.setChecked(name in self.offered)
        action.toggled.connect(self._update_tools_text)
        return action

    def _menu_button(self, text: Callable[[], str], actions: list[QAction]) -> QToolButton:
        button = QToolButton()
        live(button.setText, text)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(button)
        menu.addActions(actions)
        button.setMenu(menu)
        return button

    def _faults_button(self, tool_names: list[str]) -> QToolButton:
        button = self._menu_button(lambda: translate("RunToolbar", "Faults"), [])
        self._fault_menu = fill_fault_menu(button.menu(), tool_names, self.arm, self.injector)
        self.fault_actions, self.act_disarm = self._fault_menu.actions, self._fault_menu.disarm
        return button

    def set_tools(self, tool_names: list[str], added: list[str], strict: list[str]) -> None:
        """The lesson's tools changed: each offered as before, an `added` one offered; `strict` the strict ones."""
        offered = {*self.enabled_tools(), *added}
        self.offered = [name for name in tool_names if name in offered]
        menu = self.tools_button.menu()
        menu.clear()
        for action in self.tool_actions.values():
            action.deleteLater()
        self.tool_actions = {name: self._tool_action(name) for name in tool_names}
        menu.addActions(list(self.tool_actions.values()))
        self.switches.set_tools(tool_names, strict)
        empty_fault_menu(self.faults_button.menu(), self._fault_menu)
        self._fault_menu = fill_fault_menu(self.faults_button.menu(), tool_names, self.arm, self.injector)
        self.fault_actions, self.act_disarm = self._fault_menu.actions, self._fault_menu.disarm
        self._update_tools_text()
        self._update_faults_text()

    def button_for(self, action: QAction) -> QWidget | None:
        """The widget that shows `action`, in whichever row holds it."""
        return next((w for bar in self.rows() if (w := bar.widgetForAction(action)) is not None), None)

    def rows(self) -> tuple[QToolBar, ...]:
        """The three rows, then any continuation row the classroom added (empty ones hidden)."""
        return (self, self.second, self.third, *self.continued)

    def detach(self) -> None:
        """Stop listening to the injector (the window is closing)."""
        if self._faults_listener in self.injector.listeners:
            self.injector.listeners.remove(self._faults_listener)

    # ---- state ---------------------------------------------------------------
    def arm(self, tool: str, kind: ToolFaultKind) -> ToolFault:
        fault = ToolFault(tool=tool, kind=kind)
        self.injector.arm(fault)
        return fault

    def max_calls(self) -> int:
        return self.max_calls_spin.value()

    def token_budget(self) -> int | None:
        """Input tokens a question may use; None when the spin box says off."""
        return self.budget_spin.value() or None

    def time_limit(self) -> float | None:
        """Seconds a question may take; None when the spin box says off."""
        return float(self.time_spin.value()) or None

    def enabled_tools(self) -> tuple[str, ...]:
        return tuple(name for name, action in self.tool_actions.items() if action.isChecked())

    def customer(self) -> str:
        return self.customer_combo.customer()

    def run_settings(self) -> RunSettings:
        """What the next question may do and for whom, as the toolbar shows it now."""
        return RunSettings(max_calls=self.max_calls(), enabled_tools=list(self.enabled_tools()),
                           customer=self.customer(), token_budget=self.token_budget(), wall_clock=self.time_limit(),
                           tool_choice=self.switches.tool_choice(), parallel_tool_calls=self.switches.parallel(),
                           strict_tools=self.switches.strict_tools(),
                           approval_timeout=float(self.approval_spin.value()),
                           results_by_hand=self.act_by_hand.isChecked())

    def set_running(self, running: bool) -> None:
        self.act_abort.setEnabled(running)
        self.act_new.setEnabled(not running)
        if not running:
            self.act_next.setEnabled(False)

    def _update_tools_text(self) -> None:
        tools = self.enabled_tools()
        self.switches.offer(tools)
        live(self.tools_button.setText, lambda: translate("RunToolbar", "Tools ({n})").format(n=len(tools)))
        live(self.tools_button.setToolTip, lambda: translate(
            "RunToolbar", "Tools offered to the model: {tools}").format(
            tools=", ".join(tools) or translate("RunToolbar", "none")))

    def _update_faults_text(self) -> None:
        armed = self.injector.armed()
        live(self.faults_button.setText, lambda: translate("RunToolbar", "Faults ({n})").format(n=len(armed))
             if armed else translate("RunToolbar", "Faults"))
        live(self.faults_button.setToolTip, lambda: "\n".join(fault_text(f) for f in armed)
             or translate("RunToolbar", "Inject a fault into a tool"))
        self.act_disarm.setEnabled(bool(armed))

    # ---- settings --------------------------------------------------------------
    def save(self, settings: QSettings) -> None:
        settings.setValue("run/max_calls", self.max_calls())
        settings.setValue("run/token_budget", self.budget_spin.value())
        settings.setValue("run/time_limit", self.time_spin.value())
        settings.setValue("run/approval_timeout", self.approval_spin.value())
        settings.setValue(f"{self.scope}/tools", ",".join(self.enabled_tools()))
        settings.setValue(f"{self.scope}/customer", self.customer())
        settings.setValue("run/step_mode", self.act_step.isChecked())
        self.switches.save(settings)

    def restore(self, settings: QSettings) -> None:
        self.max_calls_spin.setValue(int_value(settings, "run/max_calls", DEFAULT_MAX_CALLS))
        self.budget_spin.setValue(int_value(settings, "run/token_budget", 0))
        self.time_spin.setValue(int_value(settings, "run/time_limit", 0))
        tools = settings.value(f"{self.scope}/tools", None)
        if tools is not None:
            chosen = set(str(tools).split(",")) if tools else set()
            for name, action in self.tool_actions.items():
                action.setChecked(name in chosen)
        self.customer_combo.set_customer(str(settings.value(f"{self.scope}/customer", self.default_customer)))
        self.act_step.setChecked(str(settings.value("run/step_mode", "false")).lower() == "true")
        self.switches.restore(settings)


def _off_spin(maximum: int, step: int, suffix: Callable[[], str], tip: Callable[[], str]) -> QSpinBox:
    """A limit from 0 (shown as "off") to `maximum`."""
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setSingleStep(step)
    live(spin.setSuffix, suffix)
    live(spin.setSpecialValueText, lambda: translate("RunToolbar", "off"))
    live(spin.setToolTip, tip)
    return spin
