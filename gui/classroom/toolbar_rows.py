"""The toolbar's rows never hide a control behind »: the first row's last controls (by hand, New conversation)
join the run controls when the first row is too wide for the window, and the limits sit beside the run controls
when they fit, on a row of their own when the window is narrow or the zoom large."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QToolBar

MARGIN = 24  # the toolbars' handles and the layout's spacing


class ToolbarRows(QObject):
    def __init__(self, window: QMainWindow, first: QToolBar, beside: QToolBar, movable: QToolBar,
                 first_mover: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.first = first
        actions = first.actions()
        self.movers = actions[actions.index(first_mover):]  # it and what follows it on the first row
        self.beside = beside  # the row the movable bar joins when there is room
        self.movable = movable
        self._wide = 0  # the first row's width with the movers, when they were last moved out
        self.moves = 0  # how often they moved (a test sees that they settle)
        self._pending = False
        self._timer = QTimer(self)  # a child: it dies with the window, never firing into a deleted one
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        window.installEventFilter(self)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.LayoutRequest):
            self.schedule()
        return False

    def schedule(self) -> None:
        if not self._pending:  # once per burst of events; moving a bar itself asks for a new layout
            self._pending = True
            self._timer.start()

    def fit(self) -> None:
        self._pending = False
        self._fit_first()
        window, bar = self.window, self.movable
        need = self.beside.sizeHint().width() + bar.sizeHint().width() + MARGIN
        alone = window.toolBarBreak(bar)
        if need > window.width() and not alone:
            window.insertToolBarBreak(bar)
        elif need <= window.width() and alone:
            window.removeToolBarBreak(bar)

    def _fit_first(self) -> None:
        first, second, room = self.first, self.beside, self.window.width() - MARGIN
        moved = self.movers[0] not in first.actions()
        if not moved and first.sizeHint().width() > room:
            self._wide = first.sizeHint().width()  # the row with them: back only when that fits, never to and fro
            self._move(first, second)
        elif moved and max(self._wide, first.sizeHint().width() + self._movers_width()) <= room:
            self._move(second, first)

    def _move(self, source: QToolBar, target: QToolBar) -> None:
        self.moves += 1
        for action in self.movers:
            source.removeAction(action)
            target.addAction(action)

    def _movers_width(self) -> int:
        widgets = (self.beside.widgetForAction(action) for action in self.movers)
        return sum(widget.sizeHint().width() for widget in widgets if widget is not None)
