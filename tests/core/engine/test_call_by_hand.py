"""Calling a tool by hand: the same validation, handler, customer scoping and error form as the loop, no model."""

from __future__ import annotations

import threading

import pytest
from pydantic import BaseModel

from core.engine.approval import TRAINER, Decision
from core.engine.call_by_hand import NotConfirmed, call_by_hand
from core.engine.cancel import Cancelled, CancelToken
from core.engine.events import ToolFinished
from core.engine.loop import ToolLoop
from core.engine.tools import Session, ToolRegistry, ToolSpec
from core.lesson.catalog import find_lesson
from core.lesson.loader import Lesson
from core.lesson.store import OrdersStore


def _store(lesson: Lesson) -> OrdersStore:
    return OrdersStore.in_memory(seed=lesson.seed())


def _loop_results(lesson: Lesson, question: str, customer: str, tools: list[str] | None = None,
                  approve: bool = False) -> list[ToolFinished]:
    """The tool results of one question answered by the lesson's fake model through the loop."""
    finished: list[ToolFinished] = []
    settings = lesson.run_settings(customer=customer, enabled_tools=tools or list(lesson.meta.offered))

    class Approve:
        def decide(self, request, cancel):
            return Decision("approve", TRAINER, "ok")

    loop = ToolLoop(lesson.fake_client(), lesson.registry(), _store(lesson), Session(customer), settings,
                    approver=Approve() if approve else None)
    loop.run(question, emit=lambda e: finished.append(e) if isinstance(e, ToolFinished) else None)
    return finished


@pytest.mark.parametrize(("lesson_name", "question", "customer", "tool", "order"), [
    ("de-shop", "Wann kommt Bestellung 1042 an?", "K-100", "get_order_status", "1042"),
    ("de-shop", "Wo ist Bestellung 9999?", "K-100", "get_order_status", "9999"),
    ("ru-northwind", "Где мои заказы 4417 и 5120?", "ALFKI", "lookup_order", "4417"),
    ("ru-northwind", "Когда придёт заказ 4471?", "ALFKI", "lookup_order", "4471"),
])
def test_a_call_by_hand_gets_the_same_result_as_the_loop(lesson_name, question, customer, tool, order):
    lesson = find_lesson(lesson_name)
    in_loop = _loop_results(lesson, question, customer)[0]
    assert in_loop.use.name == tool and in_loop.use.input == {"order_id": order}
    by_hand = call_by_hand(lesson.registry(), tool, {"order_id": order}, Session(customer), _store(lesson))
    assert (by_hand.result.content, by_hand.result.is_error) == (in_loop.result.content, in_loop.result.is_error)
    assert by_hand.touched == in_loop.touched


def test_rows_read_are_named_and_no_model_is_asked():
    lesson = find_lesson("ru-northwind")
    call = call_by_hand(lesson.registry(), "lookup_order", {"order_id": "4417"}, Session("ALFKI"), _store(lesson))
    assert call.result.content == "4417 — отправлен, доставка 14 ноября"
    assert not call.result.is_error and call.touched == ("4417",) and not call.acting
    assert '"order_id": "4417"' in call.sent_json


def test_another_customers_order_is_refused_for_the_signed_in_customer():
    lesson = find_lesson("ru-northwind")
    registry, store = lesson.registry(), _store(lesson)
    refused = call_by_hand(registry, "lookup_order", {"order_id": "4420"}, Session("ALFKI"), store)
    assert refused.result.is_error and refused.result.content == "Failed: заказ 4420 не найден"
    assert refused.touched == ()
    # a customer named in the input is not who is signed in: the session decides
    smuggled = call_by_hand(registry, "lookup_order", {"order_id": "4420", "customer": "ANATR"}, Session("ALFKI"),
                            store)
    assert smuggled.result.is_error and smuggled.touched == ()
    owner = call_by_hand(registry, "lookup_order", {"order_id": "4420"}, Session("ANATR"), store)
    assert not owner.result.is_error and owner.touched == ("4420",)


def test_a_missing_required_field_is_the_validation_error_the_model_would_get():
    lesson = find_lesson("ru-northwind")
    call = call_by_hand(lesson.registry(), "lookup_order", {}, Session("ALFKI"), _store(lesson))
    registry = lesson.registry()
    assert call.result.is_error
    assert call.result.content == "Failed: " + registry.texts.missing.format(field="order_id")
    wrong_type = call_by_hand(registry, "lookup_order", {"order_id": 4417}, Session("ALFKI"), _store(lesson))
    assert wrong_type.result.is_error and "order_id" in wrong_type.result.content


def test_a_tool_not_offered_to_the_model_can_still_be_tried_by_hand():
    lesson = find_lesson("de-shop")
    assert "get_return_window" not in lesson.meta.offered
    call = call_by_hand(lesson.registry(), "get_return_window", {"order_id": "1042"}, Session("K-100"),
                        _store(lesson))
    assert not call.result.is_error and call.touched == ("1042",)


def test_an_acting_tool_runs_only_when_confirmed_and_then_writes_as_an_approved_call():
    lesson = find_lesson("de-shop")
    store = _store(lesson)
    before = store.get("1042")
    with pytest.raises(NotConfirmed):
        call_by_hand(lesson.registry(), "cancel_order", {"order_id": "1042"}, Session("K-100"), store)
    assert store.get("1042") == before
    call = call_by_hand(lesson.registry(), "cancel_order", {"order_id": "1042"}, Session("K-100"), store,
                        confirmed=True)
    approved = _loop_results(lesson, "Storniere Bestellung 1042", "K-100", ["cancel_order"], approve=True)[0]
    assert call.acting and (call.result.content, call.result.is_error) == (approved.result.content, False)
    assert store.get("1042") != before and call.touched == approved.touched


class NoInput(BaseModel):
    pass


def test_a_cancelled_call_by_hand_stops_waiting_for_a_handler_that_does_not_return():
    entered, release, token = threading.Event(), threading.Event(), CancelToken()

    def blocks(args, ctx):
        entered.set()
        release.wait(30)
        return "late"

    registry = ToolRegistry(timeout=None)
    registry.register(ToolSpec("blocks", "waits for the test", NoInput), blocks)
    outcome: list[object] = []
    caller = threading.Thread(target=lambda: _call_catching(registry, token, outcome))
    caller.start()
    assert entered.wait(10)
    token.cancel()
    caller.join(10)
    release.set()
    assert not caller.is_alive() and len(outcome) == 1 and isinstance(outcome[0], Cancelled)


def _call_catching(registry, token, outcome: list) -> None:
    try:
        outcome.append(call_by_hand(registry, "blocks", {}, Session("K-100"), None, cancel=token))
    except Cancelled as cancelled:
        outcome.append(cancelled)
