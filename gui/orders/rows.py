"""The rows the orders table holds so far, and where it stands in reading the store.

Rows come in pages, in rowid order. An order added while the rest still loads is shown at once, at the end,
and the pages still to come are put in before it (the `tail`), so the finished table is in the store's order
with the new orders last. A page skips orders already shown (an undo put them back before their page came).
Rows are kept as stored (`Row`, plain text): no `Order` objects for the garbage collector to walk.

A page the view asks for has a fixed size; the loader's pages are sized by time instead: each as large as
the pages before it say can be read in the time it has left, so a turn of the event loop ends on time
however fast the machine is at the moment and whether a needle makes SQLite compare every row.
"""

from __future__ import annotations

import time
from array import array

from core.lesson.store import OrdersStore
from core.lesson.store_pages import Row, fold, last_rowid, matches, window
from gui.orders.row_index import RowIndex

PAGE = 500  # rows a page brings at most
SPAN = 5000  # rowids a filtered page looks through at most, so a rare needle still costs a bounded step
SIZED = (50, 20_000)  # the fewest and most rows (with a needle: rowids) a page sized by time reads
FIRST_GUESS_S = 2e-6  # what one row costs to read until a page has been timed


class Reading:
    """The needle and how far the store has been read: rowids up to `cursor` of those up to `last`."""

    def __init__(self, store: OrdersStore, needle: str = "") -> None:
        self.store = store
        self.needle = fold(needle.strip())
        self.cursor = 0
        self.last = last_rowid(store)
        self._per_row = FIRST_GUESS_S  # seconds a row (with a needle: a rowid looked through) took lately

    def more(self) -> bool:
        return self.cursor < self.last

    def page(self, seconds: float | None = None, span: int = SPAN) -> list[tuple[int, Row]]:
        """The next page; without a needle PAGE rows, with one those of the next `span` rowids (up to PAGE).
        Given `seconds`, as many rows (or rowids) as fit in that time at the pace of the pages before."""
        limit, span = (PAGE, span) if seconds is None else (self._fitting(seconds),) * 2
        upto = min(self.cursor + span, self.last) if self.needle else self.last
        start = time.perf_counter()
        rows = window(self.store, self.cursor, upto, limit, self.needle)
        cursor = rows[-1][0] if len(rows) == limit else upto
        read = cursor - self.cursor if self.needle else len(rows)
        if read:
            self._per_row = (self._per_row + (time.perf_counter() - start) / read) / 2
        self.cursor = cursor
        return rows

    def _fitting(self, seconds: float) -> int:
        return max(SIZED[0], min(SIZED[1], int(seconds / self._per_row)))

    def matches(self, row: Row) -> bool:
        return matches(row, self.needle)

    def will_bring(self, rowid: int) -> bool:
        """Whether a page still to come reads this rowid."""
        return self.cursor < rowid <= self.last


class Rows:
    """The shown orders in the table's order, each with its rowid; ids are looked up through a `RowIndex`."""

    def __init__(self) -> None:
        self.values: list[Row] = []
        self.rowids = array("q")  # not a list of ints: the garbage collector's full passes would walk each one
        self.tail = 0  # rows added at the end while pages were still coming
        self._index = RowIndex()
        self._put = False  # an order was put in by hand (not by a page): a page may bring it again

    def __len__(self) -> int:
        return len(self.values)

    def row_of(self, order_id: str) -> int | None:
        return self._index.row_of(order_id)

    def fresh(self, page: list[tuple[int, Row]]) -> list[tuple[int, Row]]:
        """The page without the orders already shown: only an order put in by hand can be."""
        if not self._put:
            return page
        return [(rowid, values) for rowid, values in page if self.row_of(values[0]) is None]

    def page_row(self) -> int:
        """Where the next page goes: before the rows added meanwhile."""
        return len(self.values) - self.tail

    def add_page(self, page: list[tuple[int, Row]]) -> None:
        at = self.page_row()
        added = [values for _rowid, values in page]
        self.values[at:at] = added
        self.rowids[at:at] = array("q", [rowid for rowid, _values in page])
        self._index.insert(at, [values[0] for values in added])

    def insert(self, row: int, values: Row, rowid: int, loading: bool) -> None:
        """Put an order at `row`; while pages still come, one put among the last rows stays among them."""
        if loading and row >= self.page_row():
            self.tail += 1
        self._put = True
        self.values.insert(row, values)
        self.rowids.insert(row, rowid)
        self._index.insert(row, [values[0]])

    def replace(self, row: int, values: Row) -> None:
        if values[0] != self.values[row][0]:
            self._index.rename(row, self.values[row][0], values[0])
        self.values[row] = values

    def remove(self, row: int) -> None:
        if row >= self.page_row():
            self.tail -= 1
        del self.values[row]
        del self.rowids[row]
        self._index.remove(row)

    def let_go(self, count: int) -> bool:
        """Drop up to `count` rows from the end (and their part of the index); False once nothing is left."""
        del self.values[-count:], self.rowids[-count:]
        self._index.drop_from(len(self.values))
        return bool(self.values or self._index)

    def place_of(self, rowid: int) -> int:
        """The row an order with this rowid belongs at: before the first shown row added after it."""
        return next((row for row, other in enumerate(self.rowids[:self.page_row()]) if other > rowid),
                    self.page_row())
