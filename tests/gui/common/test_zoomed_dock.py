"""A dock's title grows with the zoom, as the rest of the dock does."""

from __future__ import annotations

from PySide6.QtGui import QImage


def ink_height(image: QImage, top: int, bottom: int) -> int:
    """How many pixel rows between `top` and `bottom` hold dark (text) pixels."""
    rows = 0
    for y in range(top, bottom):
        if any(image.pixelColor(x, y).lightness() < 110 for x in range(0, image.width() // 3)):
            rows += 1
    return rows


def title_ink(qtbot, window, percent: int) -> tuple[int, int]:
    window.classroom.zoom.set_percent(percent)
    dock = window.classroom.explain
    qtbot.waitUntil(lambda: dock.widget().geometry().top() >= dock.fontMetrics().height(), timeout=2000)
    image = dock.grab().toImage()
    return ink_height(image, 0, dock.widget().geometry().top()), dock.fontMetrics().capHeight()


def test_the_explain_title_follows_the_zoom(qtbot, window):
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    small, small_caps = title_ink(qtbot, window, 100)
    large, large_caps = title_ink(qtbot, window, 250)
    assert small >= small_caps > 0  # "Explain": its capitals and the descender of "p"
    assert large >= large_caps, f"the title is painted {large} px high, its font's capitals alone are {large_caps}"
