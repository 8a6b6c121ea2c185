"""Shared test plumbing: a provider client over httpx.MockTransport that records requests, and a loop runner."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx

from core.engine.cancel import CancelToken
from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from core.providers import ProviderConfig, RetryPolicy, make_client
from tests.lessons import SHOP

KEY = "sk-test-SECRET-4f9a2c7e1b"
BOTH_TOOLS = ["get_order_status", "get_return_window"]
FAST = RetryPolicy(initial_delay=0.001, max_delay=0.004, retry_after_cap=0.5)
QUESTION = "Wo ist Bestellung 1042, und kann ich 1187 noch zurückgeben?"


class Script:
    """A MockTransport handler answering from a list of steps (a Response, a dict, or a callable raising)."""

    def __init__(self, steps: list[Any]) -> None:
        self.steps = list(steps)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        step = self.steps.pop(0) if len(self.steps) > 1 else self.steps[0]
        if callable(step) and not isinstance(step, httpx.Response):
            step = step(request)
        if isinstance(step, BaseException):
            raise step
        if isinstance(step, dict):
            return httpx.Response(200, json=step, headers={"request-id": "req_018EeW", "x-request-id": "req_x1"})
        if isinstance(step, list):  # SSE events
            return httpx.Response(200, content="".join(step).encode(),
                                  headers={"content-type": "text/event-stream"})
        return step

    def bodies(self) -> list[dict[str, Any]]:
        return [json.loads(r.content) for r in self.requests]


def mock_client(provider: str, steps: list[Any], stream: bool = False, key: str | None = KEY,
                policy: RetryPolicy = FAST, **config: Any):
    script = Script(steps)
    http = httpx.Client(transport=httpx.MockTransport(script))
    base = "http://127.0.0.1:9/v1" if provider == "local" else ""
    cfg = ProviderConfig(provider, base_url=config.pop("base_url", base), stream=stream, **config)
    return make_client(cfg, key=key if provider != "local" else None, http=http, policy=policy), script


def run_loop(client, question: str = QUESTION, tools: list[str] | None = None, max_calls: int = 4,
             cancel: CancelToken | None = None, history: list | None = None, on_event: Callable | None = None):
    events: list[Any] = []

    def emit(event):
        events.append(event)
        if on_event:
            on_event(event)

    store = OrdersStore.in_memory(seed=SHOP)
    loop = ToolLoop(client, lesson_registry(), store, Session("K-100"),
                    RunSettings(max_calls=max_calls, enabled_tools=tools or BOTH_TOOLS))
    end = loop.run(question, history=history, emit=emit, cancel=cancel)
    return end, events


def of_type(events: list[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]
