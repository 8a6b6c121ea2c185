"""A rough token count, the same for every model: words × 1.3, rounded up.

The loop uses it to preview the next request in step mode, the scripted and the fake models to fill in
usage, and the fault injector to make up replies; a real provider reports its own counts.
"""

from __future__ import annotations

import functools

from core.engine.client import ModelRequest
from core.engine.messages import Block, Message, TextBlock
from core.engine.over_history import OverHistory
from core.engine.tools import ToolSpec


@functools.lru_cache(maxsize=8192)  # the same texts (system prompt, tools, the history) come back every call
def tokens(text: str) -> int:
    """Roughly: words × 1.3, rounded up, in integers: (words × 13 + 9) // 10. Words are what `str.split`
    cuts at runs of whitespace."""
    return (len(text.split()) * 13 + 9) // 10


def words(block: Block) -> str:
    kind = block.type  # the blocks' own tag: quicker to tell them apart by than isinstance on a pydantic model
    if kind == "text":
        return block.text  # type: ignore[union-attr]
    if kind == "tool_use":
        return block.name + " " + " ".join(str(v) for v in block.input.values())  # type: ignore[union-attr,operator]
    return block.content  # type: ignore[union-attr]


def turn_start(messages: tuple[Message, ...] | list[Message]) -> int:
    """Index of the user message holding the current turn's question (its last text block)."""
    for index in range(len(messages) - 1, -1, -1):
        message = messages[index]
        if message.role == "user":
            for block in message.content:
                if type(block) is TextBlock:
                    return index
    return 0


def question_of(message: Message) -> str:
    texts = [b.text for b in message.content if type(b) is TextBlock]
    return texts[-1] if texts else ""


def count_input(request: ModelRequest) -> int:
    return head_tokens(request) + _history_tokens(request.messages)


def head_tokens(request: ModelRequest) -> int:
    """The tokens of what is sent besides the history: the system prompt, the tools' names and descriptions."""
    return tokens(request.system) + _tool_tokens(request.tools)


def _tool_tokens(tools: tuple[ToolSpec, ...]) -> int:
    """The tools' names and descriptions, counted once for the tools a run offers on each of its calls."""
    last_tools, last_count = _last_tools[0]
    if tools == last_tools:  # the same specs: compared by identity first
        return last_count
    count = sum(tokens(tool.name + " " + tool.description) for tool in tools)
    _last_tools[0] = (tools, count)
    return count


_last_tools: list[tuple[tuple[ToolSpec, ...], int]] = [((), 0)]  # the tools counted last, and their count


def message_tokens(message: Message) -> int:
    """The tokens of one message's blocks (the history's part of the input counts the messages' sum)."""
    total = 0
    for block in message.content:
        total += tokens(words(block))
    return total


# counted once per message: a long history is not counted afresh on every call
_history_tokens = OverHistory(message_tokens, int.__add__, int)
