"""Validate a JSON text against a pydantic model and name each problem by line and field.

`json` gives the line of a syntax error; for schema errors we scan the text once
and remember on which line each value (by its path) starts, so pydantic's
`loc` becomes "line 7: replies[1].stop_reason: …".
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from json.decoder import scanstring  # type: ignore[attr-defined]  # the stdlib has it; typeshed omits it
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

M = TypeVar("M", bound=BaseModel)
Path = tuple[Any, ...]
_WS = " \t\r\n"
_MISSING = object()
TOO_DEEP = "invalid JSON: nested too deeply"


@dataclass(frozen=True)
class Problem:
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.field}: " if self.field else ""
        return f"line {self.line}: {where}{self.message}"


class JsonFileError(ValueError):
    """A JSON file that cannot be used; `problems` name line and field, the message lists them all."""

    def __init__(self, problems: list[Problem], source: str = "") -> None:
        self.problems = problems
        self.source = source
        head = f"{source}: " if source else ""
        super().__init__(head + "; ".join(str(p) for p in problems))


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def locate(text: str) -> dict[Path, int]:
    """Line number where each value starts, keyed by its path (keys and list indexes)."""
    lines: dict[Path, int] = {}
    decoder = json.JSONDecoder()

    def skip(i: int) -> int:
        while i < len(text) and text[i] in _WS:
            i += 1
        return i

    def value(i: int, path: Path) -> int:
        i = skip(i)
        lines[path] = line_of(text, i)
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


def _real_path(data: Any, loc: Path) -> Path:
    """Drop pydantic's union tags from `loc`, keeping the keys and indexes that exist in the data
    (a missing key stays as the last part: it is reported at its parent's line)."""
    if not loc:
        return ()
    part, rest = loc[0], loc[1:]
    options = [_real_path(data, rest)]  # `part` may be a union tag
    in_dict = isinstance(data, dict) and part in data
    if in_dict or isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
        child = data[part]
    else:
        child = _MISSING
    if child is not _MISSING and (not rest or isinstance(child, (dict, list))):
        options.append((part,) + _real_path(child, rest))
    elif isinstance(data, dict) and isinstance(part, str) and not rest:
        options.append((part,))
    return max(reversed(options), key=len)


def problems_of(text: str, data: Any, error: ValidationError) -> list[Problem]:
    lines = locate(text)
    found = []
    for item in error.errors():
        path = _real_path(data, item["loc"])
        probe = path
        while probe not in lines and probe:
            probe = probe[:-1]
        message = item["msg"].removeprefix("Value error, ")
        found.append(Problem(lines.get(probe, 1), field_path(path), message))
    return found


def parse(text: str, model: type[M], source: str = "") -> M:
    """The validated model, or JsonFileError naming line and field of every problem."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise JsonFileError([Problem(error.lineno, "", f"invalid JSON: {error.msg} (column {error.colno})")],
                            source) from None
    except RecursionError:
        raise JsonFileError([Problem(1, "", TOO_DEEP)], source) from None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        try:
            problems = problems_of(text, data, error)
        except RecursionError:  # locating lines recurses once per level
            problems = [Problem(1, "", TOO_DEEP)]
        raise JsonFileError(problems, source) from None
