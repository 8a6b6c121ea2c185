"""The orders store: SQLite, validated writes, change notifications, safe across threads.

Every read runs against committed data at the moment it is made, so an edit shows
up in the very next tool result. One connection is shared under a lock; SQLite
serialises writes itself, the lock keeps the Python side consistent.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import ValidationError

from core.lesson._store_file import FIELDS, LOCK_WAIT_S, SCHEMA, Notify, is_lock, open_file, order_to_row
from core.lesson.orders import Order, allowed_statuses, normalise_customer_id, store_refusal, trusted_order
from core.lesson.read_cache import ReadCache, RowsReader
from core.lesson.seed import NO_LESSON, Seed
from core.lesson.sql_guard import GuardedConnection, LockedConnection, run_guarded, take
from core.lesson.store_errors import Said, StoreError, StoreRefused, StoreUnavailable, taken
from core.lesson.store_tables import TablesOfStore, add_missing, filling

__all__ = ["FIELDS", "OrdersStore", "StoreChange", "StoreError", "StoreRefused", "StoreUnavailable"]
IN_MEMORY = Said("in_memory")
T = TypeVar("T")


@dataclass(frozen=True)
class StoreChange:
    kind: Literal["inserted", "updated", "deleted", "reset"]
    order_id: str = ""
    order: Order | None = None


def _row_to_order(row: tuple) -> Order:
    """Rows were validated when written (and when the file was opened): build without re-validating."""
    return trusted_order(*row)


class OrdersStore(TablesOfStore):
    def __init__(self, connection: sqlite3.Connection, path: Path | None, notice: str = "",
                 read_only: str = "", seed: Seed = NO_LESSON) -> None:
        self._db = connection
        self.seed = seed  # the lesson's orders, statuses and date form (NO_LESSON: none, in a unit test)
        self._lock = threading.RLock()
        self._listeners: list[Callable[[StoreChange], None]] = []
        self._previous: dict[str, Order] = {}
        self.tables = seed.tables  # the lesson's other tables, beside the orders
        self._table_listeners: list[Callable[[], None]] = []
        self.path = path
        self.notice = notice
        self.read_only = read_only  # why edits are off (a read-only file); empty when they are on
        self._reads = ReadCache(shared=path is not None)  # a file: another program may write it

    @property
    def statuses(self) -> tuple[str, ...]:
        """The statuses an order may have (ANY_STATUS, empty: any non-empty one)."""
        return self.seed.statuses

    # ---- opening -------------------------------------------------------
    @classmethod
    def in_memory(cls, orders: Iterable[Order] | None = None, seed: Seed = NO_LESSON) -> OrdersStore:
        """The lesson's orders (or `orders`) in memory; without a lesson: no rows, any status, ISO dates."""
        db = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None, factory=GuardedConnection)
        db.execute(SCHEMA)
        store = cls(db, None, seed=seed)
        add_missing(db, store.tables)
        store._replace_all(list(store.seed.orders) if orders is None else list(orders))
        return store

    def scratch(self) -> OrdersStore:
        """A throwaway in-memory copy of the orders and the other tables as they are: a dry run may write there."""
        copy = OrdersStore.in_memory(self.all(), seed=self.seed)
        for table in self.tables:
            copy._write(filling(table, self.table_rows(table.name)))
        return copy

    @classmethod
    def open(cls, path: Path, *, seed: Seed, on_wait: Notify | None = None, lock_wait: float = LOCK_WAIT_S,
             fallback: bool = True) -> OrdersStore:
        """Open (or create) the database file; what is done to which file is ruled in `_store_file`.

        A healthy file is never renamed; a lock is waited for (`on_wait` hears that it is waiting); a
        read-only file opens read-only. Where the path cannot be used (refused, locked past the wait, no
        permission) the lesson's orders run in memory with a notice, or with `fallback=False` StoreRefused
        says why. New rows come from `seed`, the lesson's."""
        path = Path(path)
        try:
            with allowed_statuses(seed.statuses, seed.dates):
                opened = open_file(path, list(seed.orders), on_wait, lock_wait)
            add_missing(opened.db, seed.tables, writable=not opened.read_only)  # a file from before gains them
        except StoreRefused as refused:
            if not fallback:
                raise
            return cls._instead_in_memory(seed, Said("in_memory_because", reason=refused.args[0]))
        except (OSError, sqlite3.Error) as error:
            reason = Said("unusable_path", path=path, error=error)
            if not fallback:
                raise StoreRefused(reason) from None
            return cls._instead_in_memory(seed, Said("in_memory_because", reason=reason))
        return cls(opened.db, path, opened.notice, opened.read_only, seed)

    @classmethod
    def _instead_in_memory(cls, seed: Seed, notice: str) -> OrdersStore:
        store = cls.in_memory(seed=seed)
        store.notice = notice
        return store

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # ---- listening -----------------------------------------------------
    def subscribe(self, listener: Callable[[StoreChange], None]) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _emit(self, change: StoreChange) -> None:
        for listener in list(self._listeners):
            listener(change)

    # ---- reading -------------------------------------------------------
    def _query(self, sql: str, params: tuple = ()) -> list[tuple]:
        with self._lock:
            try:
                return self._db.execute(sql, params).fetchall()
            except sqlite3.Error as error:
                if is_lock(error):
                    raise StoreUnavailable(Said("locked_read")) from error
                raise StoreUnavailable(Said("unreachable", error=error)) from error

    def all(self) -> list[Order]:
        return [_row_to_order(r) for r in self._query("SELECT * FROM orders ORDER BY rowid")]

    def count(self) -> int:
        return self._query("SELECT COUNT(*) FROM orders")[0][0]

    def get(self, order_id: str) -> Order | None:
        rows = self._query("SELECT * FROM orders WHERE order_id = ?", (order_id,))
        return _row_to_order(rows[0]) if rows else None

    def get_for_customer(self, order_id: str, customer_id: str) -> Order | None:
        """The order only if it belongs to that customer; otherwise None, exactly as if it did not exist.
        Customer ids compare in their stored form (`k-100` is `K-100`)."""
        try:
            customer = normalise_customer_id(customer_id)
        except ValueError:
            return None
        order = self.get(order_id)
        return order if order is not None and order.customer_id == customer else None

    def previous(self, order_id: str) -> Order | None:
        """The order as it was before its last edit in this session (for the stale-data fault)."""
        return self._previous.get(order_id)

    def locked_connection(self, give_up: Callable[[], None] | None = None) -> LockedConnection:
        """The shared connection under the store's lock, for a lesson tool's guarded query. While another
        thread holds the lock, `give_up` (if given) is asked every few milliseconds and may raise to stop waiting."""
        return LockedConnection(self._lock, self._db, give_up)

    def read_answer(self, owner: RowsReader[T], sql: str, params: dict[str, Any], tables: frozenset[str],
                    stop: Callable[[], bool] | None, give_up: Callable[[], None] | None) -> T:
        """A lesson tool's guarded read (see sql_guard.run_guarded) on the shared connection under the lock, taken
        as `locked_connection(give_up)` takes it, made into `owner.from_rows(params, columns, rows)`. That answer
        (never changed by its callers) is given again without reading while the data is as it was
        (core/lesson/read_cache.py)."""
        lock, db = self._lock, self._db
        if not lock.acquire(False):  # taken at once unless another thread holds it: `take` only then
            take(lock, give_up)
        try:
            if type(db) is not GuardedConnection:
                result = run_guarded(db, sql, params, tables, False, stop)
                return owner.from_rows(params, result.columns, result.found)
            slot = db.guard_slot
            key, answer = self._reads.find(db, slot.cursor, owner, sql, tables, params)
            if answer is None:
                answer = owner.from_rows(params, *slot.read_rows(db, sql, params, tables, stop))
                if key is not None and slot.steady:
                    self._reads.keep(key, owner, answer)
            return answer
        finally:
            lock.release()

    @contextlib.contextmanager
    def writing_outside(self) -> Iterator[sqlite3.Connection]:
        """The shared connection under the lock for a write past the store's own methods (an acting tool's
        query); afterwards listeners hear each row it changed, as if written here."""
        if self.read_only:
            raise StoreError(self.read_only)
        with self._lock:
            before, written = {order.order_id: order for order in self.all()}, self._db.total_changes
            yield self._db
            written = self._db.total_changes != written
            after = {order.order_id: order for order in self.all()}
            changes = [StoreChange("deleted", key, old) for key, old in before.items() if key not in after]
            for key, new in after.items():
                old = before.get(key)
                if old is None:
                    changes.append(StoreChange("inserted", key, new))
                elif old != new:
                    self._previous[key] = old
                    changes.append(StoreChange("updated", key, new))
        for change in changes:
            self._emit(change)
        if written and self.tables:
            self._tables_changed()

    def customers(self) -> list[str]:
        return [r[0] for r in self._query("SELECT DISTINCT customer_id FROM orders ORDER BY customer_id")]

    # ---- writing -------------------------------------------------------
    def validate(self, data: dict[str, Any]) -> Order:
        try:
            return Order.model_validate(data, context={"statuses": self.statuses, "dates": self.seed.dates})
        except ValidationError as error:
            raise store_refusal(error) from None

    def _write(self, statements: list[tuple[str, tuple]]) -> None:
        if self.read_only:
            raise StoreError(self.read_only)
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                for sql, params in statements:
                    self._db.execute(sql, params)
                self._db.execute("COMMIT")
            except sqlite3.IntegrityError as error:
                self._db.execute("ROLLBACK")
                raise StoreError(f"order number already taken ({error})", "taken", {"id": str(error)}) from None
            except sqlite3.Error as error:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                if is_lock(error):
                    raise StoreUnavailable(Said("locked_write")) from None
                raise StoreUnavailable(Said("not_writable", error=error)) from None

    def insert(self, data: dict[str, Any] | Order) -> Order:
        order = data if isinstance(data, Order) else self.validate(data)
        with self._lock:
            if self.get(order.order_id) is not None:
                raise taken(order.order_id)
            self._write([("INSERT INTO orders VALUES (?,?,?,?,?)", order_to_row(order))])
        self._emit(StoreChange("inserted", order.order_id, order))
        return order

    def update(self, order_id: str, /, **changes: Any) -> Order:
        """Change fields of one order; refused as a whole if any value is bad."""
        with self._lock:
            old = self.get(order_id)
            if old is None:
                raise StoreError(f"no order {order_id}", "no_order", {"id": order_id})
            unknown = set(changes) - set(FIELDS)
            if unknown:
                raise StoreError(f"unknown field {sorted(unknown)[0]}", "unknown_field", {"field": sorted(unknown)[0]})
            new = self.validate({**old.model_dump(), **changes})
            if new.order_id != order_id and self.get(new.order_id) is not None:
                raise taken(new.order_id)
            sets = ", ".join(f"{f} = ?" for f in FIELDS)
            self._write([(f"UPDATE orders SET {sets} WHERE order_id = ?", (*order_to_row(new), order_id))])
            self._previous[new.order_id] = old
        self._emit(StoreChange("updated", order_id, new))
        return new

    def delete(self, order_id: str) -> Order:
        with self._lock:
            old = self.get(order_id)
            if old is None:
                raise StoreError(f"no order {order_id}", "no_order", {"id": order_id})
            self._write([("DELETE FROM orders WHERE order_id = ?", (order_id,))])
        self._emit(StoreChange("deleted", order_id, old))
        return old

    def reset_to_lesson(self) -> None:
        """Back to the lesson's orders and the lesson's rows of its other tables."""
        self._replace_all(list(self.seed.orders), [statement for table in self.tables for statement in filling(table)])
        self._emit(StoreChange("reset"))
        if self.tables:
            self._tables_changed()

    def replace_all(self, orders: list[Order]) -> None:
        self._replace_all(orders)
        self._emit(StoreChange("reset"))

    def _replace_all(self, orders: list[Order], also: list[tuple[str, tuple]] | None = None) -> None:
        ids = [o.order_id for o in orders]
        if len(set(ids)) != len(ids):
            raise StoreError("repeated order numbers in the data", "repeated_ids")
        with self._lock:
            statements = [("DELETE FROM orders", ())]
            statements += [("INSERT INTO orders VALUES (?,?,?,?,?)", order_to_row(o)) for o in orders]
            self._write(statements + (also or []))
            self._previous.clear()

