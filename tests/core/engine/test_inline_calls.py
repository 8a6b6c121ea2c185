"""What needs no helper thread runs on the loop's own: instant approvers, bounded handlers. A handler that may
hang still runs on a reused helper thread the loop abandons at the time limit."""

from __future__ import annotations

import threading

from pydantic import BaseModel

from core.engine.approval import Decision
from core.engine.cancel import CancelToken
from core.engine.loop import ToolLoop
from core.engine.messages import ToolUseBlock
from core.engine.settings import RunSettings
from core.engine.tools import Session, ToolContext, ToolRegistry, ToolSpec
from core.engine.wire_record import Rendering, local_record
from core.lesson.store import OrdersStore
from tests.core.helpers import FunctionClient, text_reply, tool_reply
from tests.lessons import SHOP


class Key(BaseModel):
    key: str


class Recording:
    """An approver that approves and remembers the thread it was asked on."""

    def __init__(self, instant: bool) -> None:
        self.instant = instant
        self.threads: list[int] = []

    def decide(self, request, cancel) -> Decision:
        self.threads.append(threading.get_ident())
        return Decision("approve", "test")


def run_acting_call(approver: Recording) -> str:
    registry = ToolRegistry(timeout=5.0)
    registry.register(ToolSpec("act", "Tut etwas.", Key, kind="acting"), lambda args, ctx: f"done {args.key}")
    client = FunctionClient(lambda r: tool_reply(("c_1", "act", {"key": "a"})) if len(r.messages) == 1
                            else text_reply("fertig"))
    loop = ToolLoop(client, registry, OrdersStore.in_memory(seed=SHOP), Session("K-100"), RunSettings(),
                    approver=approver)
    end = loop.run("los")
    return end.messages[2].content[0].content


def test_an_instant_approver_is_asked_on_the_loops_thread_any_other_on_a_helper():
    instant, waiting = Recording(instant=True), Recording(instant=False)
    assert run_acting_call(instant) == "done a" and run_acting_call(waiting) == "done a"
    assert instant.threads == [threading.get_ident()]
    assert waiting.threads and waiting.threads[0] != threading.get_ident()


def test_a_hanging_handler_is_abandoned_and_the_next_calls_reuse_one_helper_thread(monkeypatch):
    release = threading.Event()
    registry = ToolRegistry(timeout=0.05)
    registry.register(ToolSpec("hang", "Hängt.", Key), lambda args, ctx: release.wait(30) and "spät")
    registry.register(ToolSpec("quick", "Schnell.", Key), lambda args, ctx: f"ok {args.key}")
    ctx = ToolContext(Session("K-100"), OrdersStore.in_memory(seed=SHOP), CancelToken())
    hung = registry.dispatch(ToolUseBlock(id="h", name="hang", input={"key": "x"}), ctx)
    assert hung.result.is_error and hung.result.content == registry.texts.timed_out.format(name="hang",
                                                                                         seconds="0.05")
    started: list[str] = []
    original = threading.Thread.start

    def counting_start(thread: threading.Thread) -> None:
        started.append(thread.name)
        original(thread)

    monkeypatch.setattr(threading.Thread, "start", counting_start)
    try:
        answers = [registry.dispatch(ToolUseBlock(id=f"q{n}", name="quick", input={"key": str(n)}), ctx)
                   for n in range(100)]
    finally:
        release.set()
    assert [a.result.content for a in answers] == [f"ok {n}" for n in range(100)]
    assert len(started) <= 1, started  # the hung call keeps its thread; one more serves all hundred


def test_a_token_waited_on_after_or_before_its_cancel_wakes():
    token = CancelToken()
    assert token.wait(0) is False
    woke = threading.Event()
    waiter = threading.Thread(target=lambda: token.wait(30) and woke.set())
    waiter.start()
    token.cancel("weg")
    waiter.join(30)
    assert woke.is_set() and token.wait(30) is True and token.reason == "weg"


def test_a_response_written_later_is_written_once_on_first_read():
    written: list[int] = []
    record = local_record(None, "end_turn", Rendering(lambda _: {"messages": []}, lambda _: {},
                                                      lambda stop: written.append(1) or {"stop_reason": stop}))
    assert written == []
    assert record.response == {"stop_reason": "end_turn"} and record.response is record.response
    assert written == [1]
    record.response = {"stop_reason": "tool_use"}
    assert record.response == {"stop_reason": "tool_use"}
