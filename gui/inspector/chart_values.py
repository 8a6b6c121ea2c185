"""The count above each input bar of the context chart, all drawn by one plot item.

One pyqtgraph TextItem per bar re-computed its transform for every paint, so with fifty calls the chart's paint
took longer than a frame; this item keeps (x, y, text) and draws every label in one paint, at pixel size.
Imported with the plot (pyqtgraph loads when the chart is first shown).
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter


class BarValues(pg.GraphicsObject):
    """Labels centred above points of the plot: `set_values([(x, y, text), ...])`."""

    def __init__(self, color: str) -> None:
        super().__init__()
        self.color = QColor(color)
        self.values: list[tuple[float, float, str]] = []

    def set_values(self, values: list[tuple[float, float, str]]) -> None:
        self.prepareGeometryChange()
        self.values = values
        self.update()

    def texts(self) -> list[str]:
        return [text for _, _, text in self.values]

    def boundingRect(self) -> QRectF:
        box = self.getViewBox()
        return box.viewRect() if box is not None else QRectF()

    def paint(self, painter: QPainter, *_args) -> None:
        to_screen = painter.transform()
        painter.save()
        painter.resetTransform()
        painter.setPen(self.color)
        metrics = painter.fontMetrics()
        height = metrics.height()
        for x, y, text in self.values:
            point = to_screen.map(QPointF(x, y))
            width = metrics.horizontalAdvance(text) + 4
            painter.drawText(QRectF(point.x() - width / 2, point.y() - height, width, height),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, text)
        painter.restore()
