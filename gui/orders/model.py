"""How the orders look in the table and how they are edited; which orders it holds is `PagedOrders`' part.

Dates show the way the lesson writes them, and every edit is written through the store. A refused value comes
back as `sig_refused(row, column, message)`; the model never opens a dialog. Accepted edits go onto the undo
stack, and so does a write by the loop's tools.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QUndoStack

from core.lesson.orders import Order, date_examples, format_date
from core.lesson.spec import DateForm
from core.lesson.store import FIELDS, OrdersStore, StoreChange, StoreError
from gui.common.i18n import QT_TRANSLATE_NOOP, on_language_change, translate
from gui.common.store_words import store_error_text
from gui.orders.paged import Index, PagedOrders
from gui.orders.undo import AddCommand, DeleteCommand, EditCommand, ToolWriteCommand

HEADERS = (QT_TRANSLATE_NOOP("OrdersModel", "Order"), QT_TRANSLATE_NOOP("OrdersModel", "Customer"),
           QT_TRANSLATE_NOOP("OrdersModel", "Status"), QT_TRANSLATE_NOOP("OrdersModel", "Delivery"),
           QT_TRANSLATE_NOOP("OrdersModel", "Return by"))


def header(column: int) -> str:
    return translate("OrdersModel", HEADERS[column])
DATE_FIELDS = frozenset({"delivery", "return_by"})
HIGHLIGHT = QColor(255, 224, 102)  # soft yellow
REFUSED_BG = QColor(255, 205, 210)  # soft red: the cell whose value was just refused
# A repaint asks every shown cell for about eight roles: the roles answered are plain ints, looked up once.
_DISPLAY, _EDIT = int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.EditRole)
_BACKGROUND, _TOOLTIP = int(Qt.ItemDataRole.BackgroundRole), int(Qt.ItemDataRole.ToolTipRole)
_ANSWERED = frozenset({_DISPLAY, _EDIT, _BACKGROUND, _TOOLTIP})
_DATE_COLUMNS = frozenset(column for column, field in enumerate(FIELDS) if field in DATE_FIELDS)
_CELL = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
_EDITABLE_CELL = _CELL | Qt.ItemFlag.ItemIsEditable


def show_value(value: Any, dates: DateForm) -> str:
    """A cell's text: dates exactly as the tools write them (the year only if it is not the lesson's)."""
    return format_date(value, dates) if isinstance(value, dt.date) else str(value)


def tool_write_text(before: Order, after: Order, dates: DateForm) -> str:
    """The undo entry of a tool's write: `Tool changed 1042: Status → storniert`, each column by its title and
    each value as its cell shows it."""
    changed = [f"{header(column)} → {show_value(getattr(after, field), dates)}"
               for column, field in enumerate(FIELDS) if getattr(before, field) != getattr(after, field)]
    what = ", ".join(changed) or translate("OrdersUndo", "unchanged")
    return translate("OrdersUndo", "Tool changed {id}: {what}").format(id=before.order_id, what=what)


class OrdersModel(PagedOrders):
    sig_edited = Signal(int, int)  # a value was accepted and written

    def __init__(self, store: OrdersStore, undo_stack: QUndoStack | None = None, parent=None) -> None:
        super().__init__(store, parent)
        on_language_change(self, lambda model: model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                                                               len(HEADERS) - 1))
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self._highlight: dict[str, float] = {}
        self._refused: tuple[str, int, str] | None = None  # order id, column, why: until the next edit
        self._date_texts: dict[str, str] = {}  # stored date → the lesson's words for it

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return header(section) if 0 <= section < len(HEADERS) else None
        return str(section + 1)

    def data(self, index: Index, role: int = _DISPLAY):
        if role not in _ANSWERED or not index.isValid():
            return None
        values = self._rows.values[index.row()]  # as stored: dates as ISO text
        column = index.column()
        if role in (_DISPLAY, _EDIT):
            return self._date_text(values[column]) if column in _DATE_COLUMNS else values[column]
        if role == _BACKGROUND:
            return self._background(values[0]) or (REFUSED_BG if self._is_refused(values[0], column) else None)
        if self._refused is not None and self._is_refused(values[0], column):
            return f"✗ {self._refused[2]}"
        if column in _DATE_COLUMNS:
            said = translate("OrdersModel", "{date} — write it in one of these forms:").format(date=values[column])
            return "\n".join((said, *date_examples(self.store.seed.dates)))  # the lesson's words on lines of their own
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Cells are editable unless the store is read-only (the editor says why)."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _CELL if self.store.read_only else _EDITABLE_CELL

    def _date_text(self, stored: str) -> str:
        """A stored (ISO) date as the lesson writes it; each date is worded once."""
        text = self._date_texts.get(stored)
        if text is None:
            text = self._date_texts[stored] = format_date(dt.date.fromisoformat(stored), self.store.seed.dates)
        return text

    def _is_refused(self, order_id: str, column: int) -> bool:
        return self._refused is not None and self._refused[:2] == (order_id, column)

    # ---- writing -------------------------------------------------------
    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        row, column = index.row(), index.column()
        old = self.order_at(row)
        field = FIELDS[column]
        try:
            wanted = self.store.validate({**old.model_dump(), field: value})
            if wanted == old:
                return True
            self.store.update(old.order_id, **{field: getattr(wanted, field)})
        except StoreError as error:
            said = store_error_text(error)
            self._mark_refused(old.order_id, column, said)
            self.sig_refused.emit(row, column, said)
            return False
        self.clear_refusal()
        before, after = getattr(old, field), getattr(wanted, field)
        dates = self.store.seed.dates
        text = translate("OrdersModel", "Edit {id} {column}: {before} → {after}").format(
            id=old.order_id, column=header(column), before=show_value(before, dates), after=show_value(after, dates))
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

    def marks_any(self) -> bool:
        """Whether any cell has a background of its own now (a highlighted row or the refused cell)."""
        return bool(self._highlight) or self._refused is not None

    def is_highlighted(self, row: int) -> bool:
        return 0 <= row < len(self._rows) and self._rows.values[row][0] in self._highlight

    def _background(self, order_id: str) -> QColor | None:
        strength = self._highlight.get(order_id) if self._highlight else None
        if strength is None:
            return None
        color = QColor(HIGHLIGHT)
        color.setAlphaF(0.25 + 0.75 * strength)
        return color

    # ---- following the store ---------------------------------------------
    def _apply_change(self, change: StoreChange, by_tool: bool = False) -> None:
        if by_tool:  # a write by the loop's tools (an approved acting call) is undone like an edit
            self._push_tool_write(change)
        super()._apply_change(change, by_tool)

    def _dropped(self, order_id: str) -> None:
        self._highlight.pop(order_id, None)

    def _push_tool_write(self, change: StoreChange) -> None:
        """Put a tool's write on the undo stack (already done: pushing it does not write again)."""
        row = self.row_of(change.order_id) if change.order_id else None
        before = self.order_at(row) if row is not None else None
        if change.kind == "updated" and change.order is not None:
            before = before or self.store.previous(change.order.order_id)  # an order not shown (filtered out)
            if before is not None:
                text = tool_write_text(before, change.order, self.store.seed.dates)
                self.undo_stack.push(ToolWriteCommand(self, before, change.order, text))
        elif change.kind == "inserted" and change.order is not None:
            self.undo_stack.push(AddCommand(self, change.order, len(self._rows)))
        elif change.kind == "deleted" and change.order is not None:
            self.undo_stack.push(DeleteCommand(self, [(len(self._rows) if row is None else row, change.order)]))

    def _row_changed(self, row: int, roles: list) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(FIELDS) - 1), roles)
