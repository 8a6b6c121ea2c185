"""The toolbar's Faults menu: per tool, a fault its next call suffers; then Disarm all. Built anew when the
lesson's tools change."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from core.faults.tool_faults import FaultInjector
from gui.common.fault_words import fault_kind_text
from gui.common.i18n import live, translate

FAULT_KINDS = ("error", "raise", "hang")
FAULT_MENU_TEXT = {"error": lambda: translate("RunToolbar", "next call returns an error"),
                   "raise": lambda: translate("RunToolbar", "next call raises"),
                   "hang": lambda: translate("RunToolbar", "next call hangs past its timeout")}


@dataclass
class FaultMenu:
    actions: dict[tuple[str, str], QAction]  # by (tool, kind)
    disarm: QAction
    entries: list[QAction]  # every entry added to the menu, to take out again


def fill_fault_menu(menu: QMenu, tool_names: list[str], arm: Callable[..., object],
                    injector: FaultInjector) -> FaultMenu:
    """One submenu per tool with a fault per kind, then Disarm all (added at the end of `menu`)."""
    actions: dict[tuple[str, str], QAction] = {}
    entries: list[QAction] = []
    for tool in tool_names:
        sub = menu.addMenu(tool)
        entries.append(sub.menuAction())
        for kind in FAULT_KINDS:
            action = sub.addAction("")
            live(action.setText, FAULT_MENU_TEXT[kind])
            live(action.setToolTip, partial(fault_kind_text, kind))
            action.triggered.connect(lambda _=False, t=tool, k=kind: arm(t, k))
            actions[(tool, kind)] = action
    entries.append(menu.addSeparator())
    disarm = menu.addAction("")
    live(disarm.setText, lambda: translate("RunToolbar", "Disarm all"))
    disarm.triggered.connect(lambda: injector.disarm())
    return FaultMenu(actions, disarm, [*entries, disarm])


def empty_fault_menu(menu: QMenu, filled: FaultMenu) -> None:
    """Take out what fill_fault_menu added (what others added to the menu stays)."""
    for entry in filled.entries:
        menu.removeAction(entry)
        (entry.menu() or entry).deleteLater()  # a tool's submenu, or the separator and Disarm all
