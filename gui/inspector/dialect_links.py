"""Where each tool call id sits in a rendered JSON text, and which id a text position falls on (pure Python)."""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Iterable

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')

Span = tuple[int, int, str]  # start, end (of the id's characters, without quotes), id


def render_json(body: object) -> str:
    return json.dumps(body, indent=2, ensure_ascii=False)


def id_spans(text: str, ids: Iterable[str]) -> list[Span]:
    """Every JSON string in `text` whose value is one of `ids`, in text order."""
    wanted = set(ids)
    if not wanted:
        return []
    spans = []
    for match in _STRING.finditer(text):
        value = match.group()[1:-1]
        if value in wanted:
            spans.append((match.start() + 1, match.end() - 1, value))
    return spans


class SpanIndex:
    """Find the id under a cursor position quickly (bisect over the sorted spans)."""

    def __init__(self, spans: list[Span]) -> None:
        self.spans = spans
        self._starts = [s for s, _, _ in spans]
        self.by_id: dict[str, list[Span]] = {}
        for span in spans:
            self.by_id.setdefault(span[2], []).append(span)

    def id_at(self, position: int) -> str:
        """The id whose characters (or closing quote) touch `position`, else ""."""
        i = bisect.bisect_right(self._starts, position) - 1
        if i >= 0:
            start, end, ident = self.spans[i]
            if start <= position <= end:
                return ident
        return ""

    def of(self, ident: str) -> list[Span]:
        return self.by_id.get(ident, [])
