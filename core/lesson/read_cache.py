"""A lesson tool's answers to its reads, kept until the data changes.

The same question asks the same query with the same values again and again, and most of a reading tool
call's time is SQLite running it and the template filled from its rows. An answer is given again from here
while the database is as it was when it was made: the connection's `total_changes` has not moved (every
write through the store, an acting tool's too), and for a file, SQLite's `data_version` says no other
connection committed meanwhile. A query that calls a function whose answer may change by itself
(`date('now')`, `random()`: see sql_guard.STEADY_FUNCTIONS) is never kept, nor is a failed one, nor one
with values other than text and whole numbers. The store
asks under its lock, so a read still waits for a write in progress, as before.
"""

from __future__ import annotations

import sqlite3
from typing import Any, Protocol, TypeVar

MAX_KEPT = 256  # the answers (by tool, query, tables and values) kept at once; past that they are all let go

T = TypeVar("T", covariant=True)


class RowsReader(Protocol[T]):
    """What makes a read's rows into its answer: a lesson tool's handler."""

    def from_rows(self, params: dict[str, Any], columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> T: ...


Key = tuple[int, str, frozenset[str], tuple[tuple[str, str | int], ...]]


class ReadCache:
    """Answers by read, for one state of the database. `shared`: the database is a file another connection
    (another program) may write."""

    __slots__ = ("_shared", "_stamp", "_kept")

    def __init__(self, shared: bool) -> None:
        self._shared = shared
        self._stamp: object = None
        self._kept: dict[Key, tuple[object, Any]] = {}

    def _state(self, db: sqlite3.Connection, cursor: sqlite3.Cursor) -> object:
        """What the database's state is known by: its writes through `db`, and for a file, other connections'."""
        if self._shared:
            return db.total_changes, cursor.execute("PRAGMA data_version").fetchone()[0]
        return db.total_changes

    def find(self, db: sqlite3.Connection, cursor: sqlite3.Cursor, owner: object, sql: str, tables: frozenset[str],
             params: dict[str, Any]) -> tuple[Key | None, Any]:
        """The read's key (None: values other than text and whole numbers, not kept) and the answer `owner` made
        of it for the database as it is now (None if there is none). Lets go of every answer once the database
        changed."""
        values = tuple(params.items())
        for _name, value in values:
            kind = type(value)
            if kind is not str and kind is not int:  # 1, 1.0 and True are one key, not one answer ("{n}" says so)
                return None, None
        key = (id(owner), sql, tables, values)
        kept = self._kept
        state = self._state(db, cursor) if self._shared else db.total_changes  # an in-memory one: no call
        if state != self._stamp:
            kept.clear()
            self._stamp = state
        found = kept.get(key)
        # the owner is kept with its answer: another one may get the id of one that is gone
        return key, found[1] if found is not None and found[0] is owner else None

    def keep(self, key: Key, owner: object, answer: Any) -> None:
        """Keep `owner`'s answer just made for `key` (at the state `find` saw: the store's lock was held)."""
        kept = self._kept
        if len(kept) >= MAX_KEPT:
            kept.clear()
        kept[key] = (owner, answer)
