"""Which orders the table shows: the store read in pages, narrowed by a needle, kept in step with the store.

The first page is read at once and the rest in turns of the event loop (and a page whenever the view asks,
`canFetchMore`/`fetchMore`), so a store of any size never holds the GUI thread for long. A turn reads pages
sized to fit its time (`STEP_S`) and shows them as one insert, so the view reacts once per turn. The needle
is matched by the store in SQL, page by page too. Rows already read follow the store's change events; a row not
read yet is read as it is when its page comes. How the rows look and are edited is `OrdersModel`'s part.

Store events may come from any thread; they reach the model as a queued signal,
so the row list is only ever changed on the model's own (GUI) thread.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QThread, QTimer, Signal

from core.lesson.orders import Order
from core.lesson.store import FIELDS, OrdersStore, StoreChange, StoreError
from core.lesson.store_pages import Row, as_order, as_row, rowid_of
from gui.common.store_words import store_error_text
from gui.orders.rows import PAGE, Reading, Rows

Index = QModelIndex | QPersistentModelIndex
STEP_S = 0.004  # how long one turn of loading may read pages (the view's reaction and a repaint follow)
LAST_PAGE_S = 0.0005  # less time than this left in a turn is not worth another page
DISCARD_STEP = 2_000  # rows of a replaced table let go at a time, while half the turn's time lasts


class PagedOrders(QAbstractTableModel):
    sig_refused = Signal(int, int, str)  # row, column (-1 if no cell), message
    sig_loaded = Signal()  # the last page of the current reading (all orders, or all matching the needle) is in
    sig_store_reset = Signal()  # the store's orders were replaced as a whole (not a new needle)
    _sig_store_change = Signal(object, bool)  # the change, and whether another thread (a tool) made it

    def __init__(self, store: OrdersStore, parent=None) -> None:
        super().__init__(parent)
        self.store = store
        self._rows = Rows()
        self._reading = Reading(store)
        self._loader = QTimer(self, interval=0)  # one page per turn of the event loop until all are in
        self._loader.timeout.connect(self._load_step)
        self._row_hints: dict[str, int] = {}
        self._discarded: list[Rows] = []  # rows of a table replaced a moment ago, let go a step at a time
        self._changing = False  # between a begin… and its end… signal: no page may come in between
        self._sig_store_change.connect(self._apply_change)
        self._unsubscribe = store.subscribe(self._forward_change)
        self.destroyed.connect(lambda *_, off=self._unsubscribe: off())
        self._add_page()
        self._continue_loading()

    # ---- rows ----------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(FIELDS)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:
        return not parent.isValid() and self._reading.more()

    def fetchMore(self, parent: Index = QModelIndex()) -> None:
        """The next page; asked in the middle of another change (by a listener of it), the loader brings it.
        The view asks while it has room below its rows (a filter's few matches): its page may be the last."""
        if self.canFetchMore(parent) and not self._changing:
            self._add_page()
            if not self._reading.more():
                self.sig_loaded.emit()

    def order_at(self, row: int) -> Order:
        return as_order(self._rows.values[row])

    def orders(self) -> list[Order]:
        """The orders read so far (all of them once `sig_loaded` came), as shown."""
        return [as_order(values) for values in self._rows.values]

    def row_of(self, order_id: str) -> int | None:
        return self._rows.row_of(order_id)

    def total(self) -> int:
        """How many orders the store holds, shown or not."""
        try:
            return self.store.count()
        except StoreError:
            return len(self._rows)

    def needle(self) -> str:
        return self._reading.needle

    def set_needle(self, text: str) -> None:
        """Show only the orders whose id, customer or status contains `text`; read again from the first page."""
        if text.strip().casefold() != self._reading.needle:
            self._read_again(text)

    def reveal(self, order_id: str) -> int | None:
        """The order's row; an order whose page has not come yet is shown now, at the end."""
        row = self.row_of(order_id)
        order = self.store.get(order_id) if row is None else None
        if order is not None and self._reading.matches(as_row(order)):
            self._insert_row(len(self._rows), as_row(order))
            row = self.row_of(order_id)
        return row

    def refuse(self, message: str) -> None:
        """Report what belongs to no single cell (an undo the store turned down, a page it could not read)."""
        self.sig_refused.emit(-1, -1, message)

    # ---- loading in pages ----------------------------------------------
    def _add_page(self, announce: bool = True, span: int | None = None) -> None:
        """Read the next page into the rows; `announce` False inside a reset, which announces everything."""
        self._add_rows(self._reading.page() if span is None else self._reading.page(span=span), announce)

    def _add_rows(self, page: list[tuple[int, Row]], announce: bool = True) -> None:
        page = self._rows.fresh(page)
        if page and announce:
            at = self._rows.page_row()
            with self._change(self.beginInsertRows, self.endInsertRows, QModelIndex(), at, at + len(page) - 1):
                self._rows.add_page(page)
        elif page:
            self._rows.add_page(page)
        if not self._reading.more():
            self._rows.tail = 0

    def _continue_loading(self, was_loading: bool = True) -> None:
        """Keep turning while pages are to come or old rows to let go; say so once the last page is in."""
        if self._reading.more() or self._discarded:
            self._loader.start()
        else:
            self._loader.stop()
        if was_loading and not self._reading.more():
            self.sig_loaded.emit()

    def _load_step(self) -> None:
        """Pages for a quarter of a frame, shown as one insert; then the event loop's turn (and a repaint)."""
        clock, was_loading = time.perf_counter(), self._reading.more()
        self._let_go_some(clock)
        rows: list[tuple[int, Row]] = []
        try:
            while self._reading.more() and (left := STEP_S - (time.perf_counter() - clock)) > LAST_PAGE_S:
                rows += self._reading.page(left)
        except StoreError as error:  # the database went away: what is shown stays, and the table says why
            self._reading.cursor = self._reading.last
            self.refuse(store_error_text(error))
        self._add_rows(rows)
        self._continue_loading(was_loading)

    def _let_go_some(self, clock: float) -> None:
        """Let rows of a replaced table go, a few thousand at a time, for at most half the turn."""
        while self._discarded and time.perf_counter() - clock < STEP_S / 2:
            if not self._discarded[0].let_go(DISCARD_STEP):
                self._discarded.pop(0)

    def _read_again(self, needle: str | None = None) -> None:
        with self._change(self.beginResetModel, self.endResetModel):
            self._discarded.append(self._rows)  # freeing 100,000 rows at once would hold the GUI thread
            self._rows = Rows()
            self._reading = Reading(self.store, self._reading.needle if needle is None else needle)
            self._add_page(announce=False, span=PAGE)  # a needle's first page looks through a page of rowids
        self._continue_loading()

    # ---- following the store ---------------------------------------------
    def _forward_change(self, change: StoreChange) -> None:
        try:
            self._sig_store_change.emit(change, QThread.currentThread() is not self.thread())
        except RuntimeError:  # the model is already gone
            self._unsubscribe()

    def _apply_change(self, change: StoreChange, by_tool: bool = False) -> None:
        if change.kind == "reset":
            self._row_hints.clear()
            self._read_again()
            self.sig_store_reset.emit()
        elif change.kind == "inserted" and change.order is not None:
            self._insert(change.order)
        elif change.kind == "updated" and change.order is not None:
            self._update(change.order_id, change.order)
        elif change.kind == "deleted":
            self._remove(change.order_id)

    def _insert(self, order: Order) -> None:
        if self.row_of(order.order_id) is not None:  # already there (a reset read it first)
            self._update(order.order_id, order)
            return
        hint = self._row_hints.pop(order.order_id, None)
        if self._reading.matches(as_row(order)):
            self._insert_row(min(len(self._rows) if hint is None else hint, len(self._rows)), as_row(order))

    def _insert_row(self, row: int, values: Row, rowid: int | None = None) -> None:
        rowid = rowid if rowid is not None else rowid_of(self.store, values[0]) or 0
        with self._change(self.beginInsertRows, self.endInsertRows, QModelIndex(), row, row):
            self._rows.insert(row, values, rowid, self._reading.more())

    def _update(self, order_id: str, order: Order) -> None:
        row, values = self.row_of(order_id), as_row(order)
        if row is None:  # not shown: a page still to come reads it, or it starts to match the needle now
            rowid = rowid_of(self.store, order.order_id)
            if rowid is not None and self._reading.matches(values) and not self._reading.will_bring(rowid):
                self._insert_row(self._rows.place_of(rowid), values, rowid)
            return
        if not self._reading.matches(values):
            self._remove(order_id)
            return
        self._rows.replace(row, values)
        if order.order_id != order_id:
            self._dropped(order_id)
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(FIELDS) - 1))

    def _remove(self, order_id: str) -> None:
        row = self.row_of(order_id)
        if row is None:
            return
        with self._change(self.beginRemoveRows, self.endRemoveRows, QModelIndex(), row, row):
            self._rows.remove(row)
            self._dropped(order_id)

    @contextlib.contextmanager
    def _change(self, begin: Callable[..., None], end: Callable[[], None], *where: Any) -> Iterator[None]:
        """A change announced with `begin` and `end`; listeners that ask for a page meanwhile get none."""
        self._changing = True
        try:
            begin(*where)
            yield
            end()
        finally:
            self._changing = False

    def _dropped(self, order_id: str) -> None:
        """An order id is no longer shown (deleted, renamed, filtered out): forget what was kept for it."""
