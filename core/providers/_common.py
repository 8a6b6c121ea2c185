"""Small pieces every adapter shares: the exchange record, building a tool call, the error-in-text rule."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from core.engine.client import WireExchange
from core.engine.messages import ToolResultBlock, ToolUseBlock
from core.engine.tools import INVALID_ARGUMENTS
from core.providers._http import strict_json

NO_NAME = "(ohne Namen)"
REPLAY_NO_NAME = "unnamed_tool_call"  # what a nameless call is replayed as: providers refuse `name: null`
ERROR_PREFIX = "ERROR: "


@dataclass
class ProviderExchange(WireExchange):
    """A WireExchange that also keeps the provider's raw assistant turn, replayed unchanged next time."""

    dialect: str = ""
    turn: Any = None


def tool_use(call_id: Any, name: Any, arguments: Any, index: int = 0) -> ToolUseBlock:
    """A core tool call from wire parts; bad arguments or a missing name become a call dispatch answers with an error."""
    call_id = str(call_id) if call_id else f"call_missing_{index}"
    name = name if isinstance(name, str) and name.strip() else NO_NAME
    if isinstance(arguments, dict):
        return ToolUseBlock(id=call_id, name=name, input=arguments)
    text = "" if arguments is None else arguments if isinstance(arguments, str) else json.dumps(arguments)
    if not text.strip():
        return ToolUseBlock(id=call_id, name=name, input={})
    try:
        parsed = strict_json(text)
    except (ValueError, RecursionError):  # RecursionError: nested deeper than json can read
        parsed = None
    if isinstance(parsed, dict):
        return ToolUseBlock(id=call_id, name=name, input=parsed)
    return ToolUseBlock(id=call_id, name=name, input={INVALID_ARGUMENTS: text})


def replay_name(name: Any) -> str:
    """The name a call is replayed with: its own, or a placeholder a provider accepts."""
    return name if isinstance(name, str) and name.strip() else REPLAY_NO_NAME


def arguments_text(use: ToolUseBlock) -> str:
    """The JSON string OpenAI puts in `arguments` (a malformed original is given back as it came)."""
    raw = use.input.get(INVALID_ARGUMENTS) if isinstance(use.input, dict) else None
    if isinstance(raw, str) and len(use.input) == 1:
        return raw
    return json.dumps(use.input, ensure_ascii=False, separators=(",", ":"))


def result_text(block: ToolResultBlock) -> str:
    """OpenAI has no is_error field: the flag travels in the text."""
    return ERROR_PREFIX + block.content if block.is_error else block.content


def raw_turn(message: Any, dialect: str) -> Any:
    """The provider's own rendering of an assistant turn, if it came from a provider speaking `dialect`."""
    raw = getattr(message, "raw", None)
    if isinstance(raw, ProviderExchange) and raw.dialect == dialect and raw.turn is not None:
        return raw.turn
    return None
