"""One tool of a lesson checked as a learner edits it: every problem at once, each naming its field.

A problem is a code with details, not a sentence: the window words it in its own language, the loader words
the first one for a refused lesson file (lesson_checks). The name must be one all three providers accept and
unique in the lesson; the input schema passes the JSON Schema meta-schema (input_model.check_schema); the query
is prepared and run on an empty copy of the lesson's tables under SQLite's guard (sql_guard), so SQLite itself
refuses a write from a reading tool or a table outside the lesson; a reading query must use `:customer`; the
result templates may name only the values they will have.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from core.lesson.input_model import SchemaProblem, check_schema
from core.lesson.spec import TOOL_NAME, FakeBehaviour, FieldCheck, Handler, Table, ToolDef
from core.lesson.sql_guard import GuardError, Recorder, empty_copy, run_guarded

KINDS = ("reading", "acting")
TEXTS = ("query", "result", "not_found")  # a handler's texts that may not be empty
_GUARD_CODES = {"write": "sql_write", "table": "sql_table", "action": "sql_action"}


@dataclass(frozen=True)
class ToolProblem:
    """`field`: name, description, kind, input_schema, query, result, not_found, check, refuse.N.column …;
    `code` says what is wrong, `details` the values its words name."""

    field: str
    code: str
    details: tuple[tuple[str, str], ...] = ()

    @property
    def values(self) -> dict[str, str]:
        return dict(self.details)


def _problem(field: str, code: str, /, **details: object) -> ToolProblem:
    return ToolProblem(field, code, tuple((key, str(value)) for key, value in details.items()))


def needed_tools(fake: FakeBehaviour) -> frozenset[str]:
    """The tools the lesson's fake model calls by name: they cannot be renamed or deleted."""
    names = {call.tool for rule in fake.rules for call in rule.calls}
    return frozenset(names | ({fake.guessing.tool} if fake.guessing is not None else set()))


def tool_problems(draft: Mapping[str, Any], taken: Iterable[str], tables: dict[str, Table],
                  keep_name: str = "") -> list[ToolProblem]:
    """What is wrong with `draft` (a tool as tools.json writes it) beside the tools named `taken`; [] if nothing.
    `keep_name`: the name the tool must keep (the fake model calls it)."""
    name = draft.get("name")
    problems = _name_problems(name, set(taken), keep_name)
    if not str(draft.get("description") or "").strip():
        problems.append(_problem("description", "empty"))
    kind = draft.get("kind")
    if kind not in KINDS:
        problems.append(_problem("kind", "kind"))
    schema_problems, fields = _schema_problems(draft.get("input_schema"), draft.get("checks") or {})
    problems += schema_problems
    raw = dict(draft.get("handler") or {})
    empty = [text for text in TEXTS if not str(raw.get(text) or "").strip()]
    problems += [_problem(text, "empty") for text in empty]
    shape = _refusal_shapes(raw.get("refuse"))
    problems += shape
    if fields is None or kind not in KINDS or "query" in empty or shape:
        return problems
    try:
        handler = Handler.model_validate({**raw, **{text: raw.get(text) or "-" for text in TEXTS}})
    except ValidationError as error:
        return [*problems, _problem("handler", "invalid", message=error.errors()[0]["msg"])]
    found = handler_problems(str(kind), fields, handler, tables)
    return problems + [p for p in found if p.field not in empty]


def _refusal_shapes(refuse: object) -> list[ToolProblem]:
    """Each refusal names a column, at least one value and a text."""
    if refuse is None:
        return []
    if not isinstance(refuse, list) or not all(isinstance(refusal, dict) for refusal in refuse):
        return [_problem("refuse", "invalid", message="a list of {column, values, text}")]
    problems = []
    for i, refusal in enumerate(refuse):
        values = refusal.get("values")
        problems += [_problem(f"refuse.{i}.{key}", "empty") for key in ("column", "text")
                     if not str(refusal.get(key) or "").strip()]
        if not isinstance(values, list) or not values or not all(isinstance(v, str) and v for v in values):
            problems.append(_problem(f"refuse.{i}.values", "no_values"))
    return problems


def build_tool(draft: Mapping[str, Any]) -> ToolDef:
    """The ToolDef of a draft without problems."""
    return ToolDef.model_validate(dict(draft))


def _name_problems(name: object, taken: set[str], keep_name: str) -> list[ToolProblem]:
    if not isinstance(name, str) or not re.match(TOOL_NAME, name):
        return [_problem("name", "name_pattern", name=name if isinstance(name, str) else "")]
    if name in taken:
        return [_problem("name", "name_taken", name=name)]
    if keep_name and name != keep_name:
        return [_problem("name", "name_needed", name=keep_name)]
    return []


def _schema_problems(schema: object, checks: Mapping[str, Any]) -> tuple[list[ToolProblem], list[str] | None]:
    if not isinstance(schema, dict):
        return [_problem("input_schema", "schema_not_object", where="")], None
    try:
        fields = list(check_schema(schema))
    except SchemaProblem as problem:
        return [_problem("input_schema", f"schema_{problem.code}", where=problem.where, **problem.details)], None
    stray = [field for field in checks if field not in fields]
    if stray:
        return [_problem("input_schema", "checks_field", field=stray[0])], fields
    for field, check in checks.items():
        try:
            FieldCheck.model_validate(check)
        except ValidationError:
            return [_problem("input_schema", "checks_max_length", field=field)], fields
    return [], fields


def handler_problems(kind: str, fields: list[str], handler: Handler, tables: dict[str, Table]) -> list[ToolProblem]:
    """What is wrong with a tool's handler over its input `fields`: its query, its templates, its check."""
    problems, columns = _statement("query", handler.query, fields, tables, writes=kind == "acting",
                                   scoped=kind == "reading")
    given = {*fields, "customer"}
    if columns is not None:
        problems += _template("result", handler.result, given | set(columns))
    problems += _template("not_found", handler.not_found, given)
    return problems + _check_problems(kind, fields, handler, tables, given)


def _check_problems(kind: str, fields: list[str], handler: Handler, tables: dict[str, Table],
                    given: set[str]) -> list[ToolProblem]:
    """An acting tool's check (a reading query, scoped like one) and its refusals."""
    if handler.check is None:
        return [_problem("refuse", "refuse_without_check")] if handler.refuse else []
    if kind == "reading":
        return [_problem("check", "check_in_reading")]
    problems, columns = _statement("check", handler.check, fields, tables, writes=False, scoped=True)
    if columns is None:
        return problems
    for i, refusal in enumerate(handler.refuse):
        if refusal.column not in columns:
            problems.append(_problem(f"refuse.{i}.column", "refuse_column", column=refusal.column))
        else:
            problems += _template(f"refuse.{i}.text", refusal.text, given | set(columns))
    return problems


def _statement(field: str, sql: str, fields: list[str], tables: dict[str, Table], writes: bool,
               scoped: bool) -> tuple[list[ToolProblem], tuple[str, ...] | None]:
    """Problems of one statement run on an empty copy under the guard, and its result columns if it ran."""
    params = Recorder({**dict.fromkeys(fields), "customer": None})
    db = empty_copy(tables)
    try:
        result = run_guarded(db, sql, params, tables, writes=writes)
    except GuardError as error:
        unknown = [name for name in params.asked if name not in params]
        if unknown:
            return [_problem(field, "unknown_param", param=unknown[0], fields=", ".join(fields))], None
        return [_guard_problem(field, error)], None
    finally:
        db.close()
    if scoped and "customer" not in params.asked:
        return [_problem(field, "no_customer")], result.columns
    return [], result.columns


def _guard_problem(field: str, error: GuardError) -> ToolProblem:
    if error.refusals:
        kind, what = error.refusals[0]
        return _problem(field, _GUARD_CODES[kind], what=what)
    return _problem(field, "sql_error", message=error.sqlite)


def _template(field: str, template: str, allowed: set[str]) -> list[ToolProblem]:
    """The first problem of a result template that may name only `allowed` (and `{name:date}`)."""
    try:
        parts = list(string.Formatter().parse(template))
    except ValueError as error:
        return [_problem(field, "template_syntax", message=error)]
    for _literal, name, spec, _conversion in parts:
        if name is None:
            continue
        if not name.isidentifier():
            return [_problem(field, "template_name", name=name)]
        if spec not in ("", "date"):
            return [_problem(field, "template_format", name=name, spec=spec)]
        if name not in allowed:
            listed = ", ".join(f"{{{a}}}" for a in sorted(allowed))
            return [_problem(field, "template_unknown", name=name, allowed=listed)]
    return []
