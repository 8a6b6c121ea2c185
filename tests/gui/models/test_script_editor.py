"""The script editor (offscreen): line-numbered errors, nothing runs until valid, files round trip."""

from __future__ import annotations

from core.faults.tool_faults import FaultInjector
from core.lesson.catalog import lesson_script, shipped_lesson
from gui.models.script_editor import ScriptEditor
from tests.core.faults.helpers import Q1042, run

EXAMPLE = lesson_script(shipped_lesson("de-shop"))
BAD = '{\n  "replies": [\n    {"text": "a"},\n    {"text": "b",\n     "stop_reason": "banana"}\n  ]\n}\n'


def make_editor(qtbot) -> ScriptEditor:
    editor = ScriptEditor(None, EXAMPLE)
    qtbot.addWidget(editor)
    return editor


def test_the_example_is_valid_and_runs(qtbot):
    editor = make_editor(qtbot)
    assert editor.editor.toPlainText() == EXAMPLE and editor.use_button.isEnabled()
    with qtbot.waitSignal(editor.sig_script_ready) as blocker:
        editor.use_button.click()
    client = blocker.args[0]
    end = run(Q1042, FaultInjector(), client=client).end
    assert end.answer == "Deine Bestellung 1042 ist versandt und kommt am 3. November."


def test_errors_are_listed_by_line_and_field_and_nothing_runs(qtbot):
    editor = make_editor(qtbot)
    ready = []
    editor.sig_script_ready.connect(ready.append)
    editor.editor.setPlainText(BAD)
    with qtbot.waitSignal(editor.sig_validated) as blocker:  # validation follows typing (debounced)
        pass
    assert blocker.args == [False]
    assert editor.problems.count() == 1
    assert editor.problems.item(0).text().startswith("✗ line 5: replies[1].stop_reason: must be one of 'end_turn'")
    assert editor.editor.error_lines == {5} and not editor.use_button.isEnabled()
    assert editor.use() is None and ready == []
    editor.problems.itemClicked.emit(editor.problems.item(0))
    assert editor.editor.textCursor().blockNumber() == 4
    assert "1 problem" in editor.status.text()


def test_files_round_trip(qtbot, tmp_path):
    editor = make_editor(qtbot)
    editor.save_file(tmp_path / "good.json")
    (tmp_path / "bad.json").write_text(BAD, encoding="utf-8")
    assert not editor.load_file(tmp_path / "bad.json")
    assert editor.problems.item(0).text().startswith("✗ line 5")
    assert editor.load_file(tmp_path / "good.json") and editor.editor.toPlainText() == EXAMPLE
    assert editor.editor.error_lines == set() and editor.problems.count() == 0


def test_script_editor_save_to_a_path_that_cannot_be_written_says_so(qtbot, tmp_path):
    editor = ScriptEditor(None, EXAMPLE)
    qtbot.addWidget(editor)
    assert editor.save_file(tmp_path) is False
    assert editor.status.text().startswith("cannot write") and editor.path is None
    assert editor.save_file(tmp_path / "s.json") and (tmp_path / "s.json").read_text(encoding="utf-8")


def test_typing_checks_the_script_on_a_helper_thread_once_typing_pauses(qtbot, monkeypatch):
    import threading

    from gui.models import script_editor

    editor = make_editor(qtbot)
    checked_on: list[threading.Thread] = []
    real = script_editor.load_script_text

    def spy(text: str, source: str = ""):
        checked_on.append(threading.current_thread())
        return real(text, source)

    monkeypatch.setattr(script_editor, "load_script_text", spy)
    editor.editor.moveCursor(editor.editor.textCursor().MoveOperation.End)
    with qtbot.waitSignal(editor.sig_validated, timeout=5000) as blocker:
        qtbot.keyClicks(editor.editor, "   ")  # three keystrokes
        assert checked_on == []  # nothing is checked while typing
    assert blocker.args == [True]
    assert len(checked_on) == 1 and checked_on[0] is not threading.main_thread()
    assert editor.use() is not None and len(checked_on) == 1  # the helper's result is reused


def test_a_result_for_text_changed_since_is_not_shown(qtbot):
    editor = make_editor(qtbot)
    editor.editor.setPlainText(BAD)
    stale = editor._generation
    editor.editor.setPlainText(EXAMPLE)
    assert editor.validate()
    editor._on_checked(stale, script_editor_error())
    assert editor.use_button.isEnabled() and editor.problems.count() == 0


def script_editor_error():
    from core.faults.scripted import ScriptError, load_script_text

    try:
        load_script_text(BAD)
    except ScriptError as error:
        return error
    raise AssertionError("BAD must be refused")


def test_the_example_is_the_lessons_own_in_its_words_or_its_hand_off(qtbot, tmp_path):
    import shutil

    from core.lesson.catalog import SHIPPED, find_lesson
    from core.lesson.loader import load_lesson
    from tests.core.german_words import german_in

    russian = lesson_script(find_lesson("ru-northwind"))
    editor = ScriptEditor(None, russian)
    qtbot.addWidget(editor)
    assert "lookup_order" in editor.editor.toPlainText() and not german_in([russian])
    with qtbot.waitSignal(editor.sig_validated) as validated:
        editor.editor.setPlainText(russian + " ")
    assert validated.args == [True]
    shutil.copytree(SHIPPED / "ru-northwind", tmp_path / "plain")
    (tmp_path / "plain" / "script.json").unlink()
    plain = load_lesson(tmp_path / "plain")
    assert plain.meta.handoff in lesson_script(plain) and "lookup_order" not in lesson_script(plain)
