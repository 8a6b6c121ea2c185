"""A table the learner edits row by row (a tool's input fields, an acting tool's refusals): rows added and
removed by the user announce one change; rows filled by the program announce none."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QWidget


class RowsTable(QTableWidget):
    sig_changed = Signal()  # the user changed a cell, added or removed a row

    def __init__(self, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(0, columns, parent)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        self._filling = False
        self.itemChanged.connect(self._item_changed)

    def filled(self, fill: Callable[[], None]) -> None:
        """Run `fill` without announcing its changes."""
        self._filling = True
        try:
            fill()
        finally:
            self._filling = False

    def added(self, fill: Callable[[], None], column: int) -> None:
        """A row the user asked for: appended by `fill`, its `column` made current, one change announced."""
        self.filled(fill)
        self.setCurrentCell(self.rowCount() - 1, column)
        self.sig_changed.emit()

    def remove_selected(self) -> None:
        rows = sorted({index.row() for index in self.selectedIndexes()}, reverse=True)
        for row in rows:
            self.removeRow(row)
        if rows:
            self.sig_changed.emit()

    def _item_changed(self, *_args) -> None:
        if not self._filling:
            self.sig_changed.emit()
