"""A run's start and end enable and disable its controls (Abort, Next step, New conversation): the buttons show it,
but neither their toolbar nor the main window is laid out again for it (a layout pass of the whole window, and the
toolbar rows' fit after it, in the turn that ends a run). A control whose text changes still shows it whole."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QToolButton

from gui.common.i18n import language
from tests.gui.window.test_status_layout import LayoutRequests


def _settled(qtbot, window) -> None:
    window.show()
    qtbot.waitExposed(window)
    requests = LayoutRequests(window, *window.classroom.rows.rows())

    def quiet() -> bool:  # no pass asked for in a while: the window has settled
        count = len(requests.seen)
        qtbot.wait(60)
        return len(requests.seen) == count and not window.classroom.rows.refit.pending

    qtbot.waitUntil(quiet, timeout=5000)


def _handled() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def _button(window, action) -> QToolButton:
    return next(w for bar in window.classroom.rows.rows() if (w := bar.widgetForAction(action)) is not None)


def test_enabling_the_run_controls_lays_out_neither_their_row_nor_the_window(qtbot, window):
    _settled(qtbot, window)
    bar = window.toolbar
    requests = LayoutRequests(window, *window.classroom.rows.rows())
    fits = window.classroom.rows.moves, window.classroom.rows.refit.pending
    bar.set_running(True)  # a run's start
    _handled()
    assert _button(window, bar.act_abort).isEnabled() and not _button(window, bar.act_new).isEnabled()
    bar.act_next.setEnabled(True)  # paused in step mode
    _handled()
    assert _button(window, bar.act_next).isEnabled()
    bar.set_running(False)  # its end
    _handled()
    assert not _button(window, bar.act_abort).isEnabled() and not _button(window, bar.act_next).isEnabled()
    assert _button(window, bar.act_new).isEnabled()
    assert requests.seen == []
    assert (window.classroom.rows.moves, window.classroom.rows.refit.pending) == fits


def test_a_runs_end_does_not_lay_out_the_main_window(qtbot, window, ask, monkeypatch):
    from core.engine.events import RunEnded

    _settled(qtbot, window)
    requests = LayoutRequests()
    chat_event = window.chat.on_event  # the first of the window's parts to hear of each event

    def heard(event) -> None:
        if isinstance(event, RunEnded):  # what the turn's earlier events asked for (a wider number) is done first
            _handled()
            window.installEventFilter(requests)
        chat_event(event)

    monkeypatch.setattr(window.chat, "on_event", heard)
    ask(window, "Wo ist Bestellung 1042?")
    _handled()
    assert window.toolbar.act_new.isEnabled() and not window.toolbar.act_abort.isEnabled()
    assert requests.seen == []


def test_a_run_control_with_a_new_text_shows_it_whole(qtbot, window):
    _settled(qtbot, window)
    abort = _button(window, window.toolbar.act_abort)
    assert language.set("ru")
    qtbot.waitUntil(lambda: abort.width() == abort.sizeHint().width() and abort.text() != "Abort", timeout=2000)
    window.toolbar.act_abort.setText(window.toolbar.act_abort.text() + " …… longer")
    qtbot.waitUntil(lambda: abort.width() == abort.sizeHint().width(), timeout=2000)
    assert abort.text().endswith("longer")
