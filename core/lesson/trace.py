"""The lesson's printed trace ("Modell: …", "  → get_order_status(1042)", …), line for line, built from the loop's
events."""

from __future__ import annotations

import json

from core.engine.events import ApprovalDecided, Event, ReplyReceived, RunEnded, RunStarted, ToolFinished
from core.engine.loop import describe_call

_STOPS = {
    "token_budget": "  Stopp: Token-Budget überschritten ({detail}) → zu einem Menschen",
    "stop_reason": "  Stopp: stop_reason {detail} → zu einem Menschen",
    "timeout": "  Stopp: Zeitlimit überschritten ({detail}) → zu einem Menschen",
    "model_error": "  Stopp: Fehler beim Modell: {detail} → zu einem Menschen",
    "cancelled": "  Abgebrochen ({detail}) → zu einem Menschen",
}


def budget_note(event: RunEnded) -> str:
    """The notice for an answer that came with the token budget already passed."""
    return f"Hinweis: Token-Budget überschritten ({event.over_budget}), die Antwort kam mit dem letzten Aufruf"


VERDICTS = {"approve": "freigegeben", "reject": "abgelehnt", "stop": "gestoppt"}


def approval_line(event: ApprovalDecided) -> str:
    """`Freigabe call_3 cancel_order(1187): abgelehnt (timeout: keine Entscheidung innerhalb von 60 s)`."""
    edited = f" mit Eingabe {json.dumps(event.input, ensure_ascii=False)}" if event.input is not None else ""
    why = f": {event.reason}" if event.reason else ""
    return f"Freigabe {event.use.id} {describe_call(event.use)}: {VERDICTS[event.verdict]}{edited} ({event.by}{why})"


def trace_line(event: Event) -> str | None:
    """The line an event prints, or None for events the lesson's trace does not show."""
    if isinstance(event, RunStarted):
        return f"Frage: {event.question}"
    if isinstance(event, ReplyReceived):
        return f"  Aufruf {event.call_no} (~{event.reply.usage.input_tokens} Tokens): {event.reply.stop_reason}"
    if isinstance(event, ToolFinished):
        mark = "✗ " if event.result.is_error else ""
        return f"    {event.use.id} {describe_call(event.use)} → {mark}{event.result.content}"
    if isinstance(event, ApprovalDecided):
        return f"    {approval_line(event)}"
    if isinstance(event, RunEnded):
        if event.reason == "answer":
            return f"  Antwort: {event.answer}" + (f"\n  {budget_note(event)}" if event.over_budget else "")
        if event.reason == "max_calls":
            return f"  Stopp nach {event.detail} Aufrufen → zu einem Menschen"
        return _STOPS[event.reason].format(detail=event.detail)
    return None
