"""A thin table model over the orders store.

It keeps a list of `Order` (read once, then kept in step with the store's change
events), shows dates the way the lesson writes them, and writes every edit through
the store. A refused value comes back as `sig_refused(row, column, message)`; the
model never opens a dialog. Accepted edits go onto the undo stack.

Store events may come from any thread; they reach the model as a queued signal,
so the row list is only ever changed on the model's own (GUI) thread.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QThread,
    Signal,
)
from PySide6.QtGui import QColor, QUndoStack

from core.lesson.orders import Order, format_date
from core.lesson.store import FIELDS, OrdersStore, StoreChange, StoreError
from gui.common.i18n import QT_TRANSLATE_NOOP, on_language_change, translate
from gui.orders.undo import AddCommand, DeleteCommand, EditCommand, ToolWriteCommand

HEADERS = (QT_TRANSLATE_NOOP("OrdersModel", "Order"), QT_TRANSLATE_NOOP("OrdersModel", "Customer"),
           QT_TRANSLATE_NOOP("OrdersModel", "Status"), QT_TRANSLATE_NOOP("OrdersModel", "Delivery"),
           QT_TRANSLATE_NOOP("OrdersModel", "Return by"))


def header(column: int) -> str:
    return translate("OrdersModel", HEADERS[column])
DATE_FIELDS = frozenset({"delivery", "return_by"})
HIGHLIGHT = QColor(255, 224, 102)  # soft yellow
REFUSED_BG = QColor(255, 205, 210)  # soft red: the cell whose value was just refused
_EDIT_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole)
Index = QModelIndex | QPersistentModelIndex


def show_value(value: Any) -> str:
    """A cell's text: dates exactly as the tools write them (the year only if it is not the lesson's)."""
    return format_date(value) if isinstance(value, dt.date) else str(value)


class OrdersModel(QAbstractTableModel):
    sig_refused = Signal(int, int, str)  # row, column (-1 if no cell), message
    sig_edited = Signal(int, int)  # a value was accepted and written
    _sig_store_change = Signal(object, bool)  # the change, and whether another thread (a tool) made it

    def __init__(self, store: OrdersStore, undo_stack: QUndoStack | None = None, parent=None) -> None:
        super().__init__(parent)
        on_language_change(self, lambda model: model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                                                               len(HEADERS) - 1))
        self.store = store
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self._orders: list[Order] = store.all()
        self._rows: dict[str, int] | None = None
        self._row_hints: dict[str, int] = {}
        self._highlight: dict[str, float] = {}
        self._refused: tuple[str, int, str] | None = None  # order id, column, why: until the next edit
        self._sig_store_change.connect(self._apply_change)
        self._unsubscribe = store.subscribe(self._forward_change)
        self.destroyed.connect(lambda *_, off=self._unsubscribe: off())

    # ---- reading -------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._orders)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(FIELDS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return header(section) if 0 <= section < len(HEADERS) else None
        return str(section + 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        order = self._orders[index.row()]
        field = FIELDS[index.column()]
        if role in _EDIT_ROLES:
            return show_value(getattr(order, field))
        refused = self._refused is not None and self._refused[:2] == (order.order_id, index.column())
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(order.order_id) or (REFUSED_BG if refused else None)
        if role == Qt.ItemDataRole.ToolTipRole and refused and self._refused is not None:
            return f"✗ {self._refused[2]}"
        if role == Qt.ItemDataRole.ToolTipRole and field in DATE_FIELDS:
            return translate("OrdersModel", "{date} — edit as {examples}").format(
                date=getattr(order, field).isoformat(), examples="3. November, 5. November 2026, 2026-11-05")
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Cells are editable unless the store is read-only (the editor says why)."""
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsEditable if index.isValid() and not self.store.read_only else base

    def order_at(self, row: int) -> Order:
        return self._orders[row]

    def orders(self) -> list[Order]:
        return list(self._orders)

    def row_of(self, order_id: str) -> int | None:
        if self._rows is None:
            self._rows = {order.order_id: row for row, order in enumerate(self._orders)}
        return self._rows.get(order_id)

    # ---- writing -------------------------------------------------------
    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        row, column = index.row(), index.column()
        old = self._orders[row]
        field = FIELDS[column]
        try:
            wanted = self.store.validate({**old.model_dump(), field: value})
            if wanted == old:
                return True
            self.store.update(old.order_id, **{field: getattr(wanted, field)})
        except StoreError as error:
            self._mark_refused(old.order_id, column, str(error))
            self.sig_refused.emit(row, column, str(error))
            return False
        self.clear_refusal()
        before, after = getattr(old, field), getattr(wanted, field)
        text = translate("OrdersModel", "Edit {id} {column}: {before} → {after}").format(
            id=old.order_id, column=header(column), before=show_value(before), after=show_value(after))
        self.undo_stack.push(EditCommand(self, old.order_id, field, before, after, text))
        self.sig_edited.emit(row, column)
        return True

    def insert_at(self, order: Order, row: int) -> None:
        """Insert through the store and show the order at `row` (undoing a delete puts it back in place).

        The store appends; only this table keeps the old position. Raises StoreError if refused."""
        self._row_hints[order.order_id] = row
        try:
            self.store.insert(order)
        finally:
            self._row_hints.pop(order.order_id, None)

    def refuse(self, message: str) -> None:
        """Report a refused write that belongs to no single cell (an undo the store turned down)."""
        self.sig_refused.emit(-1, -1, message)

    def refusal(self) -> tuple[str, int, str] | None:
        """The refused cell (order id, column) and why, until the next edit."""
        return self._refused

    def clear_refusal(self) -> None:
        marked, self._refused = self._refused, None
        if marked is not None:
            self._cell_changed(marked[0], marked[1])

    def _mark_refused(self, order_id: str, column: int, message: str) -> None:
        self.clear_refusal()
        self._refused = (order_id, column, message)
        self._cell_changed(order_id, column)

    def _cell_changed(self, order_id: str, column: int) -> None:
        row = self.row_of(order_id)
        if row is not None:
            index = self.index(row, column)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole])

    # ---- highlight -----------------------------------------------------
    def set_highlight(self, order_id: str, strength: float) -> None:
        """0 clears; 1 is full yellow. Follows the order if its row moves."""
        if strength <= 0:
            self._highlight.pop(order_id, None)
        else:
            self._highlight[order_id] = min(strength, 1.0)
        row = self.row_of(order_id)
        if row is not None:
            self._row_changed(row, [Qt.ItemDataRole.BackgroundRole])

    def is_highlighted(self, row: int) -> bool:
        return 0 <= row < len(self._orders) and self._orders[row].order_id in self._highlight

    def _background(self, order_id: str) -> QColor | None:
        strength = self._highlight.get(order_id)
        if strength is None:
            return None
        color = QColor(HIGHLIGHT)
        color.setAlphaF(0.25 + 0.75 * strength)
        return color

    # ---- following the store ---------------------------------------------
    def _forward_change(self, change: StoreChange) -> None:
        try:
            self._sig_store_change.emit(change, QThread.currentThread() is not self.thread())
        except RuntimeError:  # the model is already gone
            self._unsubscribe()

    def _apply_change(self, change: StoreChange, by_tool: bool = False) -> None:
        if by_tool:  # a write by the loop's tools (an approved acting call) is undone like an edit
            self._push_tool_write(change)
        if change.kind == "reset":
            self.beginResetModel()
            self._orders, self._rows = self.store.all(), None
            self._row_hints.clear()
            self.endResetModel()
        elif change.kind == "inserted" and change.order is not None:
            self._insert(change.order)
        elif change.kind == "updated" and change.order is not None:
            self._update(change.order_id, change.order)
        elif change.kind == "deleted":
            self._remove(change.order_id)

    def _push_tool_write(self, change: StoreChange) -> None:
        """Put a tool's write on the undo stack (already done: pushing it does not write again)."""
        row = self.row_of(change.order_id) if change.order_id else None
        before = self._orders[row] if row is not None else None
        if change.kind == "updated" and before is not None and change.order is not None:
            self.undo_stack.push(ToolWriteCommand(self, before, change.order))
        elif change.kind == "inserted" and change.order is not None:
            self.undo_stack.push(AddCommand(self, change.order, len(self._orders)))
        elif change.kind == "deleted" and before is not None and row is not None:
            self.undo_stack.push(DeleteCommand(self, [(row, before)]))

    def _insert(self, order: Order) -> None:
        if self.row_of(order.order_id) is not None:  # already there (a reset read it first)
            self._update(order.order_id, order)
            return
        row = min(self._row_hints.pop(order.order_id, len(self._orders)), len(self._orders))
        self.beginInsertRows(QModelIndex(), row, row)
        self._orders.insert(row, order)
        if row == len(self._orders) - 1 and self._rows is not None:
            self._rows[order.order_id] = row
        else:
            self._rows = None
        self.endInsertRows()

    def _update(self, order_id: str, order: Order) -> None:
        row = self.row_of(order_id)
        if row is None:
            return
        self._orders[row] = order
        if order.order_id != order_id:
            self._rows = None
            self._highlight.pop(order_id, None)
        self._row_changed(row, [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole])

    def _remove(self, order_id: str) -> None:
        row = self.row_of(order_id)
        if row is None:
            return
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._orders[row]
        self._rows = None
        self._highlight.pop(order_id, None)
        self.endRemoveRows()

    def _row_changed(self, row: int, roles: list) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(FIELDS) - 1), roles)
