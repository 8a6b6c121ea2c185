"""Check-box and radio-button indicators grow with the zoom (the application's style, installed by the zoom)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QCheckBox, QRadioButton, QStyle, QStyleOptionButton


def indicators(window, percent: int) -> tuple[QRect, QRect]:
    """A check box's and a radio button's indicator in the main window at `percent`."""
    window.classroom.zoom.set_percent(percent)
    QApplication.processEvents()
    rects = []
    for kind, element in ((QCheckBox, QStyle.SubElement.SE_CheckBoxIndicator),
                          (QRadioButton, QStyle.SubElement.SE_RadioButtonIndicator)):
        button = window.findChild(kind, "indicator_probe")
        option = QStyleOptionButton()
        button.initStyleOption(option)
        rects.append(button.style().subElementRect(element, option, button))
    return rects[0], rects[1]


def test_indicators_follow_the_zoom(qtbot, window):
    for kind in (QCheckBox, QRadioButton):
        kind("Restart the script for each question", window).setObjectName("indicator_probe")
    window.show()
    qtbot.waitExposed(window)
    small = indicators(window, 100)
    large = indicators(window, 200)
    for at_100, at_200 in zip(small, large, strict=True):
        assert at_100.width() > 0 and at_100.height() > 0
        assert at_200.width() >= 1.6 * at_100.width() and at_200.height() >= 1.6 * at_100.height(), (small, large)
    assert indicators(window, 100) == small  # and back
