"""The orders now against those saved with a run, by order number: light enough for the window to import at
start-up (opening a saved run asks it; a run again's diff carries it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.lesson.orders import Order


@dataclass(frozen=True)
class OrderChanges:
    """Orders now against those saved with a run, by order number: changed since, gone since, added since."""

    saved: int  # how many were saved with the run
    changed: list[str]
    gone: list[str]
    added: list[str]

    @property
    def same(self) -> bool:
        return not (self.changed or self.gone or self.added)


def order_changes(saved: Sequence[Order], now: Sequence[Order]) -> OrderChanges:
    kept = {o.order_id: o for o in saved}
    now_ids = {o.order_id for o in now}
    changed = sorted(o.order_id for o in now if o.order_id in kept and kept[o.order_id] != o)
    added = sorted(o.order_id for o in now if o.order_id not in kept)
    return OrderChanges(len(saved), changed, sorted(kept.keys() - now_ids), added)
