"""Tools → Edit tools… in the window: a saved tool is offered on the next model call without reopening the window,
called by a scripted model and by a provider against a local server, its result read from the lesson's tables;
the lesson is saved in the user's folder, never under resources/."""

from __future__ import annotations

import json
import threading

from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QMenu

from core.engine.events import ReplyReceived, ToolFinished
from core.engine.tokens import tokens
from core.faults.scripted import ScriptedClient
from core.lesson.catalog import SHIPPED
from core.lesson.user_lessons import user_root
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import use_provider

Q1042 = "Wann kommt Bestellung 1042 an?"
NAME = "get_delivery_date"
DESCRIPTION = "Der Liefertag einer Bestellung des angemeldeten Kunden, anhand ihrer Nummer."
QUERY = "SELECT order_id, delivery FROM orders WHERE order_id = :order_id AND customer_id = :customer"
SCRIPT = {"replies": [{"text": "Guten Tag."}, {"tool_calls": [{"name": NAME, "input": {"order_id": "1042"}}]},
                      {"text": "Am 3. November."}]}


def add_delivery_tool(window):
    """Add the tool in the editor as a learner would, and save."""
    editor = window.tool_editing.open()
    editor.add_button.click()
    form = editor.form
    form.name_edit.setText(NAME)
    form.description_edit.setPlainText(DESCRIPTION)
    form.query_edit.setPlainText(QUERY)
    form.result_edit.setText("{order_id} kommt am {delivery:date}")
    form.not_found_edit.setText("keine Bestellung {order_id}")
    editor.check()
    assert editor.save_button.isEnabled()
    editor.save_button.click()
    return editor


def events_of(window) -> list:
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    return seen


def test_saving_goes_to_the_users_folder_and_never_to_resources(window):
    shipped = {path.name: path.read_bytes() for path in (SHIPPED / "de-shop").iterdir()}
    add_delivery_tool(window)
    saved = json.loads((user_root() / "de-shop" / "tools.json").read_text(encoding="utf-8"))
    assert [tool["name"] for tool in saved["tools"]][-1] == NAME
    assert {path.name: path.read_bytes() for path in (SHIPPED / "de-shop").iterdir()} == shipped
    assert window.lesson.folder == user_root() / "de-shop"


def test_the_toolbar_and_the_fault_panel_get_the_new_tool(window):
    panel = window.bench.panel
    window.toolbar.switches.set_tool_choice("tool:get_order_status")
    add_delivery_tool(window)
    bar = window.toolbar
    assert bar.enabled_tools() == ("get_order_status", NAME)  # offered as before, the new one offered too
    assert list(bar.switches.strict_actions) == ["get_order_status", "get_return_window", "cancel_order", NAME]
    assert bar.switches.tool_choice() == "tool:get_order_status" and f"tool:{NAME}" in bar.switches.choice_actions
    assert (NAME, "error") in bar.fault_actions
    assert window.bench.act_panel in bar.faults_button.menu().actions()  # the bench's entry stays
    assert [panel.tool_combo.itemData(i) for i in range(panel.tool_combo.count())][-1] == NAME


def test_a_new_tool_raises_the_input_tokens_of_the_next_call(window, ask):
    seen = events_of(window)
    ask(window, Q1042)
    before = next(e for e in seen if isinstance(e, ReplyReceived)).reply.usage.input_tokens
    window.new_conversation()
    add_delivery_tool(window)
    seen.clear()
    ask(window, Q1042)
    after = next(e for e in seen if isinstance(e, ReplyReceived)).reply.usage.input_tokens
    assert after == before + tokens(f"{NAME} {DESCRIPTION}")


def test_the_conversation_goes_on_and_a_scripted_model_calls_the_new_tool(make_window, ask):
    window = make_window(client=ScriptedClient.from_text(json.dumps(SCRIPT)))
    assert ask(window, "Hallo").answer == "Guten Tag."
    add_delivery_tool(window)
    seen = events_of(window)
    ended = ask(window, Q1042)
    finished = [e for e in seen if isinstance(e, ToolFinished)]
    assert [(e.use.name, e.result.content, e.result.is_error) for e in finished] == [
        (NAME, "1042 kommt am 3. November", False)]
    assert ended.answer == "Am 3. November."
    assert ended.messages[0].content[0].text == "Hallo"  # the same conversation, not a new one


def test_a_provider_against_a_local_server_gets_and_calls_the_new_tool(window, ask):
    add_delivery_tool(window)
    steps = [Json(R.anthropic([("toolu_1", NAME, {"order_id": "1042"})])), Json(R.anthropic(text="Am 3. November."))]
    with ScriptedServer(steps) as server:
        use_provider(window, server.url)
        assert ask(window, Q1042).answer == "Am 3. November."
        first, second = (request.body for request in server.requests)
    offered = {tool["name"]: tool for tool in first["tools"]}
    assert offered[NAME]["description"] == DESCRIPTION
    assert offered[NAME]["input_schema"]["properties"] == {"order_id": {"type": "string"}}
    result = second["messages"][2]["content"][0]
    assert (result["tool_use_id"], result["content"]) == ("toolu_1", "1042 kommt am 3. November")


def test_the_dialects_show_the_new_tools_definition(window, ask):
    ask(window, Q1042)
    add_delivery_tool(window)
    window.inspector.dialects.with_tools.setChecked(True)
    ask(window, "Danke!")
    window.inspector.dialects.refresh()
    for dialect in ("anthropic", "openai-chat", "openai-responses"):
        assert NAME in window.inspector.dialects.text(dialect)
        assert DESCRIPTION in window.inspector.dialects.text(dialect)


def test_the_editor_follows_the_windows_zoom(window):
    editor = window.tool_editing.open()
    base = editor.form.query_edit.font().pointSizeF()
    window.classroom.zoom.set_percent(150)
    assert round(editor.form.query_edit.font().pointSizeF(), 2) == round(base * 1.5, 2)
    assert round(editor.form.name_edit.font().pointSizeF(), 2) == round(base * 1.5, 2)


def test_edit_tools_is_in_the_tools_menu_and_under_file_lesson(window):
    assert window.tool_editing.act_edit in window.findChild(QMenu, "tools-menu").actions()
    assert window.tool_editing.act_edit in window.lesson_menu.menu.actions()
    window.tool_editing.act_edit.trigger()
    assert window.tool_editing.editor is not None and window.tool_editing.editor.isVisible()


def test_strict_in_the_editor_is_the_calls_menus_strict_switch(window):
    editor = window.tool_editing.open()
    editor.tool_list.setCurrentRow(0)
    editor.form.strict_check.setChecked(True)
    editor.check()
    editor.save_button.click()
    assert window.toolbar.switches.strict_tools() == ["get_order_status"]
    window.toolbar.switches.strict_actions["get_order_status"].setChecked(False)
    editor = window.tool_editing.open()  # nothing unsaved: it shows the tools as the window has them now
    editor.tool_list.setCurrentRow(0)
    assert not editor.form.strict_check.isChecked()


def test_try_it_calls_the_saved_tool_by_hand(window):
    editor = add_delivery_tool(window)
    assert editor.try_button.isEnabled()
    editor.try_button.click()
    dock = window.tools_menu.dock
    assert not dock.isHidden() and dock.tool_combo.currentText() == NAME
    editor.form.name_edit.setText("changed")
    assert not editor.try_button.isEnabled()  # unsaved: the window does not have it yet


def test_closing_the_window_stops_the_threads_and_timers_of_its_editor_and_call_by_hand(make_window):
    """Nothing the tool editor or the call-by-hand dock started keeps running, or stays open, after the window."""
    from gui.common.worker_runner import WorkerRunner

    threads_before = set(threading.enumerate())
    window = make_window()
    window.show()
    editor = window.tool_editing.open()
    window.tools_menu.show_call()
    dock = window.tools_menu.dock
    dock.setFloating(True)  # a window of its own
    assert dock.run() and dock.runner.running  # the first call starts the dock's worker thread
    editor.add_button.click()
    editor.form.name_edit.setText("get_delivery_date")  # a check waits for the end of the typing
    assert any(timer.isActive() for timer in editor.findChildren(QTimer))
    window.close()
    assert [runner for runner in window.findChildren(WorkerRunner) if runner.running] == []
    assert set(threading.enumerate()) <= threads_before
    assert QThreadPool.globalInstance().activeThreadCount() == 0
    assert [timer for timer in editor.findChildren(QTimer) + dock.findChildren(QTimer) if timer.isActive()] == []
    assert not editor.isVisible() and not dock.isVisible()
