"""Reading calls of one reply run together; acting calls run one at a time; results keep the call order."""

from __future__ import annotations

import threading
import time

from pydantic import BaseModel

from core.engine.approval import ApprovalPolicy, PolicyApprover
from core.engine.cancel import CancelToken
from core.engine.events import ToolFinished, ToolStarted
from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.tools import Session, ToolRegistry, ToolSpec
from core.faults.tool_faults import FaultInjector, ToolFault, Trigger
from core.lesson.store import OrdersStore
from tests.core.helpers import FunctionClient, assert_valid_history, text_reply, tool_reply
from tests.lessons import SHOP


class Key(BaseModel):
    key: str


class Log:
    """What the handlers did, in the order they did it, from whichever thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.entries: list[tuple[str, str]] = []

    def add(self, what: str, key: str) -> None:
        with self.lock:
            self.entries.append((what, key))


def registry_with(log: Log, *, meet: threading.Barrier | None = None, hold: float = 0.3) -> ToolRegistry:
    """`read` (reading) and `act` (acting) tools that log their start and end around `hold` seconds of work;
    reads meeting at `meet` can only both get past it if they run at the same time."""
    registry = ToolRegistry(timeout=10.0)

    def work(kind: str):
        def handler(args: Key, ctx) -> str:
            log.add("start", args.key)
            if meet is not None and kind == "read":
                meet.wait(timeout=5)
            time.sleep(hold)
            log.add("end", args.key)
            return f"{kind} {args.key}"
        return handler

    registry.register(ToolSpec("read", "Liest etwas.", Key), work("read"))
    registry.register(ToolSpec("act", "Tut etwas.", Key, kind="acting"), work("act"))
    return registry


def calls(*pairs: tuple[str, str]):
    """A model that asks for `pairs` (tool, key) in one reply, then answers."""
    uses = tuple((f"c_{key}", tool, {"key": key}) for tool, key in pairs)
    return FunctionClient(lambda r: tool_reply(*uses) if len(r.messages) == 1 else text_reply("fertig"))


def loop_for(client, registry, **settings) -> ToolLoop:
    approver = PolicyApprover(ApprovalPolicy(policy="approve_all"))
    return ToolLoop(client, registry, OrdersStore.in_memory(seed=SHOP), Session("K-100"), RunSettings(**settings),
                    approver=approver)


def test_two_reads_of_a_reply_overlap_and_answer_in_one_message_in_call_order():
    log, events = Log(), []
    end = loop_for(calls(("read", "a"), ("read", "b")), registry_with(log, meet=threading.Barrier(2))).run(
        "zwei", emit=events.append)
    assert end.reason == "answer"
    assert sorted(log.entries[:2]) == [("start", "a"), ("start", "b")]  # both started before either finished
    assert [b.content for b in end.messages[2].tool_results()] == ["read a", "read b"]
    assert_valid_history(list(end.messages))
    started = [e for e in events if isinstance(e, ToolStarted)]
    finished = [e for e in events if isinstance(e, ToolFinished)]
    assert [e.group for e in started] == [("c_a", "c_b")] * 2 and [e.group for e in finished] == [("c_a", "c_b")] * 2
    assert [e.use.id for e in finished] == ["c_a", "c_b"]  # reported in call order, whoever finished first


def test_acting_calls_never_overlap_with_each_other_or_with_reads():
    log, events = Log(), []
    client = calls(("read", "a"), ("read", "b"), ("act", "x"), ("act", "y"), ("read", "c"))
    end = loop_for(client, registry_with(log, hold=0.05)).run("alles", emit=events.append)
    assert end.reason == "answer"
    entries = log.entries
    reads_first = {entries[0], entries[1]}
    assert reads_first == {("start", "a"), ("start", "b")}
    assert entries[4:] == [("start", "x"), ("end", "x"), ("start", "y"), ("end", "y"), ("start", "c"), ("end", "c")]
    assert [b.content for b in end.messages[2].tool_results()] == ["read a", "read b", "act x", "act y", "read c"]
    groups = {e.use.id: e.group for e in events if isinstance(e, ToolFinished)}
    assert groups == {"c_a": ("c_a", "c_b"), "c_b": ("c_a", "c_b"), "c_x": (), "c_y": (), "c_c": ()}


def test_a_cancel_during_reads_that_run_together_ends_the_run_promptly():
    registry = ToolRegistry(timeout=None)
    entered = threading.Barrier(3)

    def stuck(args: Key, ctx) -> str:
        entered.wait(timeout=5)
        threading.Event().wait(60)
        return "never"

    registry.register(ToolSpec("read", "Liest.", Key), stuck)
    token = CancelToken()
    loop = loop_for(calls(("read", "a"), ("read", "b")), registry)
    threading.Thread(target=lambda: (entered.wait(timeout=5), token.cancel("Abort")), daemon=True).start()
    end = loop.run("zwei", cancel=token)
    assert end.reason == "cancelled"
    assert [b.content for b in end.messages[2].tool_results()] == ["not run: cancelled"] * 2
    assert_valid_history(list(end.messages))


def test_fault_triggers_count_calls_in_the_order_the_model_made_them():
    log = Log()
    injector = FaultInjector()
    injector.arm(ToolFault(tool="read", kind="error", text="kaputt", trigger=Trigger(kind="nth", n=2)))
    loop = loop_for(calls(("read", "a"), ("read", "b"), ("read", "c")), registry_with(log, hold=0.0))
    loop.hooks = injector
    end = loop.run("drei")
    assert [(b.content, b.is_error) for b in end.messages[2].tool_results()] == [
        ("read a", False), ("kaputt", True), ("read c", False)]
