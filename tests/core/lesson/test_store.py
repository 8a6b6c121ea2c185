"""The orders store: validated writes, reads of committed data, thread safety, broken files."""

from __future__ import annotations

import datetime as dt
import sqlite3
import threading

import pytest

from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson.store import OrdersStore, StoreError
from core.lesson.tools import lesson_registry


def status_of(store, order_id="1042", customer="K-100"):
    use = ToolUseBlock(id="c", name="get_order_status", input={"order_id": order_id})
    return lesson_registry().dispatch(use, ToolContext(Session(customer), store)).result.content


def test_lesson_rows():
    store = OrdersStore.in_memory()
    o = {x.order_id: x for x in store.all()}
    assert (o["1042"].customer_id, o["1042"].status, o["1042"].delivery, o["1042"].return_by) == (
        "K-100", "versandt", dt.date(2026, 11, 3), dt.date(2026, 11, 17))
    assert (o["1187"].status, o["1187"].return_by) == ("zugestellt", dt.date(2026, 11, 9))
    assert (o["1311"].customer_id, o["1311"].status) == ("K-200", "in Bearbeitung")


def test_an_edit_shows_in_the_very_next_tool_result():
    store = OrdersStore.in_memory()
    store.update("1042", delivery="5. November")
    assert status_of(store) == "1042 — versandt, Lieferung 5. November"
    assert store.previous("1042").delivery == dt.date(2026, 11, 3)


@pytest.mark.parametrize("changes,message", [
    ({"order_id": ""}, "Bestellnummer darf nicht leer sein"),
    ({"order_id": "1187"}, "Bestellnummer 1187 gibt es schon"),
    ({"status": "unterwegs"}, "unbekannter Status 'unterwegs'"),
    ({"delivery": "32. Foo"}, "kein gültiges Datum"),
    ({"delivery": "31. Februar"}, "kein gültiges Datum"),
    ({"customer_id": "  "}, "Kundennummer darf nicht leer sein"),
])
def test_bad_writes_are_refused_and_change_nothing(changes, message):
    store = OrdersStore.in_memory()
    before = store.all()
    seen = []
    store.subscribe(seen.append)
    with pytest.raises(StoreError, match=message):
        store.update("1042", **changes)
    assert store.all() == before and seen == []


def test_insert_and_delete_validate():
    store = OrdersStore.in_memory()
    with pytest.raises(StoreError, match="gibt es schon"):
        store.insert({"order_id": "1042", "customer_id": "K-1", "status": "versandt",
                      "delivery": "2026-11-01", "return_by": "2026-11-02"})
    store.insert({"order_id": "2000", "customer_id": "K-1", "status": "versandt",
                  "delivery": "1. Dezember", "return_by": "2026-12-15"})
    assert status_of(store, "2000", "K-1") == "2000 — versandt, Lieferung 1. Dezember"
    store.delete("2000")
    assert store.get("2000") is None
    with pytest.raises(StoreError):
        store.delete("2000")


def test_insert_reads_no_row_count():
    """An insert costs its own writes and one look-up for a duplicate id, never a COUNT over the table."""
    store = OrdersStore.in_memory()
    statements: list[str] = []
    store._db.set_trace_callback(statements.append)
    store.insert({"order_id": "2001", "customer_id": "K-100", "status": "versandt",
                  "delivery": "2026-11-03", "return_by": "2026-11-17"})
    assert statements and not [s for s in statements if "COUNT" in s.upper()]


def test_reset_to_lesson_data():
    store = OrdersStore.in_memory()
    store.update("1042", status="zugestellt")
    store.delete("1187")
    store.reset_to_lesson()
    assert store.get("1042").status == "versandt" and store.get("1187") is not None


def test_concurrent_edits_while_tools_read(tmp_path):
    store = OrdersStore.open(tmp_path / "o.sqlite3")
    days = [f"{d}. November" for d in range(1, 29)]
    errors, seen = [], set()
    stop = threading.Event()

    def reader():
        while not stop.is_set():
            text = status_of(store)
            if not text.startswith("1042 — versandt, Lieferung "):
                errors.append(text)
            seen.add(text)

    threads = [threading.Thread(target=reader) for _ in range(3)]
    for t in threads:
        t.start()
    for day in days * 3:
        store.update("1042", delivery=day)
    stop.set()
    for t in threads:
        t.join()
    assert errors == []
    assert status_of(store) == "1042 — versandt, Lieferung 28. November"
    assert len(seen) > 1


def test_database_file_is_created_from_lesson_data(tmp_path):
    path = tmp_path / "sub" / "orders.sqlite3"
    store = OrdersStore.open(path)
    assert path.exists() and "Lektionsdaten" in store.notice and store.count() >= 3
    store.update("1042", status="zugestellt")
    store.close()
    again = OrdersStore.open(path)
    assert again.notice == "" and again.get("1042").status == "zugestellt"


def test_corrupt_file_is_kept_aside_and_replaced(tmp_path):
    path = tmp_path / "orders.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = OrdersStore.open(path)
    assert "beschädigt" in store.notice
    kept = [p for p in tmp_path.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == b"this is not a database" * 100
    assert store.get("1042") is not None


def test_foreign_database_is_kept_aside(tmp_path):
    path = tmp_path / "orders.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE something (x)")
    db.commit()
    db.close()
    store = OrdersStore.open(path)
    assert "keine Bestelldatenbank" in store.notice
    assert any(".broken-" in p.name for p in tmp_path.iterdir())


def test_locked_file_gets_a_clear_message(tmp_path):
    path = tmp_path / "orders.sqlite3"
    OrdersStore.open(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        store = OrdersStore.open(path)
    finally:
        holder.close()
    assert "ist gesperrt" in store.notice and "beschädigt" not in store.notice
    assert store.get("1042") is not None
    assert any(".broken-" in p.name for p in tmp_path.iterdir())


def test_rows_read_back_equal_the_validated_orders():
    from core.lesson.store import load_lesson_orders

    lesson = load_lesson_orders()
    store = OrdersStore.in_memory()
    assert store.all() == lesson
    assert [o.model_dump() for o in store.all()] == [o.model_dump() for o in lesson]


def test_an_unusable_location_falls_back_to_memory_with_a_notice(tmp_path):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the data directory should be")
    store = OrdersStore.open(blocker / "orders.sqlite3")
    assert "lässt sich nicht benutzen" in store.notice and "nur im Speicher" in store.notice
    assert store.get("1042") is not None and store.path is None
    store.update("1042", status="zugestellt")
    assert store.get("1042").status == "zugestellt"
    assert blocker.read_text() == "a file where the data directory should be"


_TABLE = ("CREATE TABLE orders (order_id TEXT PRIMARY KEY NOT NULL, customer_id TEXT NOT NULL, "
          "status TEXT NOT NULL, delivery TEXT NOT NULL, return_by TEXT NOT NULL)")


def _db_with(path, row):
    db = sqlite3.connect(path)
    db.execute(_TABLE)
    db.execute("INSERT INTO orders VALUES (?,?,?,?,?)", row)
    db.commit()
    db.close()


@pytest.mark.parametrize("row", [
    ("1042", "K-100", "versandt", "3. November", "2026-12-01"),   # valid for Order, but not how rows are stored
    (" 77", "K-100 ", "versandt", "2026-11-03", "2026-12-01"),     # the validator strips; the row keeps the blanks
])
def test_a_file_with_rows_not_in_stored_form_is_kept_aside_not_read_half(tmp_path, row):
    path = tmp_path / "orders.db"
    _db_with(path, row)
    store = OrdersStore.open(path)
    assert "beschädigt" in store.notice
    assert len(list(tmp_path.glob("orders.db.broken-*"))) == 1
    orders = store.all()  # every read works again: the lesson data
    assert orders and all(o.delivery.year >= 2026 for o in orders)
    assert store.get("77") is None


def test_a_file_in_stored_form_opens_as_it_is(tmp_path):
    path = tmp_path / "orders.db"
    _db_with(path, ("77", "K-100", "versandt", "2026-11-03", "2026-12-01"))
    store = OrdersStore.open(path)
    assert store.notice == "" and [o.order_id for o in store.all()] == ["77"]
