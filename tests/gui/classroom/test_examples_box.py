"""The example questions show whole under the chat on a projector's screen, or scroll a whole line at a time with
the scroll bar in sight; the box grows with the zoom and follows the chat's width and the language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from gui.classroom.examples_box import MIN_LINES
from gui.common.i18n import language
from tests.gui.classroom.test_layout import fit_to, settle


def shows_all(box) -> bool:
    return box.viewport().height() >= box.widget().heightForWidth(box.viewport().width())


def scrolls_clearly(box) -> bool:
    line = box.widget().fontMetrics().lineSpacing()
    bar = box.verticalScrollBar()
    return (bar.isVisible() and bar.singleStep() == line and box.viewport().height() % line == 0
            and box.viewport().height() >= MIN_LINES * line)


def shown_at(qtbot, window, screen: QSize, zoom: int):
    window.classroom.zoom.set_percent(zoom)
    fit_to(window, screen)
    qtbot.waitUntil(lambda: window.frameGeometry().size() == screen, timeout=3000)
    box = window.classroom.examples_box
    settle(qtbot, lambda: shows_all(box) or scrolls_clearly(box))
    return box


@pytest.mark.parametrize("code", ["en", "de", "ru"])
@pytest.mark.parametrize(("screen", "zoom"), [(QSize(1366, 768), 100), (QSize(1920, 1080), 100),
                                              (QSize(1920, 1080), 150)], ids=["1366-100", "1920-100", "1920-150"])
def test_every_example_shows_on_a_projector(qtbot, window, screen, zoom, code):
    language.set(code)
    box = shown_at(qtbot, window, screen, zoom)
    settle(qtbot, lambda: shows_all(box))
    assert shows_all(box), (box.height(), box.widget().heightForWidth(box.viewport().width()))
    assert not box.verticalScrollBar().isVisible()


@pytest.mark.parametrize("code", ["en", "ru"])
def test_zoomed_on_a_small_screen_they_grow_and_scroll_a_line_at_a_time(qtbot, window, code):
    language.set(code)
    box = shown_at(qtbot, window, QSize(1366, 768), 100)
    before = box.height()
    window.classroom.zoom.set_percent(200)
    settle(qtbot, lambda: box.height() > before and (shows_all(box) or scrolls_clearly(box)))
    assert box.height() > before
    assert shows_all(box) or scrolls_clearly(box)
    assert window.chat.transcript.height() >= 3 * window.chat.transcript.fontMetrics().lineSpacing()


def test_a_narrower_chat_gives_the_examples_more_lines(qtbot, window):
    box = shown_at(qtbot, window, QSize(1920, 1080), 100)
    settle(qtbot, lambda: shows_all(box))
    before = box.height()
    sizes = window.splitter.sizes()
    window.splitter.setSizes([sizes[0] - 150, sizes[1] + 150, sizes[2]])
    settle(qtbot, lambda: box.height() > before and shows_all(box))
    assert box.height() > before and shows_all(box)
