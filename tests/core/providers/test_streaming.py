"""SSE reassembly: text and tool arguments from many small fragments; cut streams and error events."""

from __future__ import annotations

import json

import pytest

from core.engine.cancel import CancelToken
from core.engine.client import ModelError, ModelRequest
from core.engine.events import TextDelta
from core.engine.messages import Message
from core.providers.streaming import ChatStream, iter_sse
from tests.core.providers import replies as R
from tests.core.providers.harness import KEY, mock_client, of_type, run_loop

REQUEST = ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=())
ARGS = {"order_id": "1042", "note": "ein längerer Text mit \"Anführungszeichen\" und ü"}
CALLS = [("call_1", "get_order_status", ARGS), ("call_2", "get_return_window", {"order_id": "1187"})]
TEXT = "Einen Moment, ich sehe in beiden Bestellungen nach."
PROVIDERS = ["anthropic", "openai-chat", "openai-responses"]


def _events(provider: str, **kw) -> list[str]:
    return R.STREAMED[provider](CALLS, text=TEXT, size=1, **kw)


@pytest.mark.parametrize("provider", PROVIDERS)
def test_text_and_arguments_split_into_single_characters_are_reassembled(provider):
    client, _ = mock_client(provider, [_events(provider)], stream=True)
    seen: list = []
    reply = client.create(REQUEST, CancelToken(), seen.append)
    assert reply.text() == TEXT
    assert [(u.id, u.name, u.input) for u in reply.tool_uses()] == [
        ("call_1", "get_order_status", ARGS), ("call_2", "get_return_window", {"order_id": "1187"})]
    assert reply.stop_reason == "tool_use"
    deltas = of_type(seen, TextDelta)
    assert "".join(d.text for d in deltas) == TEXT
    # each piece is passed on as it comes, except a piece that could start the key ("s" of "sk-test-"): it
    # waits for the next one, which shows it is no key
    assert all(len(d.text) == 1 or (d.text[0] == "s" and len(d.text) == 2) for d in deltas)
    assert reply.usage.output_tokens > 1  # taken from the end events
    assert len(reply.wire.response["events"]) == len(_events(provider)) and "body" not in reply.wire.response


def test_chat_ids_and_names_are_not_concatenated_when_a_server_repeats_them():
    stream = ChatStream(lambda e: None)
    head = {"choices": [{"index": 0, "delta": {"tool_calls": [
        {"index": 0, "id": "call_x", "function": {"name": "get_order_status", "arguments": "{\"order_id\""}}]}}]}
    tail = {"choices": [{"index": 0, "delta": {"tool_calls": [
        {"index": 0, "id": "call_x", "function": {"name": "get_order_status", "arguments": ":\"7\"}"}}]},
        "finish_reason": "tool_calls"}]}
    for data in (head, tail):
        stream.feed({"event": None, "data": data})
    call = stream.result()["choices"][0]["message"]["tool_calls"][0]
    assert call["id"] == "call_x" and call["function"] == {"name": "get_order_status", "arguments": '{"order_id":"7"}'}


def test_sse_parser_handles_comments_multiline_data_and_crlf_free_lines():
    lines = [": keep-alive", "event: x", 'data: {"a":', 'data: 1}', "", "data: [DONE]", ""]
    assert list(iter_sse(lines)) == [{"event": "x", "data": {"a": 1}}, {"event": None, "data": "[DONE]"}]


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_stream_cut_midway_raises_and_the_loop_hands_off_with_a_valid_history(provider):
    events = _events(provider)
    client, _ = mock_client(provider, [events[: len(events) // 2]], stream=True)
    with pytest.raises(ModelError, match="broke off in the middle"):
        client.create(REQUEST, CancelToken(), lambda e: None)
    end, _ = run_loop(client)
    assert end.reason == "model_error" and "broke off" in end.detail
    assert [m.role for m in end.messages] == ["user"]  # the half-built reply was thrown away


ERROR_EVENTS = {
    "anthropic": ('{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', "error",
                  "Overloaded"),
    "openai-chat": ('{"error":{"message":"The server had an error","type":"server_error"}}', None,
                    "The server had an error"),
    "openai-responses": ('{"type":"response.failed","sequence_number":9,"response":{"id":"resp_1","status":"failed",'
                         '"error":{"code":"server_error","message":"Something broke"}}}', "response.failed",
                         "Something broke"),
}


@pytest.mark.parametrize("provider", PROVIDERS)
def test_an_error_event_midway_ends_the_call_without_retry(provider):
    data, name, words = ERROR_EVENTS[provider]
    events = _events(provider)
    broken = events[:5] + [(f"event: {name}\n" if name else "") + f"data: {data}\n\n"]
    client, script = mock_client(provider, [broken, R.WHOLE[provider](text="nie")], stream=True)
    with pytest.raises(ModelError) as caught:
        client.create(REQUEST, CancelToken(), lambda e: None)
    assert words in caught.value.text and len(script.requests) == 1
    assert caught.value.wire.response["events"][-1]["data"] == json.loads(data)


def test_responses_error_event_is_raised():
    events = R.responses_sse(text="hallo")[:3] + [
        'event: error\ndata: {"type":"error","code":"rate_limit_exceeded","message":"Slow down","param":null,'
        '"sequence_number":3}\n\n']
    client, _ = mock_client("openai-responses", [events], stream=True)
    with pytest.raises(ModelError, match="Slow down"):
        client.create(REQUEST, CancelToken(), lambda e: None)


def test_ollama_style_whole_tool_calls_in_one_chunk_then_a_finish_chunk():
    head = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "model": "llama3.1"}
    call = {"index": 0, "id": "call_k3j9x2qa", "type": "function",
            "function": {"name": "get_order_status", "arguments": '{"order_id":"1042"}'}}
    events = [R.sse_event({**head, "choices": [{"index": 0, "delta": {"role": "assistant", "content": "",
                                                                       "tool_calls": [call]}, "finish_reason": None}]}),
              R.sse_event({**head, "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""},
                                                "finish_reason": "tool_calls"}]}),
              R.sse_event({**head, "choices": [], "usage": {"prompt_tokens": 90, "completion_tokens": 20,
                                                            "total_tokens": 110, "timings": {"predicted_ms": 4}}}),
              R.sse_event("[DONE]")]
    client, _ = mock_client("local", [events], stream=True)
    reply = client.create(REQUEST, CancelToken(), lambda e: None)
    assert [(u.id, u.input) for u in reply.tool_uses()] == [("call_k3j9x2qa", {"order_id": "1042"})]
    assert reply.stop_reason == "tool_use" and reply.usage.input_tokens == 90


@pytest.mark.parametrize("provider,reply", [("anthropic", R.anthropic(text="Ganz.")),
                                            ("openai-chat", R.chat(text="Ganz.")),
                                            ("local", R.chat(text="Ganz.")),
                                            ("openai-responses", R.responses(text="Ganz."))])
def test_a_server_that_ignores_stream_and_answers_whole_json_is_read_whole(provider, reply):
    client, script = mock_client(provider, [reply], stream=True)
    end, events = run_loop(client, "Hallo?")
    assert script.bodies()[0].get("stream") is True
    assert end.reason == "answer" and end.answer == "Ganz."


@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses"])
def test_a_key_split_over_text_pieces_is_masked_in_the_pieces_the_reply_and_the_record(provider):
    text = f"Dein Schlüssel: {KEY}."
    events = R.STREAMED[provider](text=text, size=3)
    client, _ = mock_client(provider, [events], stream=True)
    seen: list = []
    reply = client.create(REQUEST, CancelToken(), seen.append)
    shown = "".join(d.text for d in of_type(seen, TextDelta))
    assert shown == reply.text() == "Dein Schlüssel: ***."
    assert KEY[:8] not in str(reply.wire.response) and KEY[-8:] not in str(reply.wire.response)
