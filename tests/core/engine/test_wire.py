"""The conversation serialises to exactly the Anthropic Messages JSON the lesson shows, and back."""

from __future__ import annotations

import json

from core.engine.client import SYSTEM, ModelRequest
from core.engine.loop import ToolLoop
from core.engine.messages import Message, ToolResultBlock, dumped, history_from_json, history_to_json
from core.engine.tools import Session
from core.engine.wire import anthropic_request
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.lessons import SHOP, shop_settings

SEED_TOOL = {
    "name": "get_order_status",
    "description": "Status und Lieferdatum einer Bestellung anhand ihrer Nummer.",
    "input_schema": {"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]},
}
SEED_SECOND_REQUEST = {
    "model": "<Name des Modells>",
    "max_tokens": 1024,
    "system": "Du bist der Support-Assistent eines Online-Shops. Frag bei Bestellungen die Tools.",
    "tools": [SEED_TOOL],
    "messages": [
        {"role": "user", "content": "Wann kommt Bestellung 1042 an?"},
        {"role": "assistant", "content": [
            {"type": "tool_use", "id": "call_1", "name": "get_order_status", "input": {"order_id": "1042"}}]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "call_1", "content": "1042 — versandt, Lieferung 3. November"}]},
    ],
}


def run_1042():
    events = []
    loop = ToolLoop(FakeClient(), lesson_registry(), OrdersStore.in_memory(seed=SHOP), Session("K-100"),
                    shop_settings(enabled_tools=["get_order_status"]))
    loop.run("Wann kommt Bestellung 1042 an?", emit=events.append)
    return [e for e in events if type(e).__name__ == "ReplyReceived"]


def test_requests_and_replies_are_the_seeds_json():
    first, second = run_1042()
    assert first.wire.request == {**SEED_SECOND_REQUEST, "messages": SEED_SECOND_REQUEST["messages"][:1]}
    assert first.wire.response == {
        "content": [{"type": "tool_use", "id": "call_1", "name": "get_order_status", "input": {"order_id": "1042"}}],
        "stop_reason": "tool_use", "usage": {"input_tokens": 34, "output_tokens": 3}}
    assert second.wire.request == SEED_SECOND_REQUEST
    assert second.wire.response == {
        "content": [{"type": "text", "text": "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November."}],
        "stop_reason": "end_turn", "usage": {"input_tokens": 45, "output_tokens": 12}}


def test_parse_gives_the_same_objects_back():
    messages = history_from_json(SEED_SECOND_REQUEST["messages"])
    assert history_to_json(messages) == SEED_SECOND_REQUEST["messages"]
    assert history_from_json(json.loads(json.dumps(history_to_json(messages)))) == messages


def test_is_error_only_when_true():
    ok = ToolResultBlock(tool_use_id="call_1", content="x")
    bad = ToolResultBlock(tool_use_id="call_1", content="keine Bestellung 9999", is_error=True)
    assert "is_error" not in dumped(ok)
    assert dumped(bad) == {"type": "tool_result", "tool_use_id": "call_1",
                                "content": "keine Bestellung 9999", "is_error": True}


def test_request_body_for_a_fresh_question():
    question = Message(role="user", content="Wann kommt Bestellung 1042 an?")
    request = ModelRequest(SYSTEM, (question,), tuple(lesson_registry().specs(["get_order_status"])))
    body = anthropic_request(request)
    assert body["tools"] == [SEED_TOOL]
    assert list(body) == ["model", "max_tokens", "system", "tools", "messages"]


def test_the_anthropic_provider_declares_tools_exactly_as_the_lessons_json_does():
    from core.providers.dialects import render

    tools = tuple(lesson_registry().specs())
    request = ModelRequest(system=SYSTEM, messages=(Message(role="user", content="Hallo"),), tools=tools)
    assert render("anthropic", SYSTEM, list(request.messages), tools)["tools"] == anthropic_request(request)["tools"]


def test_every_carrier_of_a_wire_record_declares_it():
    """A reply, the assistant turn made from it, its event and a failed call's error all carry `wire`."""
    from core.engine.client import ModelError
    from core.engine.events import ReplyReceived
    from core.engine.wire_record import WireRecord

    client = FakeClient()
    reply = client.create(ModelRequest(system=SYSTEM, messages=(Message(role="user", content="Hallo"),), tools=()))
    assert isinstance(reply.wire, WireRecord) and reply.as_message().wire is reply.wire
    assert ReplyReceived(1, reply, 0, 0, reply.wire).wire is reply.wire
    assert ModelError("kaputt").wire is None
    assert "wire" not in json.dumps(history_to_json([reply.as_message()]))
