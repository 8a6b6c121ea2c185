"""The tour's bubble stays inside the window beside what it explains, never over it, on a projector's screen
and zoomed, and follows when the window is resized."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize

from gui.classroom.tour import beside
from gui.common.i18n import language
from tests.gui.classroom.test_layout import fit_to


def seen(window, widget) -> QRect:
    """The part of `widget` in sight, in the window's coordinates."""
    part = widget.visibleRegion().boundingRect()
    return QRect(widget.mapTo(window, part.topLeft()), part.size())


def misplaced(window, tour) -> list[str]:
    bubble = tour.bubble.geometry()
    target = tour.steps[tour.index][0]()
    wrong = []
    if not window.rect().contains(bubble):
        wrong.append(f"step {tour.index + 1}: {bubble} outside {window.rect()}")
    if bubble.intersects(seen(window, target)):
        wrong.append(f"step {tour.index + 1}: {bubble} covers {target.objectName() or type(target).__name__}")
    text, count = tour.bubble.text, tour.bubble.count
    if text.height() < text.heightForWidth(text.width()) or text.geometry().top() < count.geometry().bottom():
        wrong.append(f"step {tour.index + 1}: its text is cut ({text.height()} px of "
                     f"{text.heightForWidth(text.width())})")
    return wrong


@pytest.mark.parametrize("code", ["en", "de", "ru"])
@pytest.mark.parametrize(("screen", "zoom"), [(QSize(1366, 768), 100), (QSize(1366, 768), 150),
                                              (QSize(1280, 720), 150), (QSize(1920, 1080), 150)],
                         ids=["1366-100", "1366-150", "1280-150", "1920-150"])
def test_each_bubble_is_inside_the_window_beside_its_pane(qtbot, window, screen, zoom, code):
    language.set(code)
    window.classroom.zoom.set_percent(zoom)
    fit_to(window, screen)
    qtbot.waitUntil(lambda: window.frameGeometry().size() == screen, timeout=3000)
    tour = window.classroom.tour
    tour.start()
    wrong = []
    for _ in tour.steps:
        wrong += misplaced(window, tour)
        tour.bubble.next_button.click()
    assert wrong == []
    assert not tour.active


def test_the_bubble_follows_a_resize(qtbot, window):
    fit_to(window, QSize(1920, 1080))
    tour = window.classroom.tour
    tour.start()
    tour.next()  # the inspector
    fit_to(window, QSize(1366, 768))
    qtbot.waitUntil(lambda: window.frameGeometry().size() == QSize(1366, 768), timeout=3000)
    qtbot.waitUntil(lambda: misplaced(window, tour) == [], timeout=2000)


def test_beside_prefers_the_right_then_the_left_and_else_covers_least():
    room = QRect(0, 0, 1000, 600)
    assert beside(QRect(0, 100, 300, 400), QSize(200, 100), room) == QPoint(308, 100)
    assert beside(QRect(700, 100, 300, 400), QSize(200, 100), room) == QPoint(492, 100)
    assert beside(QRect(0, 0, 1000, 300), QSize(200, 100), room) == QPoint(8, 308)  # below a full-width strip
    spot = beside(QRect(0, 0, 1000, 600), QSize(200, 100), room)  # nowhere free: still inside
    assert room.contains(QRect(spot, QSize(200, 100)))


def test_the_bubble_fits_its_words_after_a_language_switch(qtbot, window):
    fit_to(window, QSize(1366, 768))
    qtbot.waitUntil(lambda: window.frameGeometry().size() == QSize(1366, 768), timeout=3000)
    language.set("en")
    window.classroom.zoom.set_percent(150)
    tour = window.classroom.tour
    tour.start()
    for _ in range(3):
        tour.next()  # the last step: the examples, the longest words
    language.set("ru")
    qtbot.waitUntil(lambda: misplaced(window, tour) == [], timeout=2000)
