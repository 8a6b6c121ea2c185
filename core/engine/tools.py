"""Tools: the definition the model sees and the handler the program runs, as separate contracts.

Dispatch looks a name up in a mapping (never by attribute), validates the model's
input against the tool's pydantic model, passes on only the expected fields, and
turns every failure into a `tool_result` with `is_error`. A handler runs on a helper
thread that is abandoned on timeout or cancel (with or without a timeout), so a
handler that never returns cannot hold up a cancelled run; a `BoundedHandler`, which
keeps the time limit and the cancel itself, runs on the caller's thread instead.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from types import EllipsisType
from typing import Any, Generic, Literal, NamedTuple, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ValidationError
from pydantic.json_schema import GenerateJsonSchema

from core.engine._abandonable import CallTimedOut, run_abandonable
from core.engine.cancel import Cancelled, CancelToken
from core.engine.limits import Limit
from core.engine.messages import ToolResultBlock, ToolUseBlock, tool_result
from core.engine.texts import ENGLISH, LoopTexts, seconds_text

RESULT_CAP = 2000
DEFAULT_TIMEOUT = 5.0
# Reserved input key: a provider adapter puts arguments that were not a JSON object under it,
# so dispatch answers the call with an error result instead of crashing.
INVALID_ARGUMENTS = "__invalid_arguments__"
# The error type of a value an input model's own schema check refused: its message is already worded
# (in the lesson's language) and says where, an empty where being the input as a whole.
SCHEMA_REFUSED = "schema_refused"

In = TypeVar("In", bound=BaseModel)
# A reading tool only looks things up: several may run at once. An acting tool changes something:
# each of its calls waits for a human's approval and runs alone.
ToolKind = Literal["reading", "acting"]


class _PlainSchema(GenerateJsonSchema):
    """JSON schema without pydantic's `title` keys: what the model reads stays short."""

    def field_title_should_be_set(self, schema) -> bool:
        return False

    def generate(self, schema, mode="validation"):
        result = super().generate(schema, mode)
        result.pop("title", None)
        return {"type": result.pop("type", "object"), **result}


@functools.lru_cache(maxsize=256)
def _schema_of(model: type[BaseModel]) -> dict[str, Any]:
    return model.model_json_schema(schema_generator=_PlainSchema)


@dataclass(frozen=True)
class ToolSpec(Generic[In]):
    """What the model is told: a name, a description written for it, and an input model; whether the tool only
    reads or acts (the model is not told that, the loop is); `strict` asks the provider to guarantee
    schema-valid input (the values are still the program's to check)."""

    name: str
    description: str
    input_model: type[In]
    kind: ToolKind = "reading"
    strict: bool = False

    @property
    def acting(self) -> bool:
        return self.kind == "acting"

    def input_schema(self) -> dict[str, Any]:
        """The JSON schema of the input model, a fresh copy the caller may change."""
        return copy.deepcopy(_schema_of(self.input_model))

    def shared_schema(self) -> dict[str, Any]:
        """The same schema, cached and shared between calls: treat it as read-only."""
        return _schema_of(self.input_model)


@dataclass(frozen=True)
class Session:
    """Who is signed in. The customer comes from here, never from the model."""

    customer_id: str


StoreT = TypeVar("StoreT")


@dataclass
class ToolContext(Generic[StoreT]):
    """What a handler gets besides its input: who is signed in, the data the tools read (the engine only
    hands it on; the lesson's tools read orders), the run's cancel token, and the order ids the call touched."""

    session: Session
    store: StoreT
    cancel: CancelToken | None = None
    touched: list[str] = field(default_factory=list)


Handler = Callable[[Any, "ToolContext[Any]"], "str | ToolFailure"]


@runtime_checkable
class BoundedHandler(Protocol):
    """A handler that stops by itself once `limit.passed()` (raising through `limit.check()`), and never
    waits on anything it cannot give up: dispatch calls `within` on its own thread, without a helper."""

    def __call__(self, args: Any, ctx: ToolContext[Any]) -> str | ToolFailure: ...

    def within(self, args: Any, ctx: ToolContext[Any], limit: Limit) -> str | ToolFailure: ...


class ToolFailure(Exception):
    """A handler's way to say "this is an error result" with a precise text: raised, or returned by a handler
    that answers with one often (a lesson's not-found text), which spares unwinding every layer in between."""


class ToolOutcome(NamedTuple):
    """A call's result and the order ids it touched (a named tuple: one is made per call, cheaply)."""

    result: ToolResultBlock
    touched: tuple[str, ...] = ()


# ToolOutcome(result, touched) made as its own `__new__` makes it, without that Python-level step (every call)
_outcome = tuple.__new__


def describe_validation_error(error: ValidationError, texts: LoopTexts = ENGLISH) -> str:
    parts = []
    for item in error.errors(include_url=False):
        loc = item["loc"]
        where = ".".join(map(str, loc)) if loc else texts.input
        kind = item["type"]
        if kind == "missing":
            parts.append(texts.missing.format(field=where))
        elif kind in ("string_type", "string_unicode"):
            parts.append(texts.not_text.format(field=where, type=type(item.get("input")).__name__))
        elif kind in ("int_type", "int_parsing"):
            parts.append(texts.not_integer.format(field=where))
        elif kind == "model_type" or kind == "dict_type":
            parts.append(texts.not_object)
        elif kind == SCHEMA_REFUSED:
            context = item.get("ctx") or {}
            parts.append(f"{context.get('where') or texts.input}: {context.get('text', '')}")
        else:
            parts.append(f"{where}: {item['msg'].removeprefix('Value error, ')}")
    return "; ".join(parts)


def cap_text(text: str, cap: int = RESULT_CAP, texts: LoopTexts = ENGLISH) -> str:
    """`text`, or its first `cap` characters and the lesson's note saying how much was cut."""
    if len(text) <= cap:
        return text
    return text[:cap] + " … " + texts.truncated.format(shown=cap, total=len(text))


class ToolRegistry:
    """Tool definitions and handlers under one unique name each."""

    def __init__(self, timeout: float | None = DEFAULT_TIMEOUT, result_cap: int = RESULT_CAP,
                 texts: LoopTexts = ENGLISH) -> None:
        self._specs: dict[str, ToolSpec] = {}
        self._handlers: dict[str, Handler] = {}
        self._validators: dict[str, Callable[[Any], BaseModel]] = {}  # each input model's own, looked up once
        self.timeout = timeout
        self.result_cap = result_cap
        self.texts = texts  # the words of refused and skipped calls, the lesson's language
        self.version = 0  # counts the registrations: what was worked out from the tools holds while it stays

    def register(self, spec: ToolSpec, handler: Handler) -> None:
        if spec.name in self._specs:
            raise ValueError(f"tool {spec.name!r} is already registered")
        self._specs[spec.name] = spec
        self._handlers[spec.name] = handler
        self._validators[spec.name] = spec.input_model.__pydantic_validator__.validate_python
        self.version += 1

    def names(self) -> list[str]:
        return list(self._specs)

    def is_acting(self, name: object) -> bool:
        """Whether `name` is a registered acting tool (an unknown name acts on nothing)."""
        spec = self._specs.get(name) if isinstance(name, str) else None
        return spec is not None and spec.acting

    def specs(self, enabled: list[str] | None = None) -> list[ToolSpec]:
        names = self.names() if enabled is None else [n for n in self.names() if n in enabled]
        return [self._specs[n] for n in names]

    def bounded(self, name: object) -> bool:
        """Whether a call of `name` runs without waiting on anything it cannot give up: its handler is a
        BoundedHandler, or there is none (the call is answered with an error at once)."""
        handler = self._handlers.get(name) if isinstance(name, str) else None
        return handler is None or hasattr(handler, "within")

    def validate(self, use: ToolUseBlock) -> tuple[BaseModel | None, str]:
        """The validated input, or None and the error text the model gets back."""
        name = use.name
        validator = self._validators.get(name) if isinstance(name, str) else None
        if validator is None:
            return None, self.texts.unknown_tool.format(name=name)
        data = use.input
        if not isinstance(data, dict):
            return None, self.texts.not_object
        if INVALID_ARGUMENTS in data:
            raw = str(data[INVALID_ARGUMENTS])
            return None, self.texts.bad_json.format(raw=cap_text(raw, 200, self.texts))
        try:  # the model's own validator, as model_validate calls it (without its checks of the call itself)
            return validator(data), ""
        except ValidationError as error:
            return None, describe_validation_error(error, self.texts)

    def dispatch(self, use: ToolUseBlock, ctx: ToolContext, allowed: list[str] | None = None,
                 timeout: float | None | EllipsisType = ...) -> ToolOutcome:
        """Run one tool call; every failure comes back as an error result, never as an exception."""
        return self.dispatch_with(use, ctx, None, allowed, timeout)

    def dispatch_with(self, use: ToolUseBlock, ctx: ToolContext, handler: Handler | None,
                      allowed: list[str] | None = None,
                      timeout: float | None | EllipsisType = ...) -> ToolOutcome:
        """As dispatch, with `handler` standing in for the registered one (fault injection)."""
        name = use.name
        if allowed is not None and name not in allowed:
            return _outcome(ToolOutcome, (self.result_block(use, self.texts.unknown_tool.format(name=name), True), ()))
        args, problem = self.validate(use)
        if args is None:
            return _outcome(ToolOutcome, (self.result_block(use, problem, True), ()))
        handler = handler or self._handlers[name]
        limit = self.timeout if timeout is ... else timeout
        try:  # on a helper thread even without a time limit, so a cancel never waits for the handler
            text, error = _run(handler, args, ctx, limit, name), False
        except Cancelled:
            raise
        except CallTimedOut:
            text, error = self.texts.timed_out.format(name=name, seconds=seconds_text(limit)), True
        except ToolFailure as failure:
            text, error = str(failure), True
        except Exception as crash:  # noqa: BLE001 - a handler's crash is a result for the model
            text, error = self.texts.crashed.format(name=name, error=str(crash) or type(crash).__name__), True
        if type(text) is not str:  # a handler's text as plain text, as validating the block would make it
            text, error = str(text), isinstance(text, ToolFailure)  # only a handler's own answer is no str
        return _outcome(ToolOutcome, (self.result_block(use, text, error), tuple(ctx.touched)))

    def result_block(self, use: ToolUseBlock, text: str, error: bool) -> ToolResultBlock:
        """The result block answering `use` with `text`, cut to the registry's cap."""
        if len(text) > self.result_cap:
            text = cap_text(text, self.result_cap, self.texts)
        return tool_result(use.id, text, error)


def _run(handler: Handler, args: Any, ctx: ToolContext, seconds: float | None, name: str) -> str | ToolFailure:
    """The handler's text: a bounded one run here, any other on an abandonable helper thread."""
    within = getattr(handler, "within", None)  # a BoundedHandler's (cheaper than isinstance on a Protocol)
    if within is None:
        return run_abandonable(lambda: handler(args, ctx), seconds, ctx.cancel, name)
    limit = Limit(seconds, ctx.cancel, name)
    text = within(args, ctx, limit)
    limit.check()  # as on a helper thread: a cancel that came meanwhile wins, so does the time limit
    return text


class PlainCall:
    """One tool call as the registry runs it, nothing struck in between: called, its outcome and no note.
    Its parts are set once, when it is made."""

    __slots__ = ("registry", "use", "ctx", "allowed", "timeout")

    def __init__(self, registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext, allowed: list[str] | None,
                 timeout: float | None) -> None:
        self.registry, self.use, self.ctx, self.allowed, self.timeout = registry, use, ctx, allowed, timeout

    def __call__(self) -> tuple[ToolOutcome, str]:
        return self.registry.dispatch_with(self.use, self.ctx, None, self.allowed, self.timeout), ""

    @property
    def bounded(self) -> bool:
        """It never waits on anything it cannot give up (the loop may run it on its own thread)."""
        return self.registry.bounded(self.use.name)


@runtime_checkable
class ToolHooks(Protocol):
    """Stands in for `registry.dispatch` (the fault injector does). `bind_tool` is asked on the loop's
    thread in call order and returns the call to run, maybe on another thread: its outcome, and a note
    for the inspector ("" if nothing happened to the call)."""

    def bind_tool(self, registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext[Any], allowed: list[str],
                  timeout: float | None) -> Callable[[], tuple[ToolOutcome, str]]: ...
