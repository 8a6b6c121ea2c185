"""Every stop / finish reason / status maps to what the loop understands."""

from __future__ import annotations

import pytest

from core.engine.events import ReplyReceived, ToolFinished
from tests.core.providers import replies as R
from tests.core.providers.harness import mock_client, of_type, run_loop


def _responses_refusal() -> dict:
    reply = R.responses(text="placeholder")
    [message] = [item for item in reply["output"] if item["type"] == "message"]
    message["content"] = [{"type": "refusal", "refusal": "Dabei kann ich nicht helfen."}]
    return reply


PARTIAL = [("call_a1", "get_order_status", {"order_id": "10"})]
ONE = [("call_a1", "get_order_status", {"order_id": "1042"})]

CASES = [
    # provider, first reply, expected core stop_reason
    ("anthropic", R.anthropic(text="Fertig."), "end_turn"),
    ("anthropic", R.anthropic(text="Fertig.", stop="stop_sequence"), "end_turn"),
    ("anthropic", R.anthropic(ONE), "tool_use"),
    ("anthropic", R.anthropic(PARTIAL, text="Ich", stop="max_tokens"), "max_tokens"),
    ("anthropic", R.anthropic(text="Zu lang", stop="model_context_window_exceeded"), "max_tokens"),
    ("anthropic", R.anthropic(text="", stop="refusal"), "refusal"),
    ("anthropic", R.anthropic(text="Neu", stop="something_new"), "something_new"),
    ("openai-chat", R.chat(text="Fertig."), "end_turn"),
    ("openai-chat", R.chat(ONE), "tool_use"),
    ("openai-chat", R.chat(ONE, finish="stop"), "tool_use"),  # forced named function ends with "stop"
    ("openai-chat", R.chat(PARTIAL, finish="length"), "max_tokens"),
    ("openai-chat", R.chat(text="", finish="content_filter"), "refusal"),
    ("openai-chat", R.chat(refusal="Dabei helfe ich nicht."), "refusal"),
    ("openai-chat", R.chat(ONE, finish="function_call"), "tool_use"),  # legacy finish with tool_calls: a tool turn
    ("openai-chat", R.chat(text="Fertig.", finish="function_call"), "end_turn"),  # … without any: the end
    ("openai-responses", R.responses(text="Fertig."), "end_turn"),
    ("openai-responses", R.responses(ONE), "tool_use"),
    ("openai-responses", R.responses(PARTIAL, status="incomplete", reason="max_output_tokens"), "max_tokens"),
    ("openai-responses", R.responses(text="x", status="incomplete", reason="content_filter"), "refusal"),
    ("openai-responses", _responses_refusal(), "refusal"),
    ("openai-responses", R.responses(ONE, status="cancelled"), "cancelled"),  # its calls are not run
]


@pytest.mark.parametrize("provider,reply,expected", CASES, ids=[f"{c[0]}-{c[2]}-{i}" for i, c in enumerate(CASES)])
def test_stop_reason_maps(provider, reply, expected):
    client, _ = mock_client(provider, [reply, R.WHOLE[provider](text="Fertig.")])
    end, events = run_loop(client, max_calls=2)
    assert of_type(events, ReplyReceived)[0].reply.stop_reason == expected
    if expected == "end_turn":
        assert end.reason == "answer"
    elif expected == "tool_use":
        assert end.reason == "answer" and len(of_type(events, ReplyReceived)) == 2
    else:
        assert end.reason == "stop_reason" and end.detail == expected and end.handoff


@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses"])
def test_truncated_tool_calls_are_not_run_but_answered_as_skipped(provider):
    truncated = {"anthropic": R.anthropic(PARTIAL, stop="max_tokens"),
                 "openai-chat": R.chat(PARTIAL, finish="length"),
                 "openai-responses": R.responses(PARTIAL, status="incomplete", reason="max_output_tokens")}[provider]
    client, script = mock_client(provider, [truncated])
    end, events = run_loop(client)
    finished = of_type(events, ToolFinished)
    assert [f.skipped for f in finished] == [True] and finished[0].result.is_error
    assert end.reason == "stop_reason" and end.detail == "max_tokens" and len(script.requests) == 1
    assert end.messages[-1].tool_results()[0].tool_use_id == "call_a1"  # history stays valid


def test_a_responses_refusal_part_is_shown_and_hands_off():
    client, script = mock_client("openai-responses", [_responses_refusal()])
    end, events = run_loop(client)
    assert of_type(events, ReplyReceived)[0].reply.text() == "Dabei kann ich nicht helfen."
    assert (end.reason, end.detail) == ("stop_reason", "refusal") and end.handoff and len(script.requests) == 1


def test_a_cancelled_response_hands_off_without_running_its_calls():
    client, script = mock_client("openai-responses", [R.responses(ONE, status="cancelled")])
    end, events = run_loop(client)
    assert (end.reason, end.detail) == ("stop_reason", "cancelled") and end.handoff and len(script.requests) == 1
    assert [f.skipped for f in of_type(events, ToolFinished)] == [True]  # answered as skipped, never run


def test_a_failed_responses_reply_is_a_model_error_with_the_providers_words():
    failed = R.responses(status="failed")
    failed["output"] = []
    failed["error"] = {"code": "server_error", "message": "The model had a problem"}
    client, script = mock_client("openai-responses", [failed, R.responses(text="never")])
    end, events = run_loop(client)
    assert end.reason == "model_error" and "The model had a problem" in end.detail and end.handoff
    assert len(script.requests) == 1 and of_type(events, ReplyReceived) == []


@pytest.mark.parametrize("status", ["queued", "in_progress"])
def test_an_unfinished_responses_reply_is_a_model_error_not_an_answer(status):
    client, script = mock_client("openai-responses", [R.responses(ONE, status=status), R.responses(text="never")])
    end, events = run_loop(client)
    assert end.reason == "model_error" and "not finished yet" in end.detail and status in end.detail
    assert of_type(events, ToolFinished) == [] and len(script.requests) == 1


def test_refusal_hands_off_and_says_so():
    client, _ = mock_client("anthropic", [R.anthropic(text="", stop="refusal")])
    end, _ = run_loop(client)
    assert end.reason == "stop_reason" and end.detail == "refusal"


def test_pause_turn_appends_the_turn_and_calls_again():
    paused = R.anthropic(text="Ich suche noch", stop="pause_turn")
    paused["content"].append({"type": "server_tool_use", "id": "srvtoolu_1", "name": "web_search",
                              "input": {"query": "x"}})
    client, script = mock_client("anthropic", [paused, R.anthropic(text="Fertig.")])
    end, events = run_loop(client)
    assert end.reason == "answer" and end.answer == "Fertig." and len(script.requests) == 2
    second = script.bodies()[1]["messages"]
    assert second[-1] == {"role": "assistant", "content": paused["content"]}  # replayed unchanged, server block too


@pytest.mark.parametrize("provider,body", [
    ("anthropic", {"content": [{"type": "text", "text": "x"}], "stop_reason": 5, "usage": {}}),
    ("openai-chat", {"choices": [{"message": {"content": "x"}, "finish_reason": 7}]}),
    ("openai-responses", {"status": "incomplete", "incomplete_details": {"reason": 3}, "output": []}),
])
def test_a_stop_reason_that_is_not_text_hands_off_instead_of_crashing(provider, body):
    client, _ = mock_client(provider, [body])
    end, _ = run_loop(client)
    assert end.reason == "stop_reason" and end.handoff
