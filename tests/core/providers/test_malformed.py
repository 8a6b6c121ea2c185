"""Arguments that are not valid JSON, or a call with no name, go back to the model as error results."""

from __future__ import annotations

import json

import httpx
import pytest

from core.engine.events import ToolFinished
from tests.core.providers import replies as R
from tests.core.providers.harness import mock_client, of_type, run_loop

BAD = [("call_bad", "get_order_status", '{"order_id": "1042"'),  # cut-off JSON
       ("call_arr", "get_return_window", '["1187"]'),              # JSON, but not an object
       ("call_anon", None, '{"order_id": "1042"}')]                 # no name


def _result_for(body: dict, provider: str, call_id: str) -> str:
    if provider == "anthropic":
        for message in body["messages"]:
            for block in message["content"] if isinstance(message["content"], list) else []:
                if block.get("tool_use_id") == call_id:
                    assert block["is_error"] is True
                    return block["content"]
    elif provider == "openai-responses":
        for item in body["input"]:
            if item.get("call_id") == call_id and item.get("type") == "function_call_output":
                return item["output"]
    else:
        for message in body["messages"]:
            if message.get("tool_call_id") == call_id:
                return message["content"]
    raise AssertionError(f"no result for {call_id}")


@pytest.mark.parametrize("provider", ["openai-chat", "openai-responses", "local"])
def test_bad_arguments_and_missing_names_become_error_results(provider):
    client, script = mock_client(provider, [R.WHOLE[provider](BAD), R.WHOLE[provider](text="Bitte Nummer prüfen.")])
    end, events = run_loop(client)
    assert end.reason == "answer"
    results = {f.use.id: f.result for f in of_type(events, ToolFinished)}
    assert all(r.is_error for r in results.values())
    assert "kein gültiges JSON-Objekt" in results["call_bad"].content
    assert "kein gültiges JSON-Objekt" in results["call_arr"].content
    assert "kein Tool" in results["call_anon"].content
    second = script.bodies()[1]
    for call_id in ("call_bad", "call_arr", "call_anon"):
        assert _result_for(second, provider, call_id).startswith("ERROR: ")
    raw = second["input"] if provider == "openai-responses" else second["messages"]
    assert '{"order_id": "1042"' in str(raw)  # the original arguments are replayed exactly as received


def test_anthropic_stream_with_broken_input_json_is_answered_with_an_error_and_replayed_as_object():
    events = R.anthropic_sse([("toolu_1", "get_order_status", '{"order_id": 10')])
    client, script = mock_client("anthropic", [events, R.anthropic(text="Ok.")], stream=True)
    end, loop_events = run_loop(client)
    finished = of_type(loop_events, ToolFinished)
    assert finished[0].result.is_error and "JSON" in finished[0].result.content
    replay = script.bodies()[1]["messages"][1]["content"][0]
    assert replay["type"] == "tool_use" and replay["input"] == {}
    assert script.bodies()[1]["messages"][2]["content"][0]["is_error"] is True


@pytest.mark.parametrize("provider", ["openai-chat", "openai-responses", "local"])
def test_a_nameless_call_is_replayed_with_a_name_a_provider_accepts(provider):
    client, script = mock_client(provider, [R.WHOLE[provider](BAD), R.WHOLE[provider](text="Bitte Nummer prüfen.")])
    run_loop(client)
    second = script.bodies()[1]
    if provider == "openai-responses":
        names = [i["name"] for i in second["input"] if i.get("type") == "function_call"]
    else:
        names = [c["function"]["name"] for m in second["messages"] for c in m.get("tool_calls") or []]
    assert names == ["get_order_status", "get_return_window", "unnamed_tool_call"]


DEEP = "[" * 5000 + "]" * 5000  # valid JSON, too deep for Python's json module


@pytest.mark.parametrize("provider", ["openai-chat", "openai-responses", "local"])
def test_too_deeply_nested_arguments_are_an_error_result(provider):
    client, _ = mock_client(provider, [R.WHOLE[provider]([("call_deep", "get_order_status", DEEP)]),
                                       R.WHOLE[provider](text="Bitte Nummer prüfen.")])
    end, events = run_loop(client)
    assert end.reason == "answer"
    result = of_type(events, ToolFinished)[0].result
    assert result.is_error and "kein gültiges JSON-Objekt" in result.content


def test_too_deeply_nested_streamed_input_is_an_error_result():
    events = R.anthropic_sse([("toolu_1", "get_order_status", DEEP)], size=4000)
    client, _ = mock_client("anthropic", [events, R.anthropic(text="Ok.")], stream=True)
    end, loop_events = run_loop(client)
    assert end.reason == "answer"
    finished = of_type(loop_events, ToolFinished)
    assert finished[0].result.is_error and "JSON" in finished[0].result.content


@pytest.mark.parametrize("provider,raw", [
    ("anthropic", b'{"content":[{"type":"text","text":"x"}],"stop_reason":"end_turn","usage":{"input_tokens":1e999}}'),
    ("openai-chat",
     b'{"choices":[{"message":{"content":"x"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1e999}}'),
])
def test_infinite_token_counts_are_a_model_error(provider, raw):
    response = httpx.Response(200, content=raw, headers={"content-type": "application/json"})
    client, _ = mock_client(provider, [response])
    end, _ = run_loop(client)
    assert end.reason == "model_error" and "unexpected answer" in end.detail


@pytest.mark.parametrize("stream", [False, True])
def test_nan_in_anthropic_tool_input_is_an_error_result_and_the_next_call_is_sent(stream):
    args = '{"order_id": NaN}'
    if stream:
        first = R.anthropic_sse([("toolu_1", "get_order_status", args)])
    else:
        raw = json.dumps(R.anthropic([("toolu_1", "get_order_status", {"order_id": "X"})])).replace('"X"', "NaN")
        first = httpx.Response(200, content=raw.encode(), headers={"content-type": "application/json"})
    client, script = mock_client("anthropic", [first, R.anthropic(text="Ok.")], stream=stream)
    end, _ = run_loop(client)
    if stream:  # the call is answered with an error and the conversation goes on
        assert end.reason == "answer" and len(script.requests) == 2
        replayed = script.bodies()[1]["messages"]
        assert replayed[1]["content"][0]["input"] == {} and replayed[2]["content"][0]["is_error"] is True
    else:  # a body that is not JSON is the provider's error, not a crash
        assert end.reason == "model_error"
