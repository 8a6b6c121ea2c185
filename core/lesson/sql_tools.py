"""A lesson's tools as the engine runs them: the lesson's schema, its SQL handler, its error form.

The handler runs its query on the store's connection under the store's lock, guarded by SQLite (see
sql_guard): the signed-in customer is bound as `:customer` from the session, never from the model. Rows
whose key column comes back are the rows the call touched (the orders table highlights them).
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from core.engine.limits import Limit
from core.engine.messages import ToolResultBlock, ToolUseBlock, tool_result
from core.engine.texts import ENGLISH
from core.engine.tools import ToolContext, ToolFailure, ToolRegistry, ToolSpec, cap_text
from core.lesson.formatting import LessonFormatter
from core.lesson.input_model import input_model
from core.lesson.orders import normalise_customer_id
from core.lesson.spec import CheckTexts, Guessing, ToolDef
from core.lesson.sql_guard import GuardedConnection, GuardError, run_guarded
from core.lesson.store import OrdersStore


@dataclass(frozen=True)
class LessonToolSpec(ToolSpec):
    """A ToolSpec whose schema is the lesson's own, word for word."""

    schema_json: str = "{}"  # hashable: the spec is a cache key for its wire form

    def input_schema(self) -> dict[str, Any]:
        return copy.deepcopy(self.shared_schema())

    def shared_schema(self) -> dict[str, Any]:
        return _SCHEMAS[self.schema_json]


_SCHEMAS: dict[str, dict[str, Any]] = {}


def tool_spec(tool: ToolDef, texts: CheckTexts) -> LessonToolSpec:
    schema_json = json.dumps(tool.input_schema, sort_keys=True, ensure_ascii=False)
    _SCHEMAS.setdefault(schema_json, tool.input_schema)
    model = input_model(tool.name, tool.input_schema, tool.checks, texts)
    return LessonToolSpec(tool.name, tool.description, model, tool.kind, schema_json=schema_json)


@dataclass(frozen=True)
class SqlHandler:
    """One tool's query and texts; called by dispatch with the validated input."""

    tool: ToolDef
    tables: frozenset[str]
    keys: frozenset[str]  # the key column of each table: a row coming back under it was touched
    formatter: LessonFormatter
    refused: str = ENGLISH.sql_refused  # the lesson's words for a statement SQLite's guard refused, over {what}
    # the columns a result came back with last, each name's place in a row and the places of the keys among them
    _shape: list[tuple[tuple[str, ...], dict[str, int], tuple[int, ...]]] = field(
        default_factory=lambda: [((), {}, ())], init=False, repr=False, compare=False)
    # what a call reads of its tool (frozen), read once: a pydantic field read costs several times a plain one's
    _read: tuple[str, bool, bool] = field(default=("", True, False), init=False, repr=False, compare=False)
    _texts: tuple[str, str, str] = field(default=("", "", ""), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        handler = self.tool.handler
        object.__setattr__(self, "_read", (handler.query, handler.check is None, self.tool.kind == "acting"))
        object.__setattr__(self, "_texts", (handler.result, handler.not_found, handler.joiner))

    def __call__(self, args: Any, ctx: ToolContext) -> str | ToolFailure:
        return self._answer(args, ctx, None)

    def _answer(self, args: Any, ctx: ToolContext, limit: Limit | None) -> str | ToolFailure:
        """The query's answer; under a `limit`, the wait for the store and the query itself stop once it
        has passed (SQLite interrupts the query), raising what the limit says."""
        query, unchecked, acting = self._read
        values = args.__dict__.copy()  # the validated fields: the input model keeps no other
        values["customer"] = _stored_form(ctx.session.customer_id)
        store = ctx.store
        try:
            if unchecked and not acting and type(store) is OrdersStore:  # the usual read: the store runs it in one step
                stop, give_up = (None, None) if limit is None else (limit.passed, limit.check)
                answer, touched = store.read_answer(self, query, values, self.tables, stop, give_up)
                if touched:
                    ctx.touched.extend(touched)
                return answer
            with (store.writing_outside() if acting
                  else store.locked_connection(None if limit is None else limit.check)) as db:
                if not unchecked:
                    self._check(db, values)
                stop = None if limit is None else limit.passed
                if acting or type(db) is not GuardedConnection:
                    result = run_guarded(db, query, values, self.tables, acting, stop)
                else:  # the store's own connection: its slot reads as run_guarded would, one layer less
                    result = db.guard_slot.read(db, query, values, self.tables, stop)
            columns, found, changed = result.columns, result.found, result.changed
        except GuardError as error:
            raise self._refusal(error, limit) from None
        return self._words(values, columns, found, changed, ctx.touched)

    def from_rows(self, values: dict[str, Any], columns: tuple[str, ...],
                  found: list[tuple[Any, ...]]) -> tuple[str | ToolFailure, tuple[str, ...]]:
        """A read's answer and the key values of the rows it touched (the store keeps both while the data holds)."""
        touched: list[str] = []
        return self._words(values, columns, found, 0, touched), tuple(touched)

    def _refusal(self, error: GuardError, limit: Limit | None) -> ToolFailure:
        if limit is not None:
            limit.check()  # interrupted for the limit: a cancel or a timeout, not a refusal
        if error.refusals:  # the guard's refusal reads in the lesson's words, like every result
            return ToolFailure(self.refused.format(what=error.refusals[0][1]))
        return ToolFailure(str(error))

    def _words(self, values: dict[str, Any], columns: tuple[str, ...], found: list[tuple[Any, ...]], changed: int,
               touched: list[str]) -> str | ToolFailure:
        """The result template filled for each row (the input's values under the row's), or the not-found text
        (returned: a common answer); `touched` gets the key values of the rows."""
        template, not_found, joiner = self._texts
        if not found:
            if not changed:
                return ToolFailure(self.formatter.fill(not_found, values))
            return self.formatter.fill(template, values)  # a write that returns no rows: from the input's values
        shape = self._shape[0]
        if shape[0] != columns:  # compared by content: SQLite names the columns afresh on every query
            at = {name: place for place, name in enumerate(columns)}  # a name given twice: its last column
            shape = self._shape[0] = (columns, at, tuple([at[key] for key in self.keys if key in at]))
        _, at, keys_at = shape
        for row in found:
            for place in keys_at:
                if row[place] is not None:
                    touched.append(str(row[place]))
        fill_row = self.formatter.fill_row
        if len(found) == 1:
            return fill_row(template, values, at, found[0])
        return joiner.join([fill_row(template, values, at, row) for row in found])

    def _check(self, db: Any, values: dict[str, Any]) -> None:
        """An acting tool's check before it writes: the row must be there and not refused."""
        handler = self.tool.handler
        checked = run_guarded(db, str(handler.check), values, self.tables, writes=False).rows
        if not checked:
            raise ToolFailure(self.formatter.fill(handler.not_found, values))
        row = {**values, **checked[0]}
        for refusal in handler.refuse:
            if str(row.get(refusal.column)) in refusal.values:
                raise ToolFailure(self.formatter.fill(refusal.text, row))


class ReadingSqlHandler(SqlHandler):
    """A reading tool's handler: a `BoundedHandler`, so dispatch runs it on the loop's thread (its query is
    interrupted by SQLite at the time limit or on cancel; a write, which may wait on another program's lock,
    stays on a helper thread)."""

    within = SqlHandler._answer


@functools.lru_cache(maxsize=64)  # the same signed-in customer on every call
def _stored_form(customer: str) -> str:
    """The customer id as orders store it (`k-100` is `K-100`); one that cannot be an id matches no row."""
    try:
        return normalise_customer_id(customer)
    except ValueError:
        return customer


class LessonRegistry(ToolRegistry):
    """A registry whose failed calls read in the lesson's error form (e.g. `Failed: {error}`)."""

    def __init__(self, error_form: str = "{error}", **options: Any) -> None:
        super().__init__(**options)
        self.error_form = error_form
        self.guessing: Guessing | None = None  # the lesson's own guessing rule (its fake model's), for faults

    def result_block(self, use: ToolUseBlock, text: str, error: bool) -> ToolResultBlock:
        if len(text) > self.result_cap:
            text = cap_text(text, self.result_cap, self.texts)
        if error and self.error_form != "{error}":
            text = self.error_form.format(error=text)
        return tool_result(use.id, text, error)


def build_registry(tools: Iterable[ToolDef], checks: CheckTexts, tables: dict[str, list[str]],
                   formatter: LessonFormatter, error_form: str, **options: Any) -> LessonRegistry:
    """`tables` maps each of the lesson's tables to its columns (the first is its key)."""
    registry = LessonRegistry(error_form, **options)
    keys = frozenset(columns[0] for columns in tables.values())
    refused = options.get("texts", ENGLISH).sql_refused
    for tool in tools:
        kind = SqlHandler if tool.kind == "acting" else ReadingSqlHandler
        registry.register(tool_spec(tool, checks), kind(tool, frozenset(tables), keys, formatter, refused))
    return registry
