"""A tool's input is checked by the generated model; the whole JSON Schema is checked again only when it says
more than types and required fields, and then it still refuses what it forbids."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from core.engine.texts import ENGLISH
from core.engine.tools import describe_validation_error
from core.lesson.catalog import default_lesson, shipped_lesson
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


GERMAN = default_lesson().meta.checks
RUSSIAN = shipped_lesson("ru-northwind").meta.checks
RANGED = {"type": "object", "properties": {"amount": {"type": "number", "minimum": 0, "maximum": 100},
                                           "code": {"type": "string", "pattern": "^[A-Z]{5}$"}},
          "minProperties": 1}


@pytest.mark.parametrize(("given", "german", "russian"), [
    ({"reason": "egal"}, 'reason: "egal" ist keiner der erlaubten Werte ("defekt", "falsch")',
     'reason: "egal" не входит в допустимые значения ("defekt", "falsch")'),
])
def test_an_enum_refusal_reads_in_the_lessons_language(given, german, russian):
    """jsonschema words its refusals in English; the model gets the lesson's words, with the allowed values."""
    for texts, expected in ((GERMAN, german), (RUSSIAN, russian)):
        model = input_model("cancel", WITH_ENUM, {}, texts)
        with pytest.raises(ValidationError) as refused:
            model.model_validate(given)
        assert describe_validation_error(refused.value, ENGLISH) == expected
        assert "is not one of" not in describe_validation_error(refused.value, ENGLISH)


@pytest.mark.parametrize(("given", "expected"), [
    ({"amount": 250}, "amount: 250.0 liegt außerhalb des erlaubten Bereichs (maximum 100)"),
    ({"amount": -1}, "amount: -1.0 liegt außerhalb des erlaubten Bereichs (minimum 0)"),
    ({"code": "alfki"}, 'code: "alfki" hat nicht die erwartete Form (pattern ^[A-Z]{5}$)'),
    ({}, "Eingabe: passt nicht zum Schema des Tools (minProperties 1)"),
])
def test_range_form_and_other_refusals_read_in_the_lessons_words(given, expected):
    model = input_model("refund", RANGED, {}, GERMAN)
    with pytest.raises(ValidationError) as refused:
        model.model_validate(given)
    assert describe_validation_error(refused.value, default_lesson().meta.texts) == expected
