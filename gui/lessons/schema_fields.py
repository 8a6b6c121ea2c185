"""A tool's input as a table of fields and as its JSON Schema, one from the other.

A schema the table can show holds only an object of named fields, each with a simple type and perhaps a
description, and which of them are required. Anything more (an enum, a pattern, nested objects …) is shown
and edited only as raw JSON Schema.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

TYPES = ("string", "integer", "number", "boolean")
_TOP = frozenset({"type", "properties", "required"})
_FIELD = frozenset({"type", "description"})


@dataclass
class InputField:
    """A field of the input; `not_empty` and `max_length` are the lesson's checks of it (tools.json `checks`),
    made before the tool runs, not part of the schema the model sees."""

    name: str
    type: str = "string"
    required: bool = True
    description: str = ""
    not_empty: bool = False
    max_length: int | str | None = None  # what the learner typed, until the tool's check says it is a number


def with_checks(fields: list[InputField], checks: dict[str, Any]) -> list[InputField]:
    """`fields` with the checks tools.json has for them."""
    for field in fields:
        check = checks.get(field.name) or {}
        field.not_empty, field.max_length = bool(check.get("not_empty")), check.get("max_length")
    return fields


def checks_of(fields: list[InputField]) -> dict[str, Any]:
    """The checks as tools.json writes them: only fields with a check, only what is set."""
    checks: dict[str, Any] = {}
    for field in fields:
        check: dict[str, Any] = {"not_empty": True} if field.not_empty else {}
        if field.max_length not in (None, ""):
            check["max_length"] = field.max_length
        if check:
            checks[field.name] = check
    return checks


def fields_of(schema: Any) -> list[InputField] | None:
    """The fields of a schema the table can show; None for one it cannot."""
    if not isinstance(schema, dict) or schema.get("type") != "object" or set(schema) - _TOP:
        return None
    properties, required = schema.get("properties", {}), schema.get("required", [])
    if not isinstance(properties, dict) or not isinstance(required, list) or set(required) - set(properties):
        return None
    fields = []
    for name, prop in properties.items():
        if not isinstance(prop, dict) or set(prop) - _FIELD or prop.get("type") not in TYPES:
            return None
        if not isinstance(prop.get("description", ""), str):
            return None
        fields.append(InputField(name, prop["type"], name in required, prop.get("description", "")))
    return fields


def schema_of(fields: list[InputField]) -> dict[str, Any]:
    """The JSON Schema of the table's fields (a description only where one is written)."""
    properties: dict[str, Any] = {}
    for field in fields:
        prop: dict[str, Any] = {"type": field.type}
        if field.description:
            prop["description"] = field.description
        properties[field.name] = prop
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    required = [field.name for field in fields if field.required]
    if required:
        schema["required"] = required
    return schema


def schema_text(schema: Any) -> str:
    return json.dumps(schema, ensure_ascii=False, indent=2)
