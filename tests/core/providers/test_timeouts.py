"""Connect timeout 5 s whatever the request timeout is set to: the request timeout is configurable, the connect
timeout is not."""

from __future__ import annotations

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
