"""Where a dock opens: on the right while the three panes keep room for their text beside it, else as a tab
beside the Explain pane under them, else (no room in height either) floating over the window's right side, so
a narrow or zoomed window never squeezes the chat until its words break, and never grows past the screen.
A window made narrower (or zoomed) later moves such a dock likewise; made wide again, it goes back to the
right. A dock the user floated or moved before it was first opened here stays where the user put it.
When the panes' splitter is resized, the chat gets back up to CHAT_CHARS a line from the widest other pane."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter, QWidget

CHAT_CHARS = 30  # the chat keeps at least this many characters a line beside a dock
LINES_BELOW = 6  # a dock under the panes shows at least this many lines more than its smallest size
RIGHT, BOTTOM = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea


class DockRoom(QObject):
    def __init__(self, window: QMainWindow, splitter: QSplitter, below: QDockWidget) -> None:
        super().__init__(window)
        self.window, self.splitter, self.below = window, splitter, below
        self.panes: tuple[QWidget, ...] = tuple(w for i in range(splitter.count()) if (w := splitter.widget(i)))
        self.placed: dict[QDockWidget, str] = {}  # the docks placed here → where: right, below or float
        self._timer = QTimer(self)  # a child: it dies with the window
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refit)
        # the splitter shares out its new width after its filters saw the resize: the chat's share is read then
        self._chat_timer = QTimer(self)
        self._chat_timer.setSingleShot(True)
        self._chat_timer.setInterval(0)
        self._chat_timer.timeout.connect(self.give_chat_room)
        window.installEventFilter(self)
        splitter.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in (QEvent.Type.Resize, QEvent.Type.FontChange):
            return False
        if watched is self.splitter:
            self._chat_timer.start()
        elif self.placed:
            self._timer.start()
        return False

    def chat_width(self) -> int:
        return CHAT_CHARS * self.panes[0].fontMetrics().averageCharWidth()

    def give_chat_room(self) -> None:
        """The chat back up to CHAT_CHARS a line, taken from the other pane with the most to spare."""
        sizes = self.splitter.sizes()
        short = self.chat_width() - sizes[0]
        if short <= 0 or not self.panes[0].isVisible():
            return
        spare = [(size - pane.minimumSizeHint().width() if pane.isVisible() else 0, i)
                 for i, (size, pane) in enumerate(zip(sizes, self.panes, strict=True)) if i]
        most, widest = max(spare)
        if most > 0:
            sizes[widest] -= min(short, most)
            sizes[0] += min(short, most)
            self.splitter.setSizes(sizes)

    def room_beside(self, dock: QDockWidget) -> bool:
        """True if `dock` fits right of the panes with the first pane (the chat) keeping CHAT_CHARS a line."""
        others = self.panes[1:]
        need = self.chat_width() + sum(
            pane.minimumSizeHint().width() for pane in others if pane.isVisible())
        return self.window.width() - dock.sizeHint().width() >= need + 40  # the splitter's handles, margins

    def open(self, dock: QDockWidget) -> None:
        """Show `dock`: on the right if the panes keep room beside it, else as a tab under them, else floating."""
        if dock not in self.placed and (dock.isFloating() or self.window.dockWidgetArea(dock) != RIGHT):
            dock.show()  # the user's own place
        else:
            self.placed.setdefault(dock, "right")
            dock.show()
            self._fit(dock)
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
        if wanted == where or (where == "float" and wanted == "below"):
            return
        window = self.window
        size = window.size()
        dock.setFloating(False)
        if wanted == "right":
            window.addDockWidget(RIGHT, dock)
        else:
            window.tabifyDockWidget(self.below, dock)
            room = size.height() - window.minimumSizeHint().height()
            if room < LINES_BELOW * dock.fontMetrics().lineSpacing():  # no room in height either: it floats
                wanted = "float"
                self._float(dock)
                window.resize(size)
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
