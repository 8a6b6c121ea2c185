"""The orders table's view: rows that come in below what it shows only grow the scroll range (no repaint of
what is shown); rows that come in where they can be seen, and every other change, are laid out and painted."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication

from gui.orders.table_view import OrdersView


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        self.paints += event.type() == QEvent.Type.Paint
        return False


def rows(*texts: str) -> list[list[QStandardItem]]:
    return [[QStandardItem(text)] for text in texts]


def shown_on(qtbot, model: QStandardItemModel, count: int) -> OrdersView:
    """An OrdersView of 300x200 on `model`, `count` rows in, shown and exposed."""
    for row in rows(*(f"row {i}" for i in range(count))):
        model.appendRow(row)
    view = OrdersView()
    view.setModel(model)
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    qtbot.waitExposed(view)
    return view


def shown_view(qtbot, count: int):
    model = QStandardItemModel()
    view = shown_on(qtbot, model, count)
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    return model, view, counter


def test_rows_added_below_what_is_shown_grow_the_scroll_range_without_a_repaint(qtbot):
    model, view, counter = shown_view(qtbot, 100)
    QApplication.processEvents()  # the first paints pass
    counter.paints, before = 0, view.verticalScrollBar().maximum()
    for row in rows(*(f"more {i}" for i in range(500))):
        model.appendRow(row)
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() > before)
    QApplication.processEvents()
    assert counter.paints == 0
    view.scrollToBottom()
    qtbot.waitUntil(lambda: counter.paints > 0)
    assert view.rowAt(view.viewport().height() - 1) == 599


def test_rows_added_where_they_can_be_seen_are_painted(qtbot):
    model, view, counter = shown_view(qtbot, 100)
    QApplication.processEvents()
    counter.paints = 0
    model.insertRow(0, [QStandardItem("first")])
    qtbot.waitUntil(lambda: counter.paints > 0)
    assert view.indexAt(view.visualRect(model.index(0, 0)).center()).data() == "first"


def test_a_table_not_yet_filled_paints_the_rows_that_come(qtbot):
    model, view, counter = shown_view(qtbot, 2)
    QApplication.processEvents()
    counter.paints = 0
    model.appendRow([QStandardItem("third")])
    qtbot.waitUntil(lambda: counter.paints > 0)


def test_a_removal_after_rows_came_below_is_laid_out_in_full(qtbot):
    model, view, counter = shown_view(qtbot, 100)
    QApplication.processEvents()
    for row in rows("below"):
        model.appendRow(row)
    model.removeRow(0)
    counter.paints = 0
    qtbot.waitUntil(lambda: counter.paints > 0)
    assert view.indexAt(view.visualRect(model.index(0, 0)).center()).data() == "row 1"


class PaintRects(QObject):
    """The viewport's painted rectangles, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list = []

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.rect())
        return False


class PagedItems(QStandardItemModel):
    """A model that says whether more rows are to come, as the paged orders model does."""

    more = False

    def canFetchMore(self, parent=QModelIndex()) -> bool:
        return self.more and not parent.isValid()

    def fetchMore(self, parent=QModelIndex()) -> None:
        pass

    def reset_to(self, *texts: str) -> None:
        """A reset that brings its first rows with it, as a new filter does."""
        self.beginResetModel()
        blocked = self.blockSignals(True)
        self.setRowCount(0)
        for row in rows(*texts):
            self.appendRow(row)
        self.blockSignals(blocked)
        self.endResetModel()


def shown_paged_view(qtbot, count: int) -> tuple[PagedItems, OrdersView]:
    model = PagedItems()
    view = shown_on(qtbot, model, count)
    QApplication.processEvents()
    return model, view


def test_rows_appended_where_they_can_be_seen_repaint_only_from_the_first_of_them_down(qtbot):
    model, view, _counter = shown_view(qtbot, 2)
    QApplication.processEvents()
    painted = PaintRects()
    view.viewport().installEventFilter(painted)
    model.appendRow([QStandardItem("third")])
    qtbot.waitUntil(lambda: bool(painted.rects))
    QApplication.processEvents()
    top = view.rowViewportPosition(2)
    assert top > 0
    assert all(rect.top() >= top for rect in painted.rects)
    assert view.indexAt(view.visualRect(model.index(2, 0)).center()).data() == "third"


def test_after_a_reset_is_painted_the_layout_paints_only_rows_appended_since(qtbot):
    model, view = shown_paged_view(qtbot, 2)
    model.reset_to("new first")
    view.viewport().repaint()  # the reset's repaint came before the delayed layout (as it often does)
    painted = PaintRects()
    view.viewport().installEventFilter(painted)
    model.appendRow([QStandardItem("new second")])  # the next page, before the layout
    qtbot.waitUntil(lambda: bool(painted.rects))
    QApplication.processEvents()
    assert all(rect.top() >= view.rowViewportPosition(1) > 0 for rect in painted.rects)
    assert view.indexAt(view.visualRect(model.index(1, 0)).center()).data() == "new second"


def test_a_reset_keeps_the_scroll_bar_until_the_rows_are_all_in(qtbot):
    model, view = shown_paged_view(qtbot, 100)
    assert view.verticalScrollBar().isVisible()
    model.more = True
    model.reset_to("first match")  # a new filter: a few rows first, the rest to come
    view.executeDelayedItemsLayout()
    QApplication.processEvents()
    assert view.verticalScrollBar().isVisible()
    model.more = False
    view.rows_complete()
    qtbot.waitUntil(lambda: not view.verticalScrollBar().isVisible())
