"""One settings model: the CLI, a saved run and a test set share its defaults; a case overrides what it names."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from core.cli.ask import build_parser
from core.engine.settings import DEFAULT_CUSTOMER, RunSettings
from core.lesson.catalog import find_lesson
from core.runs.batch import TestCase, TestSet
from core.runs.record import RecordedSettings


def test_the_cli_and_a_saved_run_start_from_the_same_defaults():
    args = build_parser().parse_args(["ask", "Hallo"])
    defaults = RunSettings()
    cli = find_lesson(args.lesson).run_settings(max_calls=args.max_calls)  # the CLI's customer is its lesson's
    assert (cli.customer, cli.max_calls) == (defaults.customer, defaults.max_calls) == (DEFAULT_CUSTOMER, 4)
    assert (cli.system, cli.handoff) == (defaults.system, defaults.handoff)
    assert RecordedSettings().run_fields() == defaults.run_fields()


def test_a_case_overrides_only_the_fields_it_names():
    testset = TestSet.model_validate_json(json.dumps({
        "defaults": {"tools": ["get_order_status"], "max_calls": 2, "token_budget": 500},
        "cases": [{"question": "Wann kommt 1042?", "customer": "K-200"},
                  {"question": "Und 1187?", "tools": [], "max_calls": 3}]}))
    first, second = (testset.defaults.overridden_by(case) for case in testset.cases)
    assert (first.customer, first.enabled_tools, first.max_calls, first.token_budget) == \
        ("K-200", ["get_order_status"], 2, 500)
    assert (second.customer, second.enabled_tools, second.max_calls) == (DEFAULT_CUSTOMER, [], 3)
    assert type(first) is RunSettings  # the case's own fields (question, faults, …) stay behind


def test_settings_are_checked_where_they_are_declared():
    with pytest.raises(ValidationError):
        RunSettings(max_calls=0)
    with pytest.raises(ValidationError):
        TestCase(question="x", max_calls=0)
    with pytest.raises(ValidationError):
        RecordedSettings.model_validate({"max_calls": 0})
    with pytest.raises(ValidationError):
        RunSettings.model_validate({"unknown": 1})
