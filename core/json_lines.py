"""Validate a JSON text against a pydantic model and name each problem by line and field.

`json` gives the line of a syntax error; for schema errors we scan the text once
and remember on which line each value (by its path) starts, so pydantic's
`loc` becomes "line 7: replies[1].stop_reason: …". Every step is linear in the
size of the text, so a big file is refused as quickly as it is read.

A file nested deeper than MAX_DEPTH levels (each object or array is one level)
is refused before it is parsed: nothing deeper can be saved, sent or shown
reliably further on, and a clear limit at the door beats a failure later.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from json.decoder import scanstring  # type: ignore[attr-defined]  # the stdlib has it; typeshed omits it
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

M = TypeVar("M", bound=BaseModel)
Path = tuple[Any, ...]
_WS = " \t\r\n"
_MISSING = object()
TOO_DEEP = "invalid JSON: nested too deeply"
MAX_DEPTH = 64
MAX_PROBLEMS = 50  # listed one by one; the rest are counted
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


@dataclass(frozen=True)
class Problem:
    """`message` is English; `code` (pydantic's error type, or json_invalid, too_deep …) and `values` let a
    window word it in its own language."""

    line: int
    field: str
    message: str
    code: str = ""
    values: tuple[tuple[str, str], ...] = ()

    def __str__(self) -> str:
        where = f"{self.field}: " if self.field else ""
        return f"line {self.line}: {where}{self.message}"


class JsonFileError(ValueError):
    """A JSON file that cannot be used; `problems` name line and field, the message lists them all."""

    def __init__(self, problems: list[Problem], source: str = "", total: int = 0) -> None:
        self.problems = problems[:MAX_PROBLEMS]
        self.more = max(total, len(problems)) - len(self.problems)  # counted, not listed
        self.source = source
        head = f"{source}: " if source else ""
        tail = f"; … and {self.more} more" if self.more else ""
        super().__init__(head + "; ".join(str(p) for p in self.problems) + tail)


class Lines:
    """Line numbers of offsets in one text, from one pass over it."""

    def __init__(self, text: str) -> None:
        self._starts = [m.end() for m in re.finditer("\n", text)]

    def of(self, offset: int) -> int:
        return bisect.bisect_right(self._starts, offset) + 1


def line_of(text: str, offset: int) -> int:
    return Lines(text).of(offset)


def too_deep(text: str, limit: int = MAX_DEPTH) -> Problem | None:
    """The place where `text` first nests deeper than `limit` levels, or None."""
    depth = 0
    for token in _TOKENS.finditer(text):
        char = token.group()[0]
        if char in "[{":
            depth += 1
            if depth > limit:
                return Problem(Lines(text).of(token.start()), "", f"nested deeper than {limit} levels "
                                                                  f"(the limit for files)", "too_deep",
                               (("limit", str(limit)),))
        elif char in "]}":
            depth -= 1
    return None


def depth_of(value: Any) -> int:
    """Levels of objects and arrays in `value` (a scalar is 0), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, (list, tuple)) else None
        if children is not None:
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in children)
    return deepest


def locate(text: str) -> dict[Path, int]:
    """Line number where each value starts, keyed by its path (keys and list indexes)."""
    lines: dict[Path, int] = {}
    decoder = json.JSONDecoder()
    line_at = Lines(text).of

    def skip(i: int) -> int:
        while i < len(text) and text[i] in _WS:
            i += 1
        return i

    def value(i: int, path: Path) -> int:
        i = skip(i)
        lines[path] = line_at(i)
        if text[i] == "{":
            i = skip(i + 1)
            while text[i] != "}":
                key, i = scanstring(text, i + 1)
                i = skip(skip(i) + 1)  # past the colon
                i = skip(value(i, path + (key,)))
                if text[i] == ",":
                    i = skip(i + 1)
            return i + 1
        if text[i] == "[":
            i, n = skip(i + 1), 0
            while text[i] != "]":
                i = skip(value(i, path + (n,)))
                n += 1
                if text[i] == ",":
                    i = skip(i + 1)
            return i + 1
        return decoder.raw_decode(text, i)[1]

    value(0, ())
    return lines


def field_path(loc: Path) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _real_path(data: Any, loc: Path, memo: dict | None = None) -> Path:
    """Drop pydantic's union tags from `loc`, keeping the keys and indexes that exist in the data
    (a missing key stays as the last part: it is reported at its parent's line). Each (node, rest of
    `loc`) is worked out once, so the work grows with the square of len(loc), never exponentially."""
    if not loc:
        return ()
    memo = {} if memo is None else memo
    key = (id(data), len(loc))
    if key not in memo:
        memo[key] = _real_path_step(data, loc, memo)
    return memo[key]


def _real_path_step(data: Any, loc: Path, memo: dict) -> Path:
    part, rest = loc[0], loc[1:]
    options = [_real_path(data, rest, memo)]  # `part` may be a union tag
    in_dict = isinstance(data, dict) and part in data
    if in_dict or isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
        child = data[part]
    else:
        child = _MISSING
    if child is not _MISSING and (not rest or isinstance(child, (dict, list))):
        options.append((part,) + _real_path(child, rest, memo))
    elif isinstance(data, dict) and isinstance(part, str) and not rest:
        options.append((part,))
    return max(reversed(options), key=len)


def problems_of(text: str, data: Any, error: ValidationError) -> list[Problem]:
    return problems_from(text, data, error.errors())


def problems_from(text: str, data: Any, errors: Sequence[Mapping[str, Any]]) -> list[Problem]:
    """Problems by line and field for the first MAX_PROBLEMS of pydantic-style `errors` (each with `loc`
    and `msg`) about `data`."""
    lines = locate(text)
    found = []
    for item in errors[:MAX_PROBLEMS]:
        path = _real_path(data, item["loc"])
        probe = path
        while probe not in lines and probe:
            probe = probe[:-1]
        message = item["msg"].removeprefix("Value error, ")
        values = tuple((key, str(value)) for key, value in (item.get("ctx") or {}).items() if key != "error")
        found.append(Problem(lines.get(probe, 1), field_path(path), message, item.get("type", ""), values))
    return found


def parse(text: str, model: type[M], source: str = "") -> M:
    """The validated model, or JsonFileError naming line and field of every problem."""
    deep = too_deep(text)
    if deep is not None:
        raise JsonFileError([deep], source)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise JsonFileError([Problem(error.lineno, "", f"invalid JSON: {error.msg} (column {error.colno})",
                                     "json_invalid", (("error", error.msg), ("column", str(error.colno))))],
                            source) from None
    except RecursionError:  # not reached after too_deep; kept so no depth ever escapes as a crash
        raise JsonFileError([Problem(1, "", TOO_DEEP, "too_deep", (("limit", str(MAX_DEPTH)),))], source) from None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise JsonFileError(problems_of(text, data, error), source, error.error_count()) from None
