"""Tool results by hand: in this mode every tool call waits, through the approval seam, for a human who
accepts what the tool would return (the tool then runs for real), edits it, or writes one from scratch.

What the tool would return is computed first on a scratch copy of the data, so nothing is written before
the human decides. A result given by hand goes back to the model in place of the tool's, and its
ToolFinished carries the note BY_HAND, so the chat, the inspector, saved runs and exports all say so.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from core.engine.cancel import CancelToken
from core.engine.messages import ToolResultBlock, ToolUseBlock
from core.engine.tools import Session, ToolContext, ToolRegistry

BY_HAND = "✍ written by hand (not by the tool)"  # a program word: the window words it (is_by_hand), the CLI prints it


def is_by_hand(note: str) -> bool:
    return note.startswith("✍")


@runtime_checkable
class Scratchable(Protocol):
    def scratch(self) -> object:
        """A throwaway copy of the data the tools read and write: a dry run may change it freely."""


def suggest(registry: ToolRegistry, use: ToolUseBlock, session: Session, store: object, allowed: list[str],
            cancel: CancelToken, timeout: float | None) -> ToolResultBlock | None:
    """What the tool would return for `use`, written into a scratch copy (nothing real changes). An acting
    tool whose data cannot be copied gets no suggestion (None)."""
    if isinstance(store, Scratchable):
        store = store.scratch()
    elif registry.is_acting(use.name):
        return None
    return registry.dispatch(use, ToolContext(session, store, cancel), allowed, timeout).result
