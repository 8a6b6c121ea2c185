"""A failed model call on the command line: the program's English sentence on a line of its own, and the
lesson's stop line naming only the failure's code (`HTTP 401`, `no_connection`), so no line mixes the
lesson's language with the program's."""

from __future__ import annotations

from dataclasses import replace

from core.engine.client import ModelError
from core.engine.events import RunEnded
from core.engine.watched_client import WatchedClient


class FailureNote(WatchedClient):
    """A ModelClient around another: the same calls; it keeps the ModelError of the last call that failed."""


def code_of(error: ModelError) -> str:
    """A failure named the same in every language: its HTTP status, else its code."""
    return f"HTTP {error.status}" if error.code == "http" else error.code


def split_failure(event: RunEnded, failure: ModelError | None) -> tuple[str | None, RunEnded]:
    """For a run ended by a coded failure: the English line to print first, and the event its stop line is
    made from (the detail reduced to the code). Anything else: no line, the event as it is."""
    if event.reason != "model_error" or failure is None or not failure.code:
        return None, event
    return f"  model error: {failure.text}", replace(event, detail=code_of(failure))
