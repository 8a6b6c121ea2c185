"""The orders table's view: rows that come in at the end cost a repaint of only the rows they add.

A table view lays itself out again after every insert and then repaints everything it shows, although rows
appended at the end change nothing above them. While a large table loads (or a filter's rows come in) page
by page, that full repaint came with every page that could be seen: ~30 M instructions for a full viewport,
most of it Qt shaping each cell's text. Here a layout after appends only updates the scroll range and
repaints from the first appended row down (nothing when that row is below what is shown); any other change
(rows put in above the end, removed, rearranged) is laid out and painted in full. After a reset (a new filter)
the layout paints nothing itself: the table view's reset has asked for a full repaint already, which often
came before the layout; painting again merged with the next page's rows into a second full repaint.

A reset (a new filter) while the vertical scroll bar shows keeps it until the model's rows are all in
(`canFetchMore` False): otherwise it went as the first few rows came and came back with the next page, and
each time the viewport changed width and was painted in full, twice per filter.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QTableView, QWidget

Index = QModelIndex | QPersistentModelIndex
FULL = -1  # since the last layout: a change that needs a full layout


class OrdersView(QTableView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._appended_from: int | None = None  # since the last layout: None no insert, else the first row
        # appended (FULL: some change needs a full layout)
        self._reset = False
        self._keeps_scroll_bar = False  # kept shown over a reset until the rows are all in

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 - Qt override
        super().setModel(model)
        self._appended_from = FULL
        if model is not None:
            for signal in (model.rowsAboutToBeRemoved, model.modelAboutToBeReset, model.layoutAboutToBeChanged,
                           model.columnsAboutToBeInserted, model.columnsAboutToBeRemoved, model.rowsAboutToBeMoved):
                signal.connect(self._full_layout)
            model.modelAboutToBeReset.connect(self._keep_scroll_bar)
            model.modelReset.connect(self._was_reset)

    def rowsInserted(self, parent: Index, first: int, last: int) -> None:  # noqa: N802 - Qt override
        model = self.model()
        appended = not parent.isValid() and model is not None and last == model.rowCount() - 1
        if not appended:
            self._appended_from = FULL
        elif self._appended_from != FULL:
            self._appended_from = first if self._appended_from is None else min(first, self._appended_from)
        super().rowsInserted(parent, first, last)

    def doItemsLayout(self) -> None:  # noqa: N802 - Qt override
        first, reset = self._appended_from, self._reset
        self._appended_from, self._reset = None, False
        top = self.rowViewportPosition(first) if first is not None and first != FULL else -1
        if top < 0 and not (reset and first is None):
            super().doItemsLayout()
            return
        self.updateGeometries()
        viewport = self.viewport()
        if 0 <= top < viewport.height():
            viewport.update(0, top, viewport.width(), viewport.height() - top)

    def updateGeometries(self) -> None:  # noqa: N802 - Qt override
        if self._keeps_scroll_bar and not self._more_to_come():
            self.rows_complete()
        super().updateGeometries()

    def rows_complete(self) -> None:
        """The model's rows are all in (a paged model says so): the vertical scroll bar shows as needed again."""
        if self._keeps_scroll_bar:
            self._keeps_scroll_bar = False
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def _more_to_come(self) -> bool:
        model = self.model()
        return model is not None and model.canFetchMore(QModelIndex())

    def _keep_scroll_bar(self) -> None:
        if self.verticalScrollBar().isVisible() and not self._keeps_scroll_bar:
            self._keeps_scroll_bar = True
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)

    def _full_layout(self, *_args) -> None:
        self._appended_from, self._reset = FULL, False

    def _was_reset(self) -> None:
        self._appended_from, self._reset = None, True
