"""Random and hostile provider bodies through each adapter, whole and streamed: nothing escapes but a model
error, and the history stays valid for the provider."""

from __future__ import annotations

import json

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine.client import ModelError, ModelRequest
from core.engine.messages import Message, Reply
from core.providers import RetryPolicy, protocol_check
from core.providers import _intake as intake
from tests.core.providers import replies as R
from tests.core.providers.harness import mock_client, run_loop

PROVIDERS = ["anthropic", "openai-chat", "openai-responses", "local"]
SMALL_CAP = 64 * 1024  # the size cap, shrunk so that "huge" stays quick
NO_RETRY = RetryPolicy(max_retries=0)
REQUEST = ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=())
FUZZ = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20)
ids = st.sampled_from(["call_1", "toolu_1", "", "x" * 40, "call 1"])
names = st.sampled_from(["get_order_status", "get_return_window", "", "nope", None])
calls = st.lists(st.tuples(ids, names, json_values | st.text(max_size=30)), max_size=4)


def _wellformed(provider: str, stream: bool):
    """Real reply shapes with random calls (repeated ids included) and random text."""
    make = R.STREAMED[provider] if stream else R.WHOLE[provider]
    return st.builds(lambda c, t: make(c, text=t), calls, st.none() | st.text(max_size=40))


hostile = st.sampled_from([
    b"[" * 5000 + b"]" * 5000,                       # nested far too deep
    b'{"content": ' + b"[" * 200 + b"]" * 200 + b"}",  # deeper than the limit, shallow enough to decode
    b" " * (SMALL_CAP + 10),                          # over the cap
    b"\xff\xfe\x00garbage\x80",                       # not UTF-8
    b"",                                               # nothing at all
    b"null", b"[]", b'"text"', b"1e999", b"NaN",      # JSON, but not an object
])


def _body(provider: str, stream: bool):
    def encode(reply) -> bytes:
        return "".join(reply).encode() if isinstance(reply, list) else json.dumps(reply).encode()

    def cut(data: bytes, at: int) -> bytes:
        return data[: at % (len(data) + 1)]

    real = _wellformed(provider, stream).map(encode)
    return st.one_of(
        real,
        st.builds(cut, real, st.integers(min_value=0)),           # truncated anywhere
        json_values.map(lambda v: json.dumps(v).encode()),        # any JSON at all
        st.builds(lambda r, v, i: encode(_mutate_field(r, v, i)), _wellformed(provider, False), json_values,
                  st.integers(min_value=0, max_value=20)),   # a real shape with one field of any type
        hostile,
        st.binary(max_size=200),
    )


def _mutate_field(reply, value, index: int):
    """`reply` with one of its top-level fields set to `value`."""
    if not isinstance(reply, dict) or not reply:
        return value
    key = sorted(reply)[index % len(reply)]
    return {**reply, key: value}


def _response(body: bytes, stream: bool, status: int) -> httpx.Response:
    kind = "text/event-stream" if stream else "application/json"
    return httpx.Response(status, content=body, headers={"content-type": kind})


@pytest.fixture(autouse=True)
def _small_cap(monkeypatch):
    monkeypatch.setattr(intake, "MAX_RESPONSE_BYTES", SMALL_CAP)


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
@pytest.mark.parametrize("provider", PROVIDERS)
def test_hostile_bodies_end_in_a_model_error_or_a_reply_and_the_history_stays_valid(provider, stream):
    @FUZZ
    @given(body=_body(provider, stream), status=st.sampled_from([200, 200, 200, 400, 500]))
    def check(body: bytes, status: int) -> None:
        final = R.WHOLE[provider](text="Fertig.")
        client, _ = mock_client(provider, [_response(body, stream, status), final], stream=stream, policy=NO_RETRY)
        try:
            reply = client.create(REQUEST)
        except ModelError:
            pass
        else:
            assert isinstance(reply, Reply)
        client, _ = mock_client(provider, [_response(body, stream, status), final], stream=stream, policy=NO_RETRY)
        end, _ = run_loop(client, max_calls=2)
        assert end.reason in ("answer", "model_error", "max_calls", "stop_reason")
        assert protocol_check.check(list(end.messages)) == []

    check()
