"""The toolbar's rows never hide a control behind » nor cut one, at any width or zoom: the first row's controls
and the limits each flow over as many rows as the window's width needs, in order and as whole units (a name and
its control, a separator and what follows it, stay together). What does not fit on the first row joins the run
controls when all of it fits there, else it takes rows of its own right under the first; the run controls stay
together on their row; the limits sit beside them when all of them fit, on rows of their own otherwise.

A plan depends only on the window's width and the units' widths, so fitting again moves nothing. A continuation
row is shown only while it holds controls and its group's row is shown (View → Toolbar, Limits). A window not
shown yet is fitted when it is: planned at its default width, rows made then would stretch its minimum height."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QMargins, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QStyle, QToolBar

MARGIN = 24  # the toolbar area's spacing and slack around the rows of one line

Unit = tuple[QAction, ...]


class ToolbarRows(QObject):
    def __init__(self, window: QMainWindow, first: QToolBar, beside: QToolBar, movable: QToolBar,
                 made: list[QToolBar] | None = None) -> None:
        super().__init__(window)
        self.made = made if made is not None else []  # every continuation row made, told to whoever passed it
        self.window = window
        self.first = first
        self.beside = beside  # the run controls: one unit, never split
        self.movable = movable  # the limits: beside the run controls when they fit
        self.setup = _units(first)
        self.run: Unit = tuple(beside.actions())
        self.limits = _units(movable)
        self.more: dict[QToolBar, list[QToolBar]] = {first: [], movable: []}  # each group's continuation rows
        self.moves = 0  # how often a plan moved controls (a test sees that they settle)
        self._pending = False
        self._timer = QTimer(self)  # a child: it dies with the window, never firing into a deleted one
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        window.installEventFilter(self)
        for bar in (first, beside, movable):  # shown or hidden from the View menu: its continuations follow
            bar.installEventFilter(self)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kinds = (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.LayoutRequest, QEvent.Type.Show,
                 QEvent.Type.Hide)
        if event.type() in kinds:
            self.schedule()
        return False

    def schedule(self) -> None:
        if not self._pending:  # once per burst of events; moving a control itself asks for a new layout
            self._pending = True
            self._timer.start()

    def rows(self) -> list[QToolBar]:
        """Every row in the window's order, continuation rows included (empty ones are hidden)."""
        return [self.first, *self.more[self.first], self.beside, self.movable, *self.more[self.movable]]

    # ---- planning ----------------------------------------------------------------
    def fit(self) -> None:
        self._pending = False
        if not self.window.isVisible():  # its width means nothing yet; being shown fits it
            return
        room = self.window.width() - MARGIN
        setup = _flow(self.setup, room, self._width)
        run = [self.run]
        tail = [unit for row in setup[1:] for unit in row]
        if tail and self.beside.isVisibleTo(self.window) and self._width([*run, *tail]) <= room:
            run, setup = [*run, *tail], setup[:1]
        beside = self._width(run) + self._width(self.limits) <= room and self.beside.isVisibleTo(self.window)
        limits = [self.limits] if beside else _flow(self.limits, room, self._width)
        plan = [*self._group(self.first, setup), (self.beside, run), *self._group(self.movable, limits)]
        self._apply(plan)
        self._place(beside)

    def _width(self, units: list[Unit]) -> int:
        """A row's width holding `units`, as the toolbar's layout measures it."""
        bar, layout = self.first, self.first.layout()
        margins, spacing = (layout.contentsMargins(), layout.spacing()) if layout is not None else (QMargins(), 0)
        handle = bar.style().pixelMetric(QStyle.PixelMetric.PM_ToolBarHandleExtent, None, bar)
        fixed = margins.left() + margins.right() + (handle if bar.isMovable() else 0) - spacing
        return fixed + sum(self._hint(action) + spacing for unit in units for action in unit)

    def _hint(self, action: QAction) -> int:
        widget = next((w for bar in self.rows() if (w := bar.widgetForAction(action)) is not None), None)
        return widget.sizeHint().width() if widget is not None else 0

    def _group(self, bar: QToolBar, rows: list[list[Unit]]) -> list[tuple[QToolBar, list[Unit]]]:
        """The group's rows on its own bar and its continuation bars (made when first needed; extra ones empty)."""
        more = self.more[bar]
        while len(more) < len(rows) - 1:
            more.append(self._continuation(bar, len(more) + 1))
        bars = [bar, *more]
        return [(row, rows[i] if i < len(rows) else []) for i, row in enumerate(bars)]

    def _continuation(self, bar: QToolBar, number: int) -> QToolBar:
        row = QToolBar(self.window)
        row.setObjectName(f"{bar.objectName()}-more-{number}")
        row.setWindowTitle(bar.windowTitle())
        row.setMovable(bar.isMovable())
        row.toggleViewAction().setVisible(False)  # the View menu names the group's row; this one follows it
        self.made.append(row)
        if bar is self.first:  # under the first row (and its earlier continuations), above the run controls
            self.window.insertToolBar(self.beside, row)
            self.window.insertToolBarBreak(self.beside)
        else:
            self.window.addToolBar(Qt.ToolBarArea.TopToolBarArea, row)
        if not self.window.toolBarBreak(row):
            self.window.insertToolBarBreak(row)
        return row

    # ---- moving --------------------------------------------------------------------
    def _apply(self, plan: list[tuple[QToolBar, list[Unit]]]) -> None:
        """Each bar keeps what it already holds in the planned order; the rest leaves first, then arrives."""
        wanted = [(bar, [action for unit in units for action in unit]) for bar, units in plan]
        moved = False
        for bar, actions in wanted:
            current = bar.actions()
            keep = next((i for i, (a, b) in enumerate(zip(current, actions, strict=False)) if a is not b),
                        min(len(current), len(actions)))
            for action in current[keep:]:
                bar.removeAction(action)
                moved = True
        for bar, actions in wanted:
            for action in actions[len(bar.actions()):]:
                bar.addAction(action)
                moved = True
            for i, action in enumerate(actions):
                if action.isSeparator():
                    action.setVisible(i > 0)  # no separator opens a row
        self.moves += int(moved)

    def _place(self, beside: bool) -> None:
        window = self.window
        if beside == window.toolBarBreak(self.movable):
            (window.removeToolBarBreak if beside else window.insertToolBarBreak)(self.movable)
        for group, more in self.more.items():
            for row in more:
                row.setVisible(bool(row.actions()) and group.isVisibleTo(window))


def _units(bar: QToolBar) -> list[Unit]:
    """The bar's actions as units: a name label or a separator stays with the control after it."""
    units: list[Unit] = []
    glued = False
    for action in bar.actions():
        if glued:
            units[-1] = (*units[-1], action)
        else:
            units.append((action,))
        glued = action.isSeparator() or isinstance(bar.widgetForAction(action), QLabel)
    return units


def _flow(units: list[Unit], room: int, width: Callable[[list[Unit]], int]) -> list[list[Unit]]:
    """Greedy rows of `units` in order, each at most `room` wide (a unit wider than that alone on its row)."""
    rows: list[list[Unit]] = [[]]
    for unit in units:
        if rows[-1] and width([*rows[-1], unit]) > room:
            rows.append([])
        rows[-1].append(unit)
    return rows
