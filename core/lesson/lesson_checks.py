"""The checks across a lesson's fields that its models alone cannot make; each names the field it refuses."""

from __future__ import annotations

import datetime as dt
import re

from core.lesson.formatting import template_names
from core.lesson.spec import NAME, LessonMeta, Table, ToolDef, TraceLabels
from core.lesson.tool_problems import handler_problems

# the values each trace line may name
LABEL_VALUES: dict[str, tuple[str, ...]] = {
    "question": ("question",), "call": ("call_no", "tokens", "stop_reason"),
    "tool": ("id", "call", "mark", "content"), "error_mark": (), "answer": ("answer",), "over_budget": ("detail",),
    "approval": ("id", "call", "verdict", "edited", "by", "why"), "edited": ("input",),
}
STOP_VALUES = ("detail", "handoff")


class LessonProblem(Exception):
    """A field's problem; with a `code` (one of the loader's REASONS) its reason is worded from `params`."""

    def __init__(self, field: str, reason: str, code: str = "", **params: object) -> None:
        super().__init__(f"{field}: {reason}")
        self.field, self.reason, self.code, self.params = field, reason, code, params


def _names(field: str, template: str, allowed: tuple[str, ...] | set[str]) -> None:
    try:
        names = template_names(template)
    except ValueError as error:
        raise LessonProblem(field, str(error)) from None
    unknown = [n for n in names if n not in allowed]
    if unknown:
        listed = ", ".join(f"{{{a}}}" for a in sorted(allowed)) or "-"
        raise LessonProblem(field, "", "unknown_placeholder", name=f"{{{unknown[0]}}}", allowed=listed)


def check_labels(meta: LessonMeta) -> None:
    for field in TraceLabels.model_fields:
        if field == "verdicts":
            missing = {"approve", "reject", "stop"} - set(meta.trace.verdicts)
            if missing:
                raise LessonProblem("trace.verdicts", f"fehlt {sorted(missing)[0]}")
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
    _names("error_form", meta.error_form, ("error",))
    _names("data_line", meta.data_line, ("which", "status", "date"))


def check_tables(tables: dict[str, Table]) -> None:
    for name, table in tables.items():
        if not re.match(NAME, name):
            raise LessonProblem(f"tables.{name}", "Tabellenname: Kleinbuchstaben, Ziffern und _")
        for i, column in enumerate(table.columns):
            if not re.match(NAME, column) or table.columns.count(column) > 1:
                raise LessonProblem(f"tables.{name}.columns.{i}", f"{column!r}: ein Name, einmal")
        for column in [*table.dates, *table.choices]:
            if column not in table.columns:
                raise LessonProblem(f"tables.{name}", f"{column} ist keine Spalte")
        keys: set[str] = set()
        for i, row in enumerate(table.rows):
            _check_row(f"tables.{name}.rows.{i}", table, row)
            key = str(row[table.columns[0]])
            if key in keys:
                raise LessonProblem(f"tables.{name}.rows.{i}", f"{table.columns[0]} {key} gibt es schon")
            keys.add(key)


def _check_row(field: str, table: Table, row: dict) -> None:
    if set(row) != set(table.columns):
        missing = [c for c in table.columns if c not in row]
        extra = [c for c in row if c not in table.columns]
        raise LessonProblem(field, f"fehlt {missing[0]}" if missing else f"keine Spalte {extra[0]}")
    for column, value in row.items():
        if not isinstance(value, str | int | float) or isinstance(value, bool):
            raise LessonProblem(f"{field}.{column}", "Text oder Zahl")
        if column in table.dates:
            try:
                dt.date.fromisoformat(str(value))
            except ValueError:
                raise LessonProblem(f"{field}.{column}", f"{value!r} ist kein Datum JJJJ-MM-TT") from None
        allowed = table.choices.get(column)
        if allowed is not None and value not in allowed:
            raise LessonProblem(f"{field}.{column}", f"{value!r}; erlaubt: {', '.join(allowed)}")


# the loader's words for each tool problem code (tool_problems), over its details
_TOOL_WORDS = {
    "unknown_param": ":{param} ist kein Feld der Eingabe (erlaubt: :customer, {fields})",
    "sql_write": "{what}: ein lesendes Werkzeug darf nicht schreiben",
    "sql_table": "die Tabelle {what}, die nicht zur Lektion gehört",
    "sql_action": "Anweisung nicht erlaubt ({what})",
    "sql_error": "{message}",
    "no_customer": "ein lesendes Werkzeug liest nur für den angemeldeten Kunden: :customer fehlt",
    "template_syntax": "{message}",
    "template_name": "Platzhalter {{{name}}} ist kein Name",
    "template_format": "unbekanntes Format {{{name}:{spec}}} (erlaubt: {{{name}:date}})",
    "template_unknown": "unbekannter Platzhalter {{{name}}}; erlaubt: {allowed}",
    "check_in_reading": "nur ein handelndes Werkzeug prüft vor dem Schreiben",
    "refuse_without_check": "nur zusammen mit check",
    "refuse_column": "{column} liefert check nicht",
}


def check_tool_query(tool: ToolDef, tables: dict[str, Table]) -> str:
    """Why the tool's handler cannot run, or "": prepared and run on an empty copy under SQLite's guard."""
    fields = list(tool.input_schema.get("properties", {}))
    problems = handler_problems(tool.kind, fields, tool.handler, tables)
    if not problems:
        return ""
    first = problems[0]
    return f"{first.field}: " + _TOOL_WORDS[first.code].format(**first.values)
