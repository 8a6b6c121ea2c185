"""The orders table's view: rows that come in below what it shows only grow the scroll range (no repaint of
what is shown); rows that come in where they can be seen, and every other change, are laid out and painted."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
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


def shown_view(qtbot, count: int):
    model = QStandardItemModel()
    for row in rows(*(f"row {i}" for i in range(count))):
        model.appendRow(row)
    view = OrdersView()
    view.setModel(model)
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    qtbot.waitExposed(view)
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
