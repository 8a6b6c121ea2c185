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

from core.engine.client import ModelError, Notify
from core.engine.events import Retrying
from core.engine.watched_client import WatchedClient
from gui.common.i18n import QT_TRANSLATE_NOOP, seconds, translate


@dataclass(frozen=True)
class CallFailed:
    """A model call failed for good; carries the ModelError (with its wire record) to the inspector."""

    error: ModelError


class ReportingClient(WatchedClient):
    """A ModelClient around any model client: same calls, plus a CallFailed event before a ModelError."""

    def failed(self, error: ModelError, notify: Notify | None) -> None:
        if notify is not None:
            notify(CallFailed(error))


HTTP_WORDS = {
    400: QT_TRANSLATE_NOOP("Provider", "the request was refused (invalid format or content)"),
    401: QT_TRANSLATE_NOOP("Provider", "the key was refused"),
    403: QT_TRANSLATE_NOOP("Provider", "the key may not do that"),
    404: QT_TRANSLATE_NOOP("Provider", "no such model or path"),
    408: QT_TRANSLATE_NOOP("Provider", "the provider waited too long"),
    409: QT_TRANSLATE_NOOP("Provider", "conflict at the provider"),
    413: QT_TRANSLATE_NOOP("Provider", "the conversation is too large"),
    422: QT_TRANSLATE_NOOP("Provider", "the request could not be processed"),
    429: QT_TRANSLATE_NOOP("Provider", "too many requests (rate limit)"),
    529: QT_TRANSLATE_NOOP("Provider", "the provider is overloaded"),
}


def status_text(status: int | None) -> str:
    """What an HTTP status means, in the program's language (the provider's own text stays in the log)."""
    if status is None:
        return translate("Provider", "no connection")
    if status in HTTP_WORDS:
        return translate("Provider", HTTP_WORDS[status])
    return translate("Provider", "error at the provider") if status >= 500 else translate(
        "Provider", "the request was refused")


def retry_text(event: Retrying) -> str:
    """"↻ 429, retrying in 1.0 s (too many requests (rate limit), attempt 1)", in the program's language."""
    what = f"{event.status} · {status_text(event.status)}" if event.status else status_text(None)
    return translate("Provider", "↻ {what}, retrying in {delay} (attempt {n})").format(
        what=what, delay=seconds(event.delay), n=event.attempt)
