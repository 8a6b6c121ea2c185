"""How the orders file is opened, and what the app may do to a file it finds at the path.

- A healthy orders file is used as it is, and is never renamed.
- A lock is temporary: a short first try, then a wait of up to `lock_wait` seconds. A lock that outlasts
  the wait is refused (the file stays as it is); the caller decides what runs instead.
- A file the app may not write (read-only file or folder) is opened for reading only.
- Only a file this app created may be moved aside when it is broken: its header carries APP_ID, or it
  holds the app's own orders table. Anything else at the path (another program's database, a text file,
  a directory, a device) is refused with the reason, and never moved or written.
- A new file is built under a temporary name and linked into place, so a half-made file never sits at
  the path.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import shutil
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from core.lesson.orders import Order, validation_message
from core.lesson.sql_guard import GuardedConnection
from core.lesson.store_errors import Said, StoreRefused

APP_ID = 0x544C5331  # "TLS1" at byte 68 of the file header: this app created the file
SCHEMA_VERSION = 1
FIRST_TRY_S = 0.25
LOCK_WAIT_S = 10.0
BUSY_TIMEOUT_MS = 2000  # a write waits this long for another program's lock, then is refused (the GUI thread waits)
SQLITE_HEADER = b"SQLite format 3\x00"
FIELDS = ("order_id", "customer_id", "status", "delivery", "return_by")
SCHEMA = """
CREATE TABLE IF NOT EXISTS orders (
    order_id TEXT PRIMARY KEY NOT NULL,
    customer_id TEXT NOT NULL,
    status TEXT NOT NULL,
    delivery TEXT NOT NULL,
    return_by TEXT NOT NULL
)
"""
Notify = Callable[[str], None]


@dataclass
class Opened:
    db: sqlite3.Connection
    notice: str = ""
    read_only: str = ""  # why edits are off; empty when the file can be written


class _Unusable(Exception):
    """The file is not a healthy orders database; `ours` says whether this app created it."""

    def __init__(self, reason: Said, ours: bool) -> None:
        super().__init__(reason)
        self.reason, self.ours = reason, ours


def order_to_row(order: Order) -> tuple:
    return (order.order_id, order.customer_id, order.status, order.delivery.isoformat(), order.return_by.isoformat())


def checked_row(row: tuple) -> tuple:
    """The row in its stored form after validation; raises ValidationError if it is not an order."""
    return order_to_row(Order(order_id=row[0], customer_id=row[1], status=row[2], delivery=row[3],
                              return_by=row[4]))


def is_lock(error: sqlite3.Error) -> bool:
    """SQLITE_BUSY or SQLITE_LOCKED (any extended form): another connection holds the file for now."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return "locked" in str(error).lower()


def _is_damage(error: sqlite3.Error) -> bool:
    """SQLITE_CORRUPT or SQLITE_NOTADB: the bytes themselves are not a (healthy) database."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
    return isinstance(error, sqlite3.DatabaseError) and not isinstance(error, sqlite3.OperationalError)


def _first_line(error: BaseException) -> str:
    return (str(error).splitlines() or [type(error).__name__])[0]


def created_by_app(path: Path) -> bool:
    """The file's header is an SQLite header carrying this app's application id."""
    try:
        with open(path, "rb") as file:
            header = file.read(100)
    except OSError:
        return False
    return header[:16] == SQLITE_HEADER and len(header) == 100 and int.from_bytes(header[68:72], "big") == APP_ID


def open_file(path: Path, seed: list[Order], on_wait: Notify | None = None,
              lock_wait: float = LOCK_WAIT_S) -> Opened:
    """Open the orders file at `path` under the rules above; create it from `seed` if there is none.

    Raises StoreRefused (the path is left untouched), or OSError / sqlite3.Error if no file can be used."""
    if not os.path.lexists(path):
        path.parent.mkdir(parents=True, exist_ok=True)
        return _create(path, seed, Said("created", path=path))
    if not path.is_file():
        raise StoreRefused(Said("not_a_file", path=path, what=_what(path)))
    why_read_only = _read_only_reason(path)
    if why_read_only:
        return _open_read_only(path, why_read_only, on_wait, lock_wait)
    try:
        return Opened(_connect_waiting(path, on_wait, lock_wait, writable=True))
    except _Unusable as unusable:
        if not unusable.ours:
            raise StoreRefused(Said("not_ours", path=path, reason=unusable.reason)) from None
        kept = keep_aside(path)
        opened = _create(path, seed, "")
        opened.notice = Said("damaged", path=path, reason=unusable.reason, kept=kept)
        return opened
    except sqlite3.OperationalError as error:
        if getattr(error, "sqlite_errorcode", 0) & 0xFF in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN):
            return _open_read_only(path, Said("cannot_write", error=_first_line(error)), on_wait, lock_wait)
        raise


def _what(path: Path) -> Said:
    if path.is_dir():
        return Said("a_folder")
    if path.is_symlink() and not path.exists():
        return Said("dangling")
    return Said("special")


def _read_only_reason(path: Path) -> Said | str:
    if not os.access(path, os.W_OK):
        return Said("file_read_only")
    if not os.access(path.parent, os.W_OK | os.X_OK):  # SQLite writes its journal next to the file
        return Said("folder_read_only", folder=path.parent)
    return ""


def _connect_waiting(path: Path, on_wait: Notify | None, lock_wait: float, writable: bool,
                     uri: str = "") -> sqlite3.Connection:
    """Connect and check; if another program holds a lock, say so and wait for it up to `lock_wait` s."""
    try:
        return _connect_checked(path, FIRST_TRY_S, writable, uri)
    except sqlite3.OperationalError as error:
        if not is_lock(error):
            raise
    if on_wait is not None:
        on_wait(Said("waiting", path=path, seconds=f"{lock_wait:g}"))
    try:
        return _connect_checked(path, lock_wait, writable, uri)
    except sqlite3.OperationalError as error:
        if not is_lock(error):
            raise
    raise StoreRefused(Said("locked_open", path=path, seconds=f"{lock_wait:g}"))


def _connect_checked(path: Path, timeout: float, writable: bool, uri: str = "") -> sqlite3.Connection:
    db = sqlite3.connect(uri or str(path), uri=bool(uri), timeout=timeout, check_same_thread=False,
                         isolation_level=None, factory=GuardedConnection)
    try:
        _verify(db, path, writable)
    except BaseException:
        db.close()
        raise
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return db


def _verify(db: sqlite3.Connection, path: Path, writable: bool) -> None:
    """Raise _Unusable unless this is a healthy orders table; lock errors pass through as they are."""
    try:
        columns = [row[1] for row in db.execute("PRAGMA table_info(orders)")]
        if columns != list(FIELDS):
            raise _Unusable(Said("no_orders_table"), ours=created_by_app(path))
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise _Unusable(Said("quick_check"), ours=True)
        rows = db.execute("SELECT * FROM orders").fetchall()
    except sqlite3.Error as error:
        if not _is_damage(error):  # a lock, no permission, a full disk: about the situation, not the file
            raise
        raise _Unusable(Said("sqlite", error=_first_line(error)), ours=created_by_app(path)) from None
    _stored_form(db, rows, writable)
    if writable and not created_by_app(path):  # made before the app marked its files: mark it now
        with contextlib.suppress(sqlite3.OperationalError):  # a lock: the orders table says whose it is
            db.execute(f"PRAGMA application_id = {APP_ID}")


def _stored_form(db: sqlite3.Connection, rows: list[tuple], writable: bool) -> None:
    """Every row must be an order. A row that is a valid order in another form (a date as `3. November`,
    a lower-case customer id) is rewritten in its stored form, which reads trust; a file that cannot be
    written must already hold that form."""
    changed = []
    for row in rows:
        try:
            stored = checked_row(row)
        except ValidationError as error:
            raise _Unusable(Said("bad_row", row=repr(row[0]), error=validation_message(error)), ours=True) from None
        if stored != tuple(row):
            changed.append((*stored, row[0]))
    if not changed:
        return
    if not writable:
        raise _Unusable(Said("row_form", row=repr(changed[0][-1])), ours=True)
    sets = ", ".join(f"{f} = ?" for f in FIELDS)
    db.execute("BEGIN IMMEDIATE")
    try:
        db.executemany(f"UPDATE orders SET {sets} WHERE order_id = ?", changed)
    except sqlite3.IntegrityError as error:
        db.execute("ROLLBACK")
        raise _Unusable(Said("rows_unify", error=error), ours=True) from None
    db.execute("COMMIT")


def _open_read_only(path: Path, why: Said | str, on_wait: Notify | None, lock_wait: float) -> Opened:
    """Read-only: SQLite's mode=ro; a WAL file whose folder is read-only also needs immutable=1."""
    base = path.resolve().as_uri()
    error: sqlite3.Error | None = None
    for query in ("?mode=ro", "?mode=ro&immutable=1"):
        try:
            db = _connect_waiting(path, on_wait, lock_wait, writable=False, uri=base + query)
        except _Unusable as unusable:
            raise StoreRefused(Said("read_only_unusable", path=path, why=why, reason=unusable.reason)) from None
        except sqlite3.OperationalError as failed:
            error = failed
            continue
        return Opened(db, Said("opened_read_only", path=path, why=why), read_only=Said("read_only", why=why))
    assert error is not None
    raise error


def _create(path: Path, seed: list[Order], notice: str) -> Opened:
    """Build the file under a temporary name, then link it into place (never over an existing file)."""
    temporary = path.with_name(f".{path.name}.creating-{os.getpid()}")
    temporary.unlink(missing_ok=True)
    try:
        db = sqlite3.connect(str(temporary), isolation_level=None)
        try:
            db.execute(SCHEMA)
            db.execute(f"PRAGMA application_id = {APP_ID}")
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("BEGIN")
            db.executemany("INSERT INTO orders VALUES (?,?,?,?,?)", [order_to_row(o) for o in seed])
            db.execute("COMMIT")
        finally:
            db.close()
        _link_into_place(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
    db = _connect_checked(path, FIRST_TRY_S, writable=True)
    db.execute("PRAGMA journal_mode=WAL")
    return Opened(db, notice)


def _link_into_place(temporary: Path, path: Path) -> None:
    """A hard link never replaces a file that appeared at `path` meanwhile; a rename is the fallback
    where the file system has no hard links."""
    try:
        os.link(temporary, path)
        return
    except FileExistsError:
        pass
    except OSError:
        if not os.path.lexists(path):
            os.rename(temporary, path)
            return
    raise StoreRefused(Said("created_meanwhile", path=path))


def keep_aside(path: Path) -> Path:
    """Move a broken file this app created (and its -wal/-shm) to `NAME.broken-STAMP`."""
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
