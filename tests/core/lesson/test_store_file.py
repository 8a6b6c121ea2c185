"""Opening the orders file: a lock is waited for, a healthy or foreign file is never moved, a read-only one
opens read-only, and only a broken file the app created itself is kept aside."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from core.lesson._store_file import APP_ID
from core.lesson.store import OrdersStore, StoreError, StoreRefused, StoreUnavailable
from tests.lessons import SHOP

ROOT = Path(__file__).resolve().parents[3]


def made_by_the_app(path: Path) -> None:
    OrdersStore.open(path, seed=SHOP).close()


def siblings(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir())


class LockHolder:
    """Another program: holds the file's lock from a thread, writes a change, commits when released."""

    def __init__(self, path: Path, journal: str) -> None:
        self.path, self.journal = path, journal
        self.locked, self.release = threading.Event(), threading.Event()
        self.thread = threading.Thread(target=self._hold)
        self.thread.start()
        assert self.locked.wait(10)

    def _hold(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None)
        if self.journal == "wal":  # WAL lets readers past a writer; exclusive locking mode does not
            db.execute("PRAGMA locking_mode=EXCLUSIVE")
        elif self.journal == "delete":
            db.execute("PRAGMA journal_mode=DELETE")
        db.execute("BEGIN IMMEDIATE" if self.journal == "writer" else "BEGIN EXCLUSIVE")
        db.execute("UPDATE orders SET status = 'storniert' WHERE order_id = '1042'")
        self.locked.set()
        self.release.wait(30)
        db.execute("COMMIT")
        db.close()

    def done(self) -> None:
        self.release.set()
        self.thread.join()


@pytest.mark.parametrize("journal", ["wal", "delete"])
def test_a_locked_file_is_waited_for_and_the_other_programs_commit_lands_in_it(tmp_path, journal):
    path = tmp_path / "orders.sqlite3"
    made_by_the_app(path)
    holder = LockHolder(path, journal)
    heard = []

    def waiting(message: str) -> None:
        heard.append(message)
        holder.release.set()  # the other program finishes while the store waits

    try:
        store = OrdersStore.open(path, on_wait=waiting, seed=SHOP)
    finally:
        holder.done()
    assert heard and heard[0].code == "waiting" and "is locked just now" in heard[0]
    assert store.path == path and store.notice == "" and not store.read_only
    assert store.get("1042").status == "storniert"  # the commit is in the file the store uses
    assert not [name for name in siblings(path) if ".broken-" in name]
    store.update("1187", status="storniert")
    store.close()


def test_a_lock_that_outlasts_the_wait_is_refused_and_the_file_is_untouched(tmp_path):
    path = tmp_path / "orders.sqlite3"
    made_by_the_app(path)
    before = siblings(path)
    holder = LockHolder(path, "delete")
    try:
        with pytest.raises(StoreRefused, match="is locked: another program") as refused:
            OrdersStore.open(path, lock_wait=0.3, fallback=False, seed=SHOP)
        assert refused.value.code == "locked_open"
        store = OrdersStore.open(path, lock_wait=0.3, seed=SHOP)
    finally:
        holder.done()
    assert store.path is None and "is locked" in store.notice and "in memory only" in store.notice
    assert "damaged" not in store.notice
    assert siblings(path) == before
    assert OrdersStore.open(path, seed=SHOP).get("1042").status == "storniert"


def test_an_edit_that_meets_another_programs_write_lock_is_refused_in_words_and_changes_nothing(tmp_path):
    path = tmp_path / "orders.sqlite3"
    store = OrdersStore.open(path, seed=SHOP)
    holder = LockHolder(path, "writer")  # readers still read; a second writer waits, then gives up
    try:
        assert store.get("1042").status == "versandt"
        with pytest.raises(StoreUnavailable, match="Database locked"):
            store.update("1187", status="storniert")
    finally:
        holder.done()
    assert store.get("1187").status == "zugestellt" and store.get("1042").status == "storniert"
    store.update("1187", status="storniert")  # the lock is gone: the same edit goes through
    assert store.get("1187").status == "storniert"
    store.close()


def _text_file(path: Path) -> None:
    path.write_text("my notes, not a database\n" * 50)


def _other_database(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE something (x)")
    db.execute("INSERT INTO something VALUES ('keep me')")
    db.commit()
    db.close()


def _empty_file(path: Path) -> None:
    path.write_bytes(b"")


@pytest.mark.parametrize("make", [_text_file, _other_database, _empty_file])
def test_a_file_the_app_did_not_create_is_refused_with_the_reason_and_never_moved(tmp_path, make):
    path = tmp_path / "orders.sqlite3"
    make(path)
    content, names = path.read_bytes(), siblings(path)
    with pytest.raises(StoreRefused, match="not an orders database of this program"):
        OrdersStore.open(path, fallback=False, seed=SHOP)
    store = OrdersStore.open(path, seed=SHOP)
    assert "not an orders database" in store.notice and "stays unchanged" in store.notice
    assert store.path is None and store.get("1042") is not None
    assert path.read_bytes() == content and siblings(path) == names


def test_a_directory_is_refused_not_renamed(tmp_path):
    folder = tmp_path / "orders.sqlite3"
    folder.mkdir()
    with pytest.raises(StoreRefused, match="a folder"):
        OrdersStore.open(folder, fallback=False, seed=SHOP)
    assert folder.is_dir() and siblings(folder) == ["orders.sqlite3"]


def test_a_link_to_nothing_is_refused_and_nothing_is_created_where_it_points(tmp_path):
    link = tmp_path / "orders.sqlite3"
    link.symlink_to(tmp_path / "elsewhere" / "gone.sqlite3")
    with pytest.raises(StoreRefused, match="a link to a file that does not exist"):
        OrdersStore.open(link, fallback=False, seed=SHOP)
    assert link.is_symlink() and siblings(link) == ["orders.sqlite3"]


def special_file(path: Path) -> Path:
    """A device node like /dev/null, made in the test's own folder (a FIFO where making devices is not
    allowed): the tests never hand the real /dev/null to code that might move it."""
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except PermissionError:
        os.mkfifo(path)
    return path


def test_a_device_is_refused_not_renamed(tmp_path):
    device = special_file(tmp_path / "null")
    before = os.stat(device)
    with pytest.raises(StoreRefused, match="not a regular file"):
        OrdersStore.open(device, fallback=False, seed=SHOP)
    store = OrdersStore.open(device, seed=SHOP)
    assert store.path is None and "not a regular file" in store.notice
    after = os.stat(device)
    assert (after.st_ino, after.st_mode, after.st_rdev) == (before.st_ino, before.st_mode, before.st_rdev)
    assert siblings(device) == ["null"]


def test_a_broken_file_the_app_created_is_kept_aside_and_replaced(tmp_path):
    path = tmp_path / "orders.sqlite3"
    made_by_the_app(path)
    data = bytearray(path.read_bytes())
    assert int.from_bytes(data[68:72], "big") == APP_ID  # the app's mark in the header
    data[100:4096] = b"\xff" * (4096 - 100)  # the schema page is garbage; the header stays
    path.write_bytes(bytes(data))
    store = OrdersStore.open(path, seed=SHOP)
    assert "is damaged" in store.notice and store.path == path
    kept = [p for p in tmp_path.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == bytes(data)
    assert store.get("1042") is not None


def test_a_file_with_the_apps_orders_table_but_no_mark_is_used_and_marked(tmp_path):
    """Files made before the app marked its files: their orders table says whose they are."""
    path = tmp_path / "orders.sqlite3"
    made_by_the_app(path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA application_id = 0")
    db.execute("UPDATE orders SET customer_id = 'k-100' WHERE order_id = '1042'")
    db.commit()
    db.close()
    store = OrdersStore.open(path, seed=SHOP)
    assert store.notice == "" and store.path == path
    assert store.get("1042").customer_id == "K-100"
    assert not [name for name in siblings(path) if ".broken-" in name]


_READ_ONLY_PROBE = """
import ctypes, json, os, sys

def without_permission_override():
    # root writes anywhere: drop CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH, so file modes bite as for a user
    if os.geteuid() != 0:
        return
    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]
    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]
    libc = ctypes.CDLL(None, use_errno=True)
    header, data = Header(0x20080522, 0), (Data * 2)()
    assert libc.capget(ctypes.byref(header), data) == 0
    keep = ~((1 << 1) | (1 << 2)) & 0xFFFFFFFF
    data[0].effective &= keep
    data[0].permitted &= keep
    assert libc.capset(ctypes.byref(header), data) == 0, ctypes.get_errno()

without_permission_override()
from core.lesson.store import OrdersStore, StoreError
from tests.lessons import SHOP
store = OrdersStore.open(sys.argv[1], seed=SHOP)
try:
    store.update("1042", status="storniert")
    refused = ""
except StoreError as error:
    refused = str(error)
print(json.dumps({"path": str(store.path), "notice": store.notice, "read_only": store.read_only,
                  "status": store.get("1042").status, "refused": refused}))
"""


def _with_modes(path: Path, folder_mode: int, file_mode: int) -> dict:
    """Run the probe in a process where the file modes bite (for root too: see the probe)."""
    os.chmod(path, file_mode)
    os.chmod(path.parent, folder_mode)
    result = subprocess.run([sys.executable, "-c", _READ_ONLY_PROBE, str(path)], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("folder_mode, file_mode, why", [(0o555, 0o644, "folder"), (0o755, 0o444, "file")])
def test_a_read_only_file_opens_read_only_with_the_users_data_and_edits_are_off(tmp_path, folder_mode, file_mode, why):
    folder = tmp_path / "data"
    folder.mkdir()
    try:
        path = folder / "orders.sqlite3"
        store = OrdersStore.open(path, seed=SHOP)
        store.update("1042", status="zugestellt")  # the user's data, not the lesson's
        store.close()
        seen = _with_modes(path, folder_mode, file_mode)
        names = sorted(p.name for p in folder.iterdir())
    finally:
        os.chmod(folder, 0o755)
    assert seen["path"] == str(path) and seen["status"] == "zugestellt"
    assert "for reading only" in seen["notice"] and why in seen["notice"] and "broken" not in seen["notice"]
    assert seen["read_only"] and "Changes are off" in seen["refused"]
    assert "orders.sqlite3" in names and not [name for name in names if ".broken-" in name]


def test_a_read_only_store_refuses_every_write_with_its_reason(tmp_path):
    path = tmp_path / "orders.sqlite3"
    made_by_the_app(path)
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, check_same_thread=False, isolation_level=None)
    store = OrdersStore(db, path, read_only="Read only: the file is read-only. Changes are off.")
    for write in (lambda: store.update("1042", status="storniert"), lambda: store.delete("1042"),
                  store.reset_to_lesson):
        with pytest.raises(StoreError, match="Read only"):
            write()
    assert store.get("1042").status == "versandt"


@pytest.mark.parametrize("target", ["text", "device", "directory"])
def test_ask_with_a_db_that_is_not_an_orders_database_exits_2_with_the_reason(tmp_path, capsys, target):
    from core.cli.ask import main

    path = {"text": tmp_path / "notes.txt", "device": tmp_path / "null", "directory": tmp_path}[target]
    if target == "text":
        _text_file(path)
    elif target == "device":
        special_file(path)
    before = sorted(p.name for p in tmp_path.iterdir())
    content = path.read_bytes() if target == "text" else b""
    assert main(["ask", "--db", str(path), "Wann kommt Bestellung 1042 an?"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "main.py ask:" in err and str(path) in err
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    if target == "text":
        assert path.read_bytes() == content
