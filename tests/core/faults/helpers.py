"""Shared bits for the testers' bench tests: one run through the real loop, with events collected."""

from __future__ import annotations

from dataclasses import dataclass, field

from core.engine.events import RunEnded
from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.faults.model_faults import FaultyClient
from core.faults.tool_faults import FaultInjector, FaultStruck
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.core.helpers import assert_valid_history
from tests.lessons import SHOP

Q1042 = "Wann kommt Bestellung 1042 an?"
NORMAL_1042 = "1042 — versandt, Lieferung 3. November"


@dataclass
class Run:
    end: RunEnded
    events: list = field(default_factory=list)

    def of(self, kind: type) -> list:
        return [e for e in self.events if isinstance(e, kind)]

    @property
    def struck(self) -> list[FaultStruck]:
        return self.of(FaultStruck)


def run(question: str, injector: FaultInjector, store: OrdersStore | None = None, client=None,
        tools: list[str] | None = None, registry=None, max_calls: int = 4, customer: str = "K-100",
        policy=None) -> Run:
    store = store or OrdersStore.in_memory(seed=SHOP)
    events: list = []
    registry = registry or lesson_registry()
    faulty = FaultyClient(client or FakeClient(), injector, policy, registry.texts, getattr(registry, "guessing", None))
    loop = ToolLoop(faulty, registry, store,
                    Session(customer), RunSettings(max_calls=max_calls, enabled_tools=tools), hooks=injector)
    end = loop.run(question, emit=events.append)
    assert_valid_history(list(end.messages))
    return Run(end, events)
