"""A one-line label that shortens its text with … when it is given less room than the text needs, and then
shows the whole text as its tooltip; it never makes its window wider than the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QStyleOption


class ElidedLabel(QLabel):
    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self.fontMetrics().horizontalAdvance("…") * 4, super().minimumSizeHint().height())

    def elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def paintEvent(self, event: QPaintEvent) -> None:
        rect = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawItemText(painter, rect, int(self.alignment()), option.palette, self.isEnabled(), text,
                                  self.foregroundRole())
        painter.end()
        self.setToolTip(self.text() if text != self.text() else "")  # the whole text, where it was shortened
