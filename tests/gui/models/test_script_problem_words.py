"""The script editor lists a script's problems in the window's language: in Russian no German and none of
pydantic's or the JSON reader's English, and a language switch words the listed problems again."""

from __future__ import annotations

import json

import pytest

from core.lesson.catalog import lesson_script, shipped_lesson
from gui.common.i18n import language
from gui.models.script_editor import ScriptEditor
from tests.core.german_words import german_in

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
DEEP: dict = {}
for _ in range(40):
    DEEP = {"x": DEEP}

SCRIPTS = {  # a case → a script text with that problem
    "literal": '{"replies": [{"text": "a", "stop_reason": "banana"}]}',
    "unknown field": '{"replies": [{"txt": "a"}]}',
    "unknown field, no guess": '{"replies": [{"text": "a", "zzzz": 1}]}',
    "says nothing": '{"replies": [{}]}',
    "error alone": '{"replies": [{"text": "a", "error": {"message": "x"}}]}',
    "tool_use without calls": '{"replies": [{"text": "a", "stop_reason": "tool_use"}]}',
    "no replies": '{"replies": []}',
    "missing": '{"name": "x"}',
    "not a text": '{"replies": [{"text": 5}]}',
    "bad status": '{"replies": [{"error": {"status": 99}}]}',
    "comma": '{"replies": [{"text": "a"} {"text": "b"}]}',
    "value": '{"replies": ',
    "too deep": json.dumps({"replies": [{"tool_calls": [{"name": "t", "input": DEEP}]}]}),
}


def problems_of(qtbot, editor: ScriptEditor, text: str) -> list[str]:
    editor.editor.setPlainText(text)
    editor.validate()
    return [editor.problems.item(row).text() for row in range(editor.problems.count())]


@pytest.mark.parametrize("case", SCRIPTS)
def test_each_problem_is_listed_in_russian_without_german_or_english(qtbot, case):
    editor = ScriptEditor(None, lesson_script(shipped_lesson("de-shop")))
    qtbot.addWidget(editor)
    english = problems_of(qtbot, editor, SCRIPTS[case])
    assert english and german_in(english) == []
    language.set("ru")
    russian = [editor.problems.item(row).text() for row in range(editor.problems.count())]
    assert russian != english  # worded again when the language changed
    problems_of(qtbot, editor, "{}")
    assert russian == problems_of(qtbot, editor, SCRIPTS[case])  # and as a new check words them
    for line in russian:
        words = line.removeprefix("✗ строка ")
        assert line.startswith("✗ строка ") and CYRILLIC & set(words.lower()), line
        assert german_in([line]) == [] and "should" not in line and "Expecting" not in line
