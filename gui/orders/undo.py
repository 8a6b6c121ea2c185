"""Undoable edits of the orders: one cell, added orders, deleted orders.

Every command is pushed only after its first write has succeeded, so a refused
value never reaches the undo stack. Commands name orders by id, not by row, so
they stay right when rows move or another thread changes the store meanwhile.
An undo or redo the store turns down is reported through `model.refuse`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from core.lesson.orders import Order
from core.lesson.store import StoreError

if TYPE_CHECKING:
    from gui.orders.model import OrdersModel
from gui.common.i18n import translate
from gui.common.store_words import store_error_text


class _StoreCommand(QUndoCommand):
    """Already done when pushed: the first redo (inside `push`) does nothing."""

    def __init__(self, model: OrdersModel, text: str) -> None:
        super().__init__(text)
        self._model = model
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._run(self._redo)

    def undo(self) -> None:
        self._run(self._undo)

    def _run(self, step: Callable[[], None]) -> None:
        try:
            step()
        except StoreError as error:
            self._model.refuse(f"{self.text()}: {store_error_text(error)}")

    def _redo(self) -> None:
        raise NotImplementedError

    def _undo(self) -> None:
        raise NotImplementedError


class EditCommand(_StoreCommand):
    def __init__(self, model: OrdersModel, order_id: str, field: str, old: Any, new: Any, text: str) -> None:
        super().__init__(model, text)  # the model words it: the column by its title (gui.orders.model)
        self.field, self.old, self.new = field, old, new
        self._id_before = order_id
        self._id_after = new if field == "order_id" else order_id

    def _redo(self) -> None:
        self._model.store.update(self._id_before, **{self.field: self.new})

    def _undo(self) -> None:
        self._model.store.update(self._id_after, **{self.field: self.old})


class ToolWriteCommand(_StoreCommand):
    """A change a tool made to one order (an approved acting call), so Undo can revert it."""

    def __init__(self, model: OrdersModel, before: Order, after: Order, text: str) -> None:
        super().__init__(model, text)  # the model words it: columns by their titles (gui.orders.model)
        self.before, self.after = before, after

    def _redo(self) -> None:
        self._model.store.update(self.before.order_id, **self.after.model_dump())

    def _undo(self) -> None:
        self._model.store.update(self.after.order_id, **self.before.model_dump())


class AddCommand(_StoreCommand):
    def __init__(self, model: OrdersModel, order: Order, row: int) -> None:
        super().__init__(model, translate("OrdersUndo", "Add order {id}").format(id=order.order_id))
        self.order, self.row = order, row

    def _redo(self) -> None:
        self._model.insert_at(self.order, self.row)

    def _undo(self) -> None:
        self._model.store.delete(self.order.order_id)


class DeleteCommand(_StoreCommand):
    """`removed` holds (row, order) from the bottom row up, as they were deleted."""

    def __init__(self, model: OrdersModel, removed: list[tuple[int, Order]]) -> None:
        count = len(removed)  # a plain name: lupdate finds a plural's call only with one
        text = (translate("OrdersUndo", "Delete order {id}").format(id=removed[0][1].order_id) if count == 1
                else translate("OrdersUndo", "Delete %Ln order(s)", None, count))
        super().__init__(model, text)
        self.removed = removed

    def _redo(self) -> None:
        for _row, order in self.removed:
            self._model.store.delete(order.order_id)

    def _undo(self) -> None:
        for row, order in reversed(self.removed):
            self._model.insert_at(order, row)


def add_order(model: OrdersModel, order: Order) -> bool:
    """Insert a new order at the end and make it undoable; False (and a refusal) if the store says no."""
    row = model.rowCount()
    try:
        model.store.insert(order)
    except StoreError as error:
        model.refuse(store_error_text(error))
        return False
    model.undo_stack.push(AddCommand(model, order, row))
    return True


def delete_rows(model: OrdersModel, rows: set[int]) -> int:
    """Delete these rows as one undoable step; returns how many were deleted."""
    victims = sorted(((row, model.order_at(row)) for row in rows), key=lambda item: item[0], reverse=True)
    removed: list[tuple[int, Order]] = []
    for row, order in victims:
        try:
            model.store.delete(order.order_id)
        except StoreError as error:
            model.refuse(store_error_text(error))
            continue
        removed.append((row, order))
    if removed:
        model.undo_stack.push(DeleteCommand(model, removed))
    return len(removed)
