"""The inspector and the orders as two tabs of one pane beside the chat, when the window is too narrow for the
three side by side (a small screen at a presenter's zoom: 1366 px at 200 %): the chat keeps its usable width
(`pane_room`) and each tab its whole width, instead of three panes squeezed below their smallest sizes. Made wide
enough again (or the zoom lowered), the two go back beside each other. Only when both are shown (View)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QSplitter, QTabWidget, QWidget

from gui.classroom.pane_room import chat_room
from gui.common.i18n import live, translate


class PaneTabs(QObject):
    def __init__(self, splitter: QSplitter, chat: QWidget, inspector: QWidget, orders: QWidget,
                 shown: Callable[[QWidget], bool]) -> None:
        """`shown(pane)`: whether the user shows the pane (View), whatever a tab hides."""
        super().__init__(splitter)
        self.splitter, self.chat, self.inspector, self.orders, self.shown = splitter, chat, inspector, orders, shown
        self.tabs = QTabWidget()
        self.tabs.setObjectName("pane-tabs")
        self.tabs.setDocumentMode(True)
        self.tabs.setTabPosition(QTabWidget.TabPosition.West)  # the titles beside, not above: no height taken
        self.tabs.hide()

    @property
    def stacked(self) -> bool:
        return self.tabs.parent() is self.splitter

    def too_narrow(self, width: int) -> bool:
        """True if the chat at its usable width (`chat_room`) and the other two at their smallest sizes do not
        fit side by side in `width` (the panes' own, without the splitter's handles)."""
        chat = chat_room(self.chat) if self.shown(self.chat) else 0
        return chat + self.inspector.minimumSizeHint().width() + self.orders.minimumSizeHint().width() > width

    def arrange(self, width: int) -> bool:
        """Tabs if `width` is too narrow for the three (and both the inspector and the orders are shown), else
        side by side; True if that changed."""
        wanted = self.shown(self.inspector) and self.shown(self.orders) and self.too_narrow(width)
        if wanted == self.stacked:
            return False
        if wanted:
            self.stack()
        else:
            self.unstack()
        return True

    def stack(self) -> None:
        index = self.splitter.indexOf(self.inspector)
        for pane, name in ((self.inspector, "Inspector"), (self.orders, "Orders")):  # the View menu's words
            live(self.tabs.setTabText, partial(translate, "Classroom", name), self.tabs.addTab(pane, ""))
        self.splitter.insertWidget(index, self.tabs)
        self.tabs.show()

    def unstack(self) -> None:
        """The two back beside the chat, each shown as View says."""
        if not self.stacked:
            return
        index = self.splitter.indexOf(self.tabs)
        shown = [self.shown(pane) for pane in (self.inspector, self.orders)]  # asked while they are tabs
        self.tabs.hide()
        self.tabs.setParent(None)
        for offset, pane in enumerate((self.inspector, self.orders)):
            self.splitter.insertWidget(index + offset, pane)
            pane.setVisible(shown[offset])

    def reveal(self, pane: QWidget) -> QWidget:
        """`pane` in sight (its tab chosen, if the two are tabs): for the tour."""
        if self.stacked and self.tabs.indexOf(pane) >= 0:
            self.tabs.setCurrentWidget(pane)
        return pane
