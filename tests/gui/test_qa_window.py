"""Chat, run control, status bar and orders editor as a learner and a trainer use them: found by driving the
real window, each pinned by a test."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics

from core.engine.events import Paused
from gui.chat.view import ChatView
from gui.window.main_window import MainWindow, default_size


def _paused_kinds(seen) -> list[str]:
    return [e.kind for e in seen if isinstance(e, Paused)]


def _edit_1042_delivery(window, text: str) -> bool:
    editor = window.orders_editor
    index = editor.proxy.mapFromSource(editor.model.index(editor.model.row_of("1042"), 3))
    return editor.proxy.setData(index, text)


def test_ctrl_z_undoes_an_order_edit_after_asking_again_from_the_chat(window, ask, qtbot, store):
    """README's second step: edit 1042, ask again (focus is now in the chat), Ctrl+Z puts it back."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert _edit_1042_delivery(window, "5. November")
    assert "5. November" in ask(window, "Wann kommt Bestellung 1042 an?").answer
    for focus in (window.chat.transcript, window.inspector.tree):  # where a learner's focus is after asking
        focus.setFocus()
        qtbot.waitUntil(focus.hasFocus, timeout=2000)
        qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert store.get("1042").delivery == dt.date(2026, 11, 3)
        qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert store.get("1042").delivery == dt.date(2026, 11, 5)
    window.chat.input.setFocus()  # a text field keeps Ctrl+Z for its own text
    qtbot.waitUntil(window.chat.input.hasFocus, timeout=2000)
    qtbot.keyClick(window.chat.input, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert store.get("1042").delivery == dt.date(2026, 11, 5)


def test_undo_clears_an_old_refusal_but_a_refused_undo_is_still_reported(window, store):
    editor = window.orders_editor
    assert _edit_1042_delivery(window, "5. November")
    assert not _edit_1042_delivery(window, "32. November")
    assert not editor.message.isHidden() and "32. November" in editor.message.text()
    editor.undo_action.trigger()  # the cell now shows 3. November: the old complaint no longer applies
    assert editor.message.isHidden()
    editor.redo_action.trigger()
    store.delete("1042")  # someone else removed the order: this undo cannot be done, and says so
    editor.undo_action.trigger()
    assert not editor.message.isHidden() and "1042" in editor.message.text()


def test_new_conversation_starts_the_status_bar_counts_afresh(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert window.status.calls.text() == "calls 2/4"
    window.toolbar.max_calls_spin.setValue(10)
    assert window.new_conversation()
    assert window.status.calls.text() == "calls 0/10"
    assert window.status.tokens.text() == "tokens last call 0 · run 0"


def test_first_start_fits_a_small_screen(store, settings, qtbot):
    """1680×920 on a 1024×768 projector hid the orders, the input line and the status bar off-screen."""
    assert default_size(QSize(1920, 1080)) == QSize(1680, 920)
    assert default_size(QSize(1024, 738)) == QSize(983, 678)
    window = MainWindow(store, settings=settings)
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()  # offscreen: 800×800
    assert window.width() <= available.width() and window.height() <= available.height()
    window.close()
    qtbot.waitUntil(lambda: not window.runner.thread.isRunning(), timeout=3000)


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
    assert "nicht gesendet" in text and "Neues Gespräch erst" in text
    missing = {c for c in text if ord(c) > 0x2000 and not metrics.inFontUcs4(ord(c))}
    assert not missing, f"no glyph for {missing}"


def _bubble_margins(chat) -> list[tuple[float, float]]:
    frames = chat.transcript.document().rootFrame().childFrames()
    return [(f.frameFormat().leftMargin(), f.frameFormat().rightMargin()) for f in frames]


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


def test_abort_says_why_instead_of_abgebrochen_twice(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=3000)
    with qtbot.waitSignal(window.sig_run_ended, timeout=3000) as blocker:
        window.toolbar.act_abort.trigger()
    assert blocker.args[0].reason == "cancelled"
    chat, state = window.chat.plain_text(), window.status.state.text()
    assert "Abgebrochen (Abort gedrückt) → zu einem Menschen" in chat and "Abgebrochen (abgebrochen)" not in chat
    assert state == "idle · stopped: aborted (Abort gedrückt)"


def test_a_refused_typed_question_goes_back_into_the_input_line(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=3000)
    typed = "Und wann kann ich 1187 zurückgeben? Das ist eine lange Frage, die niemand zweimal tippt."
    window.chat.input.setText(typed)
    window.chat.send()
    assert "nicht gesendet" in window.chat.plain_text()
    assert window.chat.input.text() == typed
    window.chat.input.clear()
    window.chat.ask_example(2)  # a refused example link does not fill the input line
    assert window.chat.input.text() == ""
    with qtbot.waitSignal(window.sig_run_ended, timeout=3000):
        window.abort()
