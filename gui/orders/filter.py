"""The editor's filter: rows whose order id, customer or status contains the typed text.

It reads the model's orders directly (one Python call per row), which is several
times faster on 100,000 rows than asking `data()` for a search role.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel

from gui.orders.model import OrdersModel


class OrdersFilter(QSortFilterProxyModel):
    def __init__(self, model: OrdersModel, parent=None) -> None:
        super().__init__(parent)
        self._model = model
        self._needle = ""
        self.setSourceModel(model)

    def needle(self) -> str:
        return self._needle

    def set_needle(self, text: str) -> None:
        needle = text.strip().casefold()
        if needle == self._needle:
            return
        if not hasattr(self, "beginFilterChange"):  # Qt before 6.9
            self._needle = needle
            self.invalidateRowsFilter()
            return
        self.beginFilterChange()
        self._needle = needle
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        if not self._needle:
            return True
        order = self._model.order_at(row)
        return (self._needle in order.order_id.casefold() or self._needle in order.customer_id.casefold()
                or self._needle in order.status.casefold())
