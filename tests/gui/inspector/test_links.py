"""Call ids linked between the Messages tree and the Dialects tab: select in one, see it selected in the other."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor

from core.engine.messages import ToolResultBlock, ToolUseBlock
from core.providers.dialects import DIALECTS


def _two_calls(window, ask) -> None:
    """Two questions in one conversation: call_1 (1042) and call_2 (9999), each with its tool_result."""
    ask(window, "Wann kommt Bestellung 1042 an?")
    ask(window, "Und Bestellung 9999?")


def _positions(window) -> dict[str, tuple[int, int, str]]:
    """call id -> (message row, block row, block type) of its tool_use, and of its tool_result under 'r:'+id."""
    found = {}
    for m, message in enumerate(window.inspector.history.messages):
        for b, block in enumerate(message.content):
            if isinstance(block, ToolUseBlock):
                found[block.id] = (m, b, "tool_use")
            elif isinstance(block, ToolResultBlock):
                found["r:" + block.tool_use_id] = (m, b, "tool_result")
    return found


def _current_block(window):
    current = window.inspector.tree.currentIndex()
    return window.inspector.history.block_at(current)


def test_tool_result_selected_in_the_tree_is_highlighted_in_all_three_dialects(window, ask, qtbot):
    _two_calls(window, ask)
    window.show()
    inspector, dialects = window.inspector, window.inspector.dialects
    spots = _positions(window)
    assert {"call_1", "call_2", "r:call_1", "r:call_2"} <= set(spots)
    m, b, _ = spots["r:call_2"]
    inspector.tree.select_block(m, b)  # the Messages tab is current: Dialects stays unrendered until shown
    assert dialects.renders == 0 and dialects.selected == "call_2"
    inspector.tabs.setCurrentWidget(dialects)
    qtbot.waitUntil(lambda: dialects.highlighted("anthropic") != [], timeout=3000)
    for dialect in DIALECTS:
        marked = dialects.highlighted(dialect)
        assert marked and set(marked) == {"call_2"}, dialect  # every place it occurs, and only that id
    assert dialects.id_combo.currentText() == "call_2"
    assert "call_2" in dialects.paths.text()
    assert isinstance(_current_block(window), ToolResultBlock)  # the tree kept the user's own choice


def test_visible_dialects_follow_the_tree_and_a_text_block_clears(window, ask, qtbot):
    _two_calls(window, ask)
    window.show()
    inspector, dialects = window.inspector, window.inspector.dialects
    inspector.tabs.setCurrentWidget(dialects)
    qtbot.waitUntil(lambda: dialects.renders == 1, timeout=3000)
    m, b, _ = _positions(window)["call_1"]
    inspector.tree.select_block(m, b)  # e.g. from a test or a future shortcut while the tab shows
    assert set(dialects.highlighted("openai-chat")) == {"call_1"}
    inspector.tree.select_block(0, 0)  # the question's text block: no call id
    assert all(dialects.highlighted(d) == [] for d in DIALECTS) and dialects.selected == ""


def test_id_chosen_in_the_dialects_selects_its_tool_use_in_the_tree(window, ask, qtbot):
    _two_calls(window, ask)
    window.show()
    inspector, dialects = window.inspector, window.inspector.dialects
    inspector.tabs.setCurrentWidget(dialects)
    qtbot.waitUntil(lambda: dialects.renders == 1, timeout=3000)
    spots = _positions(window)
    combo = dialects.id_combo
    combo.activated.emit(combo.findText("call_2"))  # as a user picking it in the "call id" box
    block = _current_block(window)
    assert isinstance(block, ToolUseBlock) and block.id == "call_2"
    current = inspector.tree.currentIndex()
    assert (current.parent().row(), current.row()) == spots["call_2"][:2]
    assert inspector.history.highlighted == "call_2"  # the tree's own partner highlight follows
    # clicking on an id inside a column's JSON does the same
    edit = dialects.columns["openai-responses"]
    start = edit.toPlainText().index('"call_1"') + 2
    cursor = QTextCursor(edit.document())
    cursor.setPosition(start)
    edit.setTextCursor(cursor)
    block = _current_block(window)
    assert isinstance(block, ToolUseBlock) and block.id == "call_1"
    assert set(dialects.highlighted("anthropic")) == {"call_1"}
