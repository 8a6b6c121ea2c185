"""pydantic's refusals of a file's field in the window's language, by pydantic's error type and its context
(pydantic's own messages are English)."""

from __future__ import annotations

from typing import Any

from gui.common.i18n import QT_TRANSLATE_NOOP, coded, translate

CONTEXT = "FieldErrors"
WORDS = {
    "missing": QT_TRANSLATE_NOOP("FieldErrors", "required, but missing"),
    "extra_forbidden": QT_TRANSLATE_NOOP("FieldErrors", "no such field here"),
    "string_type": QT_TRANSLATE_NOOP("FieldErrors", "must be a text"),
    "int_type": QT_TRANSLATE_NOOP("FieldErrors", "must be a whole number"),
    "int_parsing": QT_TRANSLATE_NOOP("FieldErrors", "must be a whole number"),
    "int_from_float": QT_TRANSLATE_NOOP("FieldErrors", "must be a whole number"),
    "float_type": QT_TRANSLATE_NOOP("FieldErrors", "must be a number"),
    "float_parsing": QT_TRANSLATE_NOOP("FieldErrors", "must be a number"),
    "bool_type": QT_TRANSLATE_NOOP("FieldErrors", "must be true or false"),
    "bool_parsing": QT_TRANSLATE_NOOP("FieldErrors", "must be true or false"),
    "list_type": QT_TRANSLATE_NOOP("FieldErrors", "must be a JSON list"),
    "dict_type": QT_TRANSLATE_NOOP("FieldErrors", "must be a JSON object"),
    "model_type": QT_TRANSLATE_NOOP("FieldErrors", "must be a JSON object"),
    "model_attributes_type": QT_TRANSLATE_NOOP("FieldErrors", "must be a JSON object"),
    "too_short": QT_TRANSLATE_NOOP("FieldErrors", "needs at least %n entries"),
    "too_long": QT_TRANSLATE_NOOP("FieldErrors", "takes at most %n entries"),
    "string_too_short": QT_TRANSLATE_NOOP("FieldErrors", "needs at least %n character(s)"),
    "string_too_long": QT_TRANSLATE_NOOP("FieldErrors", "takes at most %n character(s)"),
    "string_pattern_mismatch": QT_TRANSLATE_NOOP("FieldErrors", "must match the pattern {pattern}"),
    "literal_error": QT_TRANSLATE_NOOP("FieldErrors", "must be one of {expected}"),
    "enum": QT_TRANSLATE_NOOP("FieldErrors", "must be one of {expected}"),
    "greater_than_equal": QT_TRANSLATE_NOOP("FieldErrors", "must be at least {ge}"),
    "less_than_equal": QT_TRANSLATE_NOOP("FieldErrors", "must be at most {le}"),
    "greater_than": QT_TRANSLATE_NOOP("FieldErrors", "must be more than {gt}"),
    "less_than": QT_TRANSLATE_NOOP("FieldErrors", "must be less than {lt}"),
}

COUNTS = {"too_short": "min_length", "too_long": "max_length", "string_too_short": "min_length",
          "string_too_long": "max_length"}  # the value each text's %n counts


def field_error_text(code: str, values: dict[str, Any]) -> str:
    """pydantic's error `code` (its type) in the window's language; a type without words is named as it is."""
    if "expected" in values:  # pydantic lists the choices as "'a', 'b' or 'c'": no English "or" in them
        values = {**values, "expected": str(values["expected"]).replace("' or '", "', '")}
    text = coded(CONTEXT, WORDS, code, values, COUNTS.get(code))
    if text is None:
        return translate("FieldErrors", "not a valid value here ({code})").format(code=code)
    return text
