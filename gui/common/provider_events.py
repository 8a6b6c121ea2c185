"""What the GUI adds around a model call: the failed-call event, the client wrapper that reports it, the retry line.

The loop turns a ModelError into a hand-off and keeps only its text; the
inspector also wants the failed call itself, with its wire record (`error.wire`)
when a provider sent one. The window's worker wraps every model it runs (fake,
scripted, real, with injected faults) in a `ReportingClient`, which reports the
error through the loop's own emit just before it is raised, so it reaches the
GUI in order, on the same queued signal as every other event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.engine.cancel import CancelToken
from core.engine.client import ModelClient, ModelError, ModelRequest, Notify
from core.engine.events import Retrying
from core.engine.messages import Reply


@dataclass(frozen=True)
class CallFailed:
    """A model call failed for good; carries the ModelError (with its wire record) to the inspector."""

    error: ModelError


class ReportingClient:
    """A ModelClient around any model client: same calls, plus a CallFailed event before a ModelError."""

    def __init__(self, client: ModelClient) -> None:
        self.client = client
        self.name = client.name

    @property
    def instant(self) -> bool:
        return self.client.instant

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        return self.client.preview(request)

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        try:
            return self.client.create(request, cancel, notify)
        except ModelError as error:
            if notify is not None:
                notify(CallFailed(error))
            raise

    def close(self) -> None:
        self.client.close()


def retry_text(event: Retrying) -> str:
    """"↻ 429, retrying in 1.0 s (zu viele Anfragen (Rate-Limit), attempt 1)"."""
    what = str(event.status) if event.status else "keine Verbindung"
    detail = f"{event.detail}, " if event.detail else ""
    return f"↻ {what}, retrying in {event.delay:.1f} s ({detail}attempt {event.attempt})"
