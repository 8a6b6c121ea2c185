"""The program's words for what a run is doing, built from the loop's codes and numbers."""

from __future__ import annotations

from core.engine.events import Paused
from gui.common.i18n import QT_TRANSLATE_NOOP, translate, word_for

END_WORDS = {
    "answer": QT_TRANSLATE_NOOP("RunStatus", "answered"),
    "max_calls": QT_TRANSLATE_NOOP("RunStatus", "MAX_CALLS reached"),
    "token_budget": QT_TRANSLATE_NOOP("RunStatus", "token budget exceeded"),
    "stop_reason": QT_TRANSLATE_NOOP("RunStatus", "unexpected stop_reason"),
    "timeout": QT_TRANSLATE_NOOP("RunStatus", "time limit"),
    "model_error": QT_TRANSLATE_NOOP("RunStatus", "model error"),
    "cancelled": QT_TRANSLATE_NOOP("RunStatus", "aborted"),
}


def end_text(reason: str) -> str:
    """How a run ended, from its code (`max_calls` → `MAX_CALLS reached`); an unknown code as it is."""
    return word_for("RunStatus", END_WORDS, reason)


def pause_text(event: Paused) -> str:
    """`About to send 3 messages, ~34 tokens` or `About to run get_order_status(1042)`."""
    if event.kind == "model" and not event.messages or event.kind == "tool" and not event.calls:
        return event.what  # a run saved before the counts were recorded
    if event.kind == "model":
        count, messages = event.tokens, event.messages  # plain names: lupdate finds a plural's call only with one
        tokens = translate("Run", "~%n token(s)", None, count)
        return translate("Run", "About to send %n message(s), {tokens}", None, messages).format(tokens=tokens)
    calls = ", ".join(event.calls)
    if len(event.calls) > 1:
        return translate("Run", "About to run {calls} together").format(calls=calls)
    return translate("Run", "About to run {calls}").format(calls=calls)


def describe_switches(choice: str, parallel: bool, strict: list[str]) -> str:
    """The switches that differ from the defaults, in a few words ("" when none does)."""
    parts = [f"tool_choice {choice}"] if choice != "auto" else []
    parts += [] if parallel else [translate("Switches", "parallel tool calls off")]
    parts += [translate("Switches", "strict: {tools}").format(tools=", ".join(strict))] if strict else []
    return " · ".join(parts)
