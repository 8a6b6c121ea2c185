"""Protocol switches a run sets for the model: which tools it may (or must) call, whether it may ask for
several at once, and which tools are declared strict.

A tool choice is written `auto`, `any`, `none` or `tool:NAME`; each dialect spells
it its own way on the wire. Strict mode fixes the *shape* of a tool's arguments
(the provider guarantees schema-valid input); their *values* are still the
program's to check.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Iterable
from typing import Any

from core.engine.messages import Message
from core.engine.tokens import turn_start
from core.engine.tools import ToolRegistry, ToolSpec

TOOL_CHOICES = ("auto", "any", "none")
FORCE_PREFIX = "tool:"
# The tool name pattern all three providers accept.
TOOL_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def check_tool_choice(value: str) -> str:
    """`value` if it is `auto`, `any`, `none` or `tool:NAME`; else ValueError in words."""
    if value in TOOL_CHOICES:
        return value
    name = value.removeprefix(FORCE_PREFIX) if value.startswith(FORCE_PREFIX) else None
    if name is None:
        raise ValueError(f"tool choice {value!r}: auto, any, none or tool:NAME")
    if not TOOL_NAME.match(name):
        raise ValueError(f"tool choice {value!r}: a tool name is 1 to 64 letters, digits, _ or -")
    return value


def forced_tool(choice: str) -> str | None:
    """The tool a `tool:NAME` choice forces, else None."""
    return choice.removeprefix(FORCE_PREFIX) if choice.startswith(FORCE_PREFIX) else None


def forces_a_call(choice: str) -> bool:
    return choice == "any" or forced_tool(choice) is not None


def choice_for_call(choice: str, messages: list[Message] | tuple[Message, ...]) -> str:
    """The choice sent with the next model call of a question: a choice that forces a call holds until a tool
    has run in this question, then the model may answer (`auto`); otherwise it would have to call tools forever."""
    if choice != "any" and not choice.startswith(FORCE_PREFIX):  # forces no call: as set
        return choice
    tool_ran = any(m.tool_results() for m in messages[turn_start(messages) + 1:])
    return "auto" if tool_ran else choice


def offered(specs: Iterable[ToolSpec], strict_names: Iterable[str]) -> tuple[ToolSpec, ...]:
    """The tool specs as offered to the model: those named in `strict_names` declared strict."""
    strict = set(strict_names)
    if not strict:
        return tuple(specs)
    return tuple(dataclasses.replace(spec, strict=True) if spec.name in strict and not spec.strict else spec
                 for spec in specs)


class Offer:
    """The tools offered to the model (`specs`, their `names`, the `acting` ones), and what they were worked out
    from: the registry as it stood and the settings' enabled and strict tools (copies: a list changed in place
    is told apart)."""

    __slots__ = ("registry", "version", "enabled", "strict_names", "specs", "names", "strict", "acting")

    def __init__(self, registry: ToolRegistry | None, enabled: list[str] | None, strict: list[str]) -> None:
        self.registry = registry
        self.version = None if registry is None else registry.version
        self.enabled = None if enabled is None else list(enabled)
        self.strict_names = list(strict)
        self.strict = tuple(strict)  # as the settings name them, in their order
        self.specs = () if registry is None else offered(registry.specs(enabled), strict)
        self.names = tuple(spec.name for spec in self.specs)
        self.acting = frozenset(spec.name for spec in self.specs if spec.acting)  # the acting tools on offer

    def holds_for(self, registry: ToolRegistry, enabled: list[str] | None, strict: list[str]) -> bool:
        """Whether this offer is still the one `registry` and these settings make."""
        return (registry is self.registry and registry.version == self.version and enabled == self.enabled
                and strict == self.strict_names)


def describe_switches(choice: str, parallel: bool, strict: Iterable[str]) -> str:
    """The switches that differ from the defaults, in a few words ("" when none does)."""
    parts = [f"tool_choice {choice}"] if choice != "auto" else []
    parts += [] if parallel else ["parallel tool calls off"]
    strict = list(strict)
    parts += [f"strict: {', '.join(strict)}"] if strict else []
    return " · ".join(parts)


def strict_schema(schema: dict[str, Any], all_required: bool = True) -> dict[str, Any]:
    """A copy of `schema` in strict form: every object closed (`additionalProperties: false`); with
    `all_required`, every property required, an optional one made nullable instead."""
    return _strict(copy.deepcopy(schema), all_required)


def _strict(node: Any, all_required: bool) -> Any:
    if isinstance(node, list):
        return [_strict(item, all_required) for item in node]
    if not isinstance(node, dict):
        return node
    for key in ("properties", "$defs", "definitions", "patternProperties"):
        if isinstance(node.get(key), dict):
            node[key] = {name: _strict(sub, all_required) for name, sub in node[key].items()}
    for key in ("items", "anyOf", "oneOf", "allOf", "not", "prefixItems"):
        if key in node:
            node[key] = _strict(node[key], all_required)
    if node.get("type") == "object" or "properties" in node:
        node["additionalProperties"] = False
        properties = node.get("properties") or {}
        if all_required and properties:
            required = set(node.get("required") or [])
            for name in properties:
                if name not in required:  # required now, so a default never applies
                    properties[name] = _nullable(properties[name])
                    if isinstance(properties[name], dict):
                        properties[name].pop("default", None)
            node["required"] = list(properties)
    return node


def _nullable(schema: Any) -> Any:
    """`schema` that also accepts null: how a strict schema keeps a field optional."""
    if not isinstance(schema, dict):
        return schema
    kind = schema.get("type")
    if isinstance(kind, str) and kind != "null":
        return {**schema, "type": [kind, "null"]}
    if isinstance(kind, list):
        return schema if "null" in kind else {**schema, "type": [*kind, "null"]}
    if kind == "null" or {"type": "null"} in schema.get("anyOf", []):
        return schema
    return {"anyOf": [schema, {"type": "null"}]}
