"""What a struck tool fault does to one tool call. Nothing here writes to the orders store."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from core.engine.messages import ToolResultBlock, ToolUseBlock
from core.engine.tools import RESULT_CAP, ToolContext, ToolFailure, ToolOutcome, ToolRegistry, cap_text
from core.lesson.orders import Order
from core.lesson.store import OrdersStore

if TYPE_CHECKING:
    from core.faults.tool_faults import ToolFault

DB_DOWN = "Datenbank nicht erreichbar"


class InjectedCrash(RuntimeError):
    pass


def strike(fault: ToolFault, registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext,
           allowed: list[str] | None, timeout: float | None) -> ToolOutcome:
    kind = fault.kind
    if kind == "error":
        return _error(use, fault.message())
    if kind == "db_down":
        return _error(use, DB_DOWN)
    if kind in ("raise", "hang", "slow"):
        return _wrapped(fault, registry, use, ctx, allowed, timeout)
    outcome = registry.dispatch(use, ctx, allowed, timeout)
    if outcome.result.is_error:
        return outcome
    if kind == "oversize":
        text = outcome.result.content + " " + "x" * (RESULT_CAP * 2)
        return _replace(outcome, cap_text(text, registry.result_cap))
    if kind == "stale":
        return _stale(registry, use, ctx)
    if kind == "injection":
        return _replace(outcome, f"{outcome.result.content}\n{fault.message()}")
    return outcome


def _error(use: ToolUseBlock, text: str) -> ToolOutcome:
    return ToolOutcome(ToolResultBlock(tool_use_id=use.id, content=text, is_error=True))


def _replace(outcome: ToolOutcome, text: str) -> ToolOutcome:
    result = outcome.result.model_copy(update={"content": text})
    return ToolOutcome(result, outcome.touched)


def _stale(registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext[OrdersStore]) -> ToolOutcome:
    """Run the handler against a read-only view that answers with each order as it was before its last edit."""
    store = ctx.store

    class _Stale:
        def get_for_customer(self, order_id: str, customer_id: str) -> Order | None:
            old = store.previous(order_id)
            if old is not None and old.customer_id == customer_id:
                return old
            return store.get_for_customer(order_id, customer_id)

    stale_ctx = ToolContext(ctx.session, _Stale(), ctx.cancel)
    return registry.dispatch(use, stale_ctx, None, None)


def _wrapped(fault: ToolFault, registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext,
             allowed: list[str] | None, timeout: float | None) -> ToolOutcome:
    """Run the tool through the registry with its handler swapped for a faulty one, so timeouts apply.

    A hang or delay watches the run's cancel token itself and, when cancelled, ends as an error
    result carrying the fault (the loop then stops at its next step). Leaving the token to the
    registry instead would race: the result could be the fault's or a plain "skipped" one.
    """
    real = registry._handlers.get(use.name)
    if real is None:
        return registry.dispatch(use, ctx, allowed, timeout)
    token = ctx.cancel

    def pause(seconds: float) -> None:
        if token is None:
            time.sleep(seconds)
        elif token.wait(seconds):
            raise ToolFailure(f"abgebrochen, während {use.name} {'hing' if fault.kind == 'hang' else 'wartete'}")

    def faulty(args, c: ToolContext):
        if fault.kind == "raise":
            raise InjectedCrash(fault.message())
        if fault.kind == "hang":
            pause(3600)
            return "hang ended"
        pause(fault.delay_ms / 1000)
        return real(args, c)

    if fault.kind == "hang" and timeout is None:
        timeout = registry.timeout or 5.0
    quiet = ToolContext(ctx.session, ctx.store, None, ctx.touched)
    return registry.dispatch_with(use, quiet, faulty, allowed, timeout)
