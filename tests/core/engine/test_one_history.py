"""A long conversation keeps one history: each call's wire record writes its request from it when read."""

from __future__ import annotations

from core.engine.events import ReplyReceived
from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from core.runs.context import definitions_tokens
from tests.lessons import SHOP

Q1042 = "Wann kommt Bestellung 1042 an?"


def _conversation(questions: int) -> tuple[list, list[ReplyReceived]]:
    loop = ToolLoop(FakeClient(), lesson_registry(), OrdersStore.in_memory(seed=SHOP), Session("K-100"), RunSettings())
    history: list = []
    replies: list[ReplyReceived] = []
    for _ in range(questions):
        loop.run(Q1042, history, emit=lambda e: replies.append(e) if isinstance(e, ReplyReceived) else None)
    return history, replies


def test_a_calls_request_is_written_from_the_shared_history_not_kept_as_a_copy():
    history, replies = _conversation(5)
    last = replies[-1].wire
    assert last.__dict__.get("request") is None  # no body kept per call
    assert len(last.request["messages"]) == len(history) - 1  # all but the final answer were sent
    assert last.request["messages"][0] == {"role": "user", "content": Q1042}
    first = replies[0].wire.request
    assert len(first["messages"]) == 1  # what the first call sent, though the history grew since


def test_the_head_of_a_rendered_request_has_its_system_and_tools_without_messages():
    _history, replies = _conversation(2)
    wire = replies[-1].wire
    head = wire.head()
    assert "messages" not in head or head["messages"] == []
    assert head["tools"] == wire.request["tools"] and head["system"] == wire.request["system"]
    assert definitions_tokens(head) == definitions_tokens(wire.request) > 0
    assert not wire.is_http and wire.problems == []
