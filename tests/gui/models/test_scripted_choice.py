"""The scripted model chosen in the window: a new conversation starts its script afresh."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.core.faults.helpers import Q1042
from tests.gui.script_helpers import SCRIPT, use_script


def test_new_conversation_starts_the_script_from_its_first_reply(window, ask, qtbot):
    use_script(window, SCRIPT)
    assert ask(window, Q1042).answer == "Laut Skript: unterwegs."
    assert ask(window, Q1042).reason == "model_error"  # the script is spent within one conversation
    qtbot.mouseClick(window.toolbar.button_for(window.toolbar.act_new), Qt.MouseButton.LeftButton)
    end = ask(window, Q1042)
    assert end.reason == "answer" and end.answer == "Laut Skript: unterwegs."


def test_restart_for_each_question_is_offered_remembered_and_answers_every_question_afresh(make_window, ask, settings):
    window = make_window()
    use_script(window, SCRIPT)
    check = window.bench.scripted.restart_check
    assert not check.isHidden() and not check.isChecked() and check.text() == "Restart the script for each question"
    check.setChecked(True)
    for _ in range(3):
        end = ask(window, Q1042)
        assert end.reason == "answer" and end.answer == "Laut Skript: unterwegs."
    assert window.bench.files.current.settings.script_start == 0  # the saved run replays from the first reply
    window.close()
    again = make_window()
    assert again.bench.scripted.restart_check.isChecked()  # remembered


def test_a_used_up_script_shows_its_failed_call_in_the_calls_table(window, ask):
    use_script(window, '{"replies": [{"text": "Nur eine Antwort."}]}')
    assert ask(window, Q1042).answer == "Nur eine Antwort."
    end = ask(window, Q1042)
    assert end.reason == "model_error" and "the script has ended" in end.detail
    records = window.inspector.calls.model.records
    assert [r.kind for r in records] == ["reply", "failed"]
    assert "the script has ended" in records[-1].stop_reason and records[-1].run == records[0].run + 1
