"""The message-history tree: selecting a tool_use highlights its tool_result (and back) and scrolls to it.

`sig_id_selected` tells others (the Dialects tab) which call id the current
block belongs to ("" for a text block); `select_call` is the way back.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QTimer, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

from core.engine.messages import ToolUseBlock
from gui.common.scrollbars import lean_scrollbars
from gui.inspector.history_model import ID_ROLE, HistoryModel


class HistoryView(QTreeView):
    sig_id_selected = Signal(str)  # the call id of the block just selected; "" for text or nothing

    def __init__(self, model: HistoryModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.history = model
        self.setUniformRowHeights(True)
        lean_scrollbars(self)
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
        self.sig_id_selected.emit(ident or "")

    def _on_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        if not parent.isValid():
            for row in range(first, last + 1):
                self.expand(self.history.index(row, 0))
        elif parent.row() != self.history.rowCount() - 1:
            return  # blocks added to an older message: nothing new at the end
        if not self._scroll_pending:  # one scroll (and so one tree relayout) per burst of appends
            self._scroll_pending = True
            QTimer.singleShot(0, self._scroll_to_end)

    def _scroll_to_end(self) -> None:
        self._scroll_pending = False
        rows = self.history.rowCount()
        if rows:  # the newest message's last block, not just its header row (its blocks sit below it)
            message = self.history.index(rows - 1, 0)
            blocks = self.history.rowCount(message)
            self.scrollTo(self.history.index(blocks - 1, 0, message) if blocks else message)

    def select_block(self, message_row: int, block_row: int) -> None:
        index = self.history.index(block_row, 0, self.history.index(message_row, 0))
        self.setCurrentIndex(index)

    def current_id(self) -> str:
        current = self.currentIndex()
        return (self.history.data(current.siblingAtColumn(0), ID_ROLE) or "") if current.isValid() else ""

    def select_call(self, ident: str) -> bool:
        """Select the tool_use block of call `ident` (unless a block of that call is already current)."""
        if not ident or self.current_id() == ident:
            return bool(ident)
        for message_row, block_row in self.history.positions(ident):
            if isinstance(self.history.messages[message_row].content[block_row], ToolUseBlock):
                self.select_block(message_row, block_row)
                self.scrollTo(self.currentIndex())
                return True
        return False
