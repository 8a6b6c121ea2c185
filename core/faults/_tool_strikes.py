"""What a struck tool fault does to one tool call. Nothing here writes to the orders store."""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from core.engine.messages import ToolResultBlock, ToolUseBlock
from core.engine.tools import RESULT_CAP, ToolContext, ToolFailure, ToolOutcome, ToolRegistry, cap_text
from core.lesson.store import OrdersStore

if TYPE_CHECKING:
    from core.faults.tool_faults import ToolFault

class InjectedCrash(RuntimeError):
    pass


def strike(fault: ToolFault, registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext,
           allowed: list[str] | None, timeout: float | None) -> ToolOutcome:
    kind = fault.kind
    texts = registry.texts
    if kind == "error":
        return _error(use, fault.message(texts))
    if kind == "db_down":
        return _error(use, texts.fault_db_down)
    if kind in ("raise", "hang", "slow"):
        return _wrapped(fault, registry, use, ctx, allowed, timeout)
    outcome = registry.dispatch(use, ctx, allowed, timeout)
    if outcome.result.is_error:
        return outcome
    if kind == "oversize":
        text = outcome.result.content + " " + "x" * (RESULT_CAP * 2)
        return _replace(outcome, cap_text(text, registry.result_cap, texts))
    if kind == "stale":
        return _stale(registry, use, ctx)
    if kind == "injection":
        return _replace(outcome, f"{outcome.result.content}\n{fault.message(texts)}")
    return outcome


def _error(use: ToolUseBlock, text: str) -> ToolOutcome:
    return ToolOutcome(ToolResultBlock(tool_use_id=use.id, content=text, is_error=True))


def _replace(outcome: ToolOutcome, text: str) -> ToolOutcome:
    result = replace(outcome.result, content=text)
    return ToolOutcome(result, outcome.touched)


def _stale(registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext[OrdersStore]) -> ToolOutcome:
    """Run the handler against a read-only view that answers with each order as it was before its last edit."""
    stale_ctx = ToolContext(ctx.session, _Stale(ctx.store), ctx.cancel)
    return registry.dispatch(use, stale_ctx, None, None)


class _Stale:
    """The store as a tool's query sees it, with each edited order as it was before its last edit: a TEMP
    table of that name shadows the real one while the query runs."""

    def __init__(self, store: OrdersStore) -> None:
        self.store = store

    @contextlib.contextmanager
    def locked_connection(self, give_up: Callable[[], None] | None = None) -> Iterator[sqlite3.Connection]:
        with self.store.locked_connection(give_up) as db:
            db.execute("CREATE TEMP TABLE orders AS SELECT * FROM main.orders")
            try:
                for (order_id,) in db.execute("SELECT order_id FROM temp.orders").fetchall():
                    old = self.store.previous(order_id)
                    if old is not None:
                        row = old.model_dump(mode="json")
                        sets = ", ".join(f"{name} = :{name}" for name in row)
                        db.execute(f"UPDATE temp.orders SET {sets} WHERE order_id = :key", {**row, "key": order_id})
                yield db
            finally:
                db.execute("DROP TABLE temp.orders")

    def writing_outside(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        """Writes see the store as it is: only reads are stale."""
        return self.store.writing_outside()


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
            said = registry.texts.fault_hang_cancelled if fault.kind == "hang" else registry.texts.fault_wait_cancelled
            raise ToolFailure(said.format(name=use.name))

    def faulty(args, c: ToolContext):
        if fault.kind == "raise":
            raise InjectedCrash(fault.message(registry.texts))
        if fault.kind == "hang":
            pause(3600)
            return "hang ended"
        pause(fault.delay_ms / 1000)
        return real(args, c)

    if fault.kind == "hang" and timeout is None:
        timeout = registry.timeout or 5.0
    quiet = ToolContext(ctx.session, ctx.store, None, ctx.touched)
    return registry.dispatch_with(use, quiet, faulty, allowed, timeout)
