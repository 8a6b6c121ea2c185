"""A stop ends the HTTP call too: after the time limit or Abort no further request reaches the server."""

from __future__ import annotations

import threading

from core.engine.cancel import CancelToken
from core.engine.events import Retrying, RunEnded, TextDelta
from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from core.providers import ProviderConfig, RetryPolicy, make_client
from tests.core.providers import replies as R
from tests.core.providers.harness import KEY
from tests.core.providers.local_server import Json, ScriptedServer, Sse
from tests.lessons import SHOP

SLOW_RETRIES = RetryPolicy(max_retries=3, initial_delay=1.0, max_delay=1.0)
FAILING = Json({"error": {"message": "kaputt"}}, status=500)


class _Watched:
    """A provider client whose calls report when they have really finished (also after being abandoned)."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.name = inner.name
        self.instant = False
        self.done = threading.Event()

    def preview(self, request):
        return self.inner.preview(request)

    def create(self, request, cancel=None, notify=None):
        try:
            return self.inner.create(request, cancel, notify)
        finally:
            self.done.set()


def _run(client, cancel: CancelToken | None = None, wall_clock: float | None = None, on_event=None):
    events: list = []

    def emit(event):
        events.append(event)
        if on_event:
            on_event(event)

    loop = ToolLoop(client, lesson_registry(), OrdersStore.in_memory(seed=SHOP), Session("K-100"),
                    RunSettings(max_calls=2, wall_clock=wall_clock))
    return loop.run("Wo ist 1042?", emit=emit, cancel=cancel), events


def _client(server, stream: bool = False) -> _Watched:
    config = ProviderConfig("anthropic", base_url=server.url, stream=stream)
    return _Watched(make_client(config, key=KEY, policy=SLOW_RETRIES))


def test_after_the_time_limit_no_retry_reaches_the_server():
    with ScriptedServer([FAILING]) as server:
        client = _client(server)
        end, events = _run(client, wall_clock=0.3)
        assert end.reason == "timeout"
        sent = len(server.requests)
        assert client.done.wait(10)  # the abandoned call has ended
        assert len(server.requests) == sent == 1
    assert isinstance(events[-1], RunEnded)


def test_abort_during_the_backoff_sends_nothing_more():
    cancel = CancelToken()
    with ScriptedServer([FAILING]) as server:
        client = _client(server)
        end, _ = _run(client, cancel=cancel,
                      on_event=lambda e: cancel.cancel() if isinstance(e, Retrying) else None)
        assert end.reason == "cancelled"
        assert client.done.wait(10)
        assert len(server.requests) == 1


def test_the_time_limit_ends_a_stream_and_no_text_arrives_after_the_end():
    events = R.anthropic_sse(text="eins zwei drei vier fünf sechs sieben", size=4)
    with ScriptedServer([Sse(events, pause=0.2)]) as server:
        client = _client(server, stream=True)
        end, seen = _run(client, wall_clock=0.5)
        assert end.reason == "timeout"
        assert client.done.wait(10)
        assert len(server.requests) == 1
    assert isinstance(seen[-1], RunEnded)
    ended = seen.index(seen[-1])
    assert not [e for e in seen[ended + 1:] if isinstance(e, TextDelta)]
