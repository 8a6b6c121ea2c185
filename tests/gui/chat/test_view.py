"""The chat view: bubbles that fit a narrow pane, refusals a learner can read."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from core.engine.events import Paused
from gui.chat.bubbles import bubble_indents
from gui.chat.view import ChatView


def _paused_kinds(seen) -> list[str]:
    return [e.kind for e in seen if isinstance(e, Paused)]


def _bubble_margins(chat) -> list[tuple[int, int]]:
    return bubble_indents(chat.transcript.document())


def test_refusal_notices_use_marks_the_chat_font_can_draw(window, qtbot):
    """⛔ has no glyph in DejaVu (nor most Linux fonts): the refusal began with an empty box."""
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    assert not window.ask("Wo ist Bestellung 9999?")
    assert not window.new_conversation()
    window.abort()
    qtbot.waitUntil(lambda: not window.runner.busy, timeout=3000)
    metrics = QFontMetrics(window.chat.transcript.font())
    text = window.chat.plain_text()
    assert "not sent" in text and "A new conversation can start once" in text
    missing = {c for c in text if ord(c) > 0x2000 and not metrics.inFontUcs4(ord(c))}
    assert not missing, f"no glyph for {missing}"


def test_bubbles_in_a_narrow_chat_keep_room_for_their_words(qtbot):
    """On a projector the chat pane is ~240 px: a 90 px indent left ~100 px, 'Bestellnumm|er?' broke mid-word."""
    chat = ChatView()
    qtbot.addWidget(chat)
    chat.resize(700, 400)
    chat.show()
    qtbot.waitExposed(chat)
    chat.add_bubble("Kunde K-100", "Wo ist mein Paket?", "#dcecff", customer=True)
    chat.add_bubble("Assistent", "Wie lautet deine Bestellnummer?", "#eef0f2")
    assert _bubble_margins(chat) == [(90, 4), (4, 90)]
    chat.resize(240, 400)
    qtbot.waitUntil(lambda: _bubble_margins(chat) == [(24, 4), (4, 24)], timeout=2000)
    chat.add_bubble("Kunde K-100", "Danke, das war alles.", "#dcecff", customer=True)
    assert _bubble_margins(chat)[-1] == (24, 4)
    chat.resize(700, 400)
    qtbot.waitUntil(lambda: _bubble_margins(chat) == [(90, 4), (4, 90), (90, 4)], timeout=2000)


def test_a_refused_typed_question_goes_back_into_the_input_line(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=3000)
    typed = "Und wann kann ich 1187 zurückgeben? Das ist eine lange Frage, die niemand zweimal tippt."
    window.chat.input.setText(typed)
    window.chat.send()
    assert "not sent" in window.chat.plain_text()
    assert window.chat.input.text() == typed
    window.chat.input.clear()
    window.chat.ask_example(2)  # a refused example link does not fill the input line
    assert window.chat.input.text() == ""
    with qtbot.waitSignal(window.sig_run_ended, timeout=3000):
        window.abort()


def test_a_hand_off_whose_stop_line_names_the_hand_off_text_says_it_once(qtbot):
    """The Russian lesson's stop line ends in its hand-off text: the bubble must not repeat it below."""
    from core.engine.events import RunEnded
    from core.lesson.catalog import find_lesson

    lesson = find_lesson("ru-northwind")
    chat = ChatView(examples=tuple(lesson.meta.examples), labels=lesson.meta.trace)
    qtbot.addWidget(chat)
    chat.add_end(RunEnded("max_calls", lesson.meta.handoff, 4, 100, 20, "4"))
    assert chat.plain_text().count(lesson.meta.handoff) == 1
    german = find_lesson("de-shop")
    chat = ChatView(examples=tuple(german.meta.examples), labels=german.meta.trace)
    qtbot.addWidget(chat)
    chat.add_end(RunEnded("max_calls", german.meta.handoff, 4, 100, 20, "4"))
    assert chat.plain_text().count(german.meta.handoff) == 1  # its stop line does not, so it follows


def _pixel(chat, x: int, y: int) -> str:
    return chat.transcript.viewport().grab().toImage().pixelColor(x, y).name()


def test_a_bubble_is_a_box_behind_its_text_also_when_its_header_scrolled_away(qtbot):
    chat = ChatView()
    qtbot.addWidget(chat)
    chat.resize(500, 300)
    chat.show()
    qtbot.waitExposed(chat)
    chat.add_bubble("Kunde K-100", "Wo ist mein Paket?", "#dcecff", customer=True)
    document, layout = chat.transcript.document(), chat.transcript.document().documentLayout()
    head = layout.blockBoundingRect(document.begin())
    assert _pixel(chat, int(head.left() + 200), int(head.top() - 3)) == "#dcecff"  # the padding above the text
    chat.add_bubble("Assistent", "\n".join(f"Zeile {i}" for i in range(60)), "#eef0f2")
    qtbot.waitUntil(lambda: chat.transcript.verticalScrollBar().value() > 0)
    body = layout.blockBoundingRect(document.lastBlock())
    x = int(body.right() + 4)  # in the right padding, beside the text
    y = int(body.bottom() - chat.transcript.verticalScrollBar().value() - 20)
    assert _pixel(chat, x, y) == "#eef0f2"
    assert _pixel(chat, int(body.right() + 30), y) != "#eef0f2"  # outside the box: the chat's own background


def test_appending_adds_blocks_at_the_end_and_no_frames(qtbot):
    """A frame makes Qt rescan every frame of the document: with one per bubble, each append cost more."""
    chat = ChatView()
    qtbot.addWidget(chat)
    for i in range(40):
        chat.add_bubble("Kunde K-100", f"Frage {i}\nzweite Zeile", "#dcecff", customer=True)
        chat.add_line(f"call_{i} get_order_status(1042) → versandt", "#1b5e20")
    document = chat.transcript.document()
    end, changes = document.characterCount(), []
    document.contentsChange.connect(lambda pos, removed, added: changes.append((pos, removed)))
    chat.add_bubble("Assistent", "Antwort", "#eef0f2")
    assert changes and all(pos >= end - 1 and removed == 0 for pos, removed in changes)
    assert document.rootFrame().childFrames() == []
    assert chat.plain_text().endswith("versandt\nAssistent\nAntwort")
    assert bubble_indents(document)[-1] == (4, 90) and len(bubble_indents(document)) == 41


def test_copying_a_bubble_gives_its_lines_as_plain_lines(qtbot):
    from PySide6.QtGui import QGuiApplication

    chat = ChatView()
    qtbot.addWidget(chat)
    chat.add_bubble("Kunde K-100", "Wo ist mein Paket?\nEs war 1042.", "#dcecff", customer=True)
    chat.add_line("call_1 get_order_status(1042) → versandt", "#1b5e20")
    chat.transcript.selectAll()
    chat.transcript.copy()
    assert QGuiApplication.clipboard().text() == ("Kunde K-100\nWo ist mein Paket?\nEs war 1042.\n"
                                                  "call_1 get_order_status(1042) → versandt")
