"""Answers marked in the chat, the glossary wherever a term appears, and the first-start tour."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from core.faults.tool_faults import ToolFault
from gui.classroom.glossary import TERMS, terms_in, tooltip_for
from gui.classroom.tour import DONE_KEY


def test_an_answer_made_up_without_tools_is_marked_with_what_the_data_says(window, ask):
    for action in window.toolbar.tool_actions.values():
        action.setChecked(False)
    ask(window, "Wann kommt Bestellung 1042 an?")
    text = window.chat.plain_text()
    assert "Bestellung 1042 kommt bis Freitag an." in text
    assert "Not from the data" in text
    assert "Shop: versandt, Lieferung 3. November" in text.splitlines()


def test_an_answer_from_the_data_is_not_marked(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert "Not from the data" not in window.chat.plain_text()
    assert "untrusted" not in window.chat.plain_text()


def test_an_answer_repeating_an_untrusted_result_is_marked(window, ask):
    window.injector.arm(ToolFault(tool="get_order_status", kind="injection"))
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert "repeats text from an untrusted tool result" in window.chat.plain_text()


def test_glossary_terms_are_found_in_text():
    assert terms_in("tool_result → call_1 with is_error, stop_reason end_turn") == [
        "tool_result", "is_error", "stop_reason", "end_turn"]
    assert "tool_use:" in tooltip_for("tool_use call_1")


def test_inspector_items_explain_their_terms_on_hover(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    history = window.inspector.history
    assistant = history.index(1, 0, QModelIndex())
    tool_use = history.index(0, 0, assistant) if "tool_use" in str(history.index(0, 0, assistant).data()) \
        else history.index(1, 0, assistant)
    assert "tool_use:" in tool_use.data(Qt.ItemDataRole.ToolTipRole)
    header = window.inspector.calls.model.headerData
    tips = [header(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) or "" for i in range(8)]
    assert any("stop_reason:" in tip for tip in tips)


def test_help_opens_the_glossary_at_a_term(window):
    window.classroom.act_glossary.trigger()
    dialog = window.classroom.glossary
    assert dialog is not None and dialog.isVisible()
    assert dialog.list.count() == len(TERMS)
    window.classroom.explain.sig_term.emit("hand-off")
    assert dialog.list.currentItem().text() == "hand-off"
    assert "human" in dialog.text.toPlainText()
    dialog.close()


def test_explain_pane_links_its_terms(qtbot, window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: 'href="term:' in window.classroom.explain.label.text())  # at a turn without a slice


def test_tour_runs_once_and_can_be_repeated(qtbot, window, settings):
    window.show()
    tour = window.classroom.tour
    assert window.classroom.start_tour_if_new()
    assert tour.active
    for _ in range(len(tour.steps)):
        assert window.rect().contains(tour.bubble.geometry())
        tour.bubble.next_button.click()
    assert not tour.active
    assert str(settings.value(DONE_KEY)).lower() == "true"
    assert not window.classroom.start_tour_if_new()
    window.classroom.act_tour.trigger()
    assert tour.active
    tour.bubble.skip_button.click()
    assert not tour.active


def test_tour_does_not_block_the_window(qtbot, window, ask):
    window.show()
    window.classroom.start_tour_if_new()
    ask(window, "Wann kommt Bestellung 1042 an?")  # a question goes through while the tour shows
    assert window.classroom.tour.active
