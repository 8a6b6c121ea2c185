"""Whatever goes wrong in the Russian lesson, what the model reads and the trace prints stays Russian:
every injected fault, a cancel, a cut result, a repeated call id, a default denial."""

from __future__ import annotations

import json
import threading

import pytest

from core.engine.cancel import CancelToken
from core.engine.events import ToolStarted
from core.engine.loop import ToolLoop
from core.engine.tools import Session
from core.faults.model_faults import MODEL_FAULT_KINDS, FaultyClient, ModelFault
from core.faults.scripted import ScriptedClient
from core.faults.tool_faults import TOOL_FAULT_KINDS, FaultInjector, ToolFault
from core.lesson.catalog import find_lesson
from core.lesson.store import OrdersStore
from core.lesson.trace import trace_line
from core.providers.retry import RetryPolicy
from tests.core.faults.helpers import Run, run
from tests.core.german_words import german_in

LESSON = find_lesson("ru-northwind")
TWO = "Где мои заказы 4417 и 5120?"


def words(r: Run) -> list[str]:
    """Every tool result the model read and every line the lesson's trace printed."""
    results = [b.content for m in r.end.messages for b in m.tool_results()]
    lines = [trace_line(e, LESSON.meta.trace) for e in r.events]
    return results + [line for line in lines if line] + [r.end.detail]


def russian_run(injector: FaultInjector, client=None, **kwargs) -> Run:
    return run(TWO, injector, OrdersStore.in_memory(seed=LESSON.seed()), client or LESSON.fake_client(),
               ["lookup_order"], LESSON.registry(), customer="ALFKI",
               policy=RetryPolicy(max_retries=1, initial_delay=0.0), **kwargs)


@pytest.mark.parametrize("kind", TOOL_FAULT_KINDS)
def test_every_tool_fault_speaks_russian(kind):
    injector = FaultInjector()
    injector.arm(ToolFault(tool="lookup_order", kind=kind, delay_ms=1))
    registry = LESSON.registry()
    registry.timeout = 0.05  # a hang ends at the tool's time limit
    r = run(TWO, injector, OrdersStore.in_memory(seed=LESSON.seed()), LESSON.fake_client(), ["lookup_order"],
            registry, customer="ALFKI")
    assert injector.struck and not german_in(words(r)), words(r)


@pytest.mark.parametrize("kind", MODEL_FAULT_KINDS)
def test_every_model_fault_speaks_russian(kind):
    injector = FaultInjector()
    injector.arm(ModelFault(kind=kind, delay_ms=1))
    r = russian_run(injector)
    assert injector.struck and not german_in(words(r)), words(r)


def test_the_defaults_of_the_faults_are_the_lessons_own():
    texts = LESSON.meta.texts
    injector = FaultInjector()
    injector.arm(ToolFault(tool="lookup_order", kind="db_down"))
    assert any(texts.fault_db_down in text for text in words(russian_run(injector)))
    cut = FaultInjector()
    cut.arm(ModelFault(kind="stream_cut"))
    assert russian_run(cut).end.detail.startswith("поток оборван после")


def test_a_cut_result_a_repeated_id_and_a_default_denial_read_in_russian():
    registry = LESSON.registry()
    registry.result_cap = 10
    script = {"replies": [
        {"tool_calls": [{"id": "a", "name": "lookup_order", "input": {"order_id": "4417"}}]},
        {"tool_calls": [{"id": "a", "name": "lookup_order", "input": {"order_id": "5120"}},
                        {"id": "b", "name": "refund_order", "input": {"order_id": "5120"}}]},
        {"text": "Готово."},
    ]}
    loop = ToolLoop(ScriptedClient.from_text(json.dumps(script)), registry,
                    OrdersStore.in_memory(seed=LESSON.seed()), Session("ALFKI"),
                    LESSON.run_settings(enabled_tools=["lookup_order", "refund_order"]))
    events: list = []
    end = loop.run(TWO, emit=events.append)
    results = [b.content for m in end.messages for b in m.tool_results()]
    assert "[сокращено: 10 из" in results[0]
    assert "уже встречался" in results[1] and "никто не одобрил" in results[2]
    r = Run(end, events)
    assert not german_in(words(r)), words(r)


def test_a_cancel_during_a_tool_reads_in_russian():
    injector = FaultInjector()
    injector.arm(ToolFault(tool="lookup_order", kind="hang"))
    token = CancelToken()
    events: list = []

    def watch(event) -> None:
        events.append(event)
        if isinstance(event, ToolStarted):
            threading.Thread(target=token.cancel, daemon=True).start()  # no reason given: the lesson's words

    registry = LESSON.registry()
    loop = ToolLoop(FaultyClient(LESSON.fake_client(), injector, texts=registry.texts), registry,
                    OrdersStore.in_memory(seed=LESSON.seed()), Session("ALFKI"),
                    LESSON.run_settings(), hooks=injector)
    end = loop.run(TWO, emit=watch, cancel=token)
    assert end.reason == "cancelled" and end.detail == LESSON.meta.texts.cancelled
    assert not german_in(words(Run(end, events))), words(Run(end, events))
