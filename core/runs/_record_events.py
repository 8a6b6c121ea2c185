"""Loop events to JSON and back, for saved runs. Secrets are scrubbed on the way out; on the way in
every field is validated against the event's type (a saved run is a file anyone can edit)."""

from __future__ import annotations

import functools
import re
from dataclasses import fields, is_dataclass
from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError
from pydantic.dataclasses import is_pydantic_dataclass

from core.engine import events as ev
from core.faults.tool_faults import FaultStruck

EVENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in (
    ev.RunStarted, ev.MessageAppended, ev.MessageReplaced, ev.Paused, ev.CallStarted, ev.Retrying, ev.TextDelta,
    ev.ReplyReceived, ev.ToolStarted, ev.ToolFinished, ev.ApprovalRequested, ev.ApprovalDecided, ev.RunEnded,
    FaultStruck)}
_SECRET_KEY = re.compile(r"(authorization|api[-_]?key|x-api-key|cookie|secret|token$)", re.IGNORECASE)
_NOT_SECRET = {"max_tokens", "input_tokens", "output_tokens", "run_input_tokens", "run_output_tokens",
               "cache_creation_input_tokens", "cache_read_input_tokens", "completion_tokens",
               "prompt_tokens", "total_tokens", "max_output_tokens", "max_completion_tokens"}
REDACTED = "***"


def jsonable(value: Any) -> Any:
    """Plain JSON data for any event field: pydantic models, dataclasses, tuples, dicts."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if is_pydantic_dataclass(type(value)):  # a block, message, usage or reply: as its own JSON shows it
        return type(value).__pydantic_serializer__.to_python(value, mode="json")
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


@functools.cache
def _adapter(cls: type) -> TypeAdapter:
    return TypeAdapter(cls)


def _check(cls: type, data: Any, where: tuple) -> tuple[Any, list[dict[str, Any]]]:
    """(the validated value, []) or (None, pydantic's errors with `where` put before each loc)."""
    try:
        return _adapter(cls).validate_python(data), []
    except ValidationError as error:
        return None, [{**item, "loc": (*where, *item["loc"])} for item in error.errors()]


def timeout_detail(reason: str, detail: str) -> str:
    """A time limit's detail is its seconds alone (the unit is the words'): a run saved before, `5 s`, gives `5`."""
    return detail.removesuffix(" s") if reason == "timeout" else detail


def event_errors(kind: str, data: Any) -> tuple[Any, list[dict[str, Any]]]:
    """The typed event again, or None and what is wrong (pydantic-style errors, loc within the event).
    A wire record saved before `dialect` and `turn` existed lacks them: they take their defaults."""
    cls = EVENT_TYPES.get(kind)
    if cls is None:
        return None, [{"loc": ("type",), "msg": f"unknown event type {kind!r}", "type": "value_error"}]
    if not isinstance(data, dict):
        return None, [{"loc": ("data",), "msg": "Input should be a valid dictionary", "type": "dict_type"}]
    names = {f.name for f in fields(cls)}
    kept = {k: v for k, v in data.items() if k in names}
    if cls is ev.RunEnded and isinstance(kept.get("detail"), str):
        kept["detail"] = timeout_detail(str(kept.get("reason")), kept["detail"])
    return _check(cls, kept, ("data",))


def event_from_json(kind: str, data: dict[str, Any]) -> Any:
    """The typed event again; raises ValueError naming the field for an unknown type or bad data."""
    event, problems = event_errors(kind, data)
    if problems:
        first = problems[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(f"{kind}: {where}: {first['msg']}")
    return event
