"""A reading tool's answers kept until the data changes: given again without a statement, never once the data
changed (an edit, an acting tool's write, another program's commit to the file), never for a query whose rows
may change by themselves."""

from __future__ import annotations

import sqlite3

import pytest

from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson import read_cache
from core.lesson.sql_guard import GuardError
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.lessons import SHOP

ORDERS = frozenset({"orders"})
STATUS = "SELECT status FROM orders WHERE order_id = :order_id"


class Rows:
    """An owner that answers with the rows as they came, and counts how often it was asked."""

    def __init__(self) -> None:
        self.made = 0

    def from_rows(self, params, columns, rows):
        self.made += 1
        return columns, tuple(rows)


def selects(store: OrdersStore) -> list[str]:
    """The statements SQLite runs from now on that read (the store's own PRAGMA for a file not counted)."""
    seen: list[str] = []
    with store.locked_connection() as db:
        db.set_trace_callback(lambda statement: seen.append(statement) if "SELECT" in statement.upper() else None)
    return seen


def read(store: OrdersStore, owner: Rows, sql: str = STATUS, **params: str):
    return store.read_answer(owner, sql, params or {"order_id": "1042"}, ORDERS, None, None)


def status_of(store: OrdersStore, order_id: str = "1042", registry=None) -> str:
    use = ToolUseBlock(id="c", name="get_order_status", input={"order_id": order_id})
    return (registry or lesson_registry()).dispatch(use, ToolContext(Session("K-100"), store)).result.content


def test_a_read_asked_again_runs_no_statement_and_gives_the_same_answer():
    store, owner = OrdersStore.in_memory(seed=SHOP), Rows()
    ran = selects(store)
    first = read(store, owner)
    assert read(store, owner) == first == (("status",), (("versandt",),))
    assert len(ran) == 1 and owner.made == 1
    assert read(store, owner, order_id="1187")[1] == (("zugestellt",),)  # other values: read afresh
    assert len(ran) == 2


def test_an_edit_is_in_the_very_next_answer():
    store, owner = OrdersStore.in_memory(seed=SHOP), Rows()
    registry = lesson_registry()
    assert status_of(store, registry=registry) == "1042 — versandt, Lieferung 3. November"
    read(store, owner)
    store.update("1042", status="zugestellt")
    assert read(store, owner)[1] == (("zugestellt",),)
    assert status_of(store, registry=registry) == "1042 — zugestellt, Lieferung 3. November"
    store.delete("1042")
    assert read(store, owner)[1] == ()
    store.reset_to_lesson()
    assert read(store, owner)[1] == (("versandt",),)


def test_a_write_past_the_store_is_in_the_next_answer():
    """An acting tool writes through `writing_outside`: the connection counts its changes too."""
    store, owner = OrdersStore.in_memory(seed=SHOP), Rows()
    read(store, owner)
    with store.writing_outside() as db:
        db.execute("UPDATE orders SET status = 'storniert' WHERE order_id = '1042'")
    assert read(store, owner)[1] == (("storniert",),)


def test_another_programs_commit_to_the_file_is_in_the_next_answer(tmp_path):
    path = tmp_path / "orders.sqlite3"
    store, owner = OrdersStore.open(path, seed=SHOP), Rows()
    registry = lesson_registry()
    assert read(store, owner)[1] == (("versandt",),)
    assert status_of(store, registry=registry).startswith("1042 — versandt")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("UPDATE orders SET status = 'zugestellt' WHERE order_id = '1042'")
    other.close()
    assert read(store, owner)[1] == (("zugestellt",),)
    assert status_of(store, registry=registry).startswith("1042 — zugestellt")
    ran = selects(store)
    read(store, owner)
    assert ran == []  # unchanged since: kept again
    store.close()


@pytest.mark.parametrize("sql", ["SELECT random() AS r", "SELECT date('now') AS d",
                                 "SELECT status || CURRENT_TIMESTAMP FROM orders WHERE order_id = :order_id"])
def test_a_query_whose_rows_may_change_by_themselves_runs_every_time(sql):
    store, owner = OrdersStore.in_memory(seed=SHOP), Rows()
    params = {"order_id": "1042"} if ":order_id" in sql else {}
    ran = selects(store)
    for _ in range(3):
        store.read_answer(owner, sql, params, ORDERS, None, None)
    assert len(ran) == 3 and owner.made == 3


def test_a_query_of_steady_functions_is_kept():
    store, owner = OrdersStore.in_memory(seed=SHOP), Rows()
    ran = selects(store)
    sql = "SELECT upper(status), length(customer_id), coalesce(delivery, '') FROM orders WHERE order_id = :order_id"
    assert read(store, owner, sql)[1] == (("VERSANDT", 5, "2026-11-03"),)
    read(store, owner, sql)
    assert len(ran) == 1


def test_each_owner_keeps_its_own_answer():
    """Two tools with the same query fill different templates: one's answer is never given for the other's."""
    store, first, second = OrdersStore.in_memory(seed=SHOP), Rows(), Rows()
    read(store, first)
    read(store, second)
    read(store, first)
    read(store, second)
    assert (first.made, second.made) == (1, 1)


def test_a_refused_read_is_not_kept():
    store, owner = OrdersStore.in_memory(seed=SHOP), Rows()
    for _ in range(2):
        with pytest.raises(GuardError):
            read(store, owner, "SELECT * FROM sqlite_master")
    assert owner.made == 0


def test_values_equal_as_keys_but_not_as_answers_are_read_each_time():
    """1, 1.0 and True are one dict key; a template writes them as 1, 1.0 and True."""

    class Said(Rows):
        def from_rows(self, params, columns, rows):
            self.made += 1
            return repr(params["v"]), rows[0][0]

    store, owner = OrdersStore.in_memory(seed=SHOP), Said()
    answers = [store.read_answer(owner, "SELECT :v AS v", {"v": v}, ORDERS, None, None) for v in (1, 1.0, True, 1)]
    assert [said for said, _ in answers] == ["1", "1.0", "True", "1"]
    assert [bound for _, bound in answers] == [1, 1.0, 1, 1]
    assert owner.made == 3  # the whole number asked again is kept; the float and the bool are not


def test_the_kept_answers_are_bounded(monkeypatch):
    monkeypatch.setattr(read_cache, "MAX_KEPT", 8)
    store, owner = OrdersStore.in_memory(seed=SHOP), Rows()
    for number in range(30):
        read(store, owner, order_id=str(number))
    assert len(store._reads._kept) <= 8
    assert read(store, owner)[1] == (("versandt",),)
