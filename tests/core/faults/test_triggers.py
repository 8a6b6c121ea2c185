"""Triggers: next, every, Nth, and probability under a seed (identical in two runs)."""

from __future__ import annotations

import threading

from core.engine.events import ToolFinished
from core.faults.model_faults import ModelFault
from core.faults.tool_faults import FaultInjector, ToolFault, Trigger
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from tests.core.faults.helpers import Q1042, run
from tests.lessons import SHOP


def struck_pattern(injector: FaultInjector, runs: int = 12) -> list[bool]:
    store, client, pattern = OrdersStore.in_memory(seed=SHOP), FakeClient(), []
    for _ in range(runs):
        [finished] = run(Q1042, injector, store, client).of(ToolFinished)
        pattern.append(bool(finished.note))
    return pattern


def tool_fault(trigger: Trigger) -> ToolFault:
    return ToolFault(tool="get_order_status", kind="error", trigger=trigger)


def armed(fault) -> FaultInjector:
    injector = FaultInjector()
    injector.arm(fault)
    return injector


def test_next_strikes_once_then_is_gone():
    injector = armed(tool_fault(Trigger(kind="next")))
    assert struck_pattern(injector, 3) == [True, False, False]
    assert injector.armed() == []


def test_every_strikes_every_call_until_disarmed():
    injector = armed(tool_fault(Trigger(kind="every")))
    assert struck_pattern(injector, 3) == [True, True, True]
    injector.disarm()
    assert struck_pattern(injector, 2) == [False, False]


def test_nth_strikes_on_that_call_only():
    injector = armed(tool_fault(Trigger(kind="nth", n=3)))
    assert struck_pattern(injector, 5) == [False, False, True, False, False]


def test_probability_with_a_seed_strikes_identically_in_two_runs():
    fault = tool_fault(Trigger(kind="probability", p=0.5, seed=42))
    first, second = struck_pattern(armed(fault)), struck_pattern(armed(fault))
    assert first == second
    assert any(first) and not all(first)  # the seed really decides, call by call
    other = struck_pattern(armed(tool_fault(Trigger(kind="probability", p=0.5, seed=7))))
    assert other != first


def test_model_probability_with_a_seed_strikes_identically():
    def pattern() -> list[int | None]:
        injector = armed(ModelFault(kind="refusal", trigger=Trigger(kind="probability", p=0.4, seed=3)))
        client, store = FakeClient(), OrdersStore.in_memory(seed=SHOP)
        return [next((s.call_no for s in run(Q1042, injector, store, client).struck), None) for _ in range(10)]

    first = pattern()
    assert first == pattern() and any(first) and None in first


def test_disarm_one_keeps_the_others_and_listeners_hear_changes():
    injector, heard = FaultInjector(), []
    injector.listeners.append(lambda: heard.append(injector.count()))
    a, b = tool_fault(Trigger(kind="every")), ModelFault(kind="refusal", trigger=Trigger(kind="every"))
    injector.arm(a)
    injector.arm(b)
    injector.disarm(a)
    assert injector.armed() == [b] and heard == [1, 2, 1]


def test_arming_from_another_thread_during_runs_is_safe():
    injector = FaultInjector()
    stop = threading.Event()

    def flip():
        while not stop.is_set():
            injector.arm(tool_fault(Trigger(kind="every")))
            injector.disarm()

    flipper = threading.Thread(target=flip, daemon=True)
    flipper.start()
    try:
        struck_pattern(injector, 20)  # every run stays valid whatever the flipper does
    finally:
        stop.set()
        flipper.join(5)


def test_a_next_call_fault_behind_another_waits_for_the_following_call():
    injector = FaultInjector()
    for kind in ("error", "injection"):
        injector.arm(ToolFault(tool="get_order_status", kind=kind))
    first = run(Q1042, injector).of(ToolFinished)
    assert "returns an error result" in first[0].note and injector.count() == 1  # the injection still waits
    second = run(Q1042, injector).of(ToolFinished)
    assert "prompt-injection" in second[0].note and injector.count() == 0
