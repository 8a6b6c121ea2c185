"""Review findings in the providers: untrusted replies and headers never raise past ModelError; keys never leak."""

from __future__ import annotations

import json

import httpx
import pytest

from core.engine.client import ModelError, ModelRequest
from core.engine.events import ToolFinished
from core.engine.messages import Message
from core.providers import MissingKey, ProviderConfig, find_key, make_client
from core.providers._http import RetryPolicy, retry_delay, server_hint
from tests.providers import replies as R
from tests.providers.harness import mock_client, of_type, run_loop

DEEP = "[" * 5000 + "]" * 5000  # valid JSON, too deep for Python's json module


@pytest.mark.parametrize("value", ["soon", "Wed, 99 Oct 2015 07:28:00 GMT", "Mon, 32 Foo 2026 99:99:99 GMT"])
def test_an_unreadable_retry_after_falls_back_to_backoff(value):
    assert server_hint(httpx.Headers({"retry-after": value})) is None
    delay = retry_delay(httpx.Headers({"retry-after": value}), 0, RetryPolicy(), rand=lambda: 0.0)
    assert delay == 0.5


def test_a_429_with_an_unreadable_retry_after_is_retried_not_a_crash():
    client, script = mock_client("anthropic", [httpx.Response(429, headers={"retry-after": "soon"}),
                                               R.anthropic(text="ok")])
    end, _ = run_loop(client)
    assert end.reason == "answer" and end.answer == "ok"
    assert len(script.requests) == 2


def test_a_retry_after_date_without_zone_is_read_as_utc():
    hint = server_hint(httpx.Headers({"retry-after": "Wed, 21 Oct 2015 07:28:00 -0000"}))
    same = server_hint(httpx.Headers({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}))
    assert hint is not None and same is not None and abs(hint - same) < 1.0


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


@pytest.mark.parametrize("provider,body", [
    ("anthropic", {"content": [{"type": "text", "text": "x"}], "stop_reason": 5, "usage": {}}),
    ("openai-chat", {"choices": [{"message": {"content": "x"}, "finish_reason": 7}]}),
    ("openai-responses", {"status": "incomplete", "incomplete_details": {"reason": 3}, "output": []}),
])
def test_a_stop_reason_that_is_not_text_hands_off_instead_of_crashing(provider, body):
    client, _ = mock_client(provider, [body])
    end, _ = run_loop(client)
    assert end.reason == "stop_reason" and end.handoff


@pytest.mark.parametrize("provider,raw", [
    ("anthropic", b'{"content":[{"type":"text","text":"x"}],"stop_reason":"end_turn","usage":{"input_tokens":1e999}}'),
    ("openai-chat", b'{"choices":[{"message":{"content":"x"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1e999}}'),
])
def test_infinite_token_counts_are_a_model_error(provider, raw):
    response = httpx.Response(200, content=raw, headers={"content-type": "application/json"})
    client, _ = mock_client(provider, [response])
    end, _ = run_loop(client)
    assert end.reason == "model_error" and "unerwartete Antwort" in end.detail


@pytest.mark.parametrize("pasted", ["sk-test-SECRET-4f9a2c7e1b\n", "  sk-test-SECRET-4f9a2c7e1b\r\n"])
def test_a_pasted_key_with_a_line_break_is_trimmed(pasted):
    assert find_key("openai-chat", pasted) == "sk-test-SECRET-4f9a2c7e1b"


@pytest.mark.parametrize("bad", ["sk-SECRETpart\r\nX-Injected: 1", "sk-sécret-Schlüssel", "sk-a\x00b"])
def test_a_key_with_unusable_characters_is_refused_before_any_request_without_showing_it(bad):
    with pytest.raises(MissingKey) as caught:
        make_client(ProviderConfig("openai-chat", base_url="http://127.0.0.1:9/v1"), key=bad)
    text = str(caught.value)
    assert "SECRET" not in text and "sécret" not in text and "a\x00b" not in text
    assert isinstance(caught.value, ModelError)


def test_a_key_with_unusable_characters_in_the_environment_is_refused():
    with pytest.raises(MissingKey):
        find_key("anthropic", env={"LLM_API_KEY": "sk-ünicode"})


def test_a_good_key_still_reaches_the_header():
    client, script = mock_client("openai-chat", [R.WHOLE["openai-chat"](text="ok")])
    client.create(ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=()))
    assert script.requests[0].headers["authorization"] == "Bearer sk-test-SECRET-4f9a2c7e1b"


@pytest.mark.parametrize("stream", [False, True])
def test_a_key_echoed_in_a_200_reply_is_hidden_from_the_error_and_the_record(stream):
    echo = {"error": {"message": "invalid api key sk-test-SECRET-4f9a2c7e1b"}, "choices": []}
    if stream:
        step = httpx.Response(200, content=f"data: {json.dumps(echo)}\n\n".encode(),
                              headers={"content-type": "text/event-stream"})
    else:
        step = httpx.Response(200, json=echo)
    client, _ = mock_client("openai-chat", [step], stream=stream)
    with pytest.raises(ModelError) as caught:
        client.create(ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=()))
    error = caught.value
    for shown in (error.text, repr(error.body), repr(error.wire.response)):
        assert "SECRET" not in shown


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
