"""Lessons are data: the German lesson's statuses and month names live in its folder, never in core/ or gui/ code
(docstrings and comments may name them as examples)."""

from __future__ import annotations

import ast
import calendar
import json
import re
from pathlib import Path

from core.paths import SHIPPED_LESSONS

ROOT = Path(__file__).resolve().parents[3]
LESSON = SHIPPED_LESSONS / "de-shop"


def _lesson_words() -> set[str]:
    tables = json.loads((LESSON / "tables.json").read_text(encoding="utf-8"))
    meta = json.loads((LESSON / "lesson.json").read_text(encoding="utf-8"))
    english = set(calendar.month_name)  # "August", "November", … are English words too
    return {*tables["tables"]["orders"]["choices"]["status"], *(m for m in meta["dates"]["months"] if m not in english)}


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def words_in_code(source: str, words: set[str]) -> list[str]:
    """The words found in the string literals of `source` outside docstrings (comments are not in the tree)."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    pattern = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, sorted(words))) + r")(?!\w)")
    return [match for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
            for match in pattern.findall(node.value)]


def test_the_finder_sees_a_word_in_code_and_not_in_a_docstring_or_comment():
    words = {"versandt", "Januar"}
    source = ('"""Shop: versandt."""\nx = "ist versandt"  # Januar\n'
              'def f():\n    """am 3. Januar"""\n    return f"{x} Januar"\n')
    assert words_in_code(source, words) == ["versandt", "Januar"]


def test_no_german_status_or_month_is_written_in_core_or_gui():
    words = _lesson_words()
    assert {"versandt", "Januar", "zurückgegeben"} <= words
    found = {f"{path.relative_to(ROOT)}: {word}" for folder in ("core", "gui") for path in (ROOT / folder).rglob("*.py")
             for word in words_in_code(path.read_text(encoding="utf-8"), words)}
    assert not found, sorted(found)


def _run_words() -> set[str]:
    """The German lesson's words a run is sent with: its system prompt, hand-off, model placeholder and customer."""
    meta = json.loads((LESSON / "lesson.json").read_text(encoding="utf-8"))
    return {meta["system"], meta["handoff"], meta["model_placeholder"], meta["customer"]}


def test_the_finder_sees_a_whole_sentence_and_a_placeholder():
    words = {"Ich gebe dein Anliegen weiter.", "<Name des Modells>", "K-100"}
    source = 'HANDOFF = "Ich gebe dein Anliegen weiter."\nMODEL = "<Name des Modells>"\nWHO = f"{x}K-100"\n'
    assert sorted(words_in_code(source, words)) == sorted(words)


def test_the_engine_sends_no_german_prompt_hand_off_placeholder_or_customer_of_its_own():
    words = _run_words()
    assert len(words) == 4 and "K-100" in words
    found = {f"{path.relative_to(ROOT)}: {word}" for path in (ROOT / "core" / "engine").rglob("*.py")
             for word in words_in_code(path.read_text(encoding="utf-8"), words)}
    assert not found, sorted(found)
