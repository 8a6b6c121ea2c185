"""A provider's body is untrusted input: deep, huge or broken bodies end in a model error, never a traceback."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout

import httpx
import pytest

from core.cli.ask import main
from core.engine.client import ModelError, ModelRequest
from core.engine.events import Retrying
from core.engine.messages import Message
from core.providers import protocol_check
from core.providers._intake import MAX_RESPONSE_BYTES
from tests.core.providers import replies as R
from tests.core.providers.harness import mock_client, of_type, run_loop
from tests.core.providers.local_server import Cut, Json, ScriptedServer
from tests.core.providers.test_sockets import _client

PROVIDERS = ["anthropic", "openai-chat", "openai-responses", "local"]
DEEP = "[" * 1000 + "]" * 1000
REQUEST = ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=())


def _deep(status: int, sse: bool) -> httpx.Response:
    if sse:
        return httpx.Response(status, content=f"data: {DEEP}\n\n".encode(),
                              headers={"content-type": "text/event-stream"})
    return httpx.Response(status, content=b'{"error": {"message": ' + DEEP.encode() + b"}}",
                          headers={"content-type": "application/json"})


@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize("status,stream", [(200, False), (200, True), (400, False), (500, False), (400, True)])
def test_deep_json_ends_the_run_as_a_model_error_with_a_valid_history(provider, status, stream):
    client, _ = mock_client(provider, [_deep(status, sse=stream and status == 200)], stream=stream)
    end, _ = run_loop(client)
    assert end.reason == "model_error" and end.handoff
    assert protocol_check.check(list(end.messages)) == []


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_whole_deep_body_says_it_is_nested_too_deep(provider):
    client, _ = mock_client(provider, [httpx.Response(200, content=DEEP.encode())])
    end, _ = run_loop(client)
    assert end.reason == "model_error" and "nested too deeply" in end.detail


def test_deep_json_from_a_local_server_ends_main_py_ask_without_a_traceback():
    with ScriptedServer([Json(("{\"a\": " * 1000 + "1" + "}" * 1000).encode())]) as server:
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = main(["ask", "--provider", "local", "--base-url", server.url, "--lesson-data", "Wo ist 1042?"])
    assert code == 0 and "Traceback" not in err.getvalue() + out.getvalue()
    assert "nested too deeply" in out.getvalue()


class _Counted:
    """A body of `total` bytes served in 1 MB chunks, counting how many bytes were taken."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.taken = 0

    def __iter__(self):
        chunk = b" " * 2**20
        while self.taken < self.total:
            self.taken += len(chunk)
            yield chunk


@pytest.mark.parametrize("stream", [False, True])
def test_a_body_over_the_cap_is_refused_without_reading_the_rest(stream):
    body = _Counted(4 * MAX_RESPONSE_BYTES)
    kind = "text/event-stream" if stream else "application/json"
    client, _ = mock_client("anthropic", [httpx.Response(200, content=body, headers={"content-type": kind})],
                            stream=stream)
    end, _ = run_loop(client)
    assert end.reason == "model_error" and "too large" in end.detail and "32 MB" in end.detail
    assert body.taken <= MAX_RESPONSE_BYTES + 2**20  # stopped at the cap, not at the end


def test_an_announced_length_over_the_cap_is_refused_before_reading():
    body = _Counted(2**20)
    response = httpx.Response(200, content=body, headers={"content-length": str(600 * 2**20)})
    client, _ = mock_client("openai-chat", [response])
    end, _ = run_loop(client)
    assert end.reason == "model_error" and "too large (600 MB" in end.detail and body.taken == 0


def test_a_long_error_message_is_cut_for_the_learner_and_kept_whole_for_the_inspector():
    message = "x" * 50_000
    client, _ = mock_client("openai-chat", [httpx.Response(400, json={"error": {"message": message}})])
    end, _ = run_loop(client)
    assert end.reason == "model_error" and len(end.detail) <= 501 and end.detail.endswith("…")
    with pytest.raises(ModelError) as caught:
        client.create(REQUEST)
    assert len(caught.value.text) <= 501
    assert caught.value.wire.response["body"]["error"]["message"] == message  # the HTTP pane shows it all


@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses"])
def test_a_connection_reset_in_the_middle_of_a_whole_body_is_retried(provider):
    reply = R.WHOLE[provider](text="Fertig, nach einem Abbruch.")
    with ScriptedServer([Cut(reply, sent=30), Json(reply)]) as server:
        end, events = run_loop(_client(provider, server))
    assert end.reason == "answer" and end.answer == "Fertig, nach einem Abbruch."
    assert len(server.requests) == 2 and [r.attempt for r in of_type(events, Retrying)] == [1]
