"""A dock's title grows with the zoom, as the rest of the dock does."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QApplication

BUTTONS = ("qt_dockwidget_floatbutton", "qt_dockwidget_closebutton")  # the names Qt gives them


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


def button_sizes(qtbot, window, percent: int) -> list[QSize]:
    """The explain dock's float and close buttons, as placed in its title row at `percent`."""
    window.classroom.zoom.set_percent(percent)
    dock = window.classroom.explain
    qtbot.waitUntil(lambda: dock.widget().geometry().top() >= dock.fontMetrics().height(), timeout=2000)
    QApplication.processEvents()
    buttons = [b for b in dock.findChildren(QAbstractButton) if b.objectName() in BUTTONS]
    assert len(buttons) == 2 and all(b.isVisible() for b in buttons)
    return [b.geometry().size() for b in buttons]


def test_the_explain_docks_buttons_follow_the_zoom(qtbot, window):
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    small = button_sizes(qtbot, window, 100)
    large = button_sizes(qtbot, window, 200)
    for at_100, at_200 in zip(small, large, strict=True):
        assert at_200.width() >= 1.6 * at_100.width() and at_200.height() >= 1.6 * at_100.height(), (small, large)
    assert button_sizes(qtbot, window, 100) == small  # and back
