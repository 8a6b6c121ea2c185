"""Every tool fault: it strikes where its trigger says, the loop stays valid, the store is untouched,
and disarming brings back normal behaviour."""

from __future__ import annotations

import pytest

from core.engine.cancel import CancelToken
from core.engine.events import ToolFinished
from core.engine.messages import ToolUseBlock
from core.engine.tools import RESULT_CAP, Session, ToolContext
from core.faults.tool_faults import (
    FAULT_MARK,
    TOOL_FAULT_KINDS,
    FaultInjector,
    ToolFault,
    Trigger,
    note_is_untrusted,
)
from core.lesson.catalog import default_lesson
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.core.faults.helpers import NORMAL_1042, Q1042, run
from tests.lessons import SHOP

INJECTION_SAMPLE = default_lesson().meta.texts.fault_injection


def check_error(result, finished):
    assert result.is_error and result.content == "Der Dienst ist gerade nicht erreichbar."


def check_raise(result, finished):
    assert result.is_error and "injizierter Absturz" in result.content


def check_hang(result, finished):
    assert result.is_error and result.content.startswith("Zeitüberschreitung: get_order_status")


def check_slow(result, finished):
    assert not result.is_error and result.content == NORMAL_1042
    assert finished.seconds >= 0.05


def check_oversize(result, finished):
    assert not result.is_error and result.content.startswith(NORMAL_1042)
    assert "gekürzt" in result.content and len(result.content) > RESULT_CAP


def check_stale(result, finished):
    assert not result.is_error and result.content == NORMAL_1042  # the store now says "zugestellt"


def check_db_down(result, finished):
    assert result.is_error and result.content == "Datenbank nicht erreichbar"


def check_injection(result, finished):
    assert not result.is_error and result.content == f"{NORMAL_1042}\n{INJECTION_SAMPLE}"
    assert note_is_untrusted(finished.note)


CHECKS = {name.removeprefix("check_"): fn for name, fn in globals().items() if name.startswith("check_")}
NOT_FOUND = default_lesson().fake.after_results.on_error[-1].text
ANSWERS = {"error": NOT_FOUND, "raise": NOT_FOUND, "hang": NOT_FOUND, "db_down": NOT_FOUND}


def test_every_tool_fault_kind_has_a_test():
    assert set(CHECKS) == set(TOOL_FAULT_KINDS)


@pytest.mark.parametrize("kind", TOOL_FAULT_KINDS)
def test_tool_fault_strikes_and_disarm_restores(kind):
    store = OrdersStore.in_memory(seed=SHOP)
    if kind == "stale":
        store.update("1042", status="zugestellt")
    registry = lesson_registry(timeout=0.2)
    injector = FaultInjector()
    fault = ToolFault(tool="get_order_status", kind=kind, delay_ms=60)
    injector.arm(fault)
    assert injector.tools_affected() == {"get_order_status"} and injector.count() == 1
    before = store.all()

    struck = run(Q1042, injector, store, registry=registry)

    [finished] = struck.of(ToolFinished)
    assert finished.call_no == 1 and finished.note.startswith(FAULT_MARK)
    CHECKS[kind](finished.result, finished)
    assert note_is_untrusted(finished.note) == (kind == "injection")
    assert struck.end.reason == "answer" and struck.end.calls == 2
    if kind in ANSWERS:
        assert struck.end.answer == ANSWERS[kind]
    assert [(s.side, s.kind, s.tool_use_id) for s in injector.struck] == [("tool", kind, finished.use.id)]
    assert store.all() == before, "a fault wrote to the orders store"
    assert injector.armed() == []  # "next": spent after one strike

    injector.arm(fault)
    injector.disarm()
    normal = run(Q1042, injector, store, registry=registry)
    [finished] = normal.of(ToolFinished)
    expected = "1042 — zugestellt, Lieferung 3. November" if kind == "stale" else NORMAL_1042
    assert (finished.result.content, finished.result.is_error, finished.note) == (expected, False, "")
    assert normal.end.answer == f"Ich habe nachgesehen: {expected}."


def test_a_fault_on_another_tool_does_not_strike():
    injector = FaultInjector()
    injector.arm(ToolFault(tool="get_return_window", kind="error", trigger=Trigger(kind="every")))
    result = run(Q1042, injector)
    assert result.of(ToolFinished)[0].result.content == NORMAL_1042
    assert injector.tools_affected() == {"get_return_window"}


def test_cancel_while_a_fault_hangs_keeps_the_mark_and_ends_cancelled():
    import threading

    from core.engine.cancel import CancelToken
    from core.engine.events import ToolStarted
    from core.engine.loop import ToolLoop
    from core.engine.tools import Session
    from core.faults.model_faults import FaultyClient
    from core.lesson.fake_model import FakeClient
    from tests.core.helpers import assert_valid_history

    injector = FaultInjector()
    injector.arm(ToolFault(tool="get_order_status", kind="hang"))
    token, events = CancelToken(), []

    def emit(event):
        events.append(event)
        if isinstance(event, ToolStarted):
            threading.Timer(0.05, token.cancel).start()

    loop = ToolLoop(FaultyClient(FakeClient(), injector), lesson_registry(timeout=30), OrdersStore.in_memory(seed=SHOP),
                    Session("K-100"), hooks=injector)
    end = loop.run(Q1042, emit=emit, cancel=token)
    assert end.reason == "cancelled"
    [finished] = [e for e in events if isinstance(e, ToolFinished)]
    assert finished.note.startswith(FAULT_MARK) and finished.result.is_error
    assert "abgebrochen, während get_order_status hing" in finished.result.content
    assert_valid_history(list(end.messages))


@pytest.mark.parametrize("kind", ["error", "db_down"])
def test_a_fault_does_not_strike_a_call_to_a_tool_that_is_not_offered(kind):
    from core.faults.tool_faults import FaultInjector, ToolFault
    from core.lesson.tools import lesson_registry

    injector = FaultInjector()
    injector.arm(ToolFault(tool="get_return_window", kind=kind))
    ctx = ToolContext(Session("K-100"), OrdersStore.in_memory(seed=SHOP), CancelToken())
    use = ToolUseBlock(id="c1", name="get_return_window", input={"order_id": "1187"})
    outcome, note = injector.run_tool(lesson_registry(), use, ctx, ["get_order_status"], 1.0)
    assert outcome.result.is_error and outcome.result.content == "kein Tool get_return_window"
    assert note == "" and injector.count() == 1  # still armed for a call that really runs
