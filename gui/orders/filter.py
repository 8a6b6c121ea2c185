"""The editor's filter: rows whose order id, customer or status contains the typed text.

The matching is the model's (the store does it in SQL, page by page), so filtering 100,000 orders never
holds the GUI thread; this proxy only passes the needle on and maps rows one to one.
"""

from __future__ import annotations

from PySide6.QtCore import QIdentityProxyModel

from gui.orders.model import OrdersModel


class OrdersFilter(QIdentityProxyModel):
    def __init__(self, model: OrdersModel, parent=None) -> None:
        super().__init__(parent)
        self._model = model
        self.setSourceModel(model)

    def needle(self) -> str:
        return self._model.needle()

    def set_needle(self, text: str) -> None:
        self._model.set_needle(text)
