"""Tool calls run on reused helper threads: neither a call nor a group of reading calls starts threads of its own."""

from __future__ import annotations

import threading

from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.catalog import default_lesson
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.lessons import SHOP


def test_many_questions_reuse_the_same_few_helper_threads(monkeypatch):
    loop = ToolLoop(FakeClient(), lesson_registry(), OrdersStore.in_memory(seed=SHOP), Session("K-100"), RunSettings())
    questions = list(default_lesson().meta.examples)
    for _ in range(3):  # warm up: the pool holds what a group of reading calls needs at once
        for question in questions:
            loop.run(question)
    started: list[str] = []
    original = threading.Thread.start

    def counting_start(thread: threading.Thread) -> None:
        started.append(thread.name)
        original(thread)

    monkeypatch.setattr(threading.Thread, "start", counting_start)
    ended = [loop.run(question) for _ in range(10) for question in questions]
    assert all(end.reason in ("answer", "max_calls", "stop_reason") for end in ended)
    assert sum(end.calls for end in ended) > 2 * len(ended)  # tools did run, many times
    groups = sum(1 for end in ended for m in end.messages if len(m.tool_uses()) > 1)
    assert groups >= 10
    # a few more helpers when calls overlap differently than while warming up, never one per call or group
    assert len(started) <= 4, started
