"""What a provider would reject in a history, found before the request is sent (every tool call answered by a
result with its id, no result without its call, no empty turn; for Anthropic Messages also: roles alternate,
results first in their turn, no empty text block). The OpenAI dialects send results as messages or items of
their own, so block order and repeated roles do not reach them."""

from __future__ import annotations

from collections.abc import Iterable

from core.engine.messages import Message, TextBlock, ToolResultBlock


def check(messages: Iterable[Message], dialect: str | None = None) -> list[str]:
    """Problems in words a learner understands, each naming the rule it breaks; an empty list means the
    history is well-formed for `dialect` (None: the core's own history, which keeps roles alternating and
    results first whatever it is sent to)."""
    messages = list(messages)
    strict = dialect in (None, "anthropic")
    problems: list[str] = []
    if messages and messages[0].role != "user":
        problems.append("Nachricht 0: das Gespräch muss mit einer user-Nachricht beginnen")
    seen: set[str] = set()
    for index, message in enumerate(messages):
        problems.extend(_repeated_ids(index, message, seen))
        problems.extend(_empty(index, message, dialect == "anthropic"))
        if strict and index and message.role == messages[index - 1].role:
            problems.append(f"Nachricht {index}: zweimal hintereinander {message.role} (Rollen wechseln nicht ab)")
        problems.extend(_results_first(index, message, strict))
        if message.role == "user":
            problems.extend(_orphan_results(index, message, messages[index - 1] if index else None))
        uses = message.tool_uses()
        if message.role == "assistant" and uses:
            following = messages[index + 1] if index + 1 < len(messages) else None
            answered: set[str] = set()
            if following is not None and following.role == "user":
                answered = {r.tool_use_id for r in following.tool_results()}
            missing = [u.id for u in uses if u.id not in answered]
            if missing:
                problems.append(f"Nachricht {index}: tool_use ohne tool_result in der direkt folgenden "
                                f"user-Nachricht: {', '.join(missing)}")
    return problems


def _empty(index: int, message: Message, no_empty_text: bool) -> list[str]:
    """A turn with nothing in it is refused everywhere; Anthropic also refuses an empty text block."""
    if not message.content:
        return [f"Nachricht {index}: leerer Turn ({message.role} ohne jeden Inhalt)"]
    if no_empty_text and any(isinstance(b, TextBlock) and not b.text.strip() for b in message.content):
        return [f"Nachricht {index}: leerer Textblock (Textblöcke dürfen nicht leer sein)"]
    return []


def _results_first(index: int, message: Message, strict: bool) -> list[str]:
    seen_other = False
    for block in message.content:
        if isinstance(block, ToolResultBlock):
            if message.role != "user":
                return [f"Nachricht {index}: tool_result in einer {message.role}-Nachricht"]
            if seen_other and strict:
                return [f"Nachricht {index}: tool_result-Blöcke müssen vor jedem anderen Inhalt stehen"]
        else:
            seen_other = True
    return []


def _orphan_results(index: int, message: Message, previous: Message | None) -> list[str]:
    calls = {u.id for u in previous.tool_uses()} if previous is not None and previous.role == "assistant" else set()
    orphans = [r.tool_use_id for r in message.tool_results() if r.tool_use_id not in calls]
    if not orphans:
        return []
    return [f"Nachricht {index}: tool_result zu einer unbekannten Aufruf-ID: {', '.join(orphans)}"]


def _repeated_ids(index: int, message: Message, seen: set[str]) -> list[str]:
    """Tool call ids used before in the conversation (or twice in this message): providers refuse them."""
    repeated = []
    for use in message.tool_uses():
        if use.id in seen and use.id not in repeated:
            repeated.append(use.id)
        seen.add(use.id)
    if not repeated:
        return []
    return [f"Nachricht {index}: tool_use-ID mehrfach vergeben (IDs müssen eindeutig sein): {', '.join(repeated)}"]
