"""Loop events to JSON and back, for saved runs. Secrets are scrubbed on the way out."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any

from pydantic import BaseModel, TypeAdapter

from core.engine import events as ev
from core.engine.messages import Message, Reply, ToolResultBlock, ToolUseBlock
from core.engine.wire_record import WireRecord
from core.faults.tool_faults import FaultStruck

EVENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in (
    ev.RunStarted, ev.MessageAppended, ev.MessageReplaced, ev.Paused, ev.CallStarted, ev.Retrying, ev.TextDelta,
    ev.ReplyReceived, ev.ToolStarted, ev.ToolFinished, ev.RunEnded, FaultStruck)}
_SECRET_KEY = re.compile(r"(authorization|api[-_]?key|x-api-key|cookie|secret|token$)", re.IGNORECASE)
_NOT_SECRET = {"max_tokens", "input_tokens", "output_tokens", "run_input_tokens", "run_output_tokens",
               "cache_creation_input_tokens", "cache_read_input_tokens", "completion_tokens",
               "prompt_tokens", "total_tokens", "max_output_tokens", "max_completion_tokens"}
REDACTED = "***"


def jsonable(value: Any) -> Any:
    """Plain JSON data for any event field: pydantic models, dataclasses, tuples, dicts."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): (REDACTED if _is_secret(str(k)) else jsonable(v)) for k, v in value.items()}
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def _is_secret(key: str) -> bool:
    return key.lower() not in _NOT_SECRET and bool(_SECRET_KEY.search(key))


def event_to_json(event: Any) -> tuple[str, dict[str, Any]]:
    data = jsonable(event)
    if isinstance(event, ev.RunEnded):
        data["messages"] = []  # the record keeps the history once, at its top level
    return type(event).__name__, data


_CONVERT: dict[str, Callable[[Any], Any]] = {
    "message": Message.model_validate,
    "reply": Reply.model_validate,
    "use": ToolUseBlock.model_validate,
    "result": ToolResultBlock.model_validate,
    "wire": TypeAdapter(WireRecord).validate_python,  # runs saved before `dialect` and `turn` lack them: defaults
    "messages": lambda items: tuple(Message.model_validate(m) for m in items),
    "tools": tuple,
    "touched": tuple,
}


def event_from_json(kind: str, data: dict[str, Any]) -> Any:
    """The typed event again; raises KeyError/ValueError for an unknown type or bad data."""
    cls = EVENT_TYPES[kind]
    names = {f.name for f in fields(cls)}
    values = {k: (_CONVERT[k](v) if k in _CONVERT and (v is not None or k != "wire") else v)
              for k, v in data.items() if k in names}
    return cls(**values)
