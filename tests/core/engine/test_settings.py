"""One settings model: the CLI, a saved run and a test set share its defaults; a case overrides what it names."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from core.cli.ask import build_parser
from core.engine.settings import DEFAULT_CUSTOMER, RunSettings
from core.lesson.catalog import find_lesson
from core.runs.batch import TestCase, TestSet
from core.runs.record import WORDS, RecordedSettings


def test_the_cli_and_a_saved_run_start_from_the_same_defaults():
    args = build_parser().parse_args(["ask", "Hallo"])
    lesson = find_lesson(args.lesson)
    cli = lesson.run_settings(max_calls=args.max_calls)  # the CLI's prompt, hand-off and customer are its lesson's
    saved = RecordedSettings()  # a file that recorded none of them ran with the default lesson's
    words = lesson.words()
    assert {name: getattr(cli, name) for name in WORDS} == words == {name: getattr(saved, name) for name in WORDS}
    assert cli.max_calls == saved.max_calls == RunSettings().max_calls == 4


def test_the_engines_own_defaults_are_no_lessons_words():
    engine = RunSettings()
    for name in ("de-shop", "ru-northwind"):
        words = find_lesson(name).words()
        assert all(getattr(engine, field) != words[field] for field in WORDS), name
    assert engine.customer == DEFAULT_CUSTOMER and engine.system and engine.handoff  # never an empty prompt


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


def test_a_lesson_names_its_own_model_placeholder_and_one_that_names_none_gets_the_engines():
    from core.engine.client import PLACEHOLDER_MODEL
    from core.engine.messages import Message
    from core.lesson.spec import LessonMeta
    from core.lesson.store import OrdersStore
    from core.runs.assemble import assemble_loop

    ru = find_lesson("ru-northwind")
    loop = assemble_loop(ru.fake_client(), OrdersStore.in_memory(seed=ru.seed()), ru.run_settings(),
                         registry=ru.registry())
    assert loop.request_for([Message(role="user", content="?")]).model == "<имя модели>"
    data = json.loads((ru.folder / "lesson.json").read_text(encoding="utf-8"))
    del data["model_placeholder"]
    assert LessonMeta.model_validate(data).model_placeholder == PLACEHOLDER_MODEL == "<model name>"


def test_a_toolbars_settings_are_sent_with_the_lessons_words_and_keep_their_customer():
    ru = find_lesson("ru-northwind")
    sent = ru.worded(RunSettings(customer="ANATR", max_calls=2))
    words = ru.words()
    assert (sent.customer, sent.max_calls) == ("ANATR", 2)
    assert (sent.system, sent.handoff, sent.placeholder_model) == \
        (words["system"], words["handoff"], words["placeholder_model"])


def test_a_request_follows_the_loops_settings_when_they_are_replaced_between_calls():
    from core.engine.messages import Message
    from core.lesson.store import OrdersStore
    from core.runs.assemble import assemble_loop

    shop = find_lesson("de-shop")
    loop = assemble_loop(shop.fake_client(), OrdersStore.in_memory(seed=shop.seed()), shop.run_settings(),
                         registry=shop.registry())
    asked = [Message(role="user", content="?")]
    first = loop.request_for(asked)
    loop.settings = loop.settings.model_copy(update={"system": "Sei kurz.", "max_tokens": 64, "model": "m-2",
                                                     "parallel_tool_calls": False, "tool_choice": "none"})
    second = loop.request_for(asked)
    assert (first.system, first.max_tokens, first.parallel_tool_calls) == \
        (shop.run_settings().system, shop.run_settings().max_tokens, True)
    assert (second.system, second.max_tokens, second.model, second.parallel_tool_calls, second.tool_choice) == \
        ("Sei kurz.", 64, "m-2", False, "none")


def test_a_runs_requests_keep_the_settings_it_started_with_and_the_next_run_takes_the_new_ones():
    from core.engine.events import ReplyReceived
    from core.engine.loop import ToolLoop
    from core.engine.tools import Session
    from core.lesson.store import OrdersStore

    shop = find_lesson("de-shop")
    sent = []

    class Recording:  # the lesson's fake model, keeping each request it is sent
        instant, name, fake = True, "recording", shop.fake_client()

        def create(self, request, cancel=None, notify=None):
            sent.append(request)
            return self.fake.create(request, cancel, notify)

    loop = ToolLoop(Recording(), shop.registry(), OrdersStore.in_memory(seed=shop.seed()),
                    Session(shop.meta.customer), shop.run_settings())
    started = loop.settings
    replaced = started.model_copy(update={"system": "Sei kurz.", "max_tokens": 64, "model": "m-2"})

    def replace_after_the_first_reply(event):
        if isinstance(event, ReplyReceived):
            loop.settings = replaced

    question = next(q for q in shop.meta.examples if "1042" in q)
    assert loop.run(question, emit=replace_after_the_first_reply).calls >= 2
    assert [(r.system, r.max_tokens, r.model) for r in sent] == \
        [(started.system, started.max_tokens, started.model or started.placeholder_model)] * len(sent)
    count = len(sent)
    loop.run(question)
    assert {(r.system, r.max_tokens, r.model) for r in sent[count:]} == {("Sei kurz.", 64, "m-2")}
