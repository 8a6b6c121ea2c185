"""Lesson tools run as data: the session's customer, the lesson's error form, acting writes the store reports."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson.catalog import find_lesson
from core.lesson.sql_tools import ReadingSqlHandler
from core.lesson.store import OrdersStore


def call(lesson_name: str, name: str, payload: dict, customer: str, store: OrdersStore | None = None):
    lesson = find_lesson(lesson_name)
    store = store or OrdersStore.in_memory(seed=lesson.seed())
    ctx = ToolContext(Session(customer), store)
    return lesson.registry().dispatch(ToolUseBlock(id="call_1", name=name, input=payload), ctx)


def test_the_customer_comes_from_the_session_never_from_the_input():
    mine = call("ru-northwind", "lookup_order", {"order_id": "4420"}, "ANATR")
    assert not mine.result.is_error and mine.touched == ("4420",)
    theirs = call("ru-northwind", "lookup_order", {"order_id": "4420", "customer": "ANATR"}, "ALFKI")
    assert theirs.result.is_error and theirs.result.content == "Failed: заказ 4420 не найден"


def test_the_lessons_error_form_wraps_every_failed_call():
    missing = call("ru-northwind", "lookup_order", {}, "ALFKI")
    assert missing.result.content == "Failed: не хватает поля order_id"
    german = call("de-shop", "get_order_status", {"order_id": "9999"}, "K-100")
    assert german.result.content == "keine Bestellung 9999"


def test_an_acting_write_is_reported_row_by_row_and_remembers_the_row_before():
    lesson = find_lesson("de-shop")
    store = OrdersStore.in_memory(seed=lesson.seed())
    heard = []
    store.subscribe(heard.append)
    done = call("de-shop", "cancel_order", {"order_id": "1042"}, "K-100", store)
    assert done.result.content == "Bestellung 1042 storniert" and done.touched == ("1042",)
    assert [(c.kind, c.order_id, c.order.status) for c in heard] == [("updated", "1042", "storniert")]
    assert store.previous("1042").status == "versandt"
    again = call("de-shop", "cancel_order", {"order_id": "1042"}, "K-100", store)
    assert again.result.content == "Bestellung 1042 ist schon storniert" and len(heard) == 1


def test_dates_read_the_lessons_way_with_the_year_only_when_it_differs():
    lesson = find_lesson("ru-northwind")
    store = OrdersStore.in_memory(seed=lesson.seed())
    store.update("5203", delivery="2027-01-10")
    result = call("ru-northwind", "lookup_order", {"order_id": "5203"}, "ALFKI", store).result
    assert result.content == "5203 — в обработке, доставка 10 января 2027 г."


def test_each_lessons_formatter_writes_a_date_its_own_way_however_often_it_has_written_it():
    german = find_lesson("de-shop").formatter()
    russian = find_lesson("ru-northwind").formatter()
    for _ in range(2):  # the second time from what each formatter remembers
        assert german.fill("{d:date}", {"d": "2026-11-03"}) == "3. November"
        assert russian.fill("{d:date}", {"d": "2026-11-03"}) == "3 ноября"
        assert german.fill("{d:date}", {"d": "2027-01-10"}) == "10. Januar 2027"
        assert russian.fill("{d:date}", {"d": "2027-01-10"}) == "10 января 2027 г."
    assert german.fill("{d:date} {n}", {"d": dt.date(2026, 11, 3), "n": 7}) == "3. November 7"
    assert german.fill("{n!r}", {"n": "x"}) == "'x'"  # beyond {name} and {name:date}: str.format's way


def test_a_row_reads_by_its_columns_over_the_input_the_last_of_a_name_given_twice():
    lesson = find_lesson("de-shop")
    store = OrdersStore.in_memory(seed=lesson.seed())
    tool = lesson.tools[0].model_copy(update={"handler": lesson.tools[0].handler.model_copy(update={
        "query": "SELECT order_id, status, 'x' AS status, :order_id AS asked FROM orders "
                 "WHERE customer_id = :customer ORDER BY order_id",
        "result": "{order_id}/{status}/{asked}/{note}", "joiner": " | "})})
    handler = ReadingSqlHandler(tool, frozenset({"orders"}), frozenset({"order_id"}), lesson.formatter())
    args = SimpleNamespace(order_id="0", note="n")
    ctx = ToolContext(Session("K-100"), store)
    ids = sorted(order.order_id for order in store.all() if order.customer_id == "K-100")
    for _ in range(2):  # the second time from the columns kept
        assert handler(args, ctx) == " | ".join(f"{order_id}/x/0/n" for order_id in ids)
    assert ctx.touched == ids * 2
    plain = tool.model_copy(update={"handler": tool.handler.model_copy(update={"result": "{order_id!s}-{note}"})})
    unplain = ReadingSqlHandler(plain, frozenset({"orders"}), frozenset({"order_id"}), lesson.formatter())
    assert unplain(args, ctx) == " | ".join(f"{order_id}-n" for order_id in ids)  # str.format's own way
