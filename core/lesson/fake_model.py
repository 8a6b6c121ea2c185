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

import functools
import re
from collections.abc import Sequence
from typing import Any

from core.engine.cancel import CancelToken
from core.engine.client import ModelRequest, Notify
from core.engine.messages import Block, Message, Reply, TextBlock, ToolResultBlock, ToolUseBlock, Usage, reply
from core.engine.over_history import OverHistory
from core.engine.switches import forced_tool, forces_a_call
from core.engine.tokens import count_input, question_of, tokens, turn_start, words
from core.engine.tools import ToolSpec
from core.engine.wire import anthropic_head, anthropic_reply, anthropic_request
from core.engine.wire_record import WireRecord
from core.lesson.fake_plan import compiled, fits_strict, pending, plan, text_rule
from core.lesson.lesson_reasons import LessonProblem
from core.lesson.spec import FakeBehaviour, Rule, ToolAnswer


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

    def close(self) -> None:
        """Nothing to release: no connection."""

    def reset(self) -> None:
        """A new conversation: call ids start at `call_1` again."""
        self.last_id = 0

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        return anthropic_request(request)

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        content, stop = self.decide(request)
        output = sum(tokens(words(b)) for b in content)
        wire = WireRecord.rendered(functools.partial(anthropic_request, request), None,
                                   functools.partial(anthropic_head, request))
        made = reply(content, stop, Usage(input_tokens=count_input(request), output_tokens=output), wire)
        wire.respond_later(functools.partial(anthropic_reply, made))
        return made

    def decide(self, request: ModelRequest) -> tuple[list[Block], str]:
        """The reply's content and its stop reason."""
        messages, tools = request.messages, request.tools
        self.last_id = max(self.last_id, _top_id(messages))  # never repeat an id of the conversation
        start = turn_start(messages)
        question = question_of(messages[start])
        last = messages[-1].content if start < len(messages) - 1 else []
        b = self.behaviour
        content: list[Block] = []
        if not tools or request.tool_choice == "none":
            return [TextBlock(text=b.without_tools)], "end_turn"
        if b.guessing is not None and compiled(b.guessing.pattern).search(question):
            forced = forced_tool(request.tool_choice)
            name = forced if forced is not None and any(t.name == forced for t in tools) else b.guessing.tool
            guess = b.guessing.start + (len(messages) - start) // 2
            self._ask(content, tools, name, {b.guessing.field: str(guess)})
        elif last and isinstance(last[0], ToolResultBlock) and not forces_a_call(request.tool_choice):
            return self._after_turn_results(request, start)
        elif (rule := text_rule(b.rules, question)) is not None:
            return [TextBlock(text=str(rule.text))], rule.stop_reason
        else:
            planned = plan(b.rules, question, tools, request.tool_choice)
            if not request.parallel_tool_calls:
                planned = pending(planned, messages[start:])[:1]  # one call per reply
            for name, payload in planned:
                self._ask(content, tools, name, payload)
            if not content and planned and b.ask_for_input is not None:
                return [TextBlock(text=b.ask_for_input)], "end_turn"  # a strict tool cannot go without its input
        if not content:
            return [TextBlock(text=b.nothing_to_ask)], "end_turn"
        return content, "tool_use"

    def _after_turn_results(self, request: ModelRequest, start: int) -> tuple[list[Block], str]:
        """After results: the answer; with parallel calls off, first the next planned call not yet made."""
        messages = request.messages
        last = messages[-1].content
        settled = self._per_tool(messages[-2] if len(messages) > 1 else None, last)
        if settled or request.parallel_tool_calls or any(isinstance(b, ToolResultBlock) and b.is_error for b in last):
            return [TextBlock(text=settled or self._after_results(last))], "end_turn"
        question = question_of(messages[start])
        todo = pending(plan(self.behaviour.rules, question, request.tools, request.tool_choice), messages[start:])
        if todo:
            content: list[Block] = []
            self._ask(content, request.tools, *todo[0])
            if content:
                return content, "tool_use"
        results: list[Block] = [r for m in messages[start + 1:] for r in m.tool_results()]
        return [TextBlock(text=self._after_results(results))], "end_turn"

    def _ask(self, content: list[Block], tools: Sequence[ToolSpec], name: str, payload: dict[str, str]) -> None:
        if not fits_strict(next((t for t in tools if t.name == name), None), payload):
            return
        self.last_id += 1
        content.append(ToolUseBlock(id=f"call_{self.last_id}", name=name, input=payload))

    def _per_tool(self, asked: Message | None, results: list[Block]) -> str:
        """The answer the first result of a tool with its own texts gives, or "" when there is none."""
        per_tool = self.behaviour.after_results.per_tool
        uses = {use.id: use for use in asked.tool_uses()} if asked is not None else {}
        for block in results:
            use = uses.get(block.tool_use_id) if isinstance(block, ToolResultBlock) else None
            if use is not None and isinstance(block, ToolResultBlock) and use.name in per_tool:
                return _per_tool_answer(per_tool[use.name], use, block)
        return ""

    def _after_results(self, results: list[Block]) -> str:
        after = self.behaviour.after_results
        parts = []
        for block in results:
            if not isinstance(block, ToolResultBlock):
                continue
            if block.is_error:
                return next(e.text for e in after.on_error if e.contains in block.content)
            parts.append(block.content)
        return after.answer.format(results=after.joiner.join(parts))


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


Planned = list[tuple[str, str | None]]


def _is_strict(tools, name: str) -> bool:
    return any(t.name == name and t.strict for t in tools)


def _plan(question: str, tools, choice: str) -> Planned:
    """The calls the question asks for (tool name, order number) among the offered tools; a forced tool takes
    every call's place (once per number), `any` calls the first tool when nothing else would be called."""
    planned: Planned = []
    if "1042" in question:
        planned.append(("get_order_status", "1042"))
    if "9999" in question:
        planned.append(("get_order_status", "9999"))
    if "1187" in question:
        planned.append(("get_return_window", "1187"))
    if "Paket" in question:
        planned.append(("get_order_status", None))
    names = [t.name for t in tools]
    forced = forced_tool(choice)
    if forced is not None and forced in names:
        return list(dict.fromkeys((forced, order_id) for _, order_id in planned)) or [(forced, None)]
    planned = [call for call in planned if call[0] in names]
    if choice == "any" and names and not planned:
        return [(names[0], None)]
    return planned


def _pending(planned: Planned, turn) -> Planned:
    """The planned calls not yet made in this turn."""
    made = {(u.name, u.input.get("order_id") if isinstance(u.input, dict) else None)
            for m in turn for u in m.tool_uses()}
    return [call for call in planned if call not in made]


def _highest_id(message: Message) -> int:
    """The highest N of the `call_N` ids the message uses, 0 if none."""
    top = 0
    if message.role == "assistant":  # only an assistant turn asks for calls
        for block in message.content:
            if isinstance(block, ToolUseBlock) and block.id.startswith("call_") and block.id[5:].isdigit():
                top = max(top, int(block.id[5:]))
    return top


_top_id = OverHistory(_highest_id, max, int)  # the highest in a history, carried on as it grows
