"""A lesson's printed trace ("Frage: …", "  Aufruf 1 (~34 Tokens): tool_use", …), line for line, built from the
loop's events with the lesson's own labels."""

from __future__ import annotations

import json

from core.engine.events import ApprovalDecided, Event, ReplyReceived, RunEnded, RunStarted, ToolFinished
from core.engine.loop import describe_call
from core.lesson.spec import TraceLabels


def _labels(labels: TraceLabels | None) -> TraceLabels:
    if labels is not None:
        return labels
    from core.lesson.catalog import default_lesson

    return default_lesson().meta.trace


def budget_note(event: RunEnded, labels: TraceLabels | None = None) -> str:
    """The notice for an answer that came with the token budget already passed."""
    return _labels(labels).over_budget.format(detail=event.over_budget)


def decider(by: str, labels: TraceLabels | None = None) -> str:
    """Who decided, in the lesson's words; the saved code itself when the lesson has no word for it."""
    words = _labels(labels).deciders
    if by.startswith("replay of "):
        return words.get("replay", "replay of {by}").format(by=decider(by.removeprefix("replay of "), labels))
    return words.get(by, by)


def approval_line(event: ApprovalDecided, labels: TraceLabels | None = None) -> str:
    """`Freigabe call_3 cancel_order(1042): abgelehnt (timeout: keine Entscheidung innerhalb von 60 s)`."""
    t = _labels(labels)
    edited = "" if event.input is None else t.edited.format(input=json.dumps(event.input, ensure_ascii=False))
    return t.approval.format(id=event.use.id, call=describe_call(event.use), verdict=t.verdicts[event.verdict],
                             edited=edited, by=decider(event.by, t), why=f": {event.reason}" if event.reason else "")


def trace_line(event: Event, labels: TraceLabels | None = None) -> str | None:
    """The line an event prints, or None for events the lesson's trace does not show."""
    t = _labels(labels)
    if isinstance(event, RunStarted):
        return t.question.format(question=event.question)
    if isinstance(event, ReplyReceived):
        return t.call.format(call_no=event.call_no, tokens=event.reply.usage.input_tokens,
                             stop_reason=event.reply.stop_reason)
    if isinstance(event, ToolFinished):
        mark = t.error_mark if event.result.is_error else ""
        return t.tool.format(id=event.use.id, call=describe_call(event.use), mark=mark, content=event.result.content)
    if isinstance(event, ApprovalDecided):
        return f"    {approval_line(event, t)}"
    if isinstance(event, RunEnded):
        if event.reason == "answer":
            line = t.answer.format(answer=event.answer)
            return line + (f"\n  {budget_note(event, t)}" if event.over_budget else "")
        return getattr(t, event.reason).format(detail=event.detail, handoff=event.answer)
    return None


def verdicts(labels: TraceLabels | None = None) -> dict[str, str]:
    """The lesson's word for each approval verdict (approve, reject, stop)."""
    return {str(verdict): word for verdict, word in _labels(labels).verdicts.items()}
