"""The checks across a lesson's fields that its models alone cannot make; each names the field it refuses."""

from __future__ import annotations

import datetime as dt
import re

from core.lesson.formatting import template_names
from core.lesson.lesson_reasons import LessonProblem
from core.lesson.spec import NAME, LessonMeta, Table, ToolDef, TraceLabels
from core.lesson.tool_problems import handler_problems

# the values each trace line may name
LABEL_VALUES: dict[str, tuple[str, ...]] = {
    "question": ("question",), "call": ("call_no", "tokens", "stop_reason"),
    "tool": ("id", "call", "mark", "content"), "error_mark": (), "answer": ("answer",), "over_budget": ("detail",),
    "approval": ("id", "call", "verdict", "edited", "by", "why"), "edited": ("input",),
}
STOP_VALUES = ("detail", "handoff")


def _names(field: str, template: str, allowed: tuple[str, ...] | set[str]) -> None:
    try:
        names = template_names(template)
    except ValueError as error:
        raise LessonProblem(field, "template_syntax", message=error) from None
    unknown = [n for n in names if n not in allowed]
    if unknown:
        listed = ", ".join(f"{{{a}}}" for a in sorted(allowed)) or "-"
        raise LessonProblem(field, "unknown_placeholder", name=f"{{{unknown[0]}}}", allowed=listed)


def check_labels(meta: LessonMeta) -> None:
    for field in TraceLabels.model_fields:
        if field == "verdicts":
            missing = {"approve", "reject", "stop"} - set(meta.trace.verdicts)
            if missing:
                raise LessonProblem("trace.verdicts", "entry_missing", name=sorted(missing)[0])
            continue
        if field == "deciders":
            for code, word in meta.trace.deciders.items():
                _names(f"trace.deciders.{code}", word, ("by",) if code == "replay" else ())
            continue
        _names(f"trace.{field}", getattr(meta.trace, field), LABEL_VALUES.get(field, STOP_VALUES))
    _names("dates.form", meta.dates.form, ("day", "month"))
    _names("dates.form_with_year", meta.dates.form_with_year, ("day", "month", "year"))
    _names("checks.not_empty", meta.checks.not_empty, ("field",))
    _names("checks.max_length", meta.checks.max_length, ("field", "length", "max"))
    _names("checks.not_allowed", meta.checks.not_allowed, ("value", "allowed"))
    _names("checks.out_of_range", meta.checks.out_of_range, ("value", "rule"))
    _names("checks.wrong_form", meta.checks.wrong_form, ("value", "rule"))
    _names("checks.not_fitting", meta.checks.not_fitting, ("value", "rule"))
    _names("error_form", meta.error_form, ("error",))
    _names("data_line", meta.data_line, ("which", "status", "date"))


def check_tables(tables: dict[str, Table]) -> None:
    for name, table in tables.items():
        if not re.match(NAME, name):
            raise LessonProblem(f"tables.{name}", "table_name")
        for i, column in enumerate(table.columns):
            if not re.match(NAME, column) or table.columns.count(column) > 1:
                raise LessonProblem(f"tables.{name}.columns.{i}", "column_name", column=repr(column))
        for column in [*table.dates, *table.choices]:
            if column not in table.columns:
                raise LessonProblem(f"tables.{name}", "not_column", column=column)
        keys: set[str] = set()
        for i, row in enumerate(table.rows):
            _check_row(f"tables.{name}.rows.{i}", table, row)
            key = str(row[table.columns[0]])
            if key in keys:
                raise LessonProblem(f"tables.{name}.rows.{i}", "key_taken", column=table.columns[0], key=key)
            keys.add(key)


def _check_row(field: str, table: Table, row: dict) -> None:
    if set(row) != set(table.columns):
        missing = [c for c in table.columns if c not in row]
        extra = [c for c in row if c not in table.columns]
        if missing:
            raise LessonProblem(field, "column_missing", column=missing[0])
        raise LessonProblem(field, "no_column", column=extra[0])
    for column, value in row.items():
        if not isinstance(value, str | int | float) or isinstance(value, bool):
            raise LessonProblem(f"{field}.{column}", "text_or_number")
        if column in table.dates:
            try:
                dt.date.fromisoformat(str(value))
            except ValueError:
                raise LessonProblem(f"{field}.{column}", "not_date", value=repr(value)) from None
        allowed = table.choices.get(column)
        if allowed is not None and value not in allowed:
            raise LessonProblem(f"{field}.{column}", "not_choice", value=repr(value), allowed=", ".join(allowed))


def check_tool_query(field: str, tool: ToolDef, tables: dict[str, Table]) -> None:
    """LessonProblem (under `field`, the tool's) if its handler cannot run: prepared and run on an empty copy
    under SQLite's guard."""
    fields = list(tool.input_schema.get("properties", {}))
    problems = handler_problems(tool.kind, fields, tool.handler, tables)
    if problems:
        first = problems[0]
        raise LessonProblem(f"{field}.handler.{first.field}", first.code, **first.values)
