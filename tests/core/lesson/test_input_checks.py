"""A tool's input is checked by the generated model; the whole JSON Schema is checked again only when it says
more than types and required fields, and then it still refuses what it forbids."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from core.lesson.input_model import beyond_types, input_model
from core.lesson.spec import CheckTexts

TYPES_ONLY = {"type": "object", "properties": {"order_id": {"type": "string", "description": "Nummer"}},
              "required": ["order_id"]}
TEXTS = CheckTexts(not_empty="{field} leer", max_length="{field} zu lang")
WITH_ENUM = {"type": "object", "properties": {"reason": {"type": "string", "enum": ["defekt", "falsch"]}},
             "required": ["reason"]}


def test_a_schema_of_types_and_required_fields_needs_no_second_pass():
    assert not beyond_types(TYPES_ONLY)
    assert beyond_types(WITH_ENUM)
    assert beyond_types({**TYPES_ONLY, "additionalProperties": False})


def test_the_generated_model_alone_still_refuses_a_missing_or_mistyped_field():
    model = input_model("lookup", TYPES_ONLY, {}, TEXTS)
    assert model.model_validate({"order_id": "1042"}).order_id == "1042"
    with pytest.raises(ValidationError):
        model.model_validate({})
    with pytest.raises(ValidationError):
        model.model_validate({"order_id": 1042})


def test_a_schema_with_an_enum_still_refuses_a_value_outside_it():
    model = input_model("cancel", WITH_ENUM, {}, TEXTS)
    assert model.model_validate({"reason": "defekt"}).reason == "defekt"
    with pytest.raises(ValidationError, match="is not one of"):
        model.model_validate({"reason": "egal"})
