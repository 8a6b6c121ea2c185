"""Reading the orders store in windows: the SQL needle matches exactly what the Python test matches."""

from __future__ import annotations

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from core.lesson.orders import Order, trusted_order
from core.lesson.store import OrdersStore
from core.lesson.store_pages import as_order, as_row, highest_number, last_rowid, matches, rowid_of, window

DAY = dt.date(2026, 11, 3)
STATUSES = ("versandt", "zugestellt", "отправлен", "доставлен")


def order(i: int, customer: str, status: str) -> Order:
    """Built as the store builds a row it reads (the statuses of both lessons in one table)."""
    return trusted_order(str(1000 + i), customer, status, DAY.isoformat(), DAY.isoformat())


@given(customers=st.lists(st.sampled_from(["K-100", "ALFKI", "КЛ-7", "STRASSE"]), min_size=1, max_size=30),
       needle=st.sampled_from(["k-1", "alf", "кл", "ОТПРАВ", "straße", "0", "10", "s", "x", "d-k"]))
@settings(max_examples=40, deadline=None)
def test_the_window_holds_exactly_the_orders_that_match_the_needle(customers, needle):
    orders = [order(i, customer, STATUSES[i % len(STATUSES)]) for i, customer in enumerate(customers)]
    store = OrdersStore.in_memory(orders)
    try:
        folded = needle.casefold()
        found = [as_order(row) for _rowid, row in window(store, 0, last_rowid(store), 1000, folded)]
        assert found == [o for o in orders if matches(as_row(o), folded)]
    finally:
        store.close()


def test_windows_read_in_rowid_order_and_stop_at_their_bounds():
    store = OrdersStore.in_memory([order(i, "K-1", "versandt") for i in range(10)])
    try:
        first = window(store, 0, last_rowid(store), 4)
        assert [row[0] for _r, row in first] == ["1000", "1001", "1002", "1003"]
        rest = window(store, first[-1][0], first[-1][0] + 3, 100)
        assert [row[0] for _r, row in rest] == ["1004", "1005", "1006"]
        assert rowid_of(store, "1004") == rest[0][0] and rowid_of(store, "9999") is None
        assert highest_number(store) == 1009
    finally:
        store.close()


def test_a_needle_never_matches_across_two_columns():
    store = OrdersStore.in_memory([order(0, "K-1", "versandt")])
    try:
        assert window(store, 0, 10, 10, "1000k") == [] and not matches(as_row(store.all()[0]), "1000k")
        assert [row[0] for _r, row in window(store, 0, 10, 10, "k-1")] == ["1000"]
    finally:
        store.close()


def test_the_filters_function_is_registered_once_and_filters_go_on_matching(monkeypatch):
    store = OrdersStore.in_memory([order(i, "K-1" if i % 2 else "K-2", "versandt") for i in range(10)])
    try:
        with store.locked_connection() as db:
            registered = []
            original = db.create_function
            monkeypatch.setattr(db, "create_function", lambda *a, **k: (registered.append(a[0]), original(*a, **k)))
        for _ in range(3):
            found = [as_order(row).customer_id for _rowid, row in window(store, 0, last_rowid(store), 100, "k-1")]
            assert found == ["K-1"] * 5
        assert len(registered) == 1
    finally:
        store.close()
