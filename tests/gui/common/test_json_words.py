"""A JSON syntax error is told in the window's language: json's own English message never shows."""

from __future__ import annotations

import json

import pytest

from core.engine.messages import ToolUseBlock
from core.lesson.tool_problems import ToolProblem
from gui.common.i18n import language
from gui.common.json_words import OTHER, WHAT, json_error_text, json_what
from gui.common.problem_words import problem_text
from gui.inspector.block_editor import BlockEditor

BROKEN = ['{oops', '', '{"a" 1}', '{"a": 1 "b": 2}', '{"a": "b', '{"a": "b\nc"}', '{"a": "\\x"}',
          '{"a": "\\u12"}', '{"a": 1} x', '[1, 2,]']


def _error(text: str) -> json.JSONDecodeError:
    with pytest.raises(json.JSONDecodeError) as caught:
        json.loads(text)
    return caught.value


@pytest.mark.parametrize("text", BROKEN)
def test_every_message_of_the_json_parser_has_words_of_its_own(text):
    message = _error(text).msg
    assert any(message.startswith(start) for start in WHAT), message
    assert json_what(message) != OTHER


ENGLISH = ("Expecting", "delimiter", "property", "column", "char", "line")


@pytest.mark.parametrize(("code", "words"), [("de", ("ein Name in doppelten", "Zeile 1, Spalte 2")),
                                             ("ru", ("имя в двойных кавычках", "строка 1, столбец 2"))])
def test_the_block_editor_says_what_is_wrong_with_the_input_in_the_chosen_language(qtbot, code, words):
    assert language.set(code)
    editor = BlockEditor(ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1042"}), "#1")
    qtbot.addWidget(editor)
    editor.text.setPlainText("{oops")
    editor._accept()
    shown = editor.problem.text()
    assert all(word in shown for word in words), shown
    assert not any(word in shown for word in ENGLISH), shown
    assert editor.problem.wordWrap() and editor.result() == 0  # still open


def test_the_tool_editors_schema_problem_and_the_english_sentence(qtbot):
    error = _error('{"type": "object",}')
    problem = ToolProblem("input_schema", "json", (("message", error.msg), ("line", "1"), ("column", "19")))
    assert problem_text(problem) == "not JSON: a name in double quotes is expected (line 1, column 19)"
    assert json_error_text(_error('{"a": 1} x')) == "more text after the end of the value (line 1, column 10)"
    assert language.set("ru")
    assert problem_text(problem) == "не JSON: здесь нужно имя в двойных кавычках (строка 1, столбец 19)"


def test_the_approval_card_says_what_is_wrong_with_an_edited_input_in_russian(window, qtbot):
    from tests.gui.window.test_approval import start

    assert language.set("ru")
    card = start(window, qtbot)
    card.edit_button.click()
    card.input_edit.setPlainText('{"order_id" "1042"}')
    card.approve_button.click()
    assert card.problem.text() == "Некорректный JSON (строка 1: не хватает двоеточия (:))" and not card.decided
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        card.stop_button.click()
