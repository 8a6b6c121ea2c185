"""A two-tool parallel call round trip through the real ToolLoop, per protocol, whole and streamed."""

from __future__ import annotations

import pytest

from core.engine.events import ReplyReceived, TextDelta, ToolFinished
from core.engine.wire_record import WireRecord
from tests.core.providers import replies as R
from tests.core.providers.harness import KEY, mock_client, of_type, run_loop

CALLS = [("call_a1", "get_order_status", {"order_id": "1042"}),
         ("call_b2", "get_return_window", {"order_id": "1187"})]
PROVIDERS = ["anthropic", "openai-chat", "openai-responses", "local"]


def _round_trip(provider: str, stream: bool):
    build = R.STREAMED[provider] if stream else R.WHOLE[provider]
    client, script = mock_client(provider, [build(CALLS, text="Ich sehe nach."), build(text="Beides erledigt.")],
                                 stream=stream)
    end, events = run_loop(client)
    return end, events, script


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "stream"])
@pytest.mark.parametrize("provider", PROVIDERS)
def test_two_parallel_calls_run_and_the_answer_comes_back(provider, stream):
    end, events, script = _round_trip(provider, stream)
    assert end.reason == "answer" and end.answer == "Beides erledigt."
    finished = of_type(events, ToolFinished)
    assert [(f.use.id, f.use.name, f.result.is_error) for f in finished] == [
        ("call_a1", "get_order_status", False), ("call_b2", "get_return_window", False)]
    assert finished[0].result.content.startswith("1042 — versandt")
    assert [r.url.path for r in script.requests] == [R.PATHS[provider]] * 2
    first, second = of_type(events, ReplyReceived)
    usage = {"anthropic": (512, 98), "openai-responses": (150, 48)}.get(provider, (140, 52))
    assert (first.reply.usage.input_tokens, first.reply.usage.output_tokens) == usage
    assert end.input_tokens == 2 * usage[0]
    assert isinstance(first.wire, WireRecord) and first.wire.dialect and first.wire.http[0]["status"] == 200


def test_anthropic_results_are_one_user_message_and_the_turn_is_replayed_unchanged():
    end, _, script = _round_trip("anthropic", False)
    first, second = script.bodies()
    assert first["tools"][0]["input_schema"]["required"] == ["order_id"]
    assert "system" in first and all(m["role"] != "system" for m in first["messages"])
    assistant, results = second["messages"][1], second["messages"][2]
    assert assistant["content"] == R.anthropic(CALLS, text="Ich sehe nach.")["content"]  # incl. unknown "caller"
    assert results["role"] == "user"
    assert [(b["type"], b["tool_use_id"]) for b in results["content"]] == [
        ("tool_result", "call_a1"), ("tool_result", "call_b2")]
    headers = script.requests[0].headers
    assert headers["x-api-key"] == KEY and headers["anthropic-version"] == "2023-06-01"


@pytest.mark.parametrize("provider", ["openai-chat", "local"])
def test_chat_results_are_one_tool_message_per_call(provider):
    end, _, script = _round_trip(provider, False)
    first, second = script.bodies()
    assert first["messages"][0]["role"] == "system"
    assert first["tools"][0] == {"type": "function", "function": {
        "name": "get_order_status", "description": first["tools"][0]["function"]["description"],
        "parameters": {"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]}}}
    assistant = second["messages"][2]
    assert assistant["tool_calls"] == R.chat(CALLS)["choices"][0]["message"]["tool_calls"]
    assert isinstance(assistant["tool_calls"][0]["function"]["arguments"], str)
    tools = second["messages"][3:]
    assert [(m["role"], m["tool_call_id"]) for m in tools] == [("tool", "call_a1"), ("tool", "call_b2")]
    auth = script.requests[0].headers.get("authorization")
    if provider == "local":
        assert auth is None and "max_tokens" in first and "tool_choice" not in first
    else:
        assert auth == f"Bearer {KEY}" and "max_completion_tokens" in first


def test_responses_replays_every_output_item_then_one_output_per_call_id():
    end, _, script = _round_trip("openai-responses", False)
    first, second = script.bodies()
    assert first["tools"][0]["name"] == "get_order_status" and "function" not in first["tools"][0]
    assert first["instructions"]
    items = second["input"]
    assert items[1:5] == R.responses_items(CALLS, text="Ich sehe nach.")  # reasoning item kept, ids untouched
    assert [(i["type"], i["call_id"]) for i in items[5:]] == [
        ("function_call_output", "call_a1"), ("function_call_output", "call_b2")]


@pytest.mark.parametrize("provider", PROVIDERS)
def test_streamed_text_arrives_as_deltas_in_order(provider):
    end, events, _ = _round_trip(provider, True)
    pieces = [e.text for e in of_type(events, TextDelta)]
    assert len(pieces) > 4 and "".join(pieces) == "Ich sehe nach.Beides erledigt."


def test_an_anthropic_call_without_id_is_replayed_with_the_id_its_result_answers():
    reply = R.anthropic([("toolu_x", "get_order_status", {"order_id": "1042"})])
    del reply["content"][0]["id"]
    client, script = mock_client("anthropic", [reply, R.anthropic(text="Ok.")])
    end, _ = run_loop(client)
    assert end.reason == "answer"
    messages = script.bodies()[1]["messages"]
    call = messages[1]["content"][0]
    result = messages[2]["content"][0]
    assert call["type"] == "tool_use" and result["type"] == "tool_result"
    assert call["id"] == result["tool_use_id"]


def test_a_responses_call_without_call_id_is_replayed_with_the_id_its_output_answers():
    reply = R.responses([("call_x", "get_order_status", {"order_id": "1042"})])
    del reply["output"][-1]["call_id"]
    client, script = mock_client("openai-responses", [reply, R.responses(text="Ok.")])
    end, _ = run_loop(client)
    assert end.reason == "answer"
    items = script.bodies()[1]["input"]
    call = next(i for i in items if i.get("type") == "function_call")
    output = next(i for i in items if i.get("type") == "function_call_output")
    assert call["call_id"] == output["call_id"]
