"""The dialects pane: one history in three dialects, call ids linked across them, rendering only when seen."""

from __future__ import annotations

import time

import pytest
from PySide6.QtGui import QTextCursor

from core.engine.events import MessageAppended, RunStarted
from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from core.lesson.tools import lesson_registry
from gui.inspector.dialect_links import SpanIndex, id_spans
from gui.inspector.dialects_pane import DialectsPane
from tests.core.providers import replies as R
from tests.core.providers.harness import mock_client, run_loop

CALLS = [("call_a1", "get_order_status", {"order_id": "1042"}),
         ("call_b2", "get_return_window", {"order_id": "1187"})]


def long_history(calls: int = 50) -> list[Message]:
    messages = [Message(role="user", content="Wo sind meine Bestellungen?")]
    for n in range(calls):
        use = ToolUseBlock(id=f"toolu_{n:02d}", name="get_order_status", input={"order_id": str(1000 + n)})
        messages.append(Message(role="assistant", content=[TextBlock(text=f"Ich sehe nach ({n})."), use]))
        messages.append(Message(role="user", content=[ToolResultBlock(tool_use_id=use.id, content="versandt")]))
    messages.append(Message(role="assistant", content=[TextBlock(text="Alle unterwegs.")]))
    return messages


@pytest.fixture
def pane(qtbot):
    widget = DialectsPane(lesson_registry())
    widget.resize(1200, 600)
    qtbot.addWidget(widget)
    return widget


def _click(pane: DialectsPane, dialect: str, needle: str, occurrence: int = 0) -> None:
    text = pane.text(dialect)
    at = -1
    for _ in range(occurrence + 1):
        at = text.index(needle, at + 1)
    cursor = QTextCursor(pane.columns[dialect].document())
    cursor.setPosition(at + 2)
    pane.columns[dialect].setTextCursor(cursor)


def test_provider_history_renders_in_all_three_dialects(pane, qtbot):
    client, _ = mock_client("openai-chat", [R.chat(CALLS), R.chat(text="1042 kommt morgen.")])
    end, _ = run_loop(client)
    pane.set_history(list(end.messages), ["get_order_status", "get_return_window"])
    pane.refresh()
    anthropic, chat, responses = (pane.text(d) for d in ("anthropic", "openai-chat", "openai-responses"))
    assert '"tool_use_id": "call_a1"' in anthropic and '"type": "tool_use"' in anthropic
    assert '"tool_call_id": "call_a1"' in chat and '"role": "tool"' in chat
    assert '"type": "function_call_output"' in responses and '"call_id": "call_b2"' in responses
    assert '"input_schema"' not in anthropic  # tools only when asked for
    pane.with_tools.setChecked(True)
    pane.refresh()
    assert '"input_schema"' in pane.text("anthropic") and '"parameters"' in pane.text("openai-chat")


def test_clicking_an_id_highlights_it_in_the_other_two(pane, qtbot):
    pane.set_history(long_history(3))
    pane.show()
    qtbot.waitUntil(lambda: pane.renders == 1)
    with qtbot.waitSignal(pane.sig_id_selected) as picked:
        _click(pane, "openai-chat", '"toolu_01"')
    assert picked.args == ["toolu_01"]
    for dialect in ("anthropic", "openai-chat", "openai-responses"):
        assert pane.highlighted(dialect) == ["toolu_01", "toolu_01"], dialect  # the call and its result
    responses = pane.columns["openai-responses"]
    assert pane.index["openai-responses"].id_at(responses.textCursor().position()) == "toolu_01"
    assert pane.id_combo.currentText() == "toolu_01"
    paths = pane.paths.text()
    assert "messages[3].content[1].id" in paths and "messages[4].content[0].tool_use_id" in paths
    assert "input[" in paths  # the Responses column's items
    _click(pane, "anthropic", '"Ich sehe nach (2)')  # not an id: the highlight stays
    assert pane.selected == "toolu_01"


def test_id_box_selects_and_survives_new_messages(pane, qtbot):
    history = long_history(2)
    pane.set_history(history[:3])
    pane.show()
    qtbot.waitUntil(lambda: pane.renders == 1)
    pane.id_combo.activated.emit(0)
    assert pane.selected == "toolu_00"
    for index in range(3, len(history)):
        pane.on_event(MessageAppended(index, history[index]))
    qtbot.waitUntil(lambda: pane.renders == 2)
    assert pane.highlighted("anthropic") == ["toolu_00", "toolu_00"]
    assert [pane.id_combo.itemText(i) for i in range(pane.id_combo.count())] == ["toolu_00", "toolu_01"]


def test_hidden_pane_does_not_render_per_event_and_50_calls_stay_fluid(pane, qtbot):
    history = long_history(50)
    pane.on_event(RunStarted("q", 60, ("get_order_status",), "K-100"))
    for index, message in enumerate(history):
        pane.on_event(MessageAppended(index, message))
    assert pane.renders == 0 and pane.text("anthropic") == ""
    pane.show()
    qtbot.waitUntil(lambda: pane.renders == 1)
    started = time.perf_counter()
    pane.mark_dirty()
    pane.refresh()
    _click(pane, "anthropic", '"toolu_49"')
    seconds = time.perf_counter() - started
    assert pane.highlighted("openai-responses") == ["toolu_49", "toolu_49"]
    assert seconds < 1.0, f"re-render and link of a 50-call history took {seconds:.3f} s"
    for _ in range(5):  # a burst of events while visible: one coalesced render
        pane.on_event(MessageAppended(len(pane.messages), history[-1]))
    qtbot.waitUntil(lambda: pane.renders == 3)
    assert not pane._timer.isActive() and not pane._dirty  # nothing else pending


def test_span_index_finds_ids_by_position():
    text = '{"id": "a1", "x": "a1b", "r": "a1"}'
    spans = id_spans(text, ["a1"])
    assert [text[s:e] for s, e, _ in spans] == ["a1", "a1"]
    index = SpanIndex(spans)
    assert index.id_at(spans[0][0]) == "a1" and index.id_at(spans[1][1]) == "a1"
    assert index.id_at(text.index("a1b") + 1) == ""


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
