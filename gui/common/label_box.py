"""A box without a layout for a one-line label whose text changes often (a run's state, the calls pane's
caption). A QLabel's new text always asks its parent's layout for a pass, and each layout's pass asks the one
above it: a new caption in the inspector laid out every pane up to the main window, and the tab widget holding
the inspector (a narrow window's pane tabs) repainted itself whole at its pass. In this box the request stops
here: the label is as large as the box, and the box asks only for the label's shortest size (the label shortens
its text with … where it has less room); a new font or style (the zoom) still lays it out again."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class LabelBox(QWidget):
    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self.label = label
        label.setParent(self)
        self.setSizePolicy(label.sizePolicy())

    def sizeHint(self) -> QSize:
        return self.label.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.label.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.label.setGeometry(self.rect())
        super().resizeEvent(event)
