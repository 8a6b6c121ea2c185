"""The inspector as a trainer uses it on a projector: found by driving the real window, each pinned by a test."""

from __future__ import annotations

from core.engine.events import Paused
from core.lesson.tools import lesson_registry
from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from gui.inspector.calls_model import CallRecord
from gui.inspector.calls_pane import CallsPane
from gui.inspector.dialects_pane import DialectsPane
from gui.inspector.history_model import HistoryModel
from gui.inspector.history_view import HistoryView


def _paused_kinds(seen) -> list[str]:
    return [e.kind for e in seen if isinstance(e, Paused)]


def _fully_visible(view, index) -> bool:
    rect = view.visualRect(index)
    return rect.isValid() and rect.top() >= 0 and rect.bottom() <= view.viewport().height()


def test_history_tree_scrolls_to_the_newest_block_not_just_its_message_header(qtbot):
    """A long run used to stop with the newest message's header at the bottom edge, its blocks cut off."""
    model = HistoryModel()
    view = HistoryView(model)
    qtbot.addWidget(view)
    view.resize(420, 160)
    view.show()
    qtbot.waitExposed(view)
    model.append(Message(role="user", content=[TextBlock(text="Ich weiß die Nummer nicht mehr")]))
    for n in range(1, 9):
        use = ToolUseBlock(id=f"call_{n}", name="get_order_status", input={"order_id": str(1049 + n)})
        model.append(Message(role="assistant", content=[use]))
        model.append(Message(role="user", content=[ToolResultBlock(tool_use_id=use.id, content="keine",
                                                                   is_error=True)]))
    last = model.index(0, 0, model.index(model.rowCount() - 1, 0))
    qtbot.waitUntil(lambda: _fully_visible(view, last), timeout=2000)
    view.scrollToTop()
    row = model.rowCount() - 1  # after a hand-off the next question joins the unanswered tool_result message
    grown = model.messages[row].content + [TextBlock(text="Wann kommt Bestellung 1042 an?")]
    model.replace(row, model.messages[row].model_copy(update={"content": grown}))
    question = model.index(1, 0, model.index(row, 0))
    qtbot.waitUntil(lambda: _fully_visible(view, question), timeout=2000)


def test_step_mode_paused_before_a_tool_shows_the_reply_that_asked_for_it(window, qtbot):
    """Between 'About to send' and 'About to run' the calls pane used to go blank."""
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    calls = window.inspector.calls
    window.toolbar.tool_actions["get_return_window"].setChecked(True)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=3000)
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool"], timeout=3000)
    assert calls.table.currentIndex().row() == 0
    assert calls.caption.text() == "run 1 · call 1 · tool_use"
    assert '"name": "get_return_window"' in calls.response_text
    calls.select(0)  # the trainer keeps reading call 1 while stepping on
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool", "tool"], timeout=3000)
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen)[-1:] == ["model"] and len(_paused_kinds(seen)) == 4, timeout=3000)
    assert calls.caption.text().startswith("next request")
    with qtbot.waitSignal(window.sig_run_ended, timeout=3000):
        window.toolbar.act_next.trigger()
    assert calls.table.currentIndex().row() == 1 and "Rückgabe bis 9. November" in calls.response_text


def test_reading_an_older_call_is_not_interrupted_by_a_paused_tool(window, ask, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    ask(window, "Wann kommt Bestellung 1042 an?")
    calls = window.inspector.calls
    calls.select(0)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wo ist Bestellung 9999?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=3000)
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool"], timeout=3000)
    assert calls.table.currentIndex().row() == 0 and "call_1" in calls.response_text
    window.abort()
    qtbot.waitUntil(lambda: not window.runner.busy, timeout=3000)
    assert calls.table.currentIndex().row() == 0


def test_the_calls_table_scrolls_to_the_call_it_selects(qtbot):
    """After a 4-call run the selected last call sat below the table's edge, out of sight."""
    pane = CallsPane()
    qtbot.addWidget(pane)
    pane.resize(420, 300)
    pane.show()
    qtbot.waitExposed(pane)
    for n in range(1, 7):
        pane.add(CallRecord(1, n, "tool_use", 40 + n, 3, 0.0, {"messages": []}, {"content": []}))
    pane.select(5)
    qtbot.waitUntil(lambda: _fully_visible(pane.table, pane.model.index(5, 0)), timeout=2000)
    assert pane.caption.text() == "run 1 · call 6 · tool_use"


def test_dialects_columns_get_the_height_not_the_hint_line_above_them(qtbot):
    """Before any call id was chosen the one-line hint took 158 px and left the JSON columns 70 px."""
    pane = DialectsPane(lesson_registry())
    qtbot.addWidget(pane)
    pane.resize(590, 290)
    pane.show()
    qtbot.waitExposed(pane)
    line = pane.paths.fontMetrics().height()
    qtbot.waitUntil(lambda: pane.paths.height() <= 2 * line, timeout=2000)
    assert pane.columns["anthropic"].height() > 150


def test_dialects_id_box_is_blank_while_no_call_is_highlighted(qtbot):
    """The box showed 'call_1' after a run although nothing was highlighted: it looked chosen."""
    pane = DialectsPane(lesson_registry())
    qtbot.addWidget(pane)
    use = ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1042"})
    pane.set_history([Message(role="user", content="Wann kommt Bestellung 1042 an?"),
                      Message(role="assistant", content=[use]),
                      Message(role="user", content=[ToolResultBlock(tool_use_id="call_1", content="versandt")])])
    pane.refresh()
    assert pane.id_combo.count() == 1 and pane.id_combo.currentText() == ""
    assert pane.highlighted("anthropic") == []
    pane.select_id("call_1")
    assert pane.id_combo.currentText() == "call_1" and pane.highlighted("anthropic")
    pane.show_id("")  # the tree selected a text block
    assert pane.id_combo.currentText() == "" and pane.highlighted("anthropic") == []
