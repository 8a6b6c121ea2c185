"""Reading the orders store in windows of rowids, so a table of any size shows its first rows at once and
reads the rest in steps that each cost about the same, never one long read.

A window is `after < rowid <= upto` in rowid order (the order rows were added in), at most `limit` rows,
each an order as stored (a `Row`: plain text, dates as ISO text): a table of 100,000 of them costs little
memory and nothing to the cyclic garbage collector, whose passes over as many `Order`s stall for 100s of ms.
With a needle it holds only the orders whose id, customer or status contains it, compared case-folded:
SQLite does the matching, through Python's `str.casefold` so that Cyrillic and German letters fold too.
"""

from __future__ import annotations

import contextlib
import sqlite3

from core.lesson._store_file import order_to_row
from core.lesson.orders import Order, trusted_order
from core.lesson.store import OrdersStore, StoreUnavailable
from core.lesson.store_errors import Said

Row = tuple[str, str, str, str, str]  # order_id, customer_id, status, delivery, return_by (ISO dates)

SEPARATOR = "\x1f"  # between the searched columns, so a needle never matches across two of them
_FOLD = "tls_fold"
_MATCH = f" AND instr({_FOLD}(order_id || char(31) || customer_id || char(31) || status), ?) > 0"


def fold(text: str) -> str:
    return text.casefold()


def as_row(order: Order) -> Row:
    return order_to_row(order)


def as_order(row: Row) -> Order:
    """The order a stored row holds (it was validated when written)."""
    return trusted_order(*row)


def matches(row: Row, needle: str) -> bool:
    """The same test the window's SQL makes, for a row at hand."""
    return not needle or needle in fold(SEPARATOR.join(row[:3]))


def _fold_in(db: sqlite3.Connection) -> None:
    """The filter's SQL function, registered once per connection: registering a function again makes SQLite
    recompile every statement the connection holds, the tools' too."""
    if getattr(db, "folds", False):
        return
    db.create_function(_FOLD, 1, fold, deterministic=True)
    with contextlib.suppress(AttributeError):  # a plain sqlite3 connection keeps no mark: it registers each time
        db.folds = True  # type: ignore[attr-defined]


def _rows(store: OrdersStore, sql: str, params: tuple, needle: bool = False) -> list[tuple]:
    try:
        with store.locked_connection() as db:
            if needle:
                _fold_in(db)
            return db.execute(sql, params).fetchall()
    except sqlite3.Error as error:
        raise StoreUnavailable(Said("unreachable", error=error)) from error


def last_rowid(store: OrdersStore) -> int:
    """The highest rowid now in the store (0 when it is empty): where reading the current orders ends."""
    return _rows(store, "SELECT COALESCE(MAX(rowid), 0) FROM orders", ())[0][0]


def rowid_of(store: OrdersStore, order_id: str) -> int | None:
    rows = _rows(store, "SELECT rowid FROM orders WHERE order_id = ?", (order_id,))
    return rows[0][0] if rows else None


def window(store: OrdersStore, after: int, upto: int, limit: int, needle: str = "") -> list[tuple[int, Row]]:
    """(rowid, row) of the orders with `after < rowid <= upto` that contain `needle` (already folded)."""
    sql = f"SELECT rowid, * FROM orders WHERE rowid > ? AND rowid <= ?{_MATCH if needle else ''} ORDER BY rowid LIMIT ?"
    params = (after, upto, needle, limit) if needle else (after, upto, limit)
    return [(row[0], row[1:]) for row in _rows(store, sql, params, bool(needle))]


def highest_number(store: OrdersStore) -> int | None:
    """The largest order id made of digits only, or None: a new order's id is the next one."""
    rows = _rows(store, "SELECT MAX(CAST(order_id AS INTEGER)) FROM orders "
                        "WHERE order_id <> '' AND order_id NOT GLOB '*[^0-9]*'", ())
    return rows[0][0]
