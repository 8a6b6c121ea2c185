"""Where a dock opens: on the right while the three panes keep their usable widths beside it (`pane_room`), as
a tab of a dock already open there (docks on the right never stack, each taking the panes' room again), else as
a tab beside the Explain pane under them, with lines enough to read, else (no room in height either) floating
over the window's right side, so a narrow or zoomed window never squeezes a pane to a sliver, and never grows
past the screen. A window made narrower (or zoomed) later moves such a dock likewise; made wide again, it goes
back to the right. A dock the user floated or moved before it was first opened here stays where the user put it.
When the panes' splitter is resized (the window, a dock beside it) or zoomed, its widths are shared out again
by `fit`, the rule of a first start, unless the user dragged a divider (`own`): then a narrower splitter takes the
width from the pane with the most to spare (`shrink`), a wider one grows every pane in proportion, and a pane below
its usable width gets room back from the pane with the most to spare (`share_out`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter

from gui.classroom.pane_room import grow, share_out, shrink

LINES_BELOW = 6  # a dock under the panes shows at least this many lines more than its smallest size
RIGHT, BOTTOM = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea


class DockRoom(QObject):
    def __init__(self, window: QMainWindow, splitter: QSplitter, below: QDockWidget,
                 needs: Callable[[], list[int]], fit: Callable[[], None] | None = None, own: bool = False,
                 arrange: Callable[[], bool] = lambda: False) -> None:
        """`needs`: the usable width of each of the splitter's panes (0: hidden), in its order; `fit` shares the
        splitter's width out as a first start does; `own`: the widths are the user's (a divider dragged)."""
        super().__init__(window)
        self.window, self.splitter, self.below, self.needs = window, splitter, below, needs
        self.fit, self.own, self.arrange = fit, own, arrange  # arrange: True if the panes changed their order
        splitter.splitterMoved.connect(self._dragged)  # only the user's drags: setSizes() does not emit it
        splitter.setChildrenCollapsible(False)  # a drag stops at a pane's smallest size, never at nothing
        self.placed: dict[QDockWidget, str] = {}  # the docks placed here → where: right, below or float
        self._timer = QTimer(self)  # a child: it dies with the window
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refit)
        # the splitter shares out its new width after its filters saw the resize: the chat's share is read then
        self._chat_timer = QTimer(self)
        self._chat_timer.setSingleShot(True)
        self._chat_timer.setInterval(0)
        self._chat_timer.timeout.connect(self.give_panes_room)
        self._before: list[int] = []
        window.installEventFilter(self)
        splitter.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in (QEvent.Type.Resize, QEvent.Type.FontChange):
            return False
        if watched is self.splitter:
            if not self._chat_timer.isActive():  # the widths before this burst of resizes
                self._before = self.splitter.sizes()
            self._chat_timer.start()
        elif self.placed:
            self._timer.start()
        return False

    def _dragged(self) -> None:
        self.own = True

    def give_panes_room(self) -> None:
        """The splitter's new width (or zoom) shared out as at a first start; the user's own widths kept: a
        narrower splitter (a dock beside it, a narrower window) takes the width from the panes with the most to
        spare, a wider one grows each in proportion; each pane gets back up to its usable width."""
        if (not self.own or self.arrange()) and self.fit is not None:
            self.fit()
            return
        sizes, needs, before = self.splitter.sizes(), self.needs(), self._before
        shared = share_out(sizes, needs)
        if len(before) == len(sizes) and 0 < sum(sizes) < sum(before):
            shared = shrink(before, needs, sum(before) - sum(sizes))
        elif len(before) == len(sizes) and 0 < sum(before) < sum(sizes):
            shared = share_out(grow(before, sum(sizes)), needs)
        if shared != sizes:
            self.splitter.setSizes(shared)

    def _right(self, but: QDockWidget | None = None) -> list[QDockWidget]:
        """The docks placed here that show on the right now."""
        return [d for d, where in self.placed.items() if where == "right" and d is not but and d.isVisible()
                and not d.isFloating() and self.window.dockWidgetArea(d) == RIGHT]

    def _right_width(self, dock: QDockWidget) -> int:
        return max(d.sizeHint().width() for d in (dock, *self._right(but=dock)))

    def room_beside(self, dock: QDockWidget) -> bool:
        """True if `dock` (with the docks it shares the right side with, as tabs) fits right of the panes while
        each keeps its usable width."""
        width = self._right_width(dock)
        handles = self.splitter.handleWidth() * (self.splitter.count() - 1)
        return self.window.width() - width >= sum(self.needs()) + handles + 16  # the dock's separator, margins

    def open(self, dock: QDockWidget) -> None:
        """Show `dock`: on the right if the panes keep room beside it, else as a tab under them, else floating."""
        if dock not in self.placed and (dock.isFloating() or self.window.dockWidgetArea(dock) != RIGHT):
            dock.show()  # the user's own place
        else:
            self.placed.setdefault(dock, "right")
            dock.show()
            self._fit(dock)
            if self.placed[dock] == "right" and not dock.isFloating():  # as wide as it asks, no wider
                self.window.resizeDocks([dock], [self._right_width(dock)], Qt.Orientation.Horizontal)
        dock.raise_()

    def refit(self) -> None:
        for dock in self.placed:
            if dock.isVisible():
                self._fit(dock)

    def _fit(self, dock: QDockWidget) -> None:
        where = self.placed[dock]
        if where != "float" and dock.isFloating():
            return  # floated by the user
        wanted = "right" if self.room_beside(dock) else "below"
        window = self.window
        beside = self._right(but=dock)
        if wanted == where and not (wanted == "right" and beside and dock not in window.tabifiedDockWidgets(beside[0])):
            return
        if where == "float" and wanted == "below":
            return
        size = window.size()
        dock.setFloating(False)
        if wanted == "right" and beside:
            window.tabifyDockWidget(beside[0], dock)  # a tab: the panes give the right side's room once
        elif wanted == "right":
            window.addDockWidget(RIGHT, dock)
        else:
            window.tabifyDockWidget(self.below, dock)
            lines = LINES_BELOW * dock.fontMetrics().lineSpacing()
            room = size.height() - window.minimumSizeHint().height()
            if room < lines:  # no room in height either: it floats
                wanted = "float"
                self._float(dock)
                window.resize(size)
            else:
                tall = min(dock.minimumSizeHint().height() + lines, self.below.height() + room)
                window.resizeDocks([dock], [tall], Qt.Orientation.Vertical)
        self.placed[dock] = wanted
        dock.show()
        dock.raise_()

    def _float(self, dock: QDockWidget) -> None:
        """Over the window's right side, inside it."""
        frame = self.window.geometry()
        width = min(dock.sizeHint().width() + 24, frame.width() * 2 // 3)  # room for its scroll bar
        height = min(max(dock.sizeHint().height(), frame.height() // 2), frame.height() - 40)
        dock.setFloating(True)
        dock.setGeometry(frame.right() - width - 10, frame.top() + 40, width, height)
