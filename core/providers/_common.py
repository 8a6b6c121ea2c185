"""Small pieces every adapter shares: building a tool call, the error-in-text rule, the turn to replay."""

from __future__ import annotations

import json
from typing import Any

from core.engine.messages import Message, ToolResultBlock, ToolUseBlock
from core.engine.tools import INVALID_ARGUMENTS
from core.providers._intake import strict_json

NO_NAME = "(ohne Namen)"
REPLAY_NO_NAME = "unnamed_tool_call"  # what a nameless call is replayed as: providers refuse `name: null`
ERROR_PREFIX = "ERROR: "


def tool_use(call_id: Any, name: Any, arguments: Any, index: int = 0) -> ToolUseBlock:
    """A core tool call from wire parts; bad arguments or a missing name become a call that dispatch answers with
    an error."""
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


def turn_call_ids(turn: Any, dialect: str) -> list[Any]:
    """The tool call ids in a provider's own rendering of an assistant turn."""
    if dialect == "openai-chat":
        calls = turn.get("tool_calls") if isinstance(turn, dict) else None
        return [c.get("id") for c in calls or [] if isinstance(c, dict)]
    key, kind = ("call_id", "function_call") if dialect == "openai-responses" else ("id", "tool_use")
    return [b.get(key) for b in turn if isinstance(b, dict) and b.get("type") == kind] if isinstance(turn, list) else []


def raw_turn(message: Message, dialect: str) -> Any:
    """The provider's own rendering of an assistant turn, if it came from a provider speaking `dialect` and
    still names the same calls (a repeated id renamed by the loop makes it translated from the blocks instead)."""
    turn = message.wire.turn_for(dialect) if message.wire is not None else None
    if turn is None or turn_call_ids(turn, dialect) != [use.id for use in message.tool_uses()]:
        return None
    return turn
