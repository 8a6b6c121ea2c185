"""Instructions inside a tool result are data: they do not make the program do anything.
Only the model's next reply decides which tools run, and the session decides whose orders."""

from __future__ import annotations

from core.engine.events import ReplyReceived, ToolFinished, ToolStarted
from core.faults.scripted import ScriptedClient
from core.faults.tool_faults import FaultInjector, ToolFault, note_is_untrusted
from core.lesson.catalog import default_lesson
from core.lesson.store import OrdersStore
from tests.core.faults.helpers import Q1042, run
from tests.lessons import SHOP

INJECTION_SAMPLE = default_lesson().meta.texts.fault_injection  # the German lesson's own sample
BOTH = ["get_order_status", "get_return_window"]


def injected() -> FaultInjector:
    injector = FaultInjector()
    injector.arm(ToolFault(tool="get_order_status", kind="injection"))
    return injector


def asked_for(r) -> list[tuple[str, str]]:
    return [(u.id, u.name) for e in r.of(ReplyReceived) for u in e.reply.tool_uses()]


def test_injected_instructions_run_no_tool():
    store = OrdersStore.in_memory(seed=SHOP)
    before = store.all()
    r = run(Q1042, injected(), store, tools=BOTH)  # get_return_window is on offer, as the text demands
    started = [(e.use.id, e.use.name) for e in r.of(ToolStarted)]
    assert started == asked_for(r) == [("call_1", "get_order_status")]
    [finished] = r.of(ToolFinished)
    assert INJECTION_SAMPLE in finished.result.content and note_is_untrusted(finished.note)
    assert r.end.reason == "answer" and r.end.calls == 2
    assert "in Bearbeitung" not in r.end.answer  # 1311 (another customer's) never looked up
    assert store.all() == before


def test_only_the_models_next_reply_decides_and_the_session_still_guards():
    script = ScriptedClient.from_text("""{"replies": [
      {"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042"}}]},
      {"tool_calls": [{"name": "get_return_window", "input": {"order_id": "1311"}}]},
      {"text": "Fertig."}]}""")
    r = run(Q1042, injected(), client=script, tools=BOTH)
    started = [(e.use.id, e.use.name) for e in r.of(ToolStarted)]
    assert started == asked_for(r)  # every run tool was asked for by a reply, nothing else
    second = r.of(ToolFinished)[1]
    assert second.use.input == {"order_id": "1311"}
    assert second.result.is_error and second.result.content == "keine Bestellung 1311"  # K-100 is signed in
    assert not note_is_untrusted(second.note)
    assert r.end.answer == "Fertig."
