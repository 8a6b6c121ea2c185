"""The history tree follows the newest block."""

from __future__ import annotations

from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from gui.inspector.history_model import HistoryModel
from gui.inspector.history_view import HistoryView


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
