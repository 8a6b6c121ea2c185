"""A live language switch words the chat's earlier program lines again (customer and assistant headers, a
hand-off, a fault that struck, a tool fault's note, a refused question); the lesson's words (the model's
replies, tool results, the trace lines) stay byte for byte. The model combo shows its whole text after it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from core.faults.model_faults import ModelFault
from core.faults.tool_faults import ToolFault
from gui.common.i18n import translate
from gui.models.labels import FAKE_MODEL
from tests.core.german_words import german_in

Q1042 = "Wann kommt Bestellung 1042 an?"
ENGLISH = ["Customer K-100", "Assistant", "Handed off to a human", "fault struck", "fault: get_order_status",
           "Please wait", "not sent"]


def _chat_with_program_lines(window, ask, qtbot) -> str:
    window.injector.arm(ToolFault(tool="get_order_status", kind="stale"))
    ask(window, Q1042)  # a tool fault's note, the answer
    window.injector.arm(ModelFault(kind="refusal"))
    ask(window, "Wo ist Bestellung 1043?")  # a model fault struck, a hand-off
    assert window.ask(Q1042)
    assert not window.ask("Wo ist Bestellung 9999?")  # refused while the first runs
    qtbot.waitUntil(lambda: not window.runner.busy, timeout=5000)
    return window.chat.plain_text()


@pytest.mark.parametrize("code", ["de", "ru"])
def test_earlier_program_lines_follow_a_live_switch_and_lesson_lines_stay(window, ask, qtbot, code):
    english = _chat_with_program_lines(window, ask, qtbot)
    assert all(words in english for words in ENGLISH), english
    assert window.language_menu.choose(code)
    switched = window.chat.plain_text()
    left = [words for words in ENGLISH if words in switched]
    assert left == [], switched
    assert translate("ChatView", "Handed off to a human") in switched
    assert switched.count(translate("ChatView", "Assistant") + "\n") >= 2
    lesson = [line for line in english.splitlines() if german_in([line]) and not any(w in line for w in ENGLISH)]
    assert lesson and all(line in switched.splitlines() for line in lesson)  # the lesson's words as they were
    assert window.language_menu.choose("en")
    assert window.chat.plain_text() == english  # and back, the same text


def test_a_streamed_header_and_a_new_conversation_keep_following_the_language(window, ask, qtbot):
    ask(window, Q1042)
    assert window.new_conversation()
    ask(window, Q1042)
    assert window.language_menu.choose("de")
    text = window.chat.plain_text()
    assert "Customer" not in text and "Assistant" not in text
    assert text.count(translate("ChatView", "Customer {id}").format(id="K-100")) == 1


@pytest.mark.parametrize("code", ["de", "ru"])
def test_the_model_combo_shows_its_whole_text_after_a_live_switch(window, ask, qtbot, code):
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    ask(window, Q1042)  # the window in use: its combo has been sized for English
    combo = window.toolbar.model_combo
    assert window.language_menu.choose(code)
    whole = QComboBox()
    whole.setFont(combo.font())
    whole.addItems([combo.itemText(i) for i in range(combo.count())])
    needed = whole.sizeHint().width()
    qtbot.waitUntil(lambda: combo.width() >= needed, timeout=2000)
    assert combo.isVisible() and combo.currentText() == translate("Models", FAKE_MODEL)
