"""Which calls a lesson's fake model plans for a question: its rules, then the run's switches.

Every rule whose pattern is found in the question adds its calls (once, or once per match with `each_match`);
a rule with `last` that added a call ends the rules. A tool choice that names a tool takes every planned
call's place (once per distinct input), or is called with no input when nothing was planned; `any` calls the
first offered tool when nothing else would be called. Calls of tools not offered are dropped.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from core.engine.messages import Message
from core.engine.switches import forced_tool, forces_a_call
from core.engine.tokens import tokens
from core.engine.tools import ToolSpec
from core.lesson.spec import Call, FakeBehaviour, Rule

Planned = list[tuple[str, dict[str, str]]]


class Asked(NamedTuple):
    """One planned call, with what its tool use costs to make: whether it may be made (a strict tool only with
    its required fields), its key among the calls made, and its tokens (its name and its input's values)."""

    name: str
    payload: dict[str, str]
    fits: bool
    key: tuple[str, tuple[tuple[str, str], ...]]
    tokens: int


class Prepared(NamedTuple):
    """What a question asks of the fake under one offer of tools and one tool choice, worked out once: the tool
    a guessing question asks (and whether its call may be made), the text rule, the planned calls, and whether
    the choice forces a call (results then do not end the turn)."""

    guess: tuple[str, bool] | None
    text: Rule | None
    planned: list[Asked]
    forces: bool


def prepare(behaviour: FakeBehaviour, question: str, tools: Sequence[ToolSpec], choice: str) -> Prepared:
    guess = None
    guessing = behaviour.guessing
    if guessing is not None and compiled(guessing.pattern).search(question):
        forced = forced_tool(choice)
        name = forced if forced is not None and any(t.name == forced for t in tools) else guessing.tool
        guess = (name, fits_strict(_spec(tools, name), {guessing.field: ""}))
    planned = [Asked(name, payload, fits_strict(_spec(tools, name), payload), (name, _key(payload)),
                     tokens(name + " " + " ".join(str(v) for v in payload.values())))
               for name, payload in plan(behaviour.rules, question, tools, choice)]
    return Prepared(guess, text_rule(behaviour.rules, question), planned, forces_a_call(choice))


def _spec(tools: Sequence[ToolSpec], name: str) -> ToolSpec | None:
    return next((t for t in tools if t.name == name), None)


def compiled(pattern: str) -> re.Pattern[str]:
    """A rule's pattern, compiled once (the rules are asked on every model call)."""
    found = _PATTERNS.get(pattern)
    if found is None:
        found = _PATTERNS[pattern] = re.compile(pattern)
    return found


_PATTERNS: dict[str, re.Pattern[str]] = {}


def text_rule(rules: Sequence[Rule], question: str) -> Rule | None:
    """The first rule that answers with a text (e.g. a reply cut off at max_tokens) and matches, if it comes
    before any rule that would call a tool."""
    for rule in rules:
        if compiled(rule.pattern).search(question):
            return rule if rule.text is not None else None
    return None


def plan(rules: Sequence[Rule], question: str, tools: Sequence[ToolSpec], choice: str) -> Planned:
    names = [t.name for t in tools]
    planned: Planned = []
    for rule in rules:
        if rule.text is not None:
            continue
        matches = compiled(rule.pattern).finditer(question)
        for match in matches if rule.each_match else itertools.islice(matches, 1):
            planned += [(call.tool, filled(call, match)) for call in rule.calls]
        if rule.last and any(name in names for name, _ in planned):
            break
    forced = forced_tool(choice)
    if forced is not None and forced in names:
        inputs = list(dict.fromkeys(_key(payload) for _, payload in planned))
        return [(forced, dict(key)) for key in inputs] or [(forced, {})]
    planned = [call for call in planned if call[0] in names]
    if choice == "any" and names and not planned:
        return [(names[0], {})]
    return planned


def pending(planned: list[Asked], turn: Iterable[Message]) -> list[Asked]:
    """The planned calls not yet made in this turn."""
    made = {(u.name, _key(u.input if isinstance(u.input, dict) else {})) for m in turn for u in m.tool_uses()}
    return [call for call in planned if call.key not in made]


def fits_strict(spec: ToolSpec | None, payload: dict[str, Any]) -> bool:
    """A strict tool is only called with every required field: its input always fits the schema."""
    if spec is None or not getattr(spec, "strict", False):
        return spec is not None
    return all(name in payload for name in spec.shared_schema().get("required", []))


def filled(call: Call, match: re.Match[str]) -> dict[str, str]:
    groups = (match.group(0), *match.groups(""))
    return {key: value.format(*groups) for key, value in call.input.items()}


def _key(payload: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((str(k), str(v)) for k, v in payload.items()))
