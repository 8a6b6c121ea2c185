"""The orders store: SQLite, validated writes, change notifications, safe across threads.

Every read runs against committed data at the moment it is made, so an edit shows
up in the very next tool result. One connection is shared under a lock; SQLite
serialises writes itself, the lock keeps the Python side consistent.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from core.lesson.orders import Order, trusted_order, validation_message
from core.paths import RESOURCES

LESSON_FILE = RESOURCES / "lesson_orders.json"
FIELDS = ("order_id", "customer_id", "status", "delivery", "return_by")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS orders (
    order_id TEXT PRIMARY KEY NOT NULL,
    customer_id TEXT NOT NULL,
    status TEXT NOT NULL,
    delivery TEXT NOT NULL,
    return_by TEXT NOT NULL
)
"""


class StoreError(Exception):
    """A write was refused or the database cannot be used; the message is for the user."""


class StoreUnavailable(StoreError):
    pass


@dataclass(frozen=True)
class StoreChange:
    kind: Literal["inserted", "updated", "deleted", "reset"]
    order_id: str = ""
    order: Order | None = None


def load_lesson_orders(path: Path = LESSON_FILE) -> list[Order]:
    return [Order.model_validate(item) for item in json.loads(path.read_text(encoding="utf-8"))]


def _row_to_order(row: tuple) -> Order:
    """Rows were validated when written (and when the file was opened): build without re-validating."""
    return trusted_order(*row)


def _checked_order(row: tuple) -> Order:
    return Order(order_id=row[0], customer_id=row[1], status=row[2], delivery=row[3], return_by=row[4])


def _order_to_row(order: Order) -> tuple:
    return (order.order_id, order.customer_id, order.status, order.delivery.isoformat(), order.return_by.isoformat())


class OrdersStore:
    def __init__(self, connection: sqlite3.Connection, path: Path | None, notice: str = "") -> None:
        self._db = connection
        self._lock = threading.RLock()
        self._listeners: list[Callable[[StoreChange], None]] = []
        self._previous: dict[str, Order] = {}
        self.path = path
        self.notice = notice

    # ---- opening -------------------------------------------------------
    @classmethod
    def in_memory(cls, orders: Iterable[Order] | None = None) -> OrdersStore:
        db = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
        db.execute(_SCHEMA)
        store = cls(db, None)
        store._replace_all(load_lesson_orders() if orders is None else list(orders))
        return store

    @classmethod
    def open(cls, path: Path, lesson_file: Path = LESSON_FILE) -> OrdersStore:
        """Open (or create) the database file. A broken one is kept aside and replaced, with a notice;
        where no file can be used at all (no permission, a read-only disk), the lesson's orders run in
        memory, with a notice that edits will not be kept."""
        path = Path(path)
        try:
            return cls._open_or_replace(path, lesson_file)
        except (OSError, sqlite3.Error) as error:
            store = cls.in_memory(load_lesson_orders(lesson_file))
            store.notice = (f"Die Datenbank {path} lässt sich nicht benutzen ({error}). Die Lektionsdaten "
                            "laufen nur im Speicher: Änderungen gehen beim Beenden verloren.")
            return store

    @classmethod
    def _open_or_replace(cls, path: Path, lesson_file: Path) -> OrdersStore:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            store = cls._create(path, lesson_file)
            store.notice = f"Neue Datenbank aus den Lektionsdaten angelegt: {path}"
            return store
        try:
            return cls._open_existing(path)
        except sqlite3.Error as error:
            kept = cls._keep_aside(path)
            locked = "locked" in str(error).lower()
            what = "ist gesperrt" if locked else "ist beschädigt oder keine Bestelldatenbank"
            store = cls._create(path, lesson_file)
            store.notice = (f"Die Datenbank {path} {what} ({error}). Sie liegt jetzt unter {kept}; "
                            "neu begonnen mit den Lektionsdaten.")
            return store

    @classmethod
    def _open_existing(cls, path: Path) -> OrdersStore:
        db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None, timeout=2.0)
        try:
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            columns = [row[1] for row in db.execute("PRAGMA table_info(orders)")]
            if columns != list(FIELDS):
                raise sqlite3.DatabaseError("no orders table of the expected shape")
            rows = db.execute("SELECT * FROM orders").fetchall()
            for row in rows:
                if _order_to_row(_checked_order(row)) != tuple(row):  # reads trust the stored form
                    raise sqlite3.DatabaseError(f"Zeile {row[0]!r} ist nicht in der gespeicherten Form")
        except (sqlite3.Error, ValidationError) as error:
            db.close()
            raise sqlite3.DatabaseError(str(error).splitlines()[0]) from error
        return cls(db, path)

    @classmethod
    def _create(cls, path: Path, lesson_file: Path) -> OrdersStore:
        db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None, timeout=2.0)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute(_SCHEMA)
        store = cls(db, path)
        store._replace_all(load_lesson_orders(lesson_file))
        return store

    @staticmethod
    def _keep_aside(path: Path) -> Path:
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.broken-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        shutil.move(str(path), target)
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                shutil.move(str(side), target.with_name(target.name + suffix))
        return target

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
                raise StoreUnavailable(f"Datenbank nicht erreichbar: {error}") from error

    def all(self) -> list[Order]:
        return [_row_to_order(r) for r in self._query("SELECT * FROM orders ORDER BY rowid")]

    def count(self) -> int:
        return self._query("SELECT COUNT(*) FROM orders")[0][0]

    def get(self, order_id: str) -> Order | None:
        rows = self._query("SELECT * FROM orders WHERE order_id = ?", (order_id,))
        return _row_to_order(rows[0]) if rows else None

    def get_for_customer(self, order_id: str, customer_id: str) -> Order | None:
        """The order only if it belongs to that customer; otherwise None, exactly as if it did not exist."""
        order = self.get(order_id)
        return order if order is not None and order.customer_id == customer_id else None

    def previous(self, order_id: str) -> Order | None:
        """The order as it was before its last edit in this session (for the stale-data fault)."""
        return self._previous.get(order_id)

    def customers(self) -> list[str]:
        return [r[0] for r in self._query("SELECT DISTINCT customer_id FROM orders ORDER BY customer_id")]

    # ---- writing -------------------------------------------------------
    @staticmethod
    def validate(data: dict[str, Any]) -> Order:
        try:
            return Order.model_validate(data)
        except ValidationError as error:
            raise StoreError(validation_message(error)) from None

    def _write(self, statements: list[tuple[str, tuple]]) -> None:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                for sql, params in statements:
                    self._db.execute(sql, params)
                self._db.execute("COMMIT")
            except sqlite3.IntegrityError as error:
                self._db.execute("ROLLBACK")
                raise StoreError(f"Bestellnummer gibt es schon ({error})") from None
            except sqlite3.Error as error:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                raise StoreUnavailable(f"Datenbank nicht beschreibbar: {error}") from None

    def insert(self, data: dict[str, Any] | Order) -> Order:
        order = data if isinstance(data, Order) else self.validate(data)
        with self._lock:
            if self.get(order.order_id) is not None:
                raise StoreError(f"Bestellnummer {order.order_id} gibt es schon")
            self._write([("INSERT INTO orders VALUES (?,?,?,?,?)", _order_to_row(order))])
        self._emit(StoreChange("inserted", order.order_id, order))
        return order

    def update(self, order_id: str, /, **changes: Any) -> Order:
        """Change fields of one order; refused as a whole if any value is bad."""
        with self._lock:
            old = self.get(order_id)
            if old is None:
                raise StoreError(f"keine Bestellung {order_id}")
            unknown = set(changes) - set(FIELDS)
            if unknown:
                raise StoreError(f"unbekanntes Feld {sorted(unknown)[0]}")
            new = self.validate({**old.model_dump(), **changes})
            if new.order_id != order_id and self.get(new.order_id) is not None:
                raise StoreError(f"Bestellnummer {new.order_id} gibt es schon")
            sets = ", ".join(f"{f} = ?" for f in FIELDS)
            self._write([(f"UPDATE orders SET {sets} WHERE order_id = ?", (*_order_to_row(new), order_id))])
            self._previous[new.order_id] = old
        self._emit(StoreChange("updated", order_id, new))
        return new

    def delete(self, order_id: str) -> Order:
        with self._lock:
            old = self.get(order_id)
            if old is None:
                raise StoreError(f"keine Bestellung {order_id}")
            self._write([("DELETE FROM orders WHERE order_id = ?", (order_id,))])
        self._emit(StoreChange("deleted", order_id, old))
        return old

    def reset_to_lesson(self, lesson_file: Path = LESSON_FILE) -> None:
        self.replace_all(load_lesson_orders(lesson_file))

    def replace_all(self, orders: list[Order]) -> None:
        self._replace_all(orders)
        self._emit(StoreChange("reset"))

    def _replace_all(self, orders: list[Order]) -> None:
        ids = [o.order_id for o in orders]
        if len(set(ids)) != len(ids):
            raise StoreError("doppelte Bestellnummern in den Daten")
        with self._lock:
            statements = [("DELETE FROM orders", ())]
            statements += [("INSERT INTO orders VALUES (?,?,?,?,?)", _order_to_row(o)) for o in orders]
            self._write(statements)
            self._previous.clear()
