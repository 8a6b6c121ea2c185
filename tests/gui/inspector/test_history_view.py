"""The history tree follows the newest block."""

from __future__ import annotations

import dataclasses
import functools

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QImage

from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from gui.inspector.history_model import HistoryModel
from gui.inspector.history_view import HistoryView
from tests.gui.inspector.turns import paced_scroll_turns


def _fully_visible(view, index) -> bool:
    rect = view.visualRect(index)
    return rect.isValid() and rect.top() >= 0 and rect.bottom() <= view.viewport().height()


def _shown_tree(qtbot) -> tuple[HistoryModel, HistoryView]:
    """An empty history in a shown tree, 420×160."""
    model = HistoryModel()
    view = HistoryView(model)
    qtbot.addWidget(view)
    view.resize(420, 160)
    view.show()
    qtbot.waitExposed(view)
    return model, view


def test_history_tree_scrolls_to_the_newest_block_not_just_its_message_header(qtbot):
    """A long run used to stop with the newest message's header at the bottom edge, its blocks cut off."""
    model, view = _shown_tree(qtbot)
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
    model.replace(row, dataclasses.replace(model.messages[row], content=grown))
    question = model.index(1, 0, model.index(row, 0))
    qtbot.waitUntil(lambda: _fully_visible(view, question), timeout=2000)


class PaintedRows(QObject):
    """Records the height of every region the viewport is asked to paint."""

    def __init__(self, viewport) -> None:
        super().__init__(viewport)
        self.heights: list[int] = []
        viewport.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.heights.append(event.region().boundingRect().height())
        return False


def _shown_matches_fresh(view) -> bool:
    """What the screen holds for the view (painted piece by piece) equals the view drawn anew."""
    shown = view.screen().grabWindow(view.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    fresh = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return shown == fresh


def _turn(n: int) -> Message:
    if n % 3 == 1:
        return Message(role="assistant", content=[ToolUseBlock(id=f"call_{n}", name="get_order_status",
                                                               input={"order_id": str(1040 + n)})])
    if n % 3 == 2:
        return Message(role="user", content=[ToolResultBlock(tool_use_id=f"call_{n - 1}", content="versandt")])
    return Message(role="user", content=[TextBlock(text=f"Frage {n}")])


def _shown_view(qtbot, model, height=240):
    view = HistoryView(model)
    qtbot.addWidget(view)
    view.resize(420, height)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_appending_to_a_full_pane_repaints_only_the_newest_rows_and_shows_them_right(qtbot, qapp):
    """Each append used to repaint every visible row, so an append cost more once the pane was full."""
    model = HistoryModel()
    view = _shown_view(qtbot, model)
    for n in range(40):
        model.append(_turn(n))
    qtbot.waitUntil(lambda: _fully_visible(view, model.index(0, 0, model.index(39, 0))), timeout=2000)
    qapp.processEvents()
    painted = PaintedRows(view.viewport())
    row_height = view.visualRect(model.index(0, 0)).height()
    for n in range(40, 52):
        model.append(_turn(n))
        last = model.index(0, 0, model.index(n, 0))
        qtbot.waitUntil(lambda last=last: _fully_visible(view, last), timeout=2000)
        qapp.processEvents()  # the paint after the scroll
    view.viewport().removeEventFilter(painted)  # grabbing below paints the whole view once more
    assert painted.heights, "the appends painted nothing"
    assert max(painted.heights) <= 5 * row_height < view.viewport().height() // 2
    qtbot.waitUntil(lambda: _shown_matches_fresh(view), timeout=2000)


def test_changes_besides_appends_still_repaint_what_they_move(qtbot):
    """A collapsed message, a grown older message, a cleared history: the pane shows the rows as they are."""
    model = HistoryModel()
    view = _shown_view(qtbot, model)
    for n in range(12):
        model.append(_turn(n))
    qtbot.waitUntil(lambda: _shown_matches_fresh(view), timeout=2000)
    view.scrollToTop()
    view.collapse(model.index(0, 0))
    model.append(_turn(12))
    qtbot.waitUntil(lambda: _shown_matches_fresh(view), timeout=2000)
    grown = model.messages[3].content + [TextBlock(text="noch eine Frage")]
    model.replace(3, dataclasses.replace(model.messages[3], content=grown))
    model.append(_turn(13))
    qtbot.waitUntil(lambda: _shown_matches_fresh(view) and model.rowCount(model.index(3, 0)) == 2, timeout=2000)
    model.clear()
    model.append(_turn(0))
    qtbot.waitUntil(lambda: _shown_matches_fresh(view) and view.visualRect(model.index(0, 0)).top() == 0,
                    timeout=2000)


def test_the_scroll_to_the_newest_block_comes_in_a_turn_without_a_slice(qtbot, monkeypatch):
    """Given the window's event pacer, the tree scrolls to its newest block at a turn that handles no events."""

    model, view = _shown_tree(qtbot)
    questions = [Message(role="user", content=[TextBlock(text=f"Frage {n}")]) for n in range(12)]
    turns = paced_scroll_turns(qtbot, view, monkeypatch, [functools.partial(model.append, q) for q in questions])
    assert not [turn for turn in turns if "r" in turn and "s" in turn]
    qtbot.waitUntil(lambda: _fully_visible(view, model.index(model.rowCount() - 1, 0)), timeout=2000)
