"""The Tools menu: Call a tool by hand… (Ctrl+Shift+T) opens a dock beside the panes, built on first use.

The dock runs the window's current tools for the toolbar's signed-in customer; the rows a call read or
wrote light up in the orders table. It is built anew from the tools whenever the window says they
changed (`MainWindow.sig_tools_changed`) and whenever it is shown. Its calls run on a worker thread of its
own, stopped with the window (`shutdown`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence

from gui.common.i18n import live, live_action, translate

if TYPE_CHECKING:
    from gui.lessons.call_by_hand import CallByHand
    from gui.window.main_window import MainWindow


class ToolsMenu(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._dock: CallByHand | None = None
        bar = window.menuBar()
        self.menu = bar.addMenu("")
        self.menu.setObjectName("tools-menu")
        live(self.menu.setTitle, lambda: translate("ToolsMenu", "&Tools"))
        help_menu = getattr(window.classroom, "help_menu", None)
        if help_menu is not None:  # Help stays last
            bar.insertMenu(help_menu.menuAction(), self.menu)
        self.act_call = live_action(window, lambda: translate("ToolsMenu", "Call a tool by hand…"),
                                    lambda: translate("ToolsMenu", "Run one tool with input you type, no model"))
        self.act_call.setShortcut(QKeySequence("Ctrl+Shift+T"))
        self.act_call.triggered.connect(self.show_call)
        self.menu.addAction(self.act_call)
        window.sig_tools_changed.connect(self._tools_changed)

    @property
    def dock(self) -> CallByHand:
        if self._dock is None:
            from gui.lessons.call_by_hand import CallByHand

            window = self.window
            dock = self._dock = CallByHand(lambda: window.registry, window.toolbar.customer, window.store, window)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.sig_rows.connect(self._highlight)
            window.toolbar.customer_combo.currentTextChanged.connect(lambda _t: dock.show_customer())
        return self._dock

    def show_call(self) -> None:
        dock = self.dock
        self.window.classroom.docks.open(dock)  # on the right when the panes keep room beside it, else below
        dock.tool_combo.setFocus()

    def shutdown(self) -> None:
        """Cancel a call by hand still running and stop its worker; a floating dock closes (the window closes)."""
        if self._dock is not None:
            self._dock.shutdown()
            if self._dock.isFloating():  # a window of its own: it would stay open after the main window
                self._dock.close()

    def _highlight(self, order_ids: tuple[str, ...]) -> None:
        for order_id in order_ids:
            self.window.orders_editor.highlight_order(order_id)

    def _tools_changed(self) -> None:
        if self._dock is not None:
            self._dock.refresh()
