"""A lesson's test set is its own (testset.json in its folder): a lesson without one has none, and the batch
says so rather than running another lesson's questions."""

from __future__ import annotations

import shutil
from pathlib import Path

from core.cli.ask import main as cli_main
from core.lesson.catalog import SHIPPED, lesson_testset
from core.lesson.loader import load_lesson
from core.paths import RESOURCES


def without_testset(tmp_path: Path, name: str = "ru-northwind") -> Path:
    folder = tmp_path / name
    shutil.copytree(SHIPPED / name, folder)
    (folder / "testset.json").unlink()
    return folder


def test_each_shipped_lesson_brings_its_own_test_set_and_none_lies_outside_the_lessons():
    for name in ("de-shop", "ru-northwind"):
        assert lesson_testset(load_lesson(SHIPPED / name)) == SHIPPED / name / "testset.json"
    assert sorted(p.name for p in RESOURCES.glob("*.json")) == []  # lesson data lives in the lesson folders


def test_a_lesson_without_a_test_set_has_none(tmp_path):
    assert lesson_testset(load_lesson(without_testset(tmp_path))) is None


def test_the_cli_batch_runs_the_lessons_own_set_when_no_file_is_named(capsys):
    code = cli_main(["batch", "--lesson", "ru-northwind", "--lesson-data"])
    assert code == 0 and "6 of 6 passed" in capsys.readouterr().out


def test_the_cli_batch_refuses_a_lesson_without_a_test_set_clearly(tmp_path, capsys):
    folder = without_testset(tmp_path)
    assert cli_main(["batch", "--lesson", str(folder), "--lesson-data"]) == 2
    printed = capsys.readouterr()
    assert printed.out == ""
    assert "has no test set (no testset.json in" in printed.err and "main.py batch FILE" in printed.err
