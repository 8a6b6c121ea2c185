"""Check-box and radio-button indicators and tree arrows grow with the zoom (the application's style, installed by
the zoom)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QTreeWidget,
    QTreeWidgetItem,
)


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


def arrow_size(qtbot, window, percent: int) -> tuple[int, int]:
    """The width and height of the ink a tree paints for an open and a closed row's expand arrow at `percent`."""
    window.classroom.zoom.set_percent(percent)
    tree = window.findChild(QTreeWidget, "arrow_probe")
    tree.resize(400, 300)
    QApplication.processEvents()
    image = tree.viewport().grab().toImage()
    paper = image.pixelColor(image.width() - 2, image.height() - 2)
    width = height = 0
    for item in (tree.topLevelItem(0), tree.topLevelItem(1)):
        row = tree.visualItemRect(item)
        ink = [(x, y) for x in range(tree.indentation()) for y in range(row.top(), row.bottom() + 1)
               if abs(image.pixelColor(x, y).lightness() - paper.lightness()) > 40]
        assert ink, f"no arrow painted at {percent} %"
        width = max(width, max(x for x, _ in ink) - min(x for x, _ in ink) + 1)
        height = max(height, max(y for _, y in ink) - min(y for _, y in ink) + 1)
    return width, height


def test_tree_arrows_follow_the_zoom(qtbot, window):
    tree = QTreeWidget(window)
    tree.setObjectName("arrow_probe")
    for name, is_open in (("main", True), ("closed", False)):
        item = QTreeWidgetItem(tree, [name])
        QTreeWidgetItem(item, ["fork"])
        item.setExpanded(is_open)
    window.show()
    qtbot.waitExposed(window)
    small = arrow_size(qtbot, window, 100)
    large = arrow_size(qtbot, window, 200)
    assert large[0] >= 1.6 * small[0] and large[1] >= 1.6 * small[1], (small, large)
    assert arrow_size(qtbot, window, 100) == small  # and back
