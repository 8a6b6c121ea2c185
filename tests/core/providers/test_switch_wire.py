"""Each protocol switch on the wire in each dialect, as the providers document the request (exact JSON):
Anthropic `tool_choice: {type: auto|any|tool|none, disable_parallel_tool_use}`, Chat Completions and Responses
`tool_choice` + `parallel_tool_calls`, and a strict tool's definition in all three."""

from __future__ import annotations

import pytest

from core.engine.client import ModelRequest
from core.engine.messages import Message
from core.engine.switches import offered
from core.lesson.tools import lesson_registry
from core.providers.dialects import side_by_side
from tests.core.providers import replies as R
from tests.core.providers.harness import mock_client, run_loop

QUESTION = (Message(role="user", content="Wo ist 1042?"),)
GET_ORDER_STATUS, GET_RETURN_WINDOW = lesson_registry().specs(["get_order_status", "get_return_window"])
TOOLS = (GET_ORDER_STATUS, GET_RETURN_WINDOW)
DESCRIPTION = "Status und Lieferdatum einer Bestellung anhand ihrer Nummer."
SCHEMA = {"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]}
STRICT_SCHEMA = {**SCHEMA, "additionalProperties": False}

# (choice, parallel) → the fields each dialect sends, from the providers' request types
CHAT_FORCED = {"type": "function", "function": {"name": "get_return_window"}}
RESPONSES_FORCED = {"type": "function", "name": "get_return_window"}
CHOICES = [
    ("auto", True, {"type": "auto"}, "auto", "auto"),
    ("any", True, {"type": "any"}, "required", "required"),
    ("none", True, {"type": "none"}, "none", "none"),
    ("tool:get_return_window", True, {"type": "tool", "name": "get_return_window"},
     CHAT_FORCED, RESPONSES_FORCED),
    ("auto", False, {"type": "auto", "disable_parallel_tool_use": True}, "auto", "auto"),
    ("any", False, {"type": "any", "disable_parallel_tool_use": True}, "required", "required"),
    ("none", False, {"type": "none"}, "none", "none"),  # `none` takes no parallel flag at Anthropic
    ("tool:get_return_window", False, {"type": "tool", "name": "get_return_window", "disable_parallel_tool_use": True},
     CHAT_FORCED, RESPONSES_FORCED),
]


def _body(provider: str, request: ModelRequest) -> dict:
    client, _ = mock_client(provider, [R.chat(text="ok")])
    return client.body(request, False)


@pytest.mark.parametrize(("choice", "parallel", "anthropic", "chat", "responses"), CHOICES)
def test_tool_choice_and_parallel_calls_in_each_dialect(choice, parallel, anthropic, chat, responses):
    request = ModelRequest(system="s", messages=QUESTION, tools=TOOLS, tool_choice=choice,
                           parallel_tool_calls=parallel)
    body = _body("anthropic", request)
    assert list(body) == ["model", "max_tokens", "system", "tools", "tool_choice", "messages"]
    assert body["tool_choice"] == anthropic and "parallel_tool_calls" not in body
    for provider, expected in (("openai-chat", chat), ("openai-responses", responses)):
        body = _body(provider, request)
        assert body["tool_choice"] == expected
        assert body["parallel_tool_calls"] is parallel
    views = side_by_side("s", list(QUESTION), TOOLS, choice, parallel)  # the inspector's Dialects view
    assert views["anthropic"]["tool_choice"] == anthropic
    assert (views["openai-chat"]["tool_choice"], views["openai-chat"]["parallel_tool_calls"]) == (chat, parallel)
    assert (views["openai-responses"]["tool_choice"], views["openai-responses"]["parallel_tool_calls"]) == (
        responses, parallel)


def test_a_local_server_is_sent_a_chosen_tool_choice_but_not_auto():
    auto = _body("local", ModelRequest(system="s", messages=QUESTION, tools=TOOLS, parallel_tool_calls=False))
    assert "tool_choice" not in auto and auto["parallel_tool_calls"] is False
    forced = _body("local", ModelRequest(system="s", messages=QUESTION, tools=TOOLS, tool_choice="none"))
    assert forced["tool_choice"] == "none" and forced["parallel_tool_calls"] is True


def test_without_tools_no_switch_is_sent():
    request = ModelRequest(system="s", messages=QUESTION, tools=(), tool_choice="none", parallel_tool_calls=False)
    for provider in ("anthropic", "openai-chat", "openai-responses"):
        body = _body(provider, request)
        assert "tool_choice" not in body and "parallel_tool_calls" not in body


def test_a_strict_tool_in_each_dialect():
    strict, plain = offered(TOOLS, ["get_order_status"])
    request = ModelRequest(system="s", messages=QUESTION, tools=(strict, plain))
    assert _body("anthropic", request)["tools"][0] == {
        "name": "get_order_status", "description": DESCRIPTION, "input_schema": STRICT_SCHEMA, "strict": True}
    assert _body("openai-chat", request)["tools"][0] == {"type": "function", "function": {
        "name": "get_order_status", "description": DESCRIPTION, "parameters": STRICT_SCHEMA, "strict": True}}
    assert _body("openai-responses", request)["tools"][0] == {
        "type": "function", "name": "get_order_status", "description": DESCRIPTION,
        "parameters": STRICT_SCHEMA, "strict": True}


def test_a_tool_not_strict_in_each_dialect():
    request = ModelRequest(system="s", messages=QUESTION, tools=(GET_ORDER_STATUS,))
    assert _body("anthropic", request)["tools"][0] == {
        "name": "get_order_status", "description": DESCRIPTION, "input_schema": SCHEMA}
    assert _body("openai-chat", request)["tools"][0] == {"type": "function", "function": {
        "name": "get_order_status", "description": DESCRIPTION, "parameters": SCHEMA}}  # omitted: not strict
    assert _body("openai-responses", request)["tools"][0] == {  # Responses needs `false` said, or it goes strict
        "type": "function", "name": "get_order_status", "description": DESCRIPTION, "parameters": SCHEMA,
        "strict": False}


@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses"])
def test_the_default_run_sends_what_it_always_sent(provider):
    reply = {"anthropic": R.anthropic, "openai-chat": R.chat, "openai-responses": R.responses}[provider]
    client, script = mock_client(provider, [reply(text="ok")])
    run_loop(client)
    body = script.bodies()[0]
    if provider == "anthropic":
        assert body["tool_choice"] == {"type": "auto"}
    else:
        assert (body["tool_choice"], body["parallel_tool_calls"]) == ("auto", True)
