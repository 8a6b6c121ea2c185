"""The toolbar's Calls menu: the protocol switches set a run, travel with it on the wire, show in the
inspector's Dialects view, are saved with the run and remembered by the window."""

from __future__ import annotations

import json

from core.lesson.catalog import default_lesson
from core.runs.markdown import to_markdown

Q1042 = "Wann kommt Bestellung 1042 an?"
TWO = "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?"


def _tick_both_tools(window) -> None:
    for action in window.toolbar.tool_actions.values():
        action.setChecked(True)


def test_the_default_switches_are_the_defaults(window):
    settings = window.toolbar.run_settings()
    assert (settings.tool_choice, settings.parallel_tool_calls, settings.strict_tools) == ("auto", True, [])
    assert window.toolbar.switches.text() == "Calls"


def test_tool_choice_none_gets_the_made_up_answer_and_the_dialects_show_it(window, ask, tmp_path):
    switches = window.toolbar.switches
    switches.choice_actions["none"].setChecked(True)
    switches.strict_actions["get_order_status"].setChecked(True)
    assert switches.text() == "Calls *" and "tool_choice none" in switches.toolTip()
    end = ask(window, Q1042)
    assert end.reason == "answer" and end.answer == default_lesson().fake.without_tools and end.calls == 1
    dialects = window.inspector.dialects
    dialects.with_tools.setChecked(True)
    dialects.refresh()
    anthropic = json.loads(dialects.text("anthropic"))
    chat = json.loads(dialects.text("openai-chat"))
    responses = json.loads(dialects.text("openai-responses"))
    assert anthropic["tool_choice"] == {"type": "none"} and anthropic["tools"][0]["strict"] is True
    assert chat["tool_choice"] == "none" and chat["tools"][0]["function"]["strict"] is True
    assert responses["tool_choice"] == "none" and responses["tools"][0]["strict"] is True
    assert chat["tools"][0]["function"]["parameters"]["additionalProperties"] is False
    record = window.bench.files.capture.record
    assert (record.settings.tool_choice, record.settings.strict_tools) == ("none", ["get_order_status"])
    assert "- Switches: tool_choice none · strict: get_order_status" in to_markdown(record)


def test_parallel_off_asks_one_call_per_reply_and_the_saved_run_says_so(window, ask, tmp_path):
    _tick_both_tools(window)
    window.toolbar.switches.act_parallel.setChecked(False)
    end = ask(window, TWO)
    assert end.calls == 3 and end.answer.startswith("Ich habe nachgesehen: 1042")
    replies = [m for m in end.messages if m.role == "assistant"]
    assert [len(m.tool_uses()) for m in replies] == [1, 1, 0]
    saved = window.bench.files.save_run(tmp_path / "run.json")
    assert json.loads(saved.read_text(encoding="utf-8"))["settings"]["parallel_tool_calls"] is False
    assert window.new_conversation()
    assert window.bench.files.open_run(saved) is not None
    assert "parallel tool calls off" in window.chat.plain_text()  # the opened run's heading names the switch
    window.inspector.dialects.with_tools.setChecked(True)
    window.inspector.dialects.refresh()
    assert json.loads(window.inspector.dialects.text("openai-chat"))["parallel_tool_calls"] is False


def test_a_named_tool_is_called_first_and_only_while_it_is_offered(window, ask):
    _tick_both_tools(window)
    switches = window.toolbar.switches
    switches.choice_actions["tool:get_return_window"].setChecked(True)
    end = ask(window, Q1042)
    first = next(m for m in end.messages if m.role == "assistant")
    assert [u.name for u in first.tool_uses()] == ["get_return_window"]
    window.toolbar.tool_actions["get_return_window"].setChecked(False)
    assert switches.tool_choice() == "auto" and not switches.choice_actions["tool:get_return_window"].isEnabled()
    assert window.toolbar.run_settings().tool_choice == "auto"


def test_the_switches_are_remembered(make_window, settings):
    first = make_window()
    _tick_both_tools(first)
    first.toolbar.switches.choice_actions["tool:get_return_window"].setChecked(True)
    first.toolbar.switches.act_parallel.setChecked(False)
    first.toolbar.switches.strict_actions["get_return_window"].setChecked(True)
    first.save_settings()
    again = make_window(settings=settings).toolbar.run_settings()
    assert (again.tool_choice, again.parallel_tool_calls, again.strict_tools) == (
        "tool:get_return_window", False, ["get_return_window"])


def test_a_damaged_remembered_choice_falls_back_to_auto(make_window, settings):
    settings.setValue("run/tool_choice", "tool:kaputt name")
    assert make_window(settings=settings).toolbar.run_settings().tool_choice == "auto"
