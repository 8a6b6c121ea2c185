"""Connect timeout 5 s whatever the request timeout is set to: the request timeout is configurable, the connect
timeout is not."""

from __future__ import annotations

import json

import pytest

from core.engine.client import ModelRequest
from core.engine.messages import Message
from core.providers import ProviderConfig, make_client
from tests.core.providers import replies as R
from tests.core.providers.harness import KEY, mock_client

REQUEST = ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=())


@pytest.mark.parametrize("timeout", [30.0, 120.0, 600.0])
@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses", "local"])
def test_the_own_http_client_connects_within_5_s_and_reads_within_the_setting(provider, timeout):
    client = make_client(ProviderConfig(provider, timeout=timeout), key=KEY)
    try:
        own = client.session.http.timeout
        assert own.connect == 5.0  # not the request timeout
        assert (own.read, own.write, own.pool) == (timeout, timeout, timeout)
    finally:
        client.close()


@pytest.mark.parametrize("timeout", [30.0, 600.0])
def test_each_request_carries_the_5_s_connect_timeout_even_over_an_injected_client(timeout):
    client, script = mock_client("openai-chat", [R.chat(text="ok")], timeout=timeout)
    client.create(REQUEST)
    assert script.requests[0].extensions["timeout"] == {"connect": 5.0, "read": timeout, "write": timeout,
                                                         "pool": timeout}


# ---- the request timeout bounds the whole call, not each read -------------------------------------------------
def _trickling_client(provider: str, server, stream: bool):
    from core.providers import RetryPolicy

    key = None if provider == "local" else KEY
    config = ProviderConfig(provider, base_url=server.url, timeout=1.0, stream=stream)
    return make_client(config, key=key, policy=RetryPolicy(max_retries=0))


@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses", "local"])
def test_a_whole_reply_trickled_one_byte_every_half_second_trips_the_timeout(provider):
    from tests.core.providers.harness import run_loop
    from tests.core.providers.local_server import ScriptedServer, Trickle

    body = json.dumps(R.WHOLE[provider](text="zu spät")).encode()
    # JSON may start with white space: 60 bytes of it take 30 s, each read well within the 1 s timeout
    with ScriptedServer([Trickle(b"", b" " * 60 + body, interval=0.5)]) as server:
        end, _ = run_loop(_trickling_client(provider, server, stream=False))
        finished = server.finished.is_set()
    assert end.reason == "model_error" and "no answer in time" in end.detail and "1 s" in end.detail
    assert not finished  # the call ended before the server was done trickling


@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses"])
def test_a_stream_trickled_one_byte_every_half_second_trips_the_timeout(provider):
    from tests.core.providers.harness import run_loop
    from tests.core.providers.local_server import ScriptedServer, Trickle

    events = "".join(R.STREAMED[provider](text="zu spät")).encode()
    with ScriptedServer([Trickle(events[:40], events[40:], content_type="text/event-stream")]) as server:
        end, _ = run_loop(_trickling_client(provider, server, stream=True))
        finished = server.finished.is_set()
    assert end.reason == "model_error" and "no answer in time" in end.detail
    assert not finished


def test_the_default_request_timeout_is_a_minute():
    from core.cli.ask import build_parser

    assert ProviderConfig().timeout == 60.0
    args = build_parser().parse_args(["ask", "--provider", "local", "x"])
    assert args.timeout == 60.0
