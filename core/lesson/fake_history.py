"""What the lesson's fake model reads from a history on every call, carried on as the history grows.

Its input tokens, the highest `call_N` id its assistant turns use, and where the current turn starts with its
question (the last text of the last user message holding text). A conversation grows at its end and a message
never changes (see core.engine.over_history), so a history that begins with the very messages the last call
saw goes on from what was kept for them; any other history is read whole. The fake's own last reply comes back
as an assistant message holding the content list the fake made: its tokens and its highest id are known.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

from core.engine import tokens as token_count
from core.engine.messages import Block, Message, TextBlock, ToolResultBlock, ToolUseBlock

Facts = tuple[int, int, int, str]
"""The messages' tokens (the system prompt and the tools are not in it); the highest N of the `call_N` ids the
assistant turns use, 0 if none; the index of the user message that opened the current turn, -1 while there is
none; and its question."""

_NONE: Facts = (0, 0, -1, "")


class HistoryFacts:
    """`Facts` of a history, worked out for the messages the last history did not hold. Safe to share between
    threads: what is kept is one tuple, checked message by message before it is used."""

    __slots__ = ("_kept", "_own")

    def __init__(self) -> None:
        self._kept: tuple[tuple[Message, ...], Facts] = ((), _NONE)
        self._own: tuple[list[Block] | None, int, int] = (None, 0, 0)  # the last reply's content, tokens, top

    def made(self, content: list[Block], tokens: int, top: int) -> None:
        """The fake made a reply of `content`: `tokens` its tokens, `top` its highest call id (0 if none)."""
        self._own = (content, tokens, top)

    def of(self, messages: Sequence[Message]) -> Facts:
        """The facts of `messages` (a method, not only `__call__`: calling an instance costs a layer more)."""
        history = messages if type(messages) is tuple else tuple(messages)  # a list could grow in place
        seen, facts = self._kept
        done = len(seen)
        if done:
            if done > len(history) or not all(map(operator.is_, seen, history)):
                done, facts = 0, _NONE  # another history, or this one changed: from the start
            elif done == len(history):
                return facts
        tokens, top, start, question = facts
        own, own_tokens, own_top = self._own
        count = token_count.tokens
        for index in range(done, len(history)):
            message = history[index]
            content = message.content
            if message.role == "assistant":
                if content is own:
                    tokens += own_tokens
                    top = own_top if own_top > top else top
                else:
                    tokens, top = tokens + token_count.message_tokens(message), max(top, highest_id(message))
                continue
            for block in content:  # a user turn's blocks are counted as token_count.message_tokens counts them
                if type(block) is ToolResultBlock:
                    tokens += count(block.content)
                elif type(block) is TextBlock:  # the last text of the last user message holding one
                    tokens += count(block.text)
                    start, question = index, block.text
                else:
                    tokens += count(token_count.words(block))
        facts = (tokens, top, start, question)
        self._kept = (history, facts)
        return facts

    __call__ = of


def highest_id(message: Message) -> int:
    """The highest N of the `call_N` ids the message uses, 0 if none."""
    top = 0
    if message.role == "assistant":  # only an assistant turn asks for calls
        for block in message.content:
            if type(block) is ToolUseBlock and block.id.startswith("call_") and block.id[5:].isdigit():
                top = max(top, int(block.id[5:]))
    return top
