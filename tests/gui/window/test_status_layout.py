"""The status bar's texts change at every step of a run: a text of the same width repaints its label, it does not
lay out the status bar and the main window again; a text of another width does, and no number is cut."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject


class LayoutRequests(QObject):
    """Counts the layout passes asked of the watched widgets."""

    def __init__(self, *widgets) -> None:
        super().__init__()
        self.seen: list[str] = []
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.seen.append(watched.objectName() or type(watched).__name__)
        return False


def _shown(qtbot, window):
    window.resize(1400, 800)
    window.show()
    qtbot.waitExposed(window)
    status = window.status
    status.set_state("waiting for the model (call 1)")
    status._set_calls(1, 4)
    status._set_tokens(1234, 5678)
    requests = LayoutRequests(window, window.statusBar())

    def quiet() -> bool:  # no pass asked for in a while: the window has settled (its first texts, its toolbars)
        count = len(requests.seen)
        qtbot.wait(40)
        return len(requests.seen) == count

    qtbot.waitUntil(quiet, timeout=5000)
    return status


def _handled() -> None:
    """Every posted event handled (a layout pass asked for is posted, and so is the window's, asked for by it)."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def test_a_status_text_of_the_same_width_does_not_lay_out_the_window_again(qtbot, window):
    status = _shown(qtbot, window)
    requests = LayoutRequests(window, window.statusBar())
    status.set_state("reply: tool_use")  # the run's state: any width
    status.set_state("running tool get_order_status(order_id='1042') and a longer text besides")
    status._set_calls(2, 4)
    status._set_tokens(1235, 5679)  # digits of the same width
    _handled()
    assert requests.seen == []
    assert status.state.text().startswith("running tool") and status.calls.text() == "calls 2/4"
    assert status.tokens.text() == "tokens: last call 1235 · this run 5679"


def test_a_number_of_another_width_lays_out_the_bar_and_stays_whole(qtbot, window):
    status = _shown(qtbot, window)
    requests = LayoutRequests(window.statusBar())
    status._set_tokens(123456, 5678901)
    qtbot.waitUntil(lambda: requests.seen != [] and status.tokens.width() >= status.tokens.sizeHint().width())
    assert status.tokens.width() == status.tokens.sizeHint().width()
    status._set_tokens(1, 2)
    qtbot.waitUntil(lambda: status.tokens.width() == status.tokens.sizeHint().width())


def test_the_state_is_as_wide_as_the_room_the_bar_gives_it(qtbot, window):
    status = _shown(qtbot, window)
    status.set_state("idle")
    _handled()
    box = status.state.parentWidget()
    assert status.state.geometry() == box.rect() and box.width() > 500  # the bar's free room, not the text's
