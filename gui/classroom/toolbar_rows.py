"""The toolbar's rows: the first row's controls and the limits each flow over as many rows as the window's width
needs, in order and as whole units (a separator and what follows it stay together; a name and its control are one
item). What does not fit on the first row joins the run controls when all of it fits there, else it takes rows of
its own right under the first; the run controls stay together on their row; the limits sit beside them when all of
them fit, on rows of their own otherwise.

Rows beyond the first and the run controls' are extra, and the window's height comes first: they are shown only as
far as the window's height holds them above its minimum without them (the first row's continuations first, then
the limits' own row, then their continuations); the window's minimum height is set to that, so a row never makes
the window taller than its screen and a shorter window sheds the row again. Units that get no row go at the end of their
group's last row (the limits beside the run controls), where Qt's » holds them whole, one click away; boxes keep
their width rather than being squeezed until their text is cut. A name and its box are one item of the row
(`gui.common.named_control`), so » never parts them; the limits' row gives way first where it shares its line, and
its first item is a 1 px anchor no plan moves (Qt always shows a row's first item, cut if need be).

A plan depends only on the window's size and the units' sizes, so fitting again moves nothing. A continuation row
is shown only while it holds controls and its group's row is shown (View → Toolbar, Limits). A window not shown
yet is fitted when it is: planned at its default size, rows made then would stretch its minimum height."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QMargins, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QStyle, QToolBar, QToolButton, QWidgetAction

from gui.classroom.steady_buttons import SteadyButtons
from gui.common.named_control import ANCHOR
from gui.common.refit import Refit

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
        self.refit = Refit(self, self.fit, (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.LayoutRequest,
                                            QEvent.Type.Show, QEvent.Type.Hide))
        self.steady = SteadyButtons(self)  # a greyed or checked button lays out neither its row nor the window
        self.refit.watch(window, first, beside, movable)  # a bar shown or hidden from the View menu: its
        for bar in (first, beside, movable):  # continuations follow
            self.steady.watch_bar(bar)
        self.fit()

    def rows(self) -> list[QToolBar]:
        """Every row in the window's order, continuation rows included (empty ones are hidden)."""
        return [self.first, *self.more[self.first], self.beside, self.movable, *self.more[self.movable]]

    # ---- planning ----------------------------------------------------------------
    def fit(self) -> None:
        if not self.window.isVisible():  # its width means nothing yet; being shown fits it
            return
        self._keep_whole()
        room = self.window.width() - MARGIN
        setup = _flow(self.setup, room, self._width)
        run = [self.run]
        tail = [unit for row in setup[1:] for unit in row]
        if tail and self.beside.isVisibleTo(self.window) and self._width([*run, *tail]) <= room:
            run, setup = [*run, *tail], setup[:1]
        beside = self._width(run) + self._width(self.limits) <= room and self.beside.isVisibleTo(self.window)
        limits = [self.limits] if beside else _flow(self.limits, room, self._width)
        setup, limits, beside = self._within_height(setup, limits, beside)
        plan = [*self._group(self.first, setup), (self.beside, run), *self._group(self.movable, limits)]
        self._apply(plan)
        self._place(beside)

    def _within_height(self, setup: list[list[Unit]], limits: list[list[Unit]],
                       beside: bool) -> tuple[list[list[Unit]], list[list[Unit]], bool]:
        """Only the extra rows the window's height holds: the first row's continuations first (the customer, the
        faults, New conversation are used in every lesson; the limits seldom), then the limits' own row, then
        theirs. What gets no row stays at the end of its group's last row, behind »."""
        window = self.window
        least = self._least_height()
        window.setMinimumHeight(least)  # the extra rows never raise it: a shorter window sheds them instead
        line = max(bar.sizeHint().height() for bar in (self.first, self.beside, self.movable))
        extra = max(0, window.height() - least) // line
        if self.first.isVisibleTo(window):
            setup = _capped(setup, 1 + extra)
            extra -= len(setup) - 1
        if not beside and self.beside.isVisibleTo(window) and self.movable.isVisibleTo(window):
            if extra == 0:  # beside the run controls after all, squeezed: Qt's » holds what does not fit
                return setup, [self.limits], True
            extra -= 1
        if self.movable.isVisibleTo(window):
            limits = _capped(limits, 1 + extra)
        return setup, limits, beside

    def _least_height(self) -> int:
        """The window's minimum height without the extra rows (the limits beside the run controls)."""
        window = self.window
        least = window.minimumSizeHint().height()  # the layout's own, whatever minimum was set
        least -= sum(row.sizeHint().height() for more in self.more.values() for row in more
                     if row.isVisibleTo(window))
        if self.movable.isVisibleTo(window) and self.beside.isVisibleTo(window) and window.toolBarBreak(self.movable):
            least -= min(self.movable.sizeHint().height(), self.beside.sizeHint().height())  # shares a line then
        return least

    def _keep_whole(self) -> None:
        """A row short of room hides its last controls behind » instead of squeezing a box until its text is cut."""
        for unit in (*self.setup, self.run, *self.limits):
            for action in unit:
                widget = next((w for bar in self.rows() if (w := bar.widgetForAction(action)) is not None), None)
                if isinstance(widget, QToolButton) and not isinstance(action, QWidgetAction):
                    self.steady.keep(widget)  # an action's own button: its size is its hint's
                elif widget is not None and widget.minimumWidth() != widget.sizeHint().width():
                    widget.setMinimumWidth(widget.sizeHint().width())

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
        self.steady.watch_bar(row)
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
        wanted = [(bar, [*_anchors(bar), *(action for unit in units for action in unit)]) for bar, units in plan]
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
    """The bar's actions as units: a separator stays with the control after it (a name and its control are one
    item already, `gui.common.named_control`)."""
    units: list[Unit] = []
    glued = False
    anchors = _anchors(bar)
    for action in bar.actions():
        if action in anchors:  # stays first on its row
            continue
        if glued:
            units[-1] = (*units[-1], action)
        else:
            units.append((action,))
        glued = action.isSeparator()
    return units


def _anchors(bar: QToolBar) -> list[QAction]:
    """A row's anchor (gui.common.named_control.YieldingToolBar): first on its row whatever the plan."""
    return [action for action in bar.actions()[:1]
            if (widget := bar.widgetForAction(action)) is not None and widget.objectName() == ANCHOR]


def _capped(rows: list[list[Unit]], most: int) -> list[list[Unit]]:
    """`rows` in at most `most` rows: the units of the rows after that go at the end of the last one."""
    return rows if len(rows) <= most else [*rows[:most - 1], [unit for row in rows[most - 1:] for unit in row]]


def _flow(units: list[Unit], room: int, width: Callable[[list[Unit]], int]) -> list[list[Unit]]:
    """Greedy rows of `units` in order, each at most `room` wide (a unit wider than that alone on its row)."""
    rows: list[list[Unit]] = [[]]
    for unit in units:
        if rows[-1] and width([*rows[-1], unit]) > room:
            rows.append([])
        rows[-1].append(unit)
    return rows
