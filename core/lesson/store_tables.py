"""A lesson's tables besides the orders, kept in the store's database beside the orders table.

Each is made as the lesson declares it (and as the lesson's checks make it on an empty copy): every column
TEXT, the first the key. A database file from before that lacks a table gains it with the lesson's rows; a
table that lacks a column gains the column, empty; nothing already in the file is dropped or changed. A
file that may not be written gets a missing table as a temporary one in memory, with the lesson's rows.
Resetting puts back the lesson's rows; a table the lesson does not declare is never touched.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from core.lesson.store_errors import Said, StoreUnavailable

Statement = tuple[str, tuple]


@dataclass(frozen=True)
class TableSeed:
    """One of a lesson's other tables: its name, its columns (the first is the key) and its seed rows."""

    name: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def of(cls, name: str, columns: Iterable[str], rows: Iterable[Mapping[str, Any]]) -> TableSeed:
        """A table from the lesson's row dicts; every value is kept as text, as a TEXT column holds it."""
        names = tuple(columns)
        return cls(name, names, tuple(tuple(str(row[c]) for c in names) for row in rows))

    @property
    def key(self) -> str:
        return self.columns[0]


def quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def create_sql(table: TableSeed, temporary: bool = False) -> str:
    columns = ", ".join(f"{quoted(c)} TEXT" + (" PRIMARY KEY" if i == 0 else "") for i, c in enumerate(table.columns))
    return f"CREATE {'TEMP ' if temporary else ''}TABLE IF NOT EXISTS {quoted(table.name)} ({columns})"


def insert_sql(table: TableSeed) -> str:
    names = ", ".join(quoted(c) for c in table.columns)
    return f"INSERT INTO {quoted(table.name)} ({names}) VALUES ({', '.join('?' * len(table.columns))})"


def filling(table: TableSeed, rows: Iterable[tuple] | None = None) -> list[Statement]:
    """The statements that empty the table and put `rows` (else the lesson's) into it."""
    insert = insert_sql(table)
    return [(f"DELETE FROM {quoted(table.name)}", ()),
            *((insert, tuple(row)) for row in (table.rows if rows is None else rows))]


def existing_columns(db: sqlite3.Connection, name: str) -> list[str]:
    return [row[1] for row in db.execute(f"PRAGMA table_info({quoted(name)})")]


def add_missing(db: sqlite3.Connection, tables: Iterable[TableSeed], writable: bool = True) -> list[str]:
    """Create the tables `db` lacks (with their rows) and add the columns a table lacks; returns the names
    of the tables made. All in one transaction: on a failure nothing is added."""
    made: list[str] = []
    statements: list[Statement] = []
    for table in tables:
        have = existing_columns(db, table.name)
        if not have:
            made.append(table.name)
            statements += [(create_sql(table, temporary=not writable), ()), *filling(table)[1:]]
        elif writable:
            statements += [(f"ALTER TABLE {quoted(table.name)} ADD COLUMN {quoted(c)} TEXT", ())
                           for c in table.columns if c not in have]
    if statements:
        run_all(db, statements, "BEGIN IMMEDIATE" if writable else "BEGIN")
    return made


def run_all(db: sqlite3.Connection, statements: list[Statement], begin: str = "BEGIN IMMEDIATE") -> None:
    db.execute(begin)
    try:
        for sql, params in statements:
            db.execute(sql, params)
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def read_rows(db: sqlite3.Connection, table: TableSeed) -> list[tuple[str, ...]]:
    """The table's rows in the lesson's columns, in the order they were written; a column the file lacks
    reads as empty."""
    have = set(existing_columns(db, table.name))
    columns = ", ".join(quoted(c) if c in have else "''" for c in table.columns)
    rows = db.execute(f"SELECT {columns} FROM {quoted(table.name)} ORDER BY rowid").fetchall()
    return [tuple("" if value is None else str(value) for value in row) for row in rows]


class TablesOfStore:
    """The store's side of the other tables: which they are, their rows as they are now, and who hears that
    they changed (a reset, an acting tool's write). The store sets `tables` and `_table_listeners`."""

    _db: sqlite3.Connection
    _lock: Any
    tables: tuple[TableSeed, ...]
    _table_listeners: list[Callable[[], None]]

    def table(self, name: str) -> TableSeed:
        for table in self.tables:
            if table.name == name:
                return table
        raise KeyError(name)

    def table_rows(self, name: str) -> list[tuple[str, ...]]:
        table = self.table(name)
        with self._lock:
            try:
                return read_rows(self._db, table)
            except sqlite3.Error as error:
                raise StoreUnavailable(Said("unreachable", error=error)) from error

    def subscribe_tables(self, listener: Callable[[], None]) -> Callable[[], None]:
        """`listener` is called (on the writing thread) whenever the other tables may have changed."""
        self._table_listeners.append(listener)
        return lambda: self._table_listeners.remove(listener) if listener in self._table_listeners else None

    def _tables_changed(self) -> None:
        for listener in list(self._table_listeners):
            listener()
