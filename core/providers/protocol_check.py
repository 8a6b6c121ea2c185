"""What a provider would reject in a history, found before the request is sent (every tool call answered by a
result with its id, no result without its call, no empty turn; for Anthropic Messages also: roles alternate,
results first in their turn, no empty text block). The OpenAI dialects send results as messages or items of
their own, so block order and repeated roles do not reach them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from core.engine.messages import Message, TextBlock, ToolResultBlock

RULES = {
    "first_not_user": "message {index}: the conversation must begin with a user message",
    "roles_repeat": "message {index}: {role} twice in a row (roles do not alternate)",
    "unanswered": "message {index}: tool_use without tool_result in the user message right after it: {ids}",
    "empty_turn": "message {index}: empty turn ({role} with no content at all)",
    "empty_text": "message {index}: empty text block (text blocks must not be empty)",
    "result_in_role": "message {index}: tool_result in a {role} message",
    "results_not_first": "message {index}: tool_result blocks must come before any other content",
    "orphan_results": "message {index}: tool_result for an unknown call id: {ids}",
    "repeated_ids": "message {index}: tool_use id used more than once (ids must be unique): {ids}",
}


@dataclass(frozen=True)
class Problem:
    """One broken rule: its code and values (for the window to word) and its English text."""

    code: str
    values: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return RULES[self.code].format(**self.values)

    def __str__(self) -> str:
        return self.text


def _problem(code: str, index: int, **values: Any) -> Problem:
    return Problem(code, {"index": index, **values})


def check(messages: Iterable[Message], dialect: str | None = None) -> list[str]:
    """The problems `find` finds, as English sentences."""
    return [problem.text for problem in find(messages, dialect)]


def find(messages: Iterable[Message], dialect: str | None = None) -> list[Problem]:
    """Problems a learner understands, each naming the rule it breaks; an empty list means the history is
    well-formed for `dialect` (None: the core's own history, which keeps roles alternating and results first
    whatever it is sent to)."""
    messages = list(messages)
    strict = dialect in (None, "anthropic")
    problems: list[Problem] = []
    if messages and messages[0].role != "user":
        problems.append(_problem("first_not_user", 0))
    seen: set[str] = set()
    for index, message in enumerate(messages):
        problems.extend(_repeated_ids(index, message, seen))
        problems.extend(_empty(index, message, dialect == "anthropic"))
        if strict and index and message.role == messages[index - 1].role:
            problems.append(_problem("roles_repeat", index, role=message.role))
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
                problems.append(_problem("unanswered", index, ids=", ".join(missing)))
    return problems


def _empty(index: int, message: Message, no_empty_text: bool) -> list[Problem]:
    """A turn with nothing in it is refused everywhere; Anthropic also refuses an empty text block."""
    if not message.content:
        return [_problem("empty_turn", index, role=message.role)]
    if no_empty_text and any(isinstance(b, TextBlock) and not b.text.strip() for b in message.content):
        return [_problem("empty_text", index)]
    return []


def _results_first(index: int, message: Message, strict: bool) -> list[Problem]:
    seen_other = False
    for block in message.content:
        if isinstance(block, ToolResultBlock):
            if message.role != "user":
                return [_problem("result_in_role", index, role=message.role)]
            if seen_other and strict:
                return [_problem("results_not_first", index)]
        else:
            seen_other = True
    return []


def _orphan_results(index: int, message: Message, previous: Message | None) -> list[Problem]:
    calls = {u.id for u in previous.tool_uses()} if previous is not None and previous.role == "assistant" else set()
    orphans = [r.tool_use_id for r in message.tool_results() if r.tool_use_id not in calls]
    if not orphans:
        return []
    return [_problem("orphan_results", index, ids=", ".join(orphans))]


def _repeated_ids(index: int, message: Message, seen: set[str]) -> list[Problem]:
    """Tool call ids used before in the conversation (or twice in this message): providers refuse them."""
    repeated = []
    for use in message.tool_uses():
        if use.id in seen and use.id not in repeated:
            repeated.append(use.id)
        seen.add(use.id)
    if not repeated:
        return []
    return [_problem("repeated_ids", index, ids=", ".join(repeated))]
