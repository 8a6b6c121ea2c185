"""A lesson's fake model: its behaviour (fake_model.json) read as rules, decision for decision.

In this order: no tools offered (or tool choice `none`) → the made-up answer; a question the model keeps
guessing on → the next guess; results in the last message (and no forced call) → the answer built from them
(a tool's own texts, else the first error decides what it says; with parallel calls off, first the next
planned call); a text rule → its text with its stop reason; otherwise the calls planned by the rules and the
switches (core.lesson.fake_plan), one per reply with parallel calls off; no call at all → the nothing-to-ask
answer. Tokens
are words × 1.3 rounded up, tool names and descriptions counted on every call. Call ids `call_1`, `call_2`, …
are counted per client across questions (as a lesson's several questions share one client) and never repeat
an id of the conversation; `reset` starts them at `call_1` again for a new conversation.

For multi-question chats "the question" is the user text that opened the current turn (for a one-question
conversation that is messages[0]), and the guess counts messages from there.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from core.engine.cancel import CancelToken
from core.engine.client import ModelRequest, Notify
from core.engine.messages import (
    Block,
    Reply,
    TextBlock,
    ToolResultBlock,
    ToolUseBlock,
    Usage,
    reply,
    text_block,
    tool_use,
    trusted,
)
from core.engine.tokens import head_tokens, question_of, tokens
from core.engine.wire import ANTHROPIC, anthropic_request
from core.engine.wire_record import local_record
from core.lesson.fake_history import HistoryFacts
from core.lesson.fake_plan import Asked, Prepared, pending, prepare
from core.lesson.lesson_reasons import LessonProblem
from core.lesson.spec import AfterResults, FakeBehaviour, Rule, ToolAnswer

Decided = tuple[list[Block], str, int]  # the reply's content, its stop reason, its tokens
PREPARED_KEPT = 256  # questions × offers × choices kept prepared; more start the store afresh


class FakeClient:
    """Stands in for the real model: recorded answers, no network, the same every time."""

    name = "fake"
    instant = True  # answers at once: the loop need not run it on a helper thread

    def __init__(self, behaviour: FakeBehaviour | None = None, lesson: str = "") -> None:
        self.lesson = lesson  # the lesson it belongs to (saved with a run, so a replay uses the same one)
        if behaviour is None:
            from core.lesson.catalog import default_lesson

            behaviour = default_lesson().fake
        self.behaviour = behaviour
        self.last_id = 0
        self._facts = HistoryFacts()
        self._head: tuple[str, tuple[Any, ...], int] = ("", (), 0)  # the system prompt and tools counted last

    @property
    def behaviour(self) -> FakeBehaviour:
        return self._behaviour

    @behaviour.setter
    def behaviour(self, behaviour: FakeBehaviour) -> None:
        self._behaviour = behaviour
        self._read = _Read(behaviour)
        # (question, id of the offered tools, tool choice) → (those tools, what the question asks of them)
        self._prepared: dict[tuple[str, int, str], tuple[Sequence[Any], Prepared]] = {}

    def close(self) -> None:
        """Nothing to release: no connection."""

    def reset(self) -> None:
        """A new conversation: call ids start at `call_1` again."""
        self.last_id = 0

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        return anthropic_request(request)

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        facts = self._facts
        history_tokens, top, start, question = facts.of(request.messages)
        content, stop, output = self._decide(request, top, start, question)
        head = self._head
        if head[0] is not request.system or head[1] is not request.tools:  # a run sends the same ones each call
            head = self._head = (request.system, request.tools, head_tokens(request))
        counts = (head[2] + history_tokens, output)
        usage = _USAGES.get(counts) or _usage(*counts)
        made = reply(content, stop, usage, local_record(request, (content, stop, usage), ANTHROPIC))
        facts.made(content, output, self.last_id if type(content[-1]) is ToolUseBlock else 0)
        return made

    def decide(self, request: ModelRequest) -> tuple[list[Block], str]:
        """The reply's content and its stop reason."""
        content, stop, _ = self._decide(request, *self._facts.of(request.messages)[1:])
        return content, stop

    def _decide(self, request: ModelRequest, top: int, start: int, question: str) -> Decided:
        messages, tools, choice = request.messages, request.tools, request.tool_choice
        if top > self.last_id:  # never repeat an id of the conversation
            self.last_id = top
        if start < 0:  # no user text: the first message stands for the question
            start, question = 0, question_of(messages[0])
        if not tools or choice == "none":
            return _text(self._read.without_tools)
        kept = self._prepared.get((question, id(tools), choice))
        # the entry holds the tools it was made for: their id is not reused while it is kept
        prepared = kept[1] if kept is not None and kept[0] is tools else self._prepare(question, tools, choice)
        if prepared.guess is not None and (guessing := self._read.guessing) is not None:
            name, fits = prepared.guess
            guess = str(guessing.start + (len(messages) - start) // 2)
            content, output = self._ask([_asked(Asked, (name, {guessing.field: guess}, fits, (name, ()),
                                                        tokens(name + " " + guess)))])
        elif start < len(messages) - 1 and not prepared.forces and (last := messages[-1].content) \
                and type(last[0]) is ToolResultBlock:
            return self._after_turn_results(request, start, prepared, last)
        elif (rule := prepared.text) is not None:
            return _text(str(rule.text), rule.stop_reason)
        else:
            planned = prepared.planned
            if not request.parallel_tool_calls:
                planned = pending(planned, messages[start:])[:1]  # one call per reply
            content, output = self._ask(planned)
            if not content and planned and self._read.ask_for_input is not None:
                return _text(self._read.ask_for_input)  # a strict tool cannot go without its input
        if not content:
            return _text(self._read.nothing_to_ask)
        return content, "tool_use", output

    def _prepare(self, question: str, tools: Sequence[Any], choice: str) -> Prepared:
        """What the question asks of these tools under this choice, worked out on its first call."""
        key = (question, id(tools), choice)
        if len(self._prepared) >= PREPARED_KEPT:
            self._prepared = {}
        prepared = prepare(self._behaviour, question, tools, choice)
        self._prepared[key] = (tools, prepared)
        return prepared

    def _after_turn_results(self, request: ModelRequest, start: int, prepared: Prepared,
                            last: list[Block]) -> Decided:
        """After results: the answer; with parallel calls off, first the next planned call not yet made."""
        after = self._read
        settled = _per_tool(after.per_tool, request.messages[-2].content, last) if after.per_tool else ""
        if settled:
            return _text(settled)
        if request.parallel_tool_calls or any(type(b) is ToolResultBlock and b.is_error for b in last):
            return _text(_after_results(after, last))
        messages = request.messages
        todo = pending(prepared.planned, messages[start:])
        if todo:
            content, output = self._ask(todo[:1])
            if content:
                return content, "tool_use", output
        results: list[Block] = [r for m in messages[start + 1:] for r in m.content if type(r) is ToolResultBlock]
        return _text(_after_results(after, results))

    def _ask(self, planned: list[Asked]) -> tuple[list[Block], int]:
        """The tool uses of the planned calls that may be made, and their tokens."""
        content: list[Block] = []
        output = 0
        last_id = self.last_id
        for call in planned:
            if call.fits:
                last_id += 1
                content.append(tool_use(f"call_{last_id}", call.name, dict(call.payload)))
                output += call.tokens
        self.last_id = last_id
        return content, output


def _per_tool(per_tool: dict[str, ToolAnswer], asked: list[Block], results: list[Block]) -> str:
    """The answer the first result of a tool with its own texts gives, or "" when there is none."""
    for asking in asked:
        if type(asking) is ToolUseBlock and asking.name in per_tool:
            break
    else:
        return ""  # no call of a tool with its own texts was asked for
    uses = {asking.id: asking for asking in asked if type(asking) is ToolUseBlock}
    for block in results:
        use = uses.get(block.tool_use_id) if type(block) is ToolResultBlock else None
        if use is not None and type(block) is ToolResultBlock and use.name in per_tool:
            return _per_tool_answer(per_tool[use.name], use, block)
    return ""


def _after_results(after: _Read, results: list[Block]) -> str:
    parts = []
    for block in results:
        if type(block) is not ToolResultBlock:
            continue
        if block.is_error:
            for contains, text in after.on_error:  # a loop, not next() over a generator: a frame less
                if contains in block.content:
                    return text
            raise StopIteration  # as next() did: the lesson words every error it makes
        parts.append(block.content)
    return after.answer.format(results=after.joiner.join(parts))


class _Read:
    """What the fake reads of its behaviour (frozen) while it answers, read once per behaviour: a pydantic
    field read costs several times a slot's."""

    __slots__ = ("without_tools", "nothing_to_ask", "ask_for_input", "guessing", "per_tool", "on_error", "answer",
                 "joiner")

    def __init__(self, behaviour: FakeBehaviour) -> None:
        self.without_tools, self.nothing_to_ask = behaviour.without_tools, behaviour.nothing_to_ask
        self.ask_for_input, self.guessing = behaviour.ask_for_input, behaviour.guessing
        after: AfterResults = behaviour.after_results
        self.per_tool: dict[str, ToolAnswer] = after.per_tool
        self.on_error = tuple((e.contains, e.text) for e in after.on_error)
        self.answer, self.joiner = after.answer, after.joiner


def _per_tool_answer(answer: ToolAnswer, use: ToolUseBlock, result: ToolResultBlock) -> str:
    values = _OrAsk({key: str(value) for key, value in use.input.items()})
    if result.is_error:
        return answer.refused.format_map(_OrAsk(values, why=result.content))
    return answer.done.format_map(_OrAsk(values, result=result.content))


class _OrAsk(dict):
    """Template values where a field the call did not give reads as "?"."""

    def __missing__(self, key: str) -> str:
        return "?"


def rule_problem(field: str, rule: Rule) -> None:
    """LessonProblem under `field` if the rule cannot work (checked when the lesson loads)."""
    try:
        pattern = re.compile(rule.pattern)
    except re.error as error:
        raise LessonProblem(field, "not_regex", error=error) from None
    if rule.text is None and not rule.calls:
        raise LessonProblem(field, "rule_empty")
    for call in rule.calls:
        for key, value in call.input.items():
            try:
                value.format(*(["x"] * (pattern.groups + 1)))
            except (IndexError, KeyError, ValueError) as error:
                raise LessonProblem(field, "rule_input", key=key, value=repr(value), error=error) from None


def _usage(input_tokens: int, output_tokens: int) -> Usage:
    """The usage of a reply, one shared object per pair of counts (a Usage never changes)."""
    key = (input_tokens, output_tokens)
    usage = _USAGES.get(key)
    if usage is None:
        if len(_USAGES) >= USAGES_KEPT:
            _USAGES.clear()
        usage = _USAGES[key] = trusted(Usage, {"input_tokens": input_tokens, "output_tokens": output_tokens})
    return usage  # a reply's counts come back with the same question: most are found at once


USAGES_KEPT = 4096
_asked = tuple.__new__  # Asked(...) as its own `__new__` makes it, without that Python-level step
_USAGES: dict[tuple[int, int], Usage] = {}


def _text(text: str, stop: str = "end_turn") -> Decided:
    """A reply of one text block: one shared block and count per text (a block never changes, and the fake's
    answers are a lesson's few texts and their results filled in)."""
    said = _SAID.get(text)
    if said is None:
        if len(_SAID) >= USAGES_KEPT:
            _SAID.clear()
        said = _SAID[text] = (text_block(text), tokens(text))
    return [said[0]], stop, said[1]


_SAID: dict[str, tuple[TextBlock, int]] = {}
