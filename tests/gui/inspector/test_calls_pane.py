"""The calls pane: which call it shows and keeps in sight while a run steps on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.engine.events import Paused
from gui.inspector.calls_model import CallRecord
from gui.inspector.calls_pane import CallsPane


def _paused_kinds(seen) -> list[str]:
    return [e.kind for e in seen if isinstance(e, Paused)]


def _fully_visible(view, index) -> bool:
    rect = view.visualRect(index)
    return rect.isValid() and rect.top() >= 0 and rect.bottom() <= view.viewport().height()


def test_step_mode_paused_before_a_tool_shows_the_reply_that_asked_for_it(window, qtbot):
    """Between 'About to send' and 'About to run' the calls pane used to go blank."""
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    calls = window.inspector.calls
    window.toolbar.tool_actions["get_return_window"].setChecked(True)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=10000)
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool"], timeout=10000)
    assert calls.table.currentIndex().row() == 0
    assert calls.caption.text() == "run 1 · call 1 · tool_use"
    assert '"name": "get_return_window"' in calls.response_text
    tool_pause = [e for e in seen if isinstance(e, Paused)][-1]  # the two reads run together: one pause
    assert tool_pause.what == "About to run get_order_status(1042), get_return_window(1187) together"
    calls.select(0)  # the trainer keeps reading call 1 while stepping on
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool", "model"], timeout=10000)
    assert calls.caption.text().startswith("next request")
    with qtbot.waitSignal(window.sig_run_ended, timeout=10000):
        window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: calls.table.currentIndex().row() == 1, timeout=2000)  # right after the run's last slice
    assert "Rückgabe bis 9. November" in calls.response_text


def test_reading_an_older_call_is_not_interrupted_by_a_paused_tool(window, ask, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    ask(window, "Wann kommt Bestellung 1042 an?")
    calls = window.inspector.calls
    calls.select(0)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wo ist Bestellung 9999?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=10000)
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool"], timeout=10000)
    assert calls.table.currentIndex().row() == 0 and "call_1" in calls.response_text
    window.abort()
    qtbot.waitUntil(lambda: not window.runner.busy, timeout=10000)
    assert calls.table.currentIndex().row() == 0


def test_the_calls_table_scrolls_to_the_call_it_selects(qtbot):
    """After a 4-call run the selected last call sat below the table's edge, out of sight."""
    pane = CallsPane()
    qtbot.addWidget(pane)
    pane.resize(420, 300)
    pane.show()
    qtbot.waitExposed(pane)
    for n in range(1, 7):
        pane.add(CallRecord(1, n, "tool_use", 40 + n, 3, 0.0, {"messages": []}, {"content": []}))
    pane.select(5)
    qtbot.waitUntil(lambda: _fully_visible(pane.table, pane.model.index(5, 0)), timeout=2000)
    assert pane.caption.text() == "run 1 · call 6 · tool_use"


def test_a_long_conversations_request_shows_its_newest_messages_and_copies_whole(qtbot):
    from PySide6.QtGui import QGuiApplication

    from gui.inspector.request_view import SHOWN_MESSAGES

    pane = CallsPane()
    qtbot.addWidget(pane)
    messages = [{"role": "user", "content": f"Frage {n}"} for n in range(SHOWN_MESSAGES + 60)]
    pane.add(CallRecord(1, 1, "end_turn", 40, 3, 0.0, {"system": "S", "messages": messages}, {"content": []}))
    pane.select(0)
    shown = pane.json_view.toPlainText()
    assert "60 earlier messages not shown here" in shown
    assert "Frage 59\"" not in shown and f"Frage {SHOWN_MESSAGES + 59}" in shown and '"system": "S"' in shown
    pane.copy_request.click()
    copied = QGuiApplication.clipboard().text()
    assert "Frage 0\"" in copied and "not shown here" not in copied


def test_a_calls_request_shown_from_the_history_is_the_one_it_sent(window, ask):
    """The pane renders a call's newest messages from the conversation's history, not the whole body: every
    call of a long conversation (a hand-off whose unanswered turn a later question joins included) shows
    exactly what rendering its whole request and shortening it shows."""
    from gui.inspector.calls_model import pretty
    from gui.inspector.request_view import shortened, shown_request

    for question in ("Wann kommt Bestellung 1042 an?", "Ich weiß die Nummer nicht mehr, es war ungefähr 1050.",
                     *["Wann kommt Bestellung 1042 an?"] * 10):
        ask(window, question)
    inspector = window.inspector
    records = [r for r in inspector.calls.model.records if r.kind == "reply"]
    assert len(inspector.history.messages) > 45 and all(r.sent > 0 for r in records)
    left_out = 0
    for record in records:
        shown, short = shown_request(record, inspector.history.messages)
        whole, whole_short = shortened(record.request)
        assert pretty(shown) == pretty(whole) and short == whole_short
        left_out += short
    assert left_out  # the newest calls sent more than the pane shows
    inspector.calls.select(len(inspector.calls.model.records) - 1)
    assert inspector.calls.request_text == pretty(shortened(records[-1].request)[0])


def test_a_runs_end_shows_the_newest_call_in_a_later_turn_than_its_slice(window, qtbot):
    """The newest call's JSON is not rendered and painted in the turn of the run's last slice: the follow waits
    for the event pacer's turn without a slice, after the events the slice posted (its layouts, its paint)."""
    calls = window.inspector.calls
    rows: list[int] = []

    def at_the_end(_event) -> None:
        QCoreApplication.sendPostedEvents()  # what the turn still handles after the slice: layouts, paint, posts
        rows.append(calls.table.currentIndex().row())

    window.sig_run_ended.connect(at_the_end)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert window.ask("Wann kommt Bestellung 1042 an?")
    assert rows == [-1]  # not yet
    qtbot.waitUntil(lambda: calls.table.currentIndex().row() == len(calls.model.records) - 1 >= 0, timeout=2000)
    assert calls.caption.text().startswith("run 1 · call 2")


def test_a_runs_end_follows_at_a_turn_without_a_slice_even_once_the_next_run_began(window, ask):
    """The move to a run's newest call (its JSON rendered) waits for the pacer's turn without a slice; decided
    at the run's end, it still happens when the next run has begun by then, and not if the user chose a row."""
    from core.engine.events import RunStarted

    inspector, calls = window.inspector, window.inspector.calls
    jobs: list = []
    inspector.use_later(jobs.append)  # the turn without a slice comes when the test says
    started = RunStarted("Und 1187?", 4, (), "K-100")
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert calls.table.currentIndex().row() == -1  # not within the run's turns
    for job in jobs:
        job()
    first = len(calls.model.records) - 1
    assert calls.table.currentIndex().row() == first >= 0
    jobs.clear()
    ask(window, "Wann kommt Bestellung 1187 an?")
    inspector.on_event(started)  # the next question's run begins before the follow's turn
    for job in jobs:
        job()
    assert calls.table.currentIndex().row() == len(calls.model.records) - 1 > first
    jobs.clear()
    ask(window, "Wann kommt Bestellung 1042 an?")
    calls.select(0)  # the user reads the first call before the follow's turn
    for job in jobs:
        job()
    assert calls.table.currentIndex().row() == 0
    calls.table.clearSelection()
    calls.table.setCurrentIndex(calls.model.index(-1, 0))
    jobs.clear()
    ask(window, "Wann kommt Bestellung 1187 an?")
    calls.show_preview(9, {"messages": []})  # the next run is paused before its call when the follow's turn comes
    for job in jobs:
        job()
    assert calls.previewing and calls.caption.text().startswith("next request")  # the preview stays
