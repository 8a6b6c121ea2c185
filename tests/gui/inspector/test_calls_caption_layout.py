"""The calls pane's caption changes with each call it shows: the label repaints, but no pane above it is laid out
again for it (the chain of layout passes went up to the main window, and the pane tabs of a narrow window
repainted the whole inspector at their pass). The caption still fills its room and follows the zoom."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tests.gui.window.test_status_layout import LayoutRequests


def _handled() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def _settled(qtbot, window, width: int) -> None:
    window.resize(width, 700)
    window.show()
    qtbot.waitExposed(window)
    requests = LayoutRequests(window)

    def quiet() -> bool:  # no pass asked for in a while: the window has settled
        count = len(requests.seen)
        qtbot.wait(60)
        return len(requests.seen) == count

    qtbot.waitUntil(quiet, timeout=5000)


def test_a_new_caption_lays_out_no_pane_above_it(qtbot, window):
    for width in (1400, 760):  # the panes side by side, and a narrow window's pane tabs
        _settled(qtbot, window, width)
        inspector, calls = window.inspector, window.inspector.calls
        above = [window, window.centralWidget(), inspector, inspector.calls_part, calls]
        requests = LayoutRequests(*above)
        calls.show_preview(width, {"messages": []})
        _handled()
        assert calls.caption.text() == f"next request (paused before call {width})"
        assert requests.seen == []
        box = calls.caption.parentWidget()
        assert calls.caption.geometry() == box.rect() and box.width() > 100  # the room beside the buttons


def test_the_caption_grows_with_the_zoom(qtbot, window):
    _settled(qtbot, window, 1400)
    caption = window.inspector.calls.caption
    before = caption.height()
    font = caption.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    window.inspector.calls.setFont(font)
    qtbot.waitUntil(lambda: caption.height() >= before * 1.6 and caption.geometry() == caption.parentWidget().rect())
