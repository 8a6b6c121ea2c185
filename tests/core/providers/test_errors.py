"""HTTP failures as the official SDKs handle them: which statuses are retried, how long to wait, learner texts."""

from __future__ import annotations

import time

import httpx
import pytest

from core.engine.cancel import CancelToken
from core.engine.client import ModelError, ModelRequest
from core.engine.events import Retrying
from core.engine.messages import Message
from core.providers import MissingKey, ProviderConfig, RetryPolicy, make_client
from core.providers.retry import retry_delay, server_hint
from tests.core.providers import replies as R
from tests.core.providers.harness import KEY, mock_client, of_type, run_loop

REQUEST = ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=())
PROTOCOLS = ["anthropic", "openai-chat", "openai-responses", "local"]
ERROR_BODY = {"type": "error", "error": {"type": "x_error", "message": "Provider says no"}, "request_id": "req_body1"}


def _status(status: int, headers: dict | None = None) -> httpx.Response:
    return httpx.Response(status, json=ERROR_BODY, headers={"request-id": "req_hdr1", **(headers or {})})


def _create(provider: str, steps: list, **kw):
    client, script = mock_client(provider, steps, **kw)
    seen: list = []
    try:
        reply = client.create(REQUEST, CancelToken(), seen.append)
    except ModelError as error:
        return error, script, seen
    return reply, script, seen


@pytest.mark.parametrize("status,words", [(400, "the request was refused"), (401, "the key was refused"),
                                          (403, "may not do that"), (404, "no such model or path"),
                                          (413, "the conversation is too large"), (422, "could not be processed")])
@pytest.mark.parametrize("provider", PROTOCOLS)
def test_client_errors_are_not_retried_and_explained(provider, status, words):
    error, script, seen = _create(provider, [_status(status), R.WHOLE[provider](text="never")])
    assert isinstance(error, ModelError) and len(script.requests) == 1 and error.retries == 0
    assert words in error.text and "Provider says no" in error.text and f"HTTP {status}" in error.text
    assert error.status == status and error.body == ERROR_BODY and error.request_id == "req_hdr1"
    assert error.wire.response["body"] == ERROR_BODY and not of_type(seen, Retrying)


@pytest.mark.parametrize("status", [408, 409, 429, 500, 502, 503, 529])
@pytest.mark.parametrize("provider", PROTOCOLS)
def test_retryable_statuses_are_tried_three_times_in_all(provider, status):
    error, script, seen = _create(provider, [_status(status)])  # the last step repeats: fails on every attempt
    assert isinstance(error, ModelError) and error.status == status
    assert len(script.requests) == 3 and error.retries == 2
    retries = of_type(seen, Retrying)
    assert [(r.status, r.attempt) for r in retries] == [(status, 1), (status, 2)]
    assert [a["status"] for a in error.wire.http] == [status] * 3


def test_a_retry_that_succeeds_gives_the_reply_and_records_all_attempts():
    reply, script, seen = _create("openai-chat", [_status(529), _status(500), R.chat(text="Da bin ich.")])
    assert reply.text() == "Da bin ich." and len(script.requests) == 3
    assert [a["status"] for a in reply.wire.http] == [529, 500, 200] and len(of_type(seen, Retrying)) == 2


@pytest.mark.parametrize("headers,expected", [({"retry-after-ms": "120"}, 0.12), ({"retry-after": "0.2"}, 0.2)])
@pytest.mark.parametrize("provider", PROTOCOLS)
def test_retry_after_is_honoured(provider, headers, expected):
    started = time.monotonic()
    reply, script, seen = _create(provider, [_status(429, headers), R.WHOLE[provider](text="ok")])
    assert reply.text() == "ok" and len(script.requests) == 2
    assert [(r.status, r.delay) for r in of_type(seen, Retrying)] == [(429, pytest.approx(expected))]
    assert time.monotonic() - started >= expected * 0.9


def test_retry_after_above_the_cap_falls_back_to_backoff():
    reply, _, seen = _create("anthropic", [_status(429, {"retry-after": "3600"}), R.anthropic(text="ok")])
    assert of_type(seen, Retrying)[0].delay <= 0.001


def test_backoff_is_exponential_with_jitter_and_capped():
    policy = RetryPolicy()
    assert retry_delay(None, 0, policy, rand=lambda: 0.0) == 0.5
    assert retry_delay(None, 1, policy, rand=lambda: 1.0) == 0.75
    assert retry_delay(None, 9, policy, rand=lambda: 0.0) == 8.0
    assert retry_delay(httpx.Headers({"retry-after-ms": "250"}), 0, policy) == 0.25


def test_x_should_retry_wins_over_the_status():
    error, script, _ = _create("anthropic", [_status(500, {"x-should-retry": "false"})])
    assert len(script.requests) == 1 and error.retries == 0
    reply, script, _ = _create("anthropic", [_status(400, {"x-should-retry": "true"}), R.anthropic(text="ok")])
    assert reply.text() == "ok" and len(script.requests) == 2


def test_connection_errors_are_retried_then_reported():
    refused = httpx.ConnectError("connection refused")
    error, script, seen = _create("local", [refused])
    assert isinstance(error, ModelError) and error.status is None and error.retries == 2
    assert len(script.requests) == 3 and "no connection" in error.text
    assert [r.status for r in of_type(seen, Retrying)] == [None, None]
    reply, script, _ = _create("local", [refused, R.chat(text="wieder da")])
    assert reply.text() == "wieder da"


def test_a_model_error_hands_off_with_the_learner_text():
    client, _ = mock_client("anthropic", [_status(401)])
    end, _ = run_loop(client)
    assert end.reason == "model_error" and "the key was refused" in end.detail


def test_abort_during_the_backoff_wait_returns_at_once():
    slow = RetryPolicy(initial_delay=30.0, max_delay=30.0)
    client, _ = mock_client("anthropic", [_status(503)], policy=slow)
    cancel = CancelToken()
    started = time.monotonic()
    end, events = run_loop(client, cancel=cancel,
                           on_event=lambda e: isinstance(e, Retrying) and cancel.cancel("Abbruch"))
    assert end.reason == "cancelled" and time.monotonic() - started < slow.initial_delay  # not waited out


def test_a_missing_key_names_the_variable_before_any_request():
    with pytest.raises(MissingKey) as caught:
        make_client(ProviderConfig("anthropic"), http=httpx.Client(transport=httpx.MockTransport(
            lambda r: pytest.fail("no request may be sent"))))
    assert "LLM_API_KEY" in caught.value.text and "ANTHROPIC_API_KEY" in caught.value.text
    with pytest.raises(MissingKey, match="OPENAI_API_KEY"):
        make_client(ProviderConfig("openai-responses"))
    assert make_client(ProviderConfig("local")) is not None  # local servers need none


def test_key_comes_from_lesson_variable_first(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-provider")
    monkeypatch.setenv("LLM_API_KEY", KEY)
    client, script = mock_client("anthropic", [R.anthropic(text="ok")], key=None)
    client.create(REQUEST)
    assert script.requests[0].headers["x-api-key"] == KEY


def test_the_key_is_hidden_in_the_recorded_request():
    reply, script, _ = _create("openai-chat", [R.chat(text="ok")])
    assert script.requests[0].headers["authorization"] == f"Bearer {KEY}"
    assert reply.wire.request["headers"]["authorization"] == "Bearer ***"
    assert KEY not in repr(reply.wire.request) and KEY not in repr(reply.wire.http)


def test_a_key_echoed_in_an_error_body_is_hidden():
    echoed = httpx.Response(401, json={"error": {"message": f"Incorrect API key provided: {KEY}",
                                                 "type": "invalid_request_error", "code": "invalid_api_key"}})
    error, _, _ = _create("openai-chat", [echoed])
    assert "the key was refused" in error.text
    assert KEY not in error.text and KEY not in repr(error.body) and KEY not in repr(error.wire.http)
    assert "***" in error.body["error"]["message"]


def test_a_bad_base_url_fails_at_once_in_words():
    client, script = mock_client("local", [R.chat(text="x")], base_url="localhost:11434/v1")
    with pytest.raises(ModelError, match="base URL"):
        client.create(REQUEST)
    assert script.requests == []


@pytest.mark.parametrize("provider,body", [("anthropic", {"content": [{"type": "text", "text": None}]}),
                                           ("openai-chat", {"choices": []}),
                                           ("openai-responses", {"output": [{"type": "message", "content": [1]}]}),
                                           ("openai-chat", ["not", "an", "object"])])
def test_a_reply_of_the_wrong_shape_is_a_model_error_not_a_crash(provider, body):
    error, _, _ = _create(provider, [httpx.Response(200, json=body)])
    assert isinstance(error, ModelError) and error.wire.response["body"] == body


def test_a_local_server_call_without_id_gets_one_that_its_result_matches():
    reply = R.chat([(None, "get_order_status", {"order_id": "1042"})])
    client, script = mock_client("local", [reply, R.chat(text="ok")])
    end, _ = run_loop(client)
    second = script.bodies()[1]["messages"]
    call_id = second[2]["tool_calls"][0]["id"]
    assert call_id and second[3] == {"role": "tool", "tool_call_id": call_id, "content": second[3]["content"]}


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
