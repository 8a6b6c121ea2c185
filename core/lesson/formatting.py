"""Result templates filled the lesson's way: `{delivery:date}` writes an ISO date with the lesson's month names,
the year only when it is not the lesson's year (`3. November`, `10. Januar 2027`)."""

from __future__ import annotations

import datetime as dt
import string
from collections.abc import Mapping
from typing import Any

from core.lesson.spec import DateForm


def format_date(day: dt.date, form: DateForm) -> str:
    month = form.months[day.month - 1]
    template = form.form if day.year == form.year else form.form_with_year
    return template.format(day=day.day, month=month, year=day.year)


class LessonFormatter(string.Formatter):
    """str.format with one extra spec, `date`, for values stored as ISO dates."""

    def __init__(self, dates: DateForm) -> None:
        self.dates = dates

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "date":
            day = value if isinstance(value, dt.date) else dt.date.fromisoformat(str(value))
            return format_date(day, self.dates)
        return super().format_field("" if value is None else value, format_spec)

    def fill(self, template: str, values: Mapping[str, Any]) -> str:
        return self.vformat(template, (), values)


def template_names(template: str) -> list[str]:
    """The field names a template uses (`{order_id}` → order_id); ValueError for a malformed template."""
    names = []
    for _literal, name, spec, _conversion in string.Formatter().parse(template):
        if name is None:
            continue
        if not name or not name.isidentifier():
            raise ValueError(f"Platzhalter {{{name}}} ist kein Name")
        if spec not in ("", "date"):
            raise ValueError(f"unbekanntes Format {{{name}:{spec}}} (erlaubt: {{{name}:date}})")
        names.append(name)
    return names
