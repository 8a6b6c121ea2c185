"""A tool's input JSON Schema as the pydantic model dispatch validates with.

The schema itself is checked with a JSON Schema validator (jsonschema); its top level must be an object of
named properties of the simple types below. Dispatch then validates the model's input in two steps: the
generated model (missing fields, wrong types, the lesson's own checks, only the declared fields passed on),
then the whole schema by jsonschema (enum, pattern, minimum … as written).
"""

from __future__ import annotations

import json
import re
from typing import Any

import jsonschema
from pydantic import BaseModel, ConfigDict, create_model, field_validator, model_validator
from pydantic_core import PydanticCustomError

from core.engine.tools import SCHEMA_REFUSED
from core.lesson.spec import NAME, CheckTexts, FieldCheck

_TYPES: dict[str, Any] = {"string": str, "integer": int, "number": float, "boolean": bool,
                          "array": list, "object": dict}
_RESERVED = frozenset({"customer"})  # bound from the session, never from the model


# the loader's words for each SchemaProblem code, over its details
_WORDS = {"invalid": "not a valid JSON Schema: {message}",
          "not_object": 'a tool\'s input is an object: "type": "object"',
          "field_name": "a field's name: lower-case letters, digits and _, starting with a letter",
          "reserved": "the customer comes from the session, never from the model",
          "field_type": "one of {types}",
          "required_unknown": "{field} is required but is not under properties"}


class SchemaProblem(ValueError):
    """The schema cannot be a tool's input; `where` is the path inside the schema, `code` says why (a key of
    _WORDS) with its `details`."""

    def __init__(self, where: str, code: str, **details: str) -> None:
        reason = _WORDS[code].format(**details)
        super().__init__(f"{where}: {reason}" if where else reason)
        self.where, self.code, self.details = where, code, details


def check_schema(schema: dict[str, Any]) -> dict[str, type]:
    """The property names and Python types of a tool's input schema; SchemaProblem if it cannot be one."""
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as error:
        where = "/".join(str(p) for p in error.absolute_path)
        raise SchemaProblem(where, "invalid", message=error.message) from None
    if schema.get("type") != "object":
        raise SchemaProblem("type", "not_object")
    properties = schema.get("properties", {})
    types: dict[str, type] = {}
    for name, prop in properties.items():
        if not re.match(NAME, name):
            raise SchemaProblem(f"properties/{name}", "field_name", field=name)
        if name in _RESERVED:
            raise SchemaProblem(f"properties/{name}", "reserved", field=name)
        kind = prop.get("type") if isinstance(prop, dict) else None
        if kind not in _TYPES:
            raise SchemaProblem(f"properties/{name}/type", "field_type", field=name, types=", ".join(_TYPES))
        types[name] = _TYPES[kind]
    for name in schema.get("required", []):
        if name not in properties:
            raise SchemaProblem("required", "required_unknown", field=name)
    return types


def input_model(tool: str, schema: dict[str, Any], checks: dict[str, FieldCheck], texts: CheckTexts) -> type[BaseModel]:
    """The pydantic model for a checked schema (see check_schema)."""
    types = check_schema(schema)
    required = set(schema.get("required", []))
    fields: dict[str, Any] = {name: (kind, ...) if name in required else (kind | None, None)
                              for name, kind in types.items()}
    validators: dict[str, Any] = {}
    for name, check in checks.items():
        validators[f"check_{name}"] = field_validator(name)(_checker(name, check, texts))
    if beyond_types(schema):  # types and required fields alone the generated model has checked already
        validators["whole_schema"] = model_validator(mode="after")(_schema_checker(schema, texts))
    config = ConfigDict(extra="ignore", strict=True)
    return create_model(f"{tool}_input", __config__=config, __validators__=validators, **fields)


def _checker(name: str, check: FieldCheck, texts: CheckTexts):
    """The lesson's checks of field `name`: named here, so pydantic need not make a ValidationInfo per call."""
    not_empty, longest = check.not_empty, check.max_length

    def run(cls, value: Any) -> Any:
        if isinstance(value, str):
            if not_empty and not value.strip():
                raise ValueError(texts.not_empty.format(field=name))
            if longest is not None and len(value) > longest:
                raise ValueError(texts.max_length.format(field=name, length=len(value), max=longest))
        return value

    return run


_TYPE_ONLY_TOP = frozenset({"type", "properties", "required", "title", "description"})
_TYPE_ONLY_FIELD = frozenset({"type", "title", "description"})


def beyond_types(schema: dict[str, Any]) -> bool:
    """Whether the schema says more than each field's type and which are required (enum, pattern, minimum,
    additionalProperties …): only then does the whole schema need checking after the generated model."""
    if set(schema) - _TYPE_ONLY_TOP:
        return True
    return any(not isinstance(p, dict) or set(p) - _TYPE_ONLY_FIELD for p in schema.get("properties", {}).values())


def _schema_checker(schema: dict[str, Any], texts: CheckTexts):
    validator = jsonschema.Draft202012Validator(schema)

    def run(self: BaseModel) -> BaseModel:
        error = jsonschema.exceptions.best_match(validator.iter_errors(self.model_dump(exclude_none=True)))
        if error is not None:
            where = "/".join(str(p) for p in error.absolute_path)
            text = refusal(error, texts)
            raise PydanticCustomError(SCHEMA_REFUSED, "{where}: {text}", {"where": where, "text": text})
        return self

    return run


_RANGE = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"})
_FORM = frozenset({"pattern", "format", "minLength", "maxLength"})


def refusal(error: jsonschema.ValidationError, texts: CheckTexts) -> str:
    """What the schema refused, in the lesson's words: jsonschema's own message is English."""
    keyword, limit = str(error.validator), error.validator_value
    listed: list[Any] = list(limit) if keyword == "enum" and isinstance(limit, list) else [limit]
    value = _json(error.instance)
    rule = f"{keyword} {limit if isinstance(limit, str) else _json(limit)}"
    if keyword in ("enum", "const"):
        allowed = ", ".join(_json(v) for v in listed)
        return texts.not_allowed.format(value=value, allowed=allowed)
    if keyword in _RANGE:
        return texts.out_of_range.format(value=value, rule=rule)
    if keyword in _FORM:
        return texts.wrong_form.format(value=value, rule=rule)
    return texts.not_fitting.format(value=value, rule=rule)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
