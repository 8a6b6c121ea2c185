"""End to end through real sockets: a scripted server on 127.0.0.1 serving chunked SSE, slow replies, dropped
connections."""

from __future__ import annotations

import threading
import time

import pytest

from core.engine.cancel import CancelToken
from core.engine.events import Retrying, RunEnded, ToolFinished
from core.providers import ProviderConfig, make_client
from tests.core.providers import replies as R
from tests.core.providers.harness import FAST, KEY, of_type, run_loop
from tests.core.providers.local_server import Drop, Json, ScriptedServer, Sse

CALLS = [("call_a1", "get_order_status", {"order_id": "1042"}),
         ("call_b2", "get_return_window", {"order_id": "1187"})]


def _client(provider: str, server: ScriptedServer, **config):
    key = None if provider == "local" else KEY
    return make_client(ProviderConfig(provider, base_url=server.url, **config), key=key, policy=FAST)


def test_local_server_streams_chunked_sse_round_trip():
    script = [Sse(R.chat_sse(CALLS, text="Moment.", size=2)), Sse(R.chat_sse(text="Alles klar.", size=2))]
    with ScriptedServer(script) as server:
        end, events = run_loop(_client("local", server, stream=True, model="qwen3"))
    assert end.reason == "answer" and end.answer == "Alles klar."
    assert [f.use.id for f in of_type(events, ToolFinished)] == ["call_a1", "call_b2"]
    assert [r.path for r in server.requests] == ["/v1/chat/completions"] * 2
    first, second = (r.body for r in server.requests)
    assert first["stream"] is True and first["model"] == "qwen3" and "authorization" not in server.requests[0].headers
    assert [m["tool_call_id"] for m in second["messages"] if m["role"] == "tool"] == ["call_a1", "call_b2"]


def test_anthropic_dropped_connection_is_retried():
    script = [Drop(), Json(R.anthropic(CALLS)), Json(R.anthropic(text="Fertig."))]
    with ScriptedServer(script) as server:
        end, events = run_loop(_client("anthropic", server))
    assert end.reason == "answer" and len(server.requests) == 3
    assert [r.status for r in of_type(events, Retrying)] == [None]
    assert server.requests[0].headers["x-api-key"] == KEY and server.requests[0].path == "/v1/messages"


def test_responses_stream_after_a_429_with_retry_after_ms():
    script = [Json({"error": {"message": "Rate limit", "type": "requests", "param": None, "code": None}},
                   status=429, headers={"retry-after-ms": "30", "x-request-id": "req_1"}),
              Sse(R.responses_sse(CALLS, size=4)), Sse(R.responses_sse(text="Erledigt.", size=4))]
    with ScriptedServer(script) as server:
        end, events = run_loop(_client("openai-responses", server, stream=True))
    assert end.reason == "answer" and end.answer == "Erledigt."
    assert [(r.status, r.delay) for r in of_type(events, Retrying)] == [(429, 0.03)]
    assert [i.get("type") for i in server.requests[2].body["input"]][-2:] == ["function_call_output"] * 2


def test_a_stream_cut_on_the_wire_hands_off():
    events = R.anthropic_sse(CALLS, size=2)
    with ScriptedServer([Sse(events, cut_after=len(events) // 2)]) as server:
        end, _ = run_loop(_client("anthropic", server, stream=True))
    assert end.reason == "model_error" and len(server.requests) == 1  # no retry once the stream started
    assert [m.role for m in end.messages] == ["user"]


def test_a_slow_reply_runs_into_the_request_timeout():
    with ScriptedServer([Json(R.chat(text="zu spät"), delay=5)]) as server:
        started = time.monotonic()
        end, events = run_loop(_client("openai-chat", server, timeout=0.2))
    assert end.reason == "model_error" and "no answer in time" in end.detail
    assert len(server.requests) == 3 and time.monotonic() - started < 5  # before the first reply would come


@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses"])
def test_abort_during_a_slow_reply_ends_the_run_before_the_reply_comes(provider):
    arrived = threading.Event()

    def slow(record):
        arrived.set()
        return Json(R.WHOLE[provider](text="zu spät"), delay=10)

    ended = threading.Event()
    result: list[RunEnded] = []
    cancel = CancelToken()
    with ScriptedServer(slow) as server:
        client = _client(provider, server)

        def on_event(event):
            if isinstance(event, RunEnded):
                result.append(event)
                ended.set()

        worker = threading.Thread(target=run_loop, kwargs={"client": client, "cancel": cancel, "on_event": on_event})
        worker.start()
        assert arrived.wait(5)
        cancel.cancel("Abbruch")
        assert ended.wait(5), "RunEnded did not arrive before the reply (due 10 s after the request)"
        worker.join(5)
    assert result[0].reason == "cancelled" and not worker.is_alive()


@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses"])
def test_abort_mid_stream_closes_the_connection_and_ends_the_call(provider):
    from core.engine.events import TextDelta

    events = R.STREAMED[provider](CALLS, text="Einen Moment bitte.", size=2)
    first_text = next(i for i, e in enumerate(events) if "delta" in e and "Ei" in e)
    cancel = CancelToken()
    ended, call_over = threading.Event(), threading.Event()
    result: list[RunEnded] = []
    with ScriptedServer([Sse(events, stall_after=first_text + 1)]) as server:
        client = _client(provider, server, stream=True)
        original = client.create

        def create(*args, **kwargs):
            try:
                return original(*args, **kwargs)
            finally:
                call_over.set()

        client.create = create

        def on_event(event):
            if isinstance(event, TextDelta):
                cancel.cancel("Abbruch")
            elif isinstance(event, RunEnded):
                result.append(event)
                ended.set()

        worker = threading.Thread(target=run_loop, kwargs={"client": client, "cancel": cancel, "on_event": on_event})
        worker.start()
        assert ended.wait(5) and result[0].reason == "cancelled"
        assert call_over.wait(0.5), "the abandoned stream kept reading after the abort"
        worker.join(1)
