"""The message-history tree: selecting a tool_use highlights its tool_result (and back) and scrolls to it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QTimer
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

from .history_model import ID_ROLE, HistoryModel


class HistoryView(QTreeView):
    def __init__(self, model: HistoryModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.history = model
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        label_width = self.fontMetrics().horizontalAdvance("tool_result → call_99  is_error  ⚡")
        self.header().resizeSection(0, label_width + 2 * self.indentation() + 12)
        self.header().setStretchLastSection(True)
        self.selectionModel().currentRowChanged.connect(self._on_current)
        model.rowsInserted.connect(self._on_rows_inserted)
        self._scroll_pending = False

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        ident = self.history.data(current.siblingAtColumn(0), ID_ROLE) if current.isValid() else ""
        self.history.set_highlight(ident or "")
        for partner in self.history.partners(current.siblingAtColumn(0)) if ident else []:
            self.scrollTo(partner)

    def _on_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        if parent.isValid():
            return
        for row in range(first, last + 1):
            self.expand(self.history.index(row, 0))
        if not self._scroll_pending:  # one scroll (and so one tree relayout) per burst of appends
            self._scroll_pending = True
            QTimer.singleShot(0, self._scroll_to_end)

    def _scroll_to_end(self) -> None:
        self._scroll_pending = False
        rows = self.history.rowCount()
        if rows:
            self.scrollTo(self.history.index(rows - 1, 0))

    def select_block(self, message_row: int, block_row: int) -> None:
        index = self.history.index(block_row, 0, self.history.index(message_row, 0))
        self.setCurrentIndex(index)
