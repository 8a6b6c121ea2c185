"""The guess-forever fault guesses in the lesson's own terms: its fake model's guessing rule when it has one,
else the first reading tool offered, with that tool's first required field, counting up from the question's
number. Every struck call is one the lesson's tools accept."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from core.engine.events import RunEnded, ToolFinished
from core.faults.model_faults import ModelFault
from core.faults.tool_faults import FaultInjector, Trigger
from core.lesson.catalog import SHIPPED
from core.lesson.loader import Lesson, load_lesson
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop


def guessed(lesson: Lesson, question: str, max_calls: int = 3) -> tuple[list[ToolFinished], RunEnded]:
    """A run of `lesson` through the assembled loop with the guess-forever fault on every call."""
    injector = FaultInjector()
    injector.arm(ModelFault(kind="guess_forever", trigger=Trigger(kind="every")))
    store = OrdersStore.in_memory(seed=lesson.seed())
    loop = assemble_loop(lesson.fake_client(), store, lesson.run_settings(max_calls=max_calls), faults=injector,
                         registry=lesson.registry())
    events: list = []
    end = loop.run(question, emit=events.append)
    return [e for e in events if isinstance(e, ToolFinished)], end


def copy_of(name: str, tmp_path: Path) -> Path:
    folder = tmp_path / name
    shutil.copytree(SHIPPED / name, folder)
    return folder


def test_the_russian_lesson_guesses_with_its_own_reading_tool_and_field():
    lesson = load_lesson(SHIPPED / "ru-northwind")
    assert lesson.fake.guessing is None  # so the guess comes from the offered tools and the question
    finished, end = guessed(lesson, "Где мой заказ 4417?")
    assert [(f.use.name, f.use.input) for f in finished] == [
        ("lookup_order", {"order_id": "4417"}), ("lookup_order", {"order_id": "4418"}),
        ("lookup_order", {"order_id": "4419"})]
    assert set(lesson.tool_names()) >= {f.use.name for f in finished}
    assert not any("order_id" in f.result.content and "fehlt" in f.result.content for f in finished)
    assert (end.reason, end.calls) == ("max_calls", 3)


def test_without_a_number_in_the_question_the_guesses_count_from_one():
    finished, _ = guessed(load_lesson(SHIPPED / "ru-northwind"), "Где мой заказ?", max_calls=2)
    assert [f.use.input for f in finished] == [{"order_id": "1"}, {"order_id": "2"}]


def test_the_shop_lesson_guesses_by_its_own_rule():
    finished, _ = guessed(load_lesson(SHIPPED / "de-shop"), "Wann kommt Bestellung 1042 an?")
    assert [(f.use.name, f.use.input["order_id"]) for f in finished] == [
        ("get_order_status", "1050"), ("get_order_status", "1051"), ("get_order_status", "1052")]


def test_a_lesson_rule_with_another_tool_field_and_start_is_followed(tmp_path: Path):
    folder = copy_of("ru-northwind", tmp_path)
    fake = json.loads((folder / "fake_model.json").read_text(encoding="utf-8"))
    fake["guessing"] = {"pattern": "примерно", "tool": "lookup_order", "field": "order_id", "start": 7000}
    (folder / "fake_model.json").write_text(json.dumps(fake, ensure_ascii=False), encoding="utf-8")
    finished, _ = guessed(load_lesson(folder), "Где мой заказ 4417?", max_calls=2)
    assert [f.use.input for f in finished] == [{"order_id": "7000"}, {"order_id": "7001"}]


def test_the_shop_lesson_without_its_rule_guesses_from_the_question(tmp_path: Path):
    folder = copy_of("de-shop", tmp_path)
    fake = json.loads((folder / "fake_model.json").read_text(encoding="utf-8"))
    del fake["guessing"]
    (folder / "fake_model.json").write_text(json.dumps(fake, ensure_ascii=False), encoding="utf-8")
    finished, _ = guessed(load_lesson(folder), "Wann kommt Bestellung 1042 an?", max_calls=2)
    assert [(f.use.name, f.use.input) for f in finished] == [
        ("get_order_status", {"order_id": "1042"}), ("get_order_status", {"order_id": "1043"})]
    assert finished[0].result.content == "1042 — versandt, Lieferung 3. November"
