"""A call in short, as the trace prints it: any tool's input, not only an order number."""

from __future__ import annotations

from core.engine.loop import describe_call
from core.engine.messages import ToolUseBlock


def short(name: str, given) -> str:
    return describe_call(ToolUseBlock(id="c", name=name, input=given))


def test_one_field_shows_its_value_alone_as_the_lesson_prints_it():
    assert short("get_order_status", {"order_id": "1042"}) == "get_order_status(1042)"
    assert short("get_order_status", {}) == "get_order_status()"


def test_any_other_field_and_several_fields_are_shown_too():
    assert short("find_customer", {"email": "a@b.de"}) == "find_customer(a@b.de)"
    assert short("refund", {"order_id": "5120", "amount": 12.5, "full": True}) == (
        "refund(order_id=5120, amount=12.5, full=true)")
