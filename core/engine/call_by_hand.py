"""Calling a tool by hand: one tool runs exactly as the loop runs it, with no model and no history.

The input goes through the registry's own dispatch: the same validation (schema and the lesson's checks),
the same handler, the same time limit and the same error form, so a by-hand result reads word for word
as the model would receive it. The customer is the signed-in one (the session), never a field of the
input. Any registered tool may be called, offered to the model or not: a learner tries a tool before
offering it. An acting tool runs only when the human calling it has confirmed; it then writes through
the same path as an approved call in the loop. The window calls this on a worker thread, so the orders
editor records the write as a tool's write that Undo reverts; a `cancel` token stops waiting for a handler
that does not return (Cancelled is raised, as in the loop).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from core.engine.cancel import CancelToken
from core.engine.messages import ToolResultBlock, ToolUseBlock
from core.engine.tools import Session, ToolContext, ToolRegistry

HAND_CALL_ID = "by_hand"  # the tool_use id of a call made by hand (the result is the same for any id)


class NotConfirmed(Exception):
    """An acting tool was called by hand without the caller's confirmation: nothing ran."""


@dataclass(frozen=True)
class HandCall:
    """What one call by hand sent and got back: the input as sent, the result as the model would read it,
    and the ids of the rows the handler read or wrote."""

    use: ToolUseBlock
    result: ToolResultBlock
    touched: tuple[str, ...]
    acting: bool

    @property
    def sent_json(self) -> str:
        """The input that was sent, as JSON (as it goes over the wire in a tool_use block)."""
        return json.dumps(self.use.input, ensure_ascii=False, indent=2)


def call_by_hand(registry: ToolRegistry, name: str, tool_input: dict[str, Any], session: Session, store: object,
                 confirmed: bool = False, cancel: CancelToken | None = None) -> HandCall:
    """Run the tool `name` with `tool_input` for the signed-in customer of `session`. Every failure comes
    back as an is_error result; NotConfirmed if an acting tool is called without `confirmed`; Cancelled if
    `cancel` is cancelled before the handler returns."""
    acting = registry.is_acting(name)
    if acting and not confirmed:
        raise NotConfirmed(name)
    use = ToolUseBlock(id=HAND_CALL_ID, name=name, input=dict(tool_input))
    outcome = registry.dispatch(use, ToolContext(session, store, cancel))
    return HandCall(use, outcome.result, outcome.touched, acting)
