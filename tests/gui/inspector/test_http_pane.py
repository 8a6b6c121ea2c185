"""The HTTP pane: request with the key hidden, every attempt of a retried call, stream events, errors, protocol
problems."""

from __future__ import annotations

import httpx
import pytest

from core.engine.client import SYSTEM, ModelError, ModelRequest
from core.engine.events import ReplyReceived
from core.engine.messages import Message, TextBlock, ToolUseBlock
from core.lesson.tools import lesson_registry
from gui.inspector.http_pane import COLORS
from gui.inspector.http_text import plain
from tests.core.providers import replies as R
from tests.core.providers.harness import KEY, mock_client, of_type, run_loop

RED = COLORS["error"]
CALL = [("toolu_01", "get_order_status", {"order_id": "1042"})]
RATE_LIMITED = httpx.Response(429,
                              json={"type": "error", "error": {"type": "rate_limit_error", "message": "slow down"}},
                              headers={"retry-after-ms": "5", "request-id": "req_429"})


def _wires(provider: str, steps, stream: bool = False):
    client, _ = mock_client(provider, steps, stream=stream)
    end, events = run_loop(client)
    return end, [e.wire for e in of_type(events, ReplyReceived)]


def test_retried_streamed_call_shows_request_every_attempt_and_the_events(http_pane):
    end, wires = _wires("anthropic", [RATE_LIMITED, R.anthropic_sse(CALL), R.anthropic_sse(text="Kommt morgen.")],
                        stream=True)
    assert end.reason == "answer" and wires[0].is_http
    http_pane.show_exchange(wires[0])
    text = http_pane.text()
    assert "POST https://api.anthropic.com/v1/messages" in text
    assert "x-api-key: ***" in text and KEY not in text
    assert "ATTEMPTS (2)" in text
    assert "#1  ← 429 Too Many Requests  → retrying in 0.0 s" in text
    assert "slow down" in text and "request-id: req_429" in text
    assert "#2  ← 200 OK" in text
    assert "event: content_block_delta" in text and '"partial_json"' in text
    assert http_pane.color_at("#1  ← 429") == RED
    assert http_pane.banner.isHidden()


def test_single_whole_call_has_no_attempts_section(http_pane):
    _, wires = _wires("openai-chat", [R.chat(text="Hallo")])
    http_pane.show_exchange(wires[0])
    text = http_pane.text()
    assert "POST https://api.openai.com/v1/chat/completions" in text
    assert "authorization: Bearer ***" in text and KEY not in text
    assert "ATTEMPTS" not in text
    assert '"finish_reason": "stop"' in text


def _fail(provider: str, response: httpx.Response) -> ModelError:
    client, _ = mock_client(provider, [response])
    request = ModelRequest(SYSTEM, (Message(role="user", content="Wo ist 1042?"),), tuple(lesson_registry().specs()))
    with pytest.raises(ModelError) as caught:
        client.create(request)
    return caught.value


def test_failed_call_shows_error_body_request_id_in_red(http_pane):
    error = _fail("openai-responses", httpx.Response(
        401, json={"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}},
        headers={"x-request-id": "req_abc123"}))
    http_pane.show_exchange(error.wire, error)
    assert http_pane.banner.isVisible()
    assert "401 Unauthorized" in http_pane.banner.text() and "req_abc123" in http_pane.banner.text()
    text = http_pane.text()
    assert text.startswith("FAILED")
    assert "Incorrect API key provided" in text and "x-request-id: req_abc123" in text
    assert http_pane.color_at("Incorrect API key provided") == RED
    assert KEY not in text + http_pane.banner.text()


def test_protocol_problems_are_flagged_in_red(http_pane):
    client, _ = mock_client("anthropic", [R.anthropic(text="ok")])
    broken = (Message(role="user", content="Wo ist 1042?"),
              Message(role="assistant", content=[ToolUseBlock(id="toolu_lost", name="get_order_status",
                                                              input={"order_id": "1042"})]),
              Message(role="user", content=[TextBlock(text="und?")]))
    reply = client.create(ModelRequest(SYSTEM, broken, ()))
    http_pane.show_exchange(reply.wire)
    assert http_pane.banner.isVisible() and "toolu_lost" in http_pane.banner.text()
    assert "PROTOCOL CHECK" in http_pane.text()
    assert http_pane.color_at("✗ message 1: tool_use without tool_result") == RED


def test_retried_server_error_lists_each_attempt(http_pane):
    error = _fail("anthropic", httpx.Response(503, json={"error": {"message": "overloaded"}}))
    assert error.retries == 2
    http_pane.show_exchange(error.wire, error)
    text = plain(error.wire, error)
    assert "#1  ← 503 Service Unavailable  → retrying in" in text and "#3  ← 503 Service Unavailable" in text
    assert text.count("← 503 Service Unavailable") == 4  # three attempts, and the final response
    assert "2 retries" in http_pane.banner.text()
    http_pane.clear()
    assert http_pane.text() == "" and http_pane.banner.isHidden()


def test_connection_failure_shows_each_attempt_and_no_response(http_pane):
    error = _fail("openai-chat", httpx.ConnectError("connection refused"))
    http_pane.show_exchange(error.wire, error)
    text = http_pane.text()
    assert text.count("✗ ConnectError: connection refused") == 3
    assert "(no response)" in text and "no HTTP status" in http_pane.banner.text()
    assert http_pane.color_at("(no response)") == RED
