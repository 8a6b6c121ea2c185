"""The toolbar's "Calls" menu: the protocol switches of a run. What the model may call (auto, any, none, or
one named tool first), whether it may ask for several tools in one reply, and which tools are declared strict.

A named tool can only be chosen while it is offered; unticking it in the Tools menu
sets the choice back to auto.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from core.engine.switches import FORCE_PREFIX, check_tool_choice, forced_tool
from gui.common.i18n import QT_TRANSLATE_NOOP, live, translate
from gui.common.run_words import describe_switches

CHOICE_TEXT = {"auto": QT_TRANSLATE_NOOP("Switches", "auto: the model decides"),
               "any": QT_TRANSLATE_NOOP("Switches", "any: it must call some tool"),
               "none": QT_TRANSLATE_NOOP("Switches", "none: it may call no tool")}



def _choice_text(choice: str) -> str:
    name = forced_tool(choice)
    return (translate("Switches", "{tool}: call it first").format(tool=name) if name
            else translate("Switches", CHOICE_TEXT[choice]))


class SwitchesButton(QToolButton):
    def __init__(self, tool_names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("switches-button")
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self)
        self.setMenu(menu)
        self.choices_menu = choices = menu.addMenu("")
        live(choices.setTitle, lambda: translate("Switches", "Tool choice"))
        self._group = QActionGroup(self)
        self.choice_actions: dict[str, QAction] = {}
        for choice in [*CHOICE_TEXT, *(FORCE_PREFIX + name for name in tool_names)]:
            self._add_choice(choice)
            if choice == "any":
                choices.addSeparator()
        self.choice_actions["auto"].setChecked(True)
        self.act_parallel = menu.addAction("")
        live(self.act_parallel.setText, lambda: translate("Switches", "Parallel tool calls"))
        self.act_parallel.setCheckable(True)
        self.act_parallel.setChecked(True)
        live(self.act_parallel.setToolTip, lambda: translate("Switches", "Off: at most one tool call per reply"))
        self.strict_menu = strict = menu.addMenu("")
        live(strict.setTitle, lambda: translate("Switches", "Strict"))
        live(strict.setToolTip, lambda: translate(
            "Switches", "A strict tool's input always fits its schema; its values are still checked"))
        self.strict_actions = {name: self._add_strict(name) for name in tool_names}
        for action in [*self.choice_actions.values(), self.act_parallel]:
            action.toggled.connect(self._update_text)
        self._update_text()

    def _add_choice(self, choice: str) -> QAction:
        action = self.choices_menu.addAction("")
        live(action.setText, partial(_choice_text, choice))
        action.setCheckable(True)
        action.setData(choice)
        self._group.addAction(action)
        self.choice_actions[choice] = action
        return action

    def _add_strict(self, name: str) -> QAction:
        action = self.strict_menu.addAction(name)
        action.setCheckable(True)
        action.toggled.connect(self._update_text)
        return action

    def set_tools(self, tool_names: list[str], strict: list[str]) -> None:
        """The lesson's tools changed: one choice and one strict entry per tool, `strict` the strict ones. A tool
        chosen by name stays chosen if it is still there."""
        chosen = self.tool_choice()
        for choice in [c for c in self.choice_actions if forced_tool(c) is not None]:
            action = self.choice_actions.pop(choice)
            if action.isChecked():
                self.choice_actions["auto"].setChecked(True)
            self._group.removeAction(action)
            self.choices_menu.removeAction(action)
            action.deleteLater()
        for name in tool_names:
            self._add_choice(FORCE_PREFIX + name).toggled.connect(self._update_text)
        for action in self.strict_actions.values():
            self.strict_menu.removeAction(action)
            action.deleteLater()
        self.strict_actions = {name: self._add_strict(name) for name in tool_names}
        for name in strict:
            if name in self.strict_actions:
                self.strict_actions[name].setChecked(True)
        self.set_tool_choice(chosen)
        self._update_text()

    def tool_choice(self) -> str:
        checked = self._group.checkedAction()
        return str(checked.data()) if checked is not None else "auto"

    def set_tool_choice(self, choice: str) -> None:
        action = self.choice_actions.get(choice)
        if action is not None and action.isEnabled():
            action.setChecked(True)

    def parallel(self) -> bool:
        return self.act_parallel.isChecked()

    def strict_tools(self) -> list[str]:
        return [name for name, action in self.strict_actions.items() if action.isChecked()]

    def offer(self, tools: tuple[str, ...]) -> None:
        """Only offered tools can be chosen by name; a choice whose tool was taken away falls back to auto."""
        for choice, action in self.choice_actions.items():
            name = forced_tool(choice)
            action.setEnabled(name is None or name in tools)
        if not self.choice_actions[self.tool_choice()].isEnabled():
            self.choice_actions["auto"].setChecked(True)

    def _update_text(self, *_args) -> None:
        choice, parallel, strict = self.tool_choice(), self.parallel(), self.strict_tools()
        said = bool(describe_switches(choice, parallel, strict))
        live(self.setText, lambda: translate("Switches", "Calls *") if said else translate("Switches", "Calls"))
        live(self.setToolTip, lambda: translate("Switches", "What the model may call: {said}").format(
            said=describe_switches(choice, parallel, strict)
            or translate("Switches", "tool_choice auto, parallel tool calls on, none strict")))

    # ---- settings --------------------------------------------------------------
    def save(self, settings: QSettings) -> None:
        settings.setValue("run/tool_choice", self.tool_choice())
        settings.setValue("run/parallel_tool_calls", self.parallel())
        settings.setValue("run/strict_tools", ",".join(self.strict_tools()))

    def restore(self, settings: QSettings) -> None:
        try:
            self.set_tool_choice(check_tool_choice(str(settings.value("run/tool_choice", "auto"))))
        except ValueError:
            self.set_tool_choice("auto")  # a damaged value: the default
        self.act_parallel.setChecked(str(settings.value("run/parallel_tool_calls", "true")).lower() != "false")
        chosen = set(str(settings.value("run/strict_tools", "")).split(","))
        for name, action in self.strict_actions.items():
            action.setChecked(name in chosen)
