"""The real main window, driven offscreen: questions, answers, the inspector, the orders editor link."""

from __future__ import annotations

import json

from PySide6.QtGui import QGuiApplication

from core.engine.messages import ToolResultBlock, ToolUseBlock
from core.lesson.catalog import default_lesson
from core.lesson.store_errors import Said
from gui.inspector.history_model import PARTNER_BG


def test_1042_answer_inspector_and_highlighted_order(window, ask, monkeypatch):
    editor = window.orders_editor
    highlighted: list[str] = []
    real = editor.highlight_order

    def spy(order_id: str) -> None:
        highlighted.append(order_id)
        real(order_id)

    monkeypatch.setattr(editor, "highlight_order", spy)
    end = ask(window, "Wann kommt Bestellung 1042 an?")
    assert end.reason == "answer"
    chat = window.chat.plain_text()
    assert "call_1 get_order_status(1042) → 1042 — versandt, Lieferung 3. November" in chat
    assert "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November." in chat
    messages = window.inspector.history.messages
    assert [m.role for m in messages] == ["user", "assistant", "user", "assistant"]
    use, result = messages[1].content[0], messages[2].content[0]
    assert isinstance(use, ToolUseBlock) and isinstance(result, ToolResultBlock)
    assert use.id == result.tool_use_id == "call_1"
    tree = window.inspector.history
    assert tree.index(0, 0, tree.index(1, 0)).data() == "tool_use call_1"
    assert tree.index(0, 0, tree.index(2, 0)).data() == "tool_result → call_1"
    assert highlighted == ["1042"]
    assert "1042" in editor.highlighter.active()
    assert window.status.calls.text() == "calls 2/4"
    assert window.status.tokens.text() == "tokens: last call 45 · this run 79"
    assert "stopped: answered" in window.status.state.text()


def test_store_edit_is_used_by_the_next_answer(window, ask, store):
    ask(window, "Wann kommt Bestellung 1042 an?")
    store.update("1042", delivery="2026-11-05")
    end = ask(window, "Wann kommt Bestellung 1042 an?")
    assert end.answer == "Ich habe nachgesehen: 1042 — versandt, Lieferung 5. November."
    assert "call_2 get_order_status(1042) → 1042 — versandt, Lieferung 5. November" in window.chat.plain_text()


def test_selecting_tool_use_highlights_its_result_and_back(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    model, tree = window.inspector.history, window.inspector.tree
    use = model.index(0, 0, model.index(1, 0))
    result = model.index(0, 0, model.index(2, 0))
    assert model.data(result, role=_background()) is None
    tree.select_block(1, 0)
    assert model.data(result, role=_background()) == PARTNER_BG
    assert model.partners(use) == [result]
    tree.select_block(0, 0)  # the question's text block: no partner
    assert model.data(result, role=_background()) is None
    tree.select_block(2, 0)
    assert model.data(use, role=_background()) == PARTNER_BG


def _background():
    from PySide6.QtCore import Qt

    return Qt.ItemDataRole.BackgroundRole


def test_inspector_appends_rows_without_reset(window, ask):
    resets, inserted = [], []
    window.inspector.history.modelReset.connect(lambda: resets.append(1))
    window.inspector.history.rowsInserted.connect(lambda parent, first, last: inserted.append(first))
    ask(window, "Wann kommt Bestellung 1042 an?")
    ask(window, "Danke, das war alles.")
    assert resets == []
    assert inserted == [0, 1, 2, 3, 4, 5]


def test_calls_pane_shows_raw_json_and_copies_it(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    calls = window.inspector.calls
    assert [(r.call, r.stop_reason, r.input_tokens) for r in calls.model.records] == [(1, "tool_use", 34),
                                                                                     (2, "end_turn", 45)]
    calls.select(1)
    calls.copy_request.click()
    request = json.loads(QGuiApplication.clipboard().text())
    assert request["messages"][2]["content"][0] == {"type": "tool_result", "tool_use_id": "call_1",
                                                    "content": "1042 — versandt, Lieferung 3. November"}
    calls.copy_response.click()
    response = json.loads(QGuiApplication.clipboard().text())
    assert response["stop_reason"] == "end_turn"
    assert response["usage"] == {"input_tokens": 45, "output_tokens": 12}


def test_no_tools_gives_the_made_up_answer(window, ask):
    for action in window.toolbar.tool_actions.values():
        action.setChecked(False)
    assert window.toolbar.tools_button.text() == "Tools (0)"
    end = ask(window, "Wann kommt Bestellung 1042 an?")
    assert end.answer == default_lesson().fake.without_tools


def test_max_calls_hands_off_with_a_notice(window, ask):
    window.toolbar.max_calls_spin.setValue(2)
    end = ask(window, "Ich weiß die Nummer nicht mehr, es war ungefähr 1050.")
    assert end.reason == "max_calls"
    chat = window.chat.plain_text()
    assert "Handed off to a human" in chat and "Stopp nach 2 Aufrufen" in chat
    assert window.status.calls.text() == "calls 2/2"


def test_example_link_asks_the_question(window, qtbot):
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as blocker:
        window.chat.examples.linkActivated.emit("2")
    assert blocker.args[0].answer == "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer."
    assert "✗ keine Bestellung 9999" in window.chat.plain_text()


def test_input_line_and_ctrl_return_send(window, qtbot):
    window.chat.input.setText("Wo ist mein Paket?")
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as blocker:
        window.act_send.trigger()
    assert blocker.args[0].answer == "Wie lautet deine Bestellnummer?"
    assert window.chat.input.text() == ""
    assert window.act_send.shortcut().toString() == "Ctrl+Return"


def test_new_conversation_clears_and_ids_start_again(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert window.new_conversation()
    assert window.inspector.history.rowCount() == 0
    assert window.chat.plain_text().strip() == ""
    ask(window, "Wann kommt Bestellung 1042 an?")
    messages = window.runner.history
    assert len(messages) == 4
    assert messages[1].content[0].id == "call_1"


def test_store_notice_is_shown(make_window, store):
    store.notice = Said("created", path="/tmp/x")
    window = make_window()
    assert "New database created from the lesson data: /tmp/x" in window.chat.plain_text()


def test_chat_appends_at_the_end_without_rewriting(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    document = window.chat.transcript.document()
    before = document.characterCount()
    changes = []
    document.contentsChange.connect(lambda pos, removed, added: changes.append((pos, removed)))
    ask(window, "Wo ist Bestellung 9999?")
    assert changes, "the second run must add to the chat"
    # every change is at or after the old end: what was there is never re-rendered
    assert all(pos >= before - 1 and (removed == 0 or pos >= before) for pos, removed in changes)


def test_calls_pane_follows_the_newest_call_unless_an_older_one_is_read(window, ask, qtbot):
    """The pane moves to the newest call in the turn after the run's end (its JSON is not rendered inside the
    event slice that handled the end)."""
    calls = window.inspector.calls
    ask(window, "Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: calls.table.currentIndex().row() == 1, timeout=2000)
    ask(window, "Danke, das war alles.")
    qtbot.waitUntil(lambda: calls.table.currentIndex().row() == 2, timeout=2000)
    assert "Gern geschehen" in calls.response_text
    calls.select(0)
    ask(window, "Wo ist Bestellung 9999?")
    qtbot.wait(100)  # time for the follow, which must not happen
    assert calls.table.currentIndex().row() == 0


def test_file_quit_with_ctrl_q_closes_the_window_and_stops_a_running_question(make_window, qtbot):
    from PySide6.QtGui import QKeySequence

    from core.faults.tool_faults import ToolFault
    from core.lesson.tools import lesson_registry

    window = make_window(registry=lesson_registry(timeout=30))
    window.show()
    quit_action = window.bench.file_actions["quit"]
    assert quit_action in window.bench.file_menu.actions()
    assert quit_action.shortcut() == QKeySequence("Ctrl+Q")
    window.injector.arm(ToolFault(tool="get_order_status", kind="hang"))
    with qtbot.waitSignal(window.runner.sig_event, check_params_cb=lambda e: type(e).__name__ == "ToolStarted"):
        assert window.ask("Wann kommt Bestellung 1042 an?")
    quit_action.trigger()
    assert not window.isVisible()
    assert not window.runner.running


Q1042 = "Wann kommt Bestellung 1042 an?"


def _call_ids(window) -> list[str]:
    return [b.id for m in window.inspector.history.messages for b in m.content if isinstance(b, ToolUseBlock)]


def _runs(window) -> list[int]:
    return [record.run for record in window.inspector.calls.model.records]


def test_call_ids_and_runs_start_afresh_with_each_new_conversation(window, ask):
    ask(window, Q1042)
    ask(window, Q1042)
    assert _call_ids(window) == ["call_1", "call_2"] and _runs(window) == [1, 1, 2, 2]
    assert window.new_conversation()
    ask(window, Q1042)
    assert _call_ids(window) == ["call_1"] and _runs(window) == [1, 1]


def test_a_model_switch_keeps_the_conversation_and_its_numbering(window, ask):
    from core.lesson.fake_model import FakeClient

    ask(window, Q1042)
    assert window.models.use(FakeClient())  # the fake picked afresh: the conversation goes on
    ask(window, Q1042)
    assert _call_ids(window) == ["call_1", "call_2"] and _runs(window) == [1, 1, 2, 2]


def test_an_opened_run_keeps_its_number_in_its_conversation_and_the_next_question_follows(window, ask, tmp_path):
    ask(window, Q1042)
    ask(window, Q1042)
    saved = window.bench.files.save_run(tmp_path / "run.json")
    assert window.new_conversation()
    ask(window, "Danke, das war alles.")  # another conversation in between
    assert window.bench.files.open_run(saved) is not None
    assert _runs(window) == [2, 2]  # the saved run was the second question of its conversation
    ask(window, Q1042)
    assert _runs(window) == [2, 2, 3, 3] and _call_ids(window) == ["call_1", "call_2", "call_3"]
