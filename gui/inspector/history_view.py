"""The message-history tree: selecting a tool_use highlights its tool_result (and back) and scrolls to it.

`sig_id_selected` tells others (the Dialects tab) which call id the current
block belongs to ("" for a text block); `select_call` is the way back.

Appending a message costs the same at the 500th as at the 5th: QTreeView
relays out on every top-level insert and then repaints its whole viewport,
so each append used to paint every visible row again (a full pane of rows at
the 50th, a few at the 5th). A relayout caused by appends alone repaints
only the rows from the previous last message down; the scroll to the end
that follows moves the pixels already painted (Qt blits them) and paints the
newly shown strip. Any other change to the rows repaints the pane as before.
The scroll runs through `later` (the window gives it its event pacer's): in a
turn after the slice of events that appended, not within it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

from core.engine.messages import ToolUseBlock
from gui.common.scrollbars import lean_scrollbars
from gui.inspector.history_model import ID_ROLE, HistoryModel


class HistoryView(QTreeView):
    sig_id_selected = Signal(str)  # the call id of the block just selected; "" for text or nothing

    def __init__(self, model: HistoryModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scroll_pending = False
        self.later: Callable[[Callable[[], None]], None] = lambda job: QTimer.singleShot(0, job)  # where it scrolls
        self._appended_from = -1  # the first message appended since the last relayout (-1: none)
        self._whole = False  # something besides appends changed the rows: the next relayout repaints all
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
        for changed in (model.rowsRemoved, model.rowsMoved, model.modelReset, model.layoutChanged,
                        model.columnsInserted, model.columnsRemoved, self.collapsed):
            changed.connect(self._repaint_whole)
        self.expanded.connect(self._on_expanded)

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        ident = self.history.data(current.siblingAtColumn(0), ID_ROLE) if current.isValid() else ""
        self.history.set_highlight(ident or "")
        for partner in self.history.partners(current.siblingAtColumn(0)) if ident else []:
            self.scrollTo(partner)
        self.sig_id_selected.emit(ident or "")

    def _repaint_whole(self, *_args) -> None:
        self._whole = True

    def _on_expanded(self, index: QModelIndex) -> None:
        if index.parent().isValid() or index.row() < self._appended_from or self._appended_from < 0:
            self._whole = True  # a row opened that is not one of the messages just appended

    def _on_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        if not parent.isValid():
            if last == self.history.rowCount() - 1 and self._appended_from < 0:
                self._appended_from = first
            elif last != self.history.rowCount() - 1:
                self._whole = True
            for row in range(first, last + 1):
                self.expand(self.history.index(row, 0))
        else:
            self._whole = True  # a message grew: the rows below it move
            if parent.row() != self.history.rowCount() - 1:
                return  # blocks added to an older message: nothing new at the end
        if not self._scroll_pending:  # one scroll (and so one tree relayout) per burst of appends
            self._scroll_pending = True
            self.later(self._scroll_to_end)

    def doItemsLayout(self) -> None:  # noqa: N802 - Qt override
        """Relayout; after appends alone, repaint only from the previous last message down (see the module)."""
        appended_from, self._appended_from = self._appended_from, -1
        whole, self._whole = self._whole, False
        if appended_from < 0 or whole or not self.isVisible():
            super().doItemsLayout()
            return
        viewport, scrolled = self.viewport(), self._scroll_values()
        # QTreeView's relayout ends in a repaint of the whole viewport; held back here, the tail is asked for below.
        # The attribute itself, not setUpdatesEnabled: switching updates back on would repaint the whole viewport.
        viewport.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, True)
        try:
            super().doItemsLayout()
        finally:
            viewport.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, False)
        if self._scroll_values() != scrolled:  # the relayout moved or resized the view: paint it all
            viewport.update()
            return
        above = self.visualRect(self.history.index(max(appended_from - 1, 0), 0))
        top = max(above.top(), 0) if above.isValid() else 0
        if top < viewport.height():
            viewport.update(0, top, viewport.width(), viewport.height() - top)

    def _scroll_values(self) -> tuple[int, int, int, int]:
        """Where the view is scrolled to and its viewport's size (a scroll bar shown or hidden resizes it)."""
        size = self.viewport().size()
        return self.verticalScrollBar().value(), self.horizontalScrollBar().value(), size.width(), size.height()

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
