"""Protocol switches in the engine: the tool choice and its words, strict schemas, what the loop sends per call,
and strict fixing the shape of the arguments but not their values."""

from __future__ import annotations

import json

import jsonschema
import pytest
from pydantic import BaseModel, ValidationError

from core.engine.events import ReplyReceived, RunStarted, ToolFinished
from core.engine.loop import ToolLoop
from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from core.engine.settings import RunSettings
from core.engine.switches import check_tool_choice, choice_for_call, forced_tool, strict_schema
from core.engine.tools import Session, ToolSpec
from core.faults.scripted import ScriptedClient
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from core.providers.dialects import chat_tools, responses_tools
from core.runs.record import RecordedSettings
from tests.lessons import SHOP

BOTH = ["get_order_status", "get_return_window"]


class _Optional(BaseModel):
    order_id: str
    note: str | None = None
    count: int = 1


def test_tool_choices_are_checked_in_words():
    for good in ("auto", "any", "none", "tool:get_order_status"):
        assert check_tool_choice(good) == good
    with pytest.raises(ValueError, match="auto, any, none or tool:NAME"):
        check_tool_choice("required")
    with pytest.raises(ValueError, match="1 to 64 letters"):
        check_tool_choice("tool:kaputt name")
    assert forced_tool("tool:get_return_window") == "get_return_window" and forced_tool("any") is None


def test_settings_take_the_switches_and_refuse_a_forced_tool_not_offered():
    settings = RunSettings(tool_choice="tool:get_return_window", parallel_tool_calls=False,
                           strict_tools=["get_order_status"], enabled_tools=BOTH)
    assert RunSettings.model_validate(settings.model_dump()) == settings
    with pytest.raises(ValidationError, match="names get_return_window, which is not offered"):
        RunSettings(tool_choice="tool:get_return_window", enabled_tools=["get_order_status"])
    with pytest.raises(ValidationError, match="auto, any, none or tool:NAME"):
        RunSettings(tool_choice="required")
    defaults = RunSettings()
    assert (defaults.tool_choice, defaults.parallel_tool_calls, defaults.strict_tools) == ("auto", True, [])


def test_a_saved_run_keeps_the_switches_and_an_old_one_opens_with_the_defaults():
    saved = RecordedSettings(tool_choice="none", parallel_tool_calls=False, strict_tools=["get_order_status"])
    again = RecordedSettings.model_validate(json.loads(saved.model_dump_json()))
    assert (again.tool_choice, again.parallel_tool_calls, again.strict_tools) == ("none", False, ["get_order_status"])
    old = RecordedSettings.model_validate({"max_calls": 4})
    assert (old.tool_choice, old.parallel_tool_calls, old.strict_tools) == ("auto", True, [])


def test_a_strict_schema_closes_every_object_and_requires_every_field():
    schema = ToolSpec("t", "d", _Optional).input_schema()
    strict = strict_schema(schema)
    assert strict == {"type": "object", "properties": {
        "order_id": {"type": "string"},
        "note": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        "count": {"type": ["integer", "null"]}},
        "required": ["order_id", "note", "count"], "additionalProperties": False}
    assert schema.get("additionalProperties") is None  # the original is untouched
    kept = strict_schema(schema, all_required=False)
    assert kept["required"] == ["order_id"] and kept["additionalProperties"] is False


def test_nested_objects_and_definitions_are_closed_too():
    schema = {"type": "object", "properties": {"items": {"type": "array", "items": {"$ref": "#/$defs/Item"}}},
              "$defs": {"Item": {"type": "object", "properties": {"sku": {"type": "string"}}}}}
    strict = strict_schema(schema)
    assert strict["$defs"]["Item"] == {"type": "object", "properties": {"sku": {"type": ["string", "null"]}},
                                       "additionalProperties": False, "required": ["sku"]}
    assert strict["additionalProperties"] is False and strict["required"] == ["items"]


def _turn(*blocks) -> list[Message]:
    return [Message(role="user", content=[TextBlock(text="Wo ist 1042?")]), *blocks]


def test_a_forcing_choice_holds_until_a_tool_ran_in_this_question():
    use = ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1042"})
    after = _turn(Message(role="assistant", content=[use]),
                  Message(role="user", content=[ToolResultBlock(tool_use_id="call_1", content="ok")]))
    for forcing in ("any", "tool:get_order_status"):
        assert choice_for_call(forcing, _turn()) == forcing
        assert choice_for_call(forcing, after) == "auto"
        next_question = [*after, Message(role="assistant", content=[TextBlock(text="ok")]),
                         Message(role="user", content=[TextBlock(text="Und 1187?")])]
        assert choice_for_call(forcing, next_question) == forcing  # a new question is forced again
    assert choice_for_call("none", after) == "none"


def _loop(client, **settings) -> ToolLoop:
    return ToolLoop(client, lesson_registry(), OrdersStore.in_memory(seed=SHOP), Session("K-100"),
                    RunSettings(enabled_tools=BOTH, **settings))


def test_the_loop_sends_the_switches_and_reports_them():
    events = []
    loop = _loop(FakeClient(), tool_choice="tool:get_order_status", parallel_tool_calls=False,
                 strict_tools=["get_order_status"])
    loop.run("Wann kommt Bestellung 1042 an?", emit=events.append)
    started = next(e for e in events if isinstance(e, RunStarted))
    assert (started.tool_choice, started.parallel_tool_calls, started.strict_tools) == (
        "tool:get_order_status", False, ("get_order_status",))
    sent = [e.wire.request["tool_choice"] for e in events if isinstance(e, ReplyReceived)]
    assert sent == [{"type": "tool", "name": "get_order_status", "disable_parallel_tool_use": True},
                    {"type": "auto", "disable_parallel_tool_use": True}]
    assert [t.strict for t in loop.tools()] == [True, False]


def test_the_default_settings_send_no_tool_choice_in_the_lessons_json():
    events = []
    _loop(FakeClient()).run("Wann kommt Bestellung 1042 an?", emit=events.append)
    requests = [e.wire.request for e in events if isinstance(e, ReplyReceived)]
    assert all("tool_choice" not in r and "strict" not in r["tools"][0] for r in requests)


def test_the_scripted_model_passes_the_switches_through():
    script = json.dumps({"replies": [{"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042"}}]},
                                     {"text": "fertig"}]})
    events = []
    _loop(ScriptedClient.from_text(script), tool_choice="any", strict_tools=["get_return_window"]).run(
        "Wo ist 1042?", emit=events.append)
    first, second = (e.wire.request for e in events if isinstance(e, ReplyReceived))
    assert first["tool_choice"] == {"type": "any"}
    assert "tool_choice" not in second  # back to auto after the call: the lesson's JSON leaves the default out
    assert first["tools"][1]["strict"] is True and "strict" not in first["tools"][0]


def test_strict_fixes_the_shape_not_the_value_another_customers_order_is_refused():
    """1311 is K-200's order: the call fits the strict schema in every dialect, and the program still says no."""
    script = json.dumps({"replies": [{"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1311"}}]},
                                     {"text": "Diese Bestellung finde ich nicht."}]})
    events = []
    loop = _loop(ScriptedClient.from_text(script), strict_tools=["get_order_status"])
    loop.run("Wo ist Bestellung 1311?", emit=events.append)
    call = next(e for e in events if isinstance(e, ToolFinished))
    spec = loop.tools()[0]
    schemas = [requested_tool(events)["input_schema"], chat_tools([spec])[0]["function"]["parameters"],
               responses_tools([spec])[0]["parameters"]]
    for schema in schemas:
        assert schema["additionalProperties"] is False
        jsonschema.validate(call.use.input, schema)  # the shape is right
    with pytest.raises(jsonschema.ValidationError):  # a made-up extra field is what strict rules out
        jsonschema.validate({"order_id": "1311", "customer_id": "K-200"}, schemas[0])
    assert call.result.is_error and call.result.content == "keine Bestellung 1311"  # the value is not


def requested_tool(events) -> dict:
    """The first tool offered in the request of the first reply."""
    reply = next(e for e in events if isinstance(e, ReplyReceived))
    tool = reply.wire.request["tools"][0]
    assert tool["strict"] is True
    return tool
