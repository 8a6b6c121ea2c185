"""At a presenter's zoom the style's own marks grow with the text: check boxes, the message tree's branch arrows,
a drop-down's arrow. At 100 % they stay Fusion's."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QCheckBox, QStyle, QStyleOption

from gui.classroom.zoom import apply_zoom


def drawn_extent(element: QStyle.PrimitiveElement, state: QStyle.StateFlag, side: int = 40) -> tuple[int, int]:
    """The width and height of what the application's style paints for `element` in a `side`-pixel square."""
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    option = QStyleOption()
    option.rect = QRect(0, 0, side, side)
    option.state = state | QStyle.StateFlag.State_Enabled
    option.palette = QApplication.palette()
    painter = QPainter(image)
    QApplication.style().drawPrimitive(element, option, painter)
    painter.end()
    painted = [(x, y) for y in range(side) for x in range(side) if image.pixelColor(x, y).alpha() > 128]
    assert painted, f"{element.name} painted nothing"
    xs, ys = [x for x, _ in painted], [y for _, y in painted]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def test_a_check_box_grows_with_the_zoom(qtbot):
    box = QCheckBox("is_error")
    qtbot.addWidget(box)
    style = QApplication.style

    apply_zoom(100)
    indicator = style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, box)
    height = box.sizeHint().height()
    apply_zoom(200)
    assert style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, box) == 2 * indicator
    assert style().pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorHeight, None, box) >= 2 * indicator - 2
    assert box.sizeHint().height() >= 2 * indicator > height / 2
    apply_zoom(100)
    assert style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, box) == indicator


def test_the_branch_arrow_and_a_drop_down_arrow_grow_with_the_zoom(qtbot):
    branch = QStyle.StateFlag.State_Children
    apply_zoom(100)
    closed, opened = (drawn_extent(QStyle.PrimitiveElement.PE_IndicatorBranch, branch),
                      drawn_extent(QStyle.PrimitiveElement.PE_IndicatorBranch, branch | QStyle.StateFlag.State_Open))
    down = drawn_extent(QStyle.PrimitiveElement.PE_IndicatorArrowDown, QStyle.StateFlag.State_None)
    apply_zoom(200)
    closed_2, opened_2 = (drawn_extent(QStyle.PrimitiveElement.PE_IndicatorBranch, branch),
                          drawn_extent(QStyle.PrimitiveElement.PE_IndicatorBranch,
                                       branch | QStyle.StateFlag.State_Open))
    down_2 = drawn_extent(QStyle.PrimitiveElement.PE_IndicatorArrowDown, QStyle.StateFlag.State_None)
    assert closed_2[1] >= 1.6 * closed[1], (closed, closed_2)  # a closed branch points right: its height grows
    assert opened_2[0] >= 1.6 * opened[0], (opened, opened_2)  # an open one points down: its width grows
    assert opened_2[0] > opened_2[1] and closed_2[1] > closed_2[0]  # and each still points its way
    assert down_2[0] >= 1.6 * down[0], (down, down_2)


def test_a_branch_without_children_shows_no_arrow_at_any_zoom(qtbot):
    apply_zoom(200)
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    option = QStyleOption()
    option.rect = QRect(0, 0, 40, 40)
    option.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Item
    painter = QPainter(image)
    QApplication.style().drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorBranch, option, painter)
    painter.end()
    assert all(image.pixelColor(x, y).alpha() == 0 for y in range(40) for x in range(40))


def test_the_arrow_keeps_to_the_room_it_is_given(qtbot):
    """A tree's indentation is the arrow's room: at the largest zoom the arrow leaves a margin beside the text."""
    apply_zoom(250)
    width, height = drawn_extent(QStyle.PrimitiveElement.PE_IndicatorBranch, QStyle.StateFlag.State_Children,
                                 side=20)
    assert max(width, height) <= 16
