"""A model that does exactly what a tester wrote: replies, one per call, from a JSON script.

    {"name": "optional label",
     "replies": [
       {"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042"}}]},
       {"text": "Ich habe nachgesehen.", "usage": {"input_tokens": 40, "output_tokens": 5}},
       {"error": {"status": 529, "message": "overloaded"}}
     ]}

A reply holds text and/or tool calls (any name, any input), an optional
`stop_reason` (default: `tool_use` with calls, else `end_turn`), optional usage,
or instead an `error` the call fails with. Scripts are validated on load; a bad
one raises `ScriptError` naming line and field, and nothing runs. The loop and
the tools run for real. A tool call's input nests at most INPUT_DEPTH levels,
so the run it makes can always be saved and opened again (a saved run wraps the
input in about a dozen levels of its own, and files stop at MAX_DEPTH).
"""

from __future__ import annotations

import difflib
import functools
import re
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from core.engine.cancel import CancelToken
from core.engine.client import ModelError, ModelRequest, Notify
from core.engine.messages import Block, Reply, TextBlock, ToolUseBlock, Usage
from core.engine.wire import anthropic_reply, anthropic_request
from core.engine.wire_record import WireRecord
from core.json_lines import JsonFileError, Problem, depth_of, parse
from core.providers.failures import failure

StopReason = Literal["end_turn", "tool_use", "max_tokens", "refusal", "stop_sequence", "pause_turn"]
ScriptError = JsonFileError
INPUT_DEPTH = 32


class ScriptedCall(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1)
    input: dict[str, Any] = Field(default_factory=dict)
    id: str | None = Field(default=None, min_length=1)

    @field_validator("input")
    @classmethod
    def _not_too_deep(cls, value: dict[str, Any]) -> dict[str, Any]:
        if depth_of(value) > INPUT_DEPTH:
            raise PydanticCustomError("input_too_deep", "nested deeper than {limit} levels (the limit for a tool "
                                      "call's input)", {"limit": INPUT_DEPTH})
        return value


class ScriptedError(BaseModel):
    model_config = ConfigDict(extra="forbid")
    status: int | None = Field(default=None, ge=100, le=599)
    message: str = "scripted failure"


class ScriptedReply(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: str | None = None
    tool_calls: list[ScriptedCall] = Field(default_factory=list)
    stop_reason: StopReason | None = None
    usage: Usage | None = None
    error: ScriptedError | None = None

    @model_validator(mode="after")
    def _says_something(self):
        if self.error is not None:
            if self.text is not None or self.tool_calls or self.stop_reason:
                raise PydanticCustomError("error_alone", "a reply with an error has no text, tool_calls or "
                                          "stop_reason")
            return self
        if self.text is None and not self.tool_calls:
            raise PydanticCustomError("says_nothing", "a reply needs text, tool_calls or an error")
        if self.stop_reason == "tool_use" and not self.tool_calls:
            raise PydanticCustomError("tool_use_without_calls", "stop_reason tool_use needs at least one tool call")
        return self


class Script(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = ""
    replies: list[ScriptedReply] = Field(min_length=1)


EXTRA = "Extra inputs are not permitted"


def load_script_text(text: str, source: str = "") -> Script:
    """The validated script, or ScriptError ("line 7: replies[1].stop_reason: …"); a misspelled field is
    named with the fields allowed in its place."""
    try:
        return parse(text, Script, source)
    except JsonFileError as error:
        raise JsonFileError([_explained(p) for p in error.problems], source, len(error.problems) + error.more) from None


def _explained(problem: Problem) -> Problem:
    if problem.message != EXTRA:
        return problem
    *parents, name = re.sub(r"\[\d+\]", "", problem.field).split(".")
    allowed = _fields_at(parents)
    if not allowed:
        return problem
    guess = difflib.get_close_matches(name, allowed, n=1)
    hint = f"; did you mean {guess[0]!r}?" if guess else ""
    values = (("name", repr(name)), ("allowed", ", ".join(allowed)), ("guess", repr(guess[0]) if guess else ""))
    return Problem(problem.line, problem.field, f"unknown field {name!r}; allowed here: {', '.join(allowed)}{hint}",
                   "unknown_field_guess" if guess else "unknown_field", values)


def _fields_at(path: list[str]) -> list[str]:
    """The field names of the script's object at `path` (keys only, list indexes dropped)."""
    model: type[BaseModel] | None = Script
    for part in path:
        field = model.model_fields.get(part) if model is not None else None
        annotation = field.annotation if field is not None else None
        model = next((a for a in (annotation, *_nested(annotation)) if isinstance(a, type)
                      and issubclass(a, BaseModel)), None)
    return list(model.model_fields) if model is not None else []


def _nested(annotation: Any) -> list[Any]:
    """The types inside `list[X]`, `X | None` and their combinations."""
    found = []
    for arg in get_args(annotation):
        found += [arg, *_nested(arg)]
    return found


def load_script(path: str | Path) -> Script:
    path = Path(path)
    return load_script_text(path.read_text(encoding="utf-8"), path.name)


class ScriptedClient:
    """Answers call N with reply N of the script; past the end, the call fails with a ModelError."""

    name = "scripted"
    instant = True

    def __init__(self, script: Script, source_text: str | None = None) -> None:
        self.script = script
        self.source_text = source_text if source_text is not None else script.model_dump_json(indent=2)
        self.position = 0
        self._lock = threading.Lock()

    def close(self) -> None:
        """Nothing to release: no connection."""

    @classmethod
    def from_text(cls, text: str, source: str = "") -> ScriptedClient:
        return cls(load_script_text(text, source), text)

    def reset(self) -> None:
        with self._lock:
            self.position = 0

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        return anthropic_request(request)

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        with self._lock:
            index = self.position
            self.position += 1
        if index >= len(self.script.replies):
            raise failure("script_ended", replies=len(self.script.replies), asked=index + 1)
        scripted = self.script.replies[index]
        if scripted.error is not None:
            raise ModelError(scripted.error.message, status=scripted.error.status,
                             body={"scripted": scripted.error.model_dump()})
        reply = build_reply(scripted, index)
        wire = WireRecord.rendered(functools.partial(anthropic_request, request), anthropic_reply(reply),
                                   functools.partial(anthropic_request, replace(request, messages=())))
        return replace(reply, wire=wire)


def build_reply(scripted: ScriptedReply, index: int) -> Reply:
    content: list[Block] = []
    if scripted.text is not None:
        content.append(TextBlock(text=scripted.text))
    for n, call in enumerate(scripted.tool_calls, start=1):
        content.append(ToolUseBlock(id=call.id or f"script_{index + 1}_{n}", name=call.name, input=call.input))
    stop = scripted.stop_reason or ("tool_use" if scripted.tool_calls else "end_turn")
    return Reply(content=content, stop_reason=stop, usage=scripted.usage or Usage())
