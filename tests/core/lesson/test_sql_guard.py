"""The store's connection keeps one authorizer for good: it refuses exactly what a guard set per query refused,
however many allowed queries ran before, and a statement allowed under one guard is never reused under another."""

from __future__ import annotations

import sqlite3

import pytest

from core.lesson.sql_guard import GuardedConnection, GuardError, run_guarded
from core.lesson.store import OrdersStore
from tests.lessons import SHOP

READ = "SELECT status FROM orders WHERE order_id = :order_id"


def _connection() -> sqlite3.Connection:
    db = sqlite3.connect(":memory:", isolation_level=None, factory=GuardedConnection)
    db.execute("CREATE TABLE orders (order_id TEXT, status TEXT)")
    db.execute("CREATE TABLE secrets (word TEXT)")
    db.execute("INSERT INTO orders VALUES ('1', 'versandt')")
    return db


def test_after_a_hundred_good_calls_a_reading_guard_still_refuses_a_write_another_table_and_a_pragma():
    db = _connection()
    for _ in range(100):
        assert run_guarded(db, READ, {"order_id": "1"}, ["orders"], writes=False).rows == [{"status": "versandt"}]
    with pytest.raises(GuardError, match="UPDATE orders: a reading tool may not write") as write:
        run_guarded(db, "UPDATE orders SET status = 'x'", {}, ["orders"], writes=False)
    assert write.value.refusals == [("write", "UPDATE orders")]
    with pytest.raises(GuardError, match="reads the table secrets, which is not one of the lesson's tables"):
        run_guarded(db, "SELECT word FROM secrets", {}, ["orders"], writes=False)
    with pytest.raises(GuardError) as pragma:
        run_guarded(db, "PRAGMA query_only = OFF", {}, ["orders"], writes=False)
    assert pragma.value.refusals == [("action", "PRAGMA query_only")]
    assert db.execute("SELECT status FROM orders").fetchall() == [("versandt",)]


def test_a_statement_allowed_to_write_is_refused_when_the_same_text_comes_from_a_reading_tool():
    db = _connection()
    update = "UPDATE orders SET status = 'x' RETURNING order_id"
    assert run_guarded(db, update, {}, ["orders"], writes=True).rows == [{"order_id": "1"}]
    with pytest.raises(GuardError, match="a reading tool may not write"):
        run_guarded(db, update, {}, ["orders"], writes=False)
    run_guarded(db, READ, {"order_id": "1"}, ["orders", "secrets"], writes=False)
    with pytest.raises(GuardError, match="secrets"):  # allowed with secrets among the tables, refused without
        run_guarded(db, "SELECT word FROM secrets", {}, ["orders"], writes=False)


def test_the_stores_own_statements_pass_while_no_guarded_query_runs():
    store = OrdersStore.in_memory(seed=SHOP)
    with store.locked_connection() as db:
        assert isinstance(db, GuardedConnection)
        with pytest.raises(GuardError):
            run_guarded(db, "DELETE FROM orders", {}, ["orders"], writes=False)
        db.execute("PRAGMA user_version = 3")  # the guard is gone once its query ended, refused or not
        assert db.execute("PRAGMA user_version").fetchone() == (3,)
    assert store.count() > 0


def test_a_query_refused_again_and_again_says_only_its_own_refusal_and_the_next_allowed_query_runs():
    db = _connection()
    for _ in range(3):  # the connection keeps the query's guard ready: nothing of the last refusal stays in it
        with pytest.raises(GuardError) as refused:
            run_guarded(db, "SELECT word FROM secrets", {}, ["orders"], writes=False)
        assert refused.value.refusals == [("table", "secrets")]
        assert str(refused.value) == "reads the table secrets, which is not one of the lesson's tables"
        assert run_guarded(db, READ, {"order_id": "1"}, ["orders"], writes=False).rows == [{"status": "versandt"}]
