"""One change to one block of a conversation, and the history it leaves for "continue from here".

An edit replaces a block (a user's or the model's text, a tool_use's name and input, a tool_result's content
and is_error), deletes one, or adds one. The history it gives is every message before the edited one, then
the edited message: what comes after it is where the branch goes its own way.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from core.engine.messages import Block, Message, TextBlock, ToolResultBlock, ToolUseBlock
from core.runs.run_problems import CodedError, problem


class EditError(CodedError, ValueError):
    """The edit does not fit the history (no such message or block): its code and values say which."""


@dataclass(frozen=True)
class Edit:
    """`new` replaces block `block` of message `message`; None deletes it; with `add` it goes in at `block`."""

    message: int
    block: int
    new: Block | None = None
    add: bool = False

    def apply(self, messages: list[Message]) -> list[Message]:
        """The history up to and including the edited message (the messages after it are left behind)."""
        if not 0 <= self.message < len(messages):
            raise EditError("no_message", index=self.message, count=len(messages))
        target = messages[self.message]
        blocks = list(target.content)
        limit = len(blocks) if self.add else len(blocks) - 1
        if not 0 <= self.block <= limit:
            raise EditError("no_block", message=self.message, block=self.block)
        if self.add:
            if self.new is None:
                raise EditError("nothing_to_add")
            blocks.insert(self.block, self.new)
        elif self.new is None:
            del blocks[self.block]
        else:
            blocks[self.block] = self.new
        return [*messages[: self.message], Message(role=target.role, content=blocks)]

    def describe(self, messages: list[Message]) -> str:
        """What was changed, in the protocol's own terms, e.g. `#2 tool_result call_1: content "…" → "storniert"`
        (`=` when the block was put back as it was): no language's own quotation marks, it stands in every one."""
        where = f"#{self.message}"
        if self.add:
            return f"{where} + {_label(self.new)}" if self.new is not None else where
        old = messages[self.message].content[self.block] if self.message < len(messages) else None
        if self.new is None:
            return f"{where} − {_label(old)}"
        return f"{where} {_label(self.new)}: {_change(old, self.new)}"


def _label(block: Block | None) -> str:
    if isinstance(block, ToolUseBlock):
        return f"tool_use {block.id}"
    if isinstance(block, ToolResultBlock):
        return f"tool_result {block.tool_use_id}"
    return "text" if block is not None else "?"


def _short(text: str, width: int = 40) -> str:
    return f'"{text if len(text) <= width else text[: width - 1] + "…"}"'


def _change(old: Block | None, new: Block) -> str:
    if isinstance(new, ToolResultBlock):
        parts = []
        if not isinstance(old, ToolResultBlock) or old.content != new.content:
            parts.append(f"content {_short(old.content) if isinstance(old, ToolResultBlock) else ''} → "
                         f"{_short(new.content)}")
        if not isinstance(old, ToolResultBlock) or old.is_error != new.is_error:
            parts.append(f"is_error → {str(new.is_error).lower()}")
        return ", ".join(parts) or "="
    if isinstance(new, ToolUseBlock):
        text = f"{new.name}({json.dumps(new.input, ensure_ascii=False)})"
        return f"→ {text}"
    return f"→ {_short(new.text) if isinstance(new, TextBlock) else ''}"


def pending_problems(messages: list[Message], dialect: str) -> list[Any]:
    """What the current model's dialect would refuse in `messages` sent as they are, by the providers' own
    check (as that check gives them), then this module's own `Problem`s. Calls the last turn leaves unanswered
    are not a problem: the loop runs them before it sends. A history ending with the model's answer has
    nothing to continue."""
    from core.providers import protocol_check  # the providers' package loads httpx: only when checking

    if not messages:
        return [problem("empty_conversation")]
    last = messages[-1]
    sent = list(messages)
    if last.role == "assistant" and last.tool_uses():
        answers: list[Block] = [ToolResultBlock(tool_use_id=u.id, content="…") for u in last.tool_uses()]
        sent.append(Message(role="user", content=answers))
    problems: list[Any] = list(protocol_check.find(sent, dialect))
    if last.role == "assistant" and not last.tool_uses():
        problems.append(problem("ends_with_answer", index=len(messages) - 1))
    return problems
