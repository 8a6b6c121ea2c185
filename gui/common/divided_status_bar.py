"""A status bar whose fields are parted by thin lines.

Fusion draws no frame around a status bar's fields, so side by side they read as one line of words ("… this
run 79 model: Fake (lesson) conversation mode"), worse still from the back of a room. `DividedStatusBar`
draws a line in the gap between each two fields it shows, in the palette's `mid` colour, and gives each label
it holds a little room on either side, so no line touches a word.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizeGrip, QStatusBar, QWidget

MARGIN = 3  # the line's distance from the bar's top and bottom edge, in pixels
PAD = 4  # a label's room on either side of its text, in pixels


def fields(bar: QStatusBar) -> list[QWidget]:
    """The widgets the bar shows side by side, left to right (its size grip is no field)."""
    shown = [child for child in bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
             if child.isVisible() and not isinstance(child, QSizeGrip) and child.width() > 0]
    return sorted(shown, key=lambda child: child.x())


def divider_columns(bar: QStatusBar) -> list[int]:
    """Where the lines go: the middle of the gap between each two neighbouring fields."""
    shown = fields(bar)
    return [(left.geometry().right() + right.x() + 1) // 2 for left, right in zip(shown, shown[1:], strict=False)
            if right.x() > left.geometry().right() + 1]


class DividedStatusBar(QStatusBar):
    def childEvent(self, event: QChildEvent) -> None:
        super().childEvent(event)
        child = event.child()
        if event.added() and isinstance(child, QLabel) and child.contentsMargins().left() == 0:
            child.setContentsMargins(PAD, 0, PAD, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)  # a message hides the fields left of the permanent ones, and their lines with them
        columns = [x for x in divider_columns(self) if event.rect().left() <= x <= event.rect().right()]
        if not columns:
            return
        painter = QPainter(self)
        painter.setPen(self.palette().mid().color())
        for x in columns:
            painter.drawLine(x, MARGIN, x, self.height() - 1 - MARGIN)
        painter.end()
