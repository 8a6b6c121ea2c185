"""Result templates filled the lesson's way: `{delivery:date}` writes an ISO date with the lesson's month names,
the year only when it is not the lesson's year (`3. November`, `10. Januar 2027`)."""

from __future__ import annotations

import datetime as dt
import functools
import string
from collections.abc import Mapping, Sequence
from typing import Any

from core.lesson.orders import format_date
from core.lesson.spec import DateForm

MAX_WRITTEN = 4096  # the dates a formatter keeps written


class LessonFormatter(string.Formatter):
    """str.format with one extra spec, `date`, for values stored as ISO dates."""

    def __init__(self, dates: DateForm) -> None:
        self._dates = dates
        self._written: dict[str, str] = {}  # an ISO date as this formatter writes it (its form never changes)

    @property
    def dates(self) -> DateForm:
        return self._dates

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "date":
            if type(value) is str:
                return self._date(value)
            day = value if isinstance(value, dt.date) else dt.date.fromisoformat(str(value))
            return format_date(day, self._dates)
        return super().format_field("" if value is None else value, format_spec)

    def _date(self, iso: str) -> str:
        written = self._written.get(iso)
        if written is None:
            written = format_date(dt.date.fromisoformat(iso), self._dates)
            if len(self._written) >= MAX_WRITTEN:
                self._written.clear()
            self._written[iso] = written
        return written

    def fill(self, template: str, values: Mapping[str, Any]) -> str:
        return self.fill_row(template, values, _NO_COLUMNS, ())

    def fill_row(self, template: str, values: Mapping[str, Any], columns: Mapping[str, int], row: Sequence[Any]) -> str:
        """fill(template, values updated with a result row's), `columns` giving the place in `row` of the value
        under each column name: no mapping made for the two."""
        pieces = _plain_pieces(template)
        if pieces is None:  # anything beyond `{name}` and `{name:date}`: str.format's own way
            merged = dict(values)
            merged.update({name: row[at] for name, at in columns.items()})
            return self.vformat(template, (), merged)
        out = []
        written = self._written
        for literal, name, spec in pieces:
            out.append(literal)
            if name is not None:
                at = columns.get(name)
                value = values[name] if at is None else row[at]
                if type(value) is str:  # text as it is, a date as written before: what format_field makes of them
                    text = value if not spec else written.get(value)
                    if text is not None:
                        out.append(text)
                        continue
                out.append(self.format_field(value, spec))
        return "".join(out)


_NO_COLUMNS: Mapping[str, int] = {}


@functools.lru_cache(maxsize=1024)  # a lesson fills the same few templates on every call
def _plain_pieces(template: str) -> tuple[tuple[str, str | None, str], ...] | None:
    """The template cut once into (text, field name, spec) pieces, if it only uses `{name}` and `{name:date}`;
    else None."""
    pieces = tuple(string.Formatter().parse(template))
    if any(name is not None and not (name.isidentifier() and conversion is None and spec in ("", "date"))
           for _literal, name, spec, conversion in pieces):
        return None
    return tuple((literal, name, spec or "") for literal, name, spec, _conversion in pieces)


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
