"""Tool call ids are unique in a conversation: providers refuse a history in which one repeats.

A reply that repeats an id (twice in itself, or one used earlier) is accepted,
but each repeated call gets a fresh id (`<id>_dup2`, `_dup3`, …: letters, digits,
`_` and `-` stay replay-safe for every provider) and is answered as a skipped
call with an error result saying why, never run. So the history stays valid and
the model learns what went wrong.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from core.engine.messages import Block, Message, Reply, ToolUseBlock
from core.engine.over_history import SHORT, OverHistory


def used_ids(messages: Iterable[Message]) -> set[str]:
    return {use.id for message in messages for use in message.tool_uses()}


def _ids_in(message: Message) -> set[str]:
    return {use.id for use in message.tool_uses()}


def _with(ids: set[str], more: set[str]) -> set[str]:
    ids.update(more)
    return ids


# the ids used in a history, carried on as it grows (read-only to callers)
_ids_used: OverHistory[set[str], set[str]] = OverHistory(_ids_in, _with, set)


def _fresh(call_id: str, taken: set[str]) -> str:
    number = 2
    while f"{call_id}_dup{number}" in taken:
        number += 1
    return f"{call_id}_dup{number}"


def unique_ids(reply: Reply, history: Iterable[Message]) -> tuple[Reply, dict[str, str]]:
    """`reply` with each repeated tool call id replaced by a fresh one, and {fresh id: repeated id}."""
    asked = [block.id for block in reply.content if type(block) is ToolUseBlock]
    if not isinstance(history, (list, tuple)):
        history = tuple(history)
    if not repeats(asked, history):
        return reply, {}  # nothing repeats: the usual case
    taken = used_ids(history)
    renamed: dict[str, str] = {}
    content: list[Block] = []
    for block in reply.content:
        if type(block) is ToolUseBlock:
            if block.id in taken:
                fresh = _fresh(block.id, taken | {b.id for b in reply.tool_uses()})
                renamed[fresh] = block.id
                block = replace(block, id=fresh)
            taken.add(block.id)
        content.append(block)
    if not renamed:
        return reply, {}
    return replace(reply, content=content), renamed


def repeats(asked: list[str], history: list[Message] | tuple[Message, ...]) -> bool:
    """Whether an id in `asked` comes twice, or was used in `history` already: a short history is looked
    through, a long one answers from the ids carried on as it grew."""
    if not asked:
        return False
    if len(asked) > 1 and len(set(asked)) < len(asked):
        return True
    if len(history) < SHORT:
        for message in history:
            for block in message.content:
                if type(block) is ToolUseBlock and block.id in asked:
                    return True
        return False
    return not _ids_used(history).isdisjoint(asked)
