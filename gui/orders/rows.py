"""The rows the orders table holds so far, and where it stands in reading the store.

Rows come in pages, in rowid order. An order added while the rest still loads is shown at once, at the end,
and the pages still to come are put in before it (the `tail`), so the finished table is in the store's order
with the new orders last. A page skips orders already shown (an undo put them back before their page came).
Rows are kept as stored (`Row`, plain text): no `Order` objects for the garbage collector to walk.
"""

from __future__ import annotations

from core.lesson.store import OrdersStore
from core.lesson.store_pages import Row, fold, last_rowid, matches, window

PAGE = 500  # rows a page brings at most
SPAN = 5000  # rowids a filtered page looks through at most, so a rare needle still costs a bounded step


class Reading:
    """The needle and how far the store has been read: rowids up to `cursor` of those up to `last`."""

    def __init__(self, store: OrdersStore, needle: str = "") -> None:
        self.store = store
        self.needle = fold(needle.strip())
        self.cursor = 0
        self.last = last_rowid(store)

    def more(self) -> bool:
        return self.cursor < self.last

    def page(self) -> list[tuple[int, Row]]:
        """The next page; without a needle PAGE rows, with one those of the next SPAN rowids (up to PAGE)."""
        upto = min(self.cursor + SPAN, self.last) if self.needle else self.last
        rows = window(self.store, self.cursor, upto, PAGE, self.needle)
        self.cursor = rows[-1][0] if len(rows) == PAGE else upto
        return rows

    def matches(self, row: Row) -> bool:
        return matches(row, self.needle)

    def will_bring(self, rowid: int) -> bool:
        """Whether a page still to come reads this rowid."""
        return self.cursor < rowid <= self.last


class Rows:
    """The shown orders in the table's order, each with its rowid; ids are looked up through a lazy index."""

    def __init__(self) -> None:
        self.values: list[Row] = []
        self.rowids: list[int] = []
        self.tail = 0  # rows added at the end while pages were still coming
        self._index: dict[str, int] | None = {}

    def __len__(self) -> int:
        return len(self.values)

    def row_of(self, order_id: str) -> int | None:
        if self._index is None:
            self._index = {values[0]: row for row, values in enumerate(self.values)}
        return self._index.get(order_id)

    def fresh(self, page: list[tuple[int, Row]]) -> list[tuple[int, Row]]:
        return [(rowid, values) for rowid, values in page if self.row_of(values[0]) is None]

    def page_row(self) -> int:
        """Where the next page goes: before the rows added meanwhile."""
        return len(self.values) - self.tail

    def add_page(self, page: list[tuple[int, Row]]) -> None:
        at = self.page_row()
        self.values[at:at] = [values for _rowid, values in page]
        self.rowids[at:at] = [rowid for rowid, _values in page]
        if self.tail == 0 and self._index is not None:
            self._index.update((values[0], at + i) for i, (_rowid, values) in enumerate(page))
        else:
            self._index = None

    def insert(self, row: int, values: Row, rowid: int, loading: bool) -> None:
        """Put an order at `row`; while pages still come, one put among the last rows stays among them."""
        if loading and row >= self.page_row():
            self.tail += 1
        self.values.insert(row, values)
        self.rowids.insert(row, rowid)
        if row == len(self.values) - 1 and self._index is not None:
            self._index[values[0]] = row
        else:
            self._index = None

    def replace(self, row: int, values: Row) -> None:
        if values[0] != self.values[row][0]:
            self._index = None
        self.values[row] = values

    def remove(self, row: int) -> None:
        if row >= self.page_row():
            self.tail -= 1
        del self.values[row]
        del self.rowids[row]
        self._index = None

    def let_go(self, count: int) -> bool:
        """Drop up to `count` rows from the end (and as many index entries); False once nothing is left."""
        del self.values[-count:], self.rowids[-count:]
        for _ in range(min(count, len(self._index or ()))):
            self._index.popitem()  # type: ignore[union-attr]
        return bool(self.values or self._index)

    def place_of(self, rowid: int) -> int:
        """The row an order with this rowid belongs at: before the first shown row added after it."""
        return next((row for row, other in enumerate(self.rowids[:self.page_row()]) if other > rowid),
                    self.page_row())
