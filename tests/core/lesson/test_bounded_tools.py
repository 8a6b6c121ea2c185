"""A lesson's reading tools keep their time limit and the run's cancel themselves, on the caller's thread:
SQLite interrupts the query, a wait for the store's lock gives up. No helper thread takes part."""

from __future__ import annotations

import dataclasses
import threading

import pytest

from core.engine.cancel import Cancelled, CancelToken
from core.engine.loop import ToolLoop
from core.engine.messages import ToolUseBlock
from core.engine.settings import RunSettings
from core.engine.tools import Session, ToolContext
from core.lesson.catalog import default_lesson
from core.lesson.spec import Handler, ToolDef
from core.lesson.store import OrdersStore

# every order with every order, 14 times over: 6 ** 14 rows, hours of counting
ENDLESS = "SELECT count(*) AS n FROM " + ", ".join(f"orders t{i}" for i in range(14))


def lesson_with(query: str):
    """The default lesson with one more reading tool, `probe`, running `query`."""
    lesson = default_lesson()
    probe = ToolDef(name="probe", description="Probe.", kind="reading",
                    input_schema={"type": "object", "properties": {}},
                    handler=Handler(query=query, result="{n}", not_found="nichts"))
    return dataclasses.replace(lesson, tools=(*lesson.tools, probe))


def store_with(function: str, body) -> OrdersStore:
    store = OrdersStore.in_memory(seed=default_lesson().seed())
    with store.locked_connection() as db:
        db.create_function(function, 0, body)
    return store


def probe(registry, store: OrdersStore, cancel: CancelToken | None = None, timeout=...):
    """One call of `probe`, under the registry's time limit unless `timeout` is given."""
    ctx = ToolContext(Session("K-100"), store, cancel)
    return registry.dispatch(ToolUseBlock(id="call_1", name="probe", input={}), ctx, None, timeout)


def test_a_reading_query_runs_on_the_callers_own_thread():
    threads: list[int] = []
    store = store_with("where_am_i", lambda: threads.append(threading.get_ident()) or 1)
    registry = lesson_with("SELECT count(*) AS n FROM orders WHERE where_am_i()").registry(timeout=5.0)
    outcome = probe(registry, store)
    assert outcome.result.content == "6" and not outcome.result.is_error
    assert set(threads) == {threading.get_ident()}


def test_a_query_past_its_time_limit_is_interrupted_and_the_store_still_answers():
    lesson = lesson_with(ENDLESS)
    store = OrdersStore.in_memory(seed=lesson.seed())
    registry = lesson.registry(timeout=0.05)
    outcome = probe(registry, store)
    assert outcome.result.is_error
    assert outcome.result.content == registry.texts.timed_out.format(name="probe", seconds="0.05")
    assert store.count() == 6  # the connection is free again: nothing of the query is left running
    status = registry.dispatch(ToolUseBlock(id="call_2", name="get_order_status", input={"order_id": "1042"}),
                               ToolContext(Session("K-100"), store))
    assert status.result.content.startswith("1042 — ")


def test_a_query_stops_when_the_run_is_cancelled():
    token = CancelToken()
    store = store_with("cancel_now", lambda: token.cancel("Abbruch") or 1)
    registry = lesson_with(ENDLESS + " WHERE cancel_now()").registry(timeout=None)
    with pytest.raises(Cancelled, match="Abbruch"):
        probe(registry, store, token)  # without the interrupt this query would run for hours
    assert store.count() == 6


def test_a_call_waiting_for_the_stores_lock_gives_up_at_its_time_limit():
    store = OrdersStore.in_memory(seed=default_lesson().seed())
    registry = lesson_with("SELECT count(*) AS n FROM orders").registry(timeout=0.05)
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        with store.locked_connection():
            holding.set()
            release.wait(10)

    holder = threading.Thread(target=hold)
    holder.start()
    try:
        assert holding.wait(10)
        outcome = probe(registry, store)
        assert outcome.result.content == registry.texts.timed_out.format(name="probe", seconds="0.05")
        token = CancelToken()
        token.cancel("weg")
        with pytest.raises(Cancelled):
            probe(registry, store, token, timeout=None)
    finally:
        release.set()
        holder.join()
    assert probe(registry, store).result.content == "6"


def test_the_lessons_questions_run_every_query_on_the_loops_thread():
    """Hundreds of tool calls, groups of two among them, and an acting call the default approver refuses:
    every statement SQLite runs for them runs on the loop's own thread."""
    lesson = default_lesson()
    store = OrdersStore.in_memory(seed=lesson.seed())
    loop = ToolLoop(lesson.fake_client(), lesson.registry(), store, Session(lesson.meta.customer), RunSettings())
    threads: list[int] = []
    with store.locked_connection() as db:
        db.set_trace_callback(lambda statement: threads.append(threading.get_ident()))
    ended = [loop.run(question) for _ in range(15) for question in lesson.meta.examples]
    tool_calls = sum(len(m.tool_results()) for end in ended for m in end.messages)
    assert tool_calls >= 100
    assert sum(1 for end in ended for m in end.messages if len(m.tool_uses()) > 1) >= 10
    answered = sum(1 for end in ended for m in end.messages for r in m.tool_results() if not r.is_error)
    # a read the store answers again from its read cache runs no statement: only the first of each does
    assert answered >= 30 and len(threads) >= 5 and set(threads) == {threading.get_ident()}
