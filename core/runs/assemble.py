"""The one place a `ToolLoop` is put together, for the CLI, the window, replay and batch alike.

From one `RunSettings`: the signed-in customer's session, the lesson's tools
(unless a registry is given), and, when a fault injector is given, its model
faults around the client and its tool faults around each tool call.
"""

from __future__ import annotations

from collections.abc import Callable

from core.engine.approval import Approver
from core.engine.client import ModelClient
from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.stepper import Stepper
from core.engine.tools import Session, ToolRegistry
from core.faults.model_faults import FaultyClient
from core.faults.tool_faults import FaultInjector
from core.lesson.sql_tools import LessonRegistry
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry


def assemble_loop(client: ModelClient, store: OrdersStore, settings: RunSettings, *,
                  faults: FaultInjector | None = None, registry: ToolRegistry | None = None,
                  stepper: Stepper | None = None, approver: Approver | None = None,
                  wrap: Callable[[ModelClient], ModelClient] | None = None) -> ToolLoop:
    """A loop for `settings`. `wrap` puts an outer layer around the (fault-injecting) client, e.g. one
    that reports failed calls to the window. `approver` decides acting calls (none given: all denied)."""
    registry = registry or lesson_registry()
    if faults is not None:
        guessing = registry.guessing if isinstance(registry, LessonRegistry) else None
        client = FaultyClient(client, faults, texts=registry.texts, guessing=guessing)
    if wrap is not None:
        client = wrap(client)
    return ToolLoop(client, registry, store, Session(settings.customer), settings,
                    stepper=stepper, hooks=faults, approver=approver)
