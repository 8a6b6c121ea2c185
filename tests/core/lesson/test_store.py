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
from tests.lessons import SHOP


def status_of(store, order_id="1042", customer="K-100"):
    use = ToolUseBlock(id="c", name="get_order_status", input={"order_id": order_id})
    return lesson_registry().dispatch(use, ToolContext(Session(customer), store)).result.content


def test_lesson_rows():
    store = OrdersStore.in_memory(seed=SHOP)
    o = {x.order_id: x for x in store.all()}
    assert (o["1042"].customer_id, o["1042"].status, o["1042"].delivery, o["1042"].return_by) == (
        "K-100", "versandt", dt.date(2026, 11, 3), dt.date(2026, 11, 17))
    assert (o["1187"].status, o["1187"].return_by) == ("zugestellt", dt.date(2026, 11, 9))
    assert (o["1311"].customer_id, o["1311"].status) == ("K-200", "in Bearbeitung")


def test_an_edit_shows_in_the_very_next_tool_result():
    store = OrdersStore.in_memory(seed=SHOP)
    store.update("1042", delivery="5. November")
    assert status_of(store) == "1042 — versandt, Lieferung 5. November"
    assert store.previous("1042").delivery == dt.date(2026, 11, 3)


@pytest.mark.parametrize("changes,message", [
    ({"order_id": ""}, "order number must not be empty"),
    ({"order_id": "1187"}, "order number 1187 already taken"),
    ({"status": "unterwegs"}, "unknown status 'unterwegs'"),
    ({"delivery": "32. Foo"}, "not a valid date"),
    ({"delivery": "31. Februar"}, "not a valid date"),
    ({"customer_id": "  "}, "customer id must not be empty"),
])
def test_bad_writes_are_refused_and_change_nothing(changes, message):
    store = OrdersStore.in_memory(seed=SHOP)
    before = store.all()
    seen = []
    store.subscribe(seen.append)
    with pytest.raises(StoreError, match=message):
        store.update("1042", **changes)
    assert store.all() == before and seen == []


def test_insert_and_delete_validate():
    store = OrdersStore.in_memory(seed=SHOP)
    with pytest.raises(StoreError, match="already taken"):
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
    store = OrdersStore.in_memory(seed=SHOP)
    statements: list[str] = []
    store._db.set_trace_callback(statements.append)
    store.insert({"order_id": "2001", "customer_id": "K-100", "status": "versandt",
                  "delivery": "2026-11-03", "return_by": "2026-11-17"})
    assert statements and not [s for s in statements if "COUNT" in s.upper()]


def test_reset_to_lesson_data():
    store = OrdersStore.in_memory(seed=SHOP)
    store.update("1042", status="zugestellt")
    store.delete("1187")
    store.reset_to_lesson()
    assert store.get("1042").status == "versandt" and store.get("1187") is not None


def test_concurrent_edits_while_tools_read(tmp_path):
    store = OrdersStore.open(tmp_path / "o.sqlite3", seed=SHOP)
    days = [f"{d}. November" for d in range(1, 29)]
    errors, seen = [], set()
    stop, read = threading.Event(), threading.Event()

    def reader():
        while not stop.is_set():
            text = status_of(store)
            if not text.startswith("1042 — versandt, Lieferung "):
                errors.append(text)
            seen.add(text)
            read.set()

    threads = [threading.Thread(target=reader) for _ in range(3)]
    for t in threads:
        t.start()
    for day in days * 3:
        store.update("1042", delivery=day)
        read.clear()
        read.wait(1.0)  # let a reader in between writes, so the readers see the data change under them
    stop.set()
    for t in threads:
        t.join()
    assert errors == []
    assert status_of(store) == "1042 — versandt, Lieferung 28. November"
    assert len(seen) > 1


def test_database_file_is_created_from_lesson_data(tmp_path):
    path = tmp_path / "sub" / "orders.sqlite3"
    store = OrdersStore.open(path, seed=SHOP)
    assert path.exists() and "lesson data" in store.notice and store.count() >= 3
    store.update("1042", status="zugestellt")
    store.close()
    again = OrdersStore.open(path, seed=SHOP)
    assert again.notice == "" and again.get("1042").status == "zugestellt"


def test_rows_read_back_equal_the_validated_orders():
    lesson = list(SHOP.orders)
    store = OrdersStore.in_memory(seed=SHOP)
    assert store.all() == lesson
    assert [o.model_dump() for o in store.all()] == [o.model_dump() for o in lesson]


def test_an_unusable_location_falls_back_to_memory_with_a_notice(tmp_path):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the data directory should be")
    store = OrdersStore.open(blocker / "orders.sqlite3", seed=SHOP)
    assert "cannot be used" in store.notice and "in memory only" in store.notice
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


def _rows(path):
    db = sqlite3.connect(path)
    try:
        return [tuple(row) for row in db.execute("SELECT * FROM orders")]
    finally:
        db.close()


@pytest.mark.parametrize("row, stored", [
    (("1042", "K-100", "versandt", "3. November", "2026-12-01"),   # valid for Order, but not how rows are stored
     ("1042", "K-100", "versandt", "2026-11-03", "2026-12-01")),
    ((" 77", "k-100 ", "versandt", "2026-11-03", "2026-12-01"),    # the validator strips and upper-cases
     ("77", "K-100", "versandt", "2026-11-03", "2026-12-01")),
])
def test_a_file_with_valid_rows_not_in_stored_form_is_rewritten_in_that_form_not_kept_aside(tmp_path, row, stored):
    path = tmp_path / "orders.db"
    _db_with(path, row)
    store = OrdersStore.open(path, seed=SHOP)
    assert store.notice == "" and store.path == path
    assert list(tmp_path.glob("orders.db.broken-*")) == []
    assert _rows(path) == [stored]
    assert store.get(stored[0]) is not None and store.get_for_customer(stored[0], "K-100") is not None
    store.close()


def test_a_file_in_stored_form_opens_as_it_is(tmp_path):
    path = tmp_path / "orders.db"
    _db_with(path, ("77", "K-100", "versandt", "2026-11-03", "2026-12-01"))
    store = OrdersStore.open(path, seed=SHOP)
    assert store.notice == "" and [o.order_id for o in store.all()] == ["77"]


def test_a_date_outside_the_lesson_year_is_answered_with_its_year():
    store = OrdersStore.in_memory(seed=SHOP)
    store.update("1042", delivery="2027-01-10", return_by="2027-01-24")
    assert status_of(store) == "1042 — versandt, Lieferung 10. Januar 2027"
    use = ToolUseBlock(id="c", name="get_return_window", input={"order_id": "1042"})
    assert lesson_registry().dispatch(use, ToolContext(Session("K-100"), store)).result.content == (
        "1042 — Rückgabe bis 24. Januar 2027")
    store.update("1042", delivery="10. Januar 2027")  # the written form reads back as the same date
    assert store.get("1042").delivery == dt.date(2027, 1, 10)
    store.update("1042", delivery="2026-11-03")  # the lesson's year: the seed's form, no year
    assert status_of(store) == "1042 — versandt, Lieferung 3. November"


@pytest.mark.parametrize("typed", ["k-300", " K-300 ", "k-300\t"])
def test_a_customer_id_is_stored_trimmed_and_upper_case(typed):
    store = OrdersStore.in_memory(seed=SHOP)
    store.update("1042", customer_id=typed)
    assert store.get("1042").customer_id == "K-300"
    assert status_of(store, customer="K-300") == "1042 — versandt, Lieferung 3. November"
    assert status_of(store, customer="k-300") == "1042 — versandt, Lieferung 3. November"
    assert store.customers() == ["K-100", "K-200", "K-300"]


def test_a_customer_id_that_cannot_be_one_is_refused_with_the_reason():
    store = OrdersStore.in_memory(seed=SHOP)
    with pytest.raises(StoreError, match="only letters, digits"):
        store.update("1042", customer_id="K 100")
    assert status_of(store, customer="K 100") == "keine Bestellung 1042"


def test_ask_normalises_the_customer_and_refuses_one_that_cannot_be(capsys):
    from core.cli.ask import main
    from tests.core.cli.test_seed_traces import Q1042, ask

    assert ask("--customer", "k-100", Q1042) == ask(Q1042)
    with pytest.raises(SystemExit) as refused:
        main(["ask", "--lesson-data", "--customer", "K 100!", Q1042])
    assert refused.value.code == 2 and "only letters, digits" in capsys.readouterr().err
