"""`main.py ask|batch --lesson NAME` find the learner's lessons too: an edited shipped lesson is the one that
runs, and an imported one runs by its own name."""

from __future__ import annotations

import dataclasses

from core.cli.ask import main
from core.lesson.catalog import SHIPPED, shipped_lesson
from core.lesson.user_lessons import export_lesson, import_lesson, reset_user_lesson, save_user_lesson

QUESTION = "Wann kommt Bestellung 1042 an?"


def edited_german():
    lesson = shipped_lesson("de-shop")
    trace = lesson.meta.trace.model_copy(update={"question": "Kundenfrage: {question}"})
    return dataclasses.replace(lesson, meta=lesson.meta.model_copy(update={"trace": trace}))


def test_ask_runs_the_edited_lesson_and_the_shipped_one_again_after_reset(capsys):
    save_user_lesson(edited_german())
    assert main(["ask", "--lesson", "de-shop", "--lesson-data", QUESTION]) == 0
    edited = capsys.readouterr().out
    assert edited.startswith(f"Kundenfrage: {QUESTION}\n")
    reset_user_lesson("de-shop")
    assert main(["ask", "--lesson", "de-shop", "--lesson-data", QUESTION]) == 0
    shipped = capsys.readouterr().out
    assert shipped == edited.replace("Kundenfrage:", "Frage:", 1)


def test_ask_and_batch_run_an_imported_lesson_by_its_name(tmp_path, capsys):
    export_lesson(shipped_lesson("ru-northwind"), tmp_path / "nordwind.zip")
    assert import_lesson(tmp_path / "nordwind.zip").name == "ru-northwind-2"
    assert main(["ask", "--lesson", "ru-northwind-2", "--lesson-data", "Где мои заказы 4417 и 5120?"]) == 0
    out = capsys.readouterr().out
    assert "call_1 lookup_order(4417)" in out and "call_2 lookup_order(5120)" in out
    testset = str(SHIPPED / "ru-northwind" / "testset.json")
    assert main(["batch", testset, "--lesson", "ru-northwind-2", "--lesson-data"]) == 0
    assert "passed" in capsys.readouterr().out
