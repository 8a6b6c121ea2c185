"""SQLite's own checks on a lesson tool's query: which tables it may touch, whether it may write, which
parameters it uses.

The authorizer callback is asked by SQLite for every table and column a statement reads or writes while it
is prepared (a trigger's statements too); anything outside the lesson's tables, any write from a reading tool
and any other statement (PRAGMA, ATTACH, …) is denied there. The parameters a query uses are the names SQLite
asks the bound mapping for.
"""

from __future__ import annotations

import operator
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

PROGRESS_STEPS = 2000  # SQLite virtual machine steps between two questions to a query's `stop`
LOCK_POLL_S = 0.02  # how often a query waiting for a connection's lock looks at its time limit and cancel
MAX_ARMED = 512  # the queries (by text and rights) a connection keeps a guard ready for
_WRITES = {sqlite3.SQLITE_INSERT: "INSERT", sqlite3.SQLITE_UPDATE: "UPDATE", sqlite3.SQLITE_DELETE: "DELETE"}
# the authorizer's other actions by name (PRAGMA, ATTACH, CREATE_TABLE …), for saying which one was refused
_ACTIONS = {getattr(sqlite3, f"SQLITE_{name}"): name.replace("_", " ") for name in (
    "CREATE_INDEX", "CREATE_TABLE", "CREATE_TEMP_INDEX", "CREATE_TEMP_TABLE", "CREATE_TEMP_TRIGGER",
    "CREATE_TEMP_VIEW", "CREATE_TRIGGER", "CREATE_VIEW", "DROP_INDEX", "DROP_TABLE", "DROP_TEMP_INDEX",
    "DROP_TEMP_TABLE", "DROP_TEMP_TRIGGER", "DROP_TEMP_VIEW", "DROP_TRIGGER", "DROP_VIEW", "PRAGMA",
    "TRANSACTION", "ATTACH", "DETACH", "ALTER_TABLE", "REINDEX", "ANALYZE", "CREATE_VTABLE", "DROP_VTABLE",
    "SAVEPOINT", "RECURSIVE")}
# SQLite's functions whose answer depends only on their arguments and the rows: a query using no other gives the same
# rows until the data changes (date and time functions read the clock, random() and changes() are no such function)
_STEADY = """
    abs char coalesce concat concat_ws format glob hex ifnull iif instr length like likelihood likely lower ltrim
    max min nullif octet_length printf quote replace round rtrim sign soundex substr substring trim typeof unhex
    unicode unlikely upper zeroblob avg count group_concat string_agg sum total json json_array json_array_length
    json_extract json_object json_quote json_type json_valid acos acosh asin asinh atan atan2 atanh ceil ceiling
    cos cosh degrees exp floor ln log log10 log2 mod pi pow power radians sin sinh sqrt tan tanh trunc row_number
    rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value"""
STEADY_FUNCTIONS = frozenset(_STEADY.split())


@dataclass
class Guard:
    """The authorizer for one query: `tables` may be read, and written only when `writes`."""

    tables: frozenset[str]
    writes: bool
    # what SQLite was refused, in English for logs: the loader and the tool editor word the refusals instead
    denied: list[str] = field(default_factory=list)
    # the same as codes: ("write", "UPDATE orders"), ("table", "sqlite_master") or ("action", "PRAGMA query_only")
    refusals: list[tuple[str, str]] = field(default_factory=list)
    # whether the query calls a function not in STEADY_FUNCTIONS (known once SQLite compiled it): its rows may differ
    # from one run to the next with the data unchanged
    volatile: bool = False

    def __call__(self, action: int, arg1: str | None, arg2: str | None, db: str | None, source: str | None) -> int:
        if action == sqlite3.SQLITE_SELECT:
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_FUNCTION:
            if str(arg2).lower() not in STEADY_FUNCTIONS:
                self.volatile = True
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_READ:
            return self._table(arg1, f"reads the table {arg1}")
        if action in _WRITES:
            if not self.writes:
                self.denied.append(f"{_WRITES[action]} {arg1}: a reading tool may not write")
                self.refusals.append(("write", f"{_WRITES[action]} {arg1}"))
                return sqlite3.SQLITE_DENY
            return self._table(arg1, f"writes the table {arg1}")
        self.denied.append(f"statement not allowed (SQLite action {action}{f' {arg1}' if arg1 else ''})")
        self.refusals.append(("action", f"{_ACTIONS.get(action, action)}{f' {arg1}' if arg1 else ''}"))
        return sqlite3.SQLITE_DENY

    def refused(self, error: sqlite3.Error) -> GuardError:
        """What SQLite's `error` says, with this guard's denials (which are cleared: a GuardedConnection uses the
        guard again for the next run of the same query)."""
        refused = GuardError("; ".join(self.denied) or str(error), self.refusals, str(error))
        self.denied.clear()
        self.refusals.clear()
        return refused

    def _table(self, name: str | None, what: str) -> int:
        if name in self.tables:
            return sqlite3.SQLITE_OK
        self.denied.append(f"{what}, which is not one of the lesson's tables")
        self.refusals.append(("table", str(name)))
        return sqlite3.SQLITE_DENY


class Recorder(dict):
    """Bound parameters that remember which names SQLite asked for."""

    def __init__(self, values: dict[str, Any]) -> None:
        super().__init__(values)
        self.asked: list[str] = []

    def __getitem__(self, key: str) -> Any:
        self.asked.append(key)
        return super().__getitem__(key)


class QueryResult:
    """What a statement gave: its columns, each row as SQLite gave it (`found`), and how many rows it wrote."""

    __slots__ = ("columns", "found", "changed")

    def __init__(self, columns: tuple[str, ...], found: list[tuple[Any, ...]], changed: int) -> None:
        self.columns, self.found, self.changed = columns, found, changed

    @property
    def rows(self) -> list[dict[str, Any]]:
        """Each row by its column names."""
        return [dict(zip(self.columns, row, strict=True)) for row in self.found]


def empty_copy(tables: Mapping[str, Any]) -> sqlite3.Connection:
    """An in-memory database with the lesson's tables (name → a table with its `columns`) and no rows."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    for name, table in tables.items():
        columns = ", ".join(f"{c} TEXT" + (" PRIMARY KEY" if i == 0 else "") for i, c in enumerate(table.columns))
        db.execute(f"CREATE TABLE {name} ({columns})")
    return db


def run_guarded(db: sqlite3.Connection, sql: str, params: dict[str, Any], tables: Iterable[str],
                writes: bool, stop: Callable[[], bool] | None = None) -> QueryResult:
    """Run one statement under the guard; a write commits, a failure rolls back. Raises GuardError, also
    when SQLite interrupted the statement because `stop()` (asked every few thousand steps) said so."""
    if type(db) is GuardedConnection and not writes:  # the store's reads: the connection's slot does it all
        return db.guard_slot.read(db, sql, params, frozenset(tables), stop)
    slot = db.guard_slot if isinstance(db, GuardedConnection) else None
    if slot is not None:
        slot.stop = stop
    elif stop is not None:
        db.set_progress_handler(stop, PROGRESS_STEPS)
    if writes:
        db.execute("BEGIN IMMEDIATE")
    if slot is None:
        guard = Guard(frozenset(tables), writes)
        db.set_authorizer(guard)
    else:
        guard, sql = slot.arm(sql, frozenset(tables), writes)
    try:
        try:
            cursor = db.execute(sql, params)
            found = cursor.fetchall()
        finally:  # the guard is gone once its query ended, refused or not
            if slot is not None:
                slot.guard = slot.stop = None
            else:
                db.set_authorizer(None)
                if stop is not None:
                    db.set_progress_handler(None, 0)
    except sqlite3.Error as error:
        raise _undone(db, guard, error) from None
    changed = 0
    if writes:
        changed = max(cursor.rowcount, 0)
        db.execute("COMMIT")
    return QueryResult(_columns(cursor.description), found, changed)


def _undone(db: sqlite3.Connection, guard: Guard, error: sqlite3.Error) -> GuardError:
    """What a failed statement says, once what it began is rolled back."""
    if db.in_transaction:
        db.execute("ROLLBACK")
    return guard.refused(error)


def _columns(description: tuple[tuple[Any, ...], ...] | None) -> tuple[str, ...]:
    return tuple(map(_name, description)) if description else ()


_name = operator.itemgetter(0)  # a column's name in a cursor's description


class _Slot:
    """A GuardedConnection's authorizer: the guard of the query being run decides, without one all is allowed."""

    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self.cursor = cursor  # one for all the reads: a cursor made per query costs as much as binding its values
        self.guard: Guard | None = None
        self.stop: Callable[[], bool] | None = None  # the running query's, asked by the progress handler
        self._keys: dict[tuple[frozenset[str], bool], str] = {}
        self._armed: dict[tuple[str, frozenset[str], bool], tuple[Guard, str]] = {}
        self.steady = False  # whether the last read's rows hold until the data changes (see Guard.volatile)

    def __call__(self, action: int, arg1: str | None, arg2: str | None, db: str | None, source: str | None) -> int:
        guard = self.guard
        return sqlite3.SQLITE_OK if guard is None else guard(action, arg1, arg2, db, source)

    def progress(self) -> bool:
        """Whether SQLite is to interrupt the running statement: its `stop` says so."""
        stop = self.stop
        return stop is not None and stop()

    def read(self, db: sqlite3.Connection, sql: str, params: dict[str, Any], tables: frozenset[str],
             stop: Callable[[], bool] | None) -> QueryResult:
        """run_guarded for a statement that may not write: no transaction to begin or end."""
        return QueryResult(*self.read_rows(db, sql, params, tables, stop), 0)

    def read_rows(self, db: sqlite3.Connection, sql: str, params: dict[str, Any], tables: frozenset[str],
             stop: Callable[[], bool] | None) -> tuple[tuple[str, ...], list[tuple[Any, ...]]]:
        """`read`'s columns and rows, without a QueryResult around them (a lesson's reading tool asks on every call)."""
        armed = self._armed.get((sql, tables, False))
        guard, text = self.arm(sql, tables, False) if armed is None else armed
        self.guard, self.stop = guard, stop
        try:
            try:
                cursor = self.cursor.execute(text, params)
                found = cursor.fetchall()
            finally:
                self.guard = self.stop = None
        except sqlite3.Error as error:
            raise _undone(db, guard, error) from None
        self.steady = not guard.volatile
        description = cursor.description
        return (tuple(map(_name, description)) if description else ()), found

    def arm(self, sql: str, tables: frozenset[str], writes: bool) -> tuple[Guard, str]:
        """The guard deciding now for `sql` run with these rights (made once per query and rights), and the text
        to run: `sql` behind a comment naming the rights. SQLite asks the authorizer only while it compiles a
        statement, and the connection reuses a compiled statement by its text, so a statement is only ever
        reused under the rights it was allowed with (never by the store's own code either)."""
        key = (sql, tables, writes)
        armed = self._armed.get(key)
        if armed is None:
            if len(self._armed) >= MAX_ARMED:
                self._armed.clear()
            prefix = self._keys.setdefault((tables, writes), f"/* guard {len(self._keys)} */ ")
            armed = self._armed[key] = (Guard(tables, writes), prefix + sql)
        self.guard = armed[0]
        return armed


class GuardedConnection(sqlite3.Connection):
    """A connection that runs many guarded queries (the store's) keeps one authorizer set for good: setting an
    authorizer makes SQLite throw away every compiled statement, so a guard set per query would have each
    query compiled afresh."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.guard_slot = _Slot(self.cursor())
        self.set_authorizer(self.guard_slot)
        # set for good as well: setting it per query costs two calls; between queries it finds no stop and says go on
        self.set_progress_handler(self.guard_slot.progress, PROGRESS_STEPS)


class GuardError(Exception):
    """The query was refused by SQLite or failed there; the message says why. `refusals` are the guard's
    denials as codes (see Guard), `sqlite` SQLite's own message."""

    def __init__(self, message: str, refusals: list[tuple[str, str]] | None = None, sqlite: str = "") -> None:
        super().__init__(message)
        self.refusals = list(refusals or [])
        self.sqlite = sqlite or message


def take(lock: Any, give_up: Callable[[], None] | None) -> None:
    """Acquire `lock`; while another thread holds it, `give_up` (if given) is asked every LOCK_POLL_S and may
    raise to stop waiting (then the lock was never taken)."""
    if give_up is None:
        lock.acquire()
    elif not lock.acquire(False):  # taken at once unless another thread holds it
        while not lock.acquire(timeout=LOCK_POLL_S):
            give_up()


class LockedConnection:
    """`with` it: the connection under its lock. While another thread holds the lock, `give_up` (if given) is
    asked every LOCK_POLL_S and may raise to stop waiting (then the lock was never taken)."""

    __slots__ = ("_lock", "_db", "_give_up")

    def __init__(self, lock: Any, db: sqlite3.Connection, give_up: Callable[[], None] | None = None) -> None:
        self._lock, self._db, self._give_up = lock, db, give_up

    def __enter__(self) -> sqlite3.Connection:
        take(self._lock, self._give_up)
        return self._db

    def __exit__(self, *exc: object) -> None:
        self._lock.release()
