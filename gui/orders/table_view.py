"""The orders table's view: rows that come in below what it shows cost no repaint.

A table view lays itself out again after every insert and then repaints everything it shows, although rows
added below the last visible one change nothing there but the scroll bar's range. While a large table loads
page by page that repaint came with every page; here such a layout only updates the scroll range, and any
other change (rows shown, removed, reset, rearranged, or an insert that can be seen) is laid out in full.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QTableView, QWidget

Index = QModelIndex | QPersistentModelIndex


class OrdersView(QTableView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._below_only: bool | None = None  # since the last layout: None no insert, True only unseen ones

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 - Qt override
        super().setModel(model)
        self._below_only = False
        if model is not None:
            for signal in (model.rowsAboutToBeRemoved, model.modelAboutToBeReset, model.layoutAboutToBeChanged,
                           model.columnsAboutToBeInserted, model.columnsAboutToBeRemoved, model.rowsAboutToBeMoved):
                signal.connect(self._full_layout)

    def rowsInserted(self, parent: Index, first: int, last: int) -> None:  # noqa: N802 - Qt override
        bottom = self.rowAt(self.viewport().height() - 1)
        unseen = not parent.isValid() and 0 <= bottom < first
        self._below_only = unseen if self._below_only is None else self._below_only and unseen
        super().rowsInserted(parent, first, last)

    def doItemsLayout(self) -> None:  # noqa: N802 - Qt override
        below_only, self._below_only = self._below_only, None
        if below_only:
            self.updateGeometries()
        else:
            super().doItemsLayout()

    def _full_layout(self, *_args) -> None:
        self._below_only = False
