"""The count above each input bar of the context chart, and the run total's line, each drawn by one plot item.

One pyqtgraph TextItem per bar re-computed its transform for every paint, so with fifty calls the chart's paint
took longer than a frame; this item keeps (x, y, text) and draws every label in one paint, at pixel size.
Imported with the plot (pyqtgraph loads when the chart is first shown).
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF


class OverPlot(pg.GraphicsObject):
    """An item drawn at pixel size over the whole plot: it paints in screen coordinates, wherever the view is."""

    def boundingRect(self) -> QRectF:
        box = self.getViewBox()
        return box.viewRect() if box is not None else QRectF()


class BarValues(OverPlot):
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


class TotalLine(OverPlot):
    """A question's running total: a line through a dot per call, broken where the next question starts.

    A call's point is appended (`add`), never rebuilt: a PlotDataItem with symbols rebuilt its line and its
    symbols from every point on each redraw, about half of the chart's redraw. Drawn in one paint, at pixel size.
    """

    def __init__(self, color: str, size: float = 6.0) -> None:
        super().__init__()
        self.color = QColor(color)
        self.radius = size / 2
        self._dot: QPixmap | None = None  # a point's dot, drawn once
        self.runs: list[tuple[int, list[QPointF]]] = []  # (question, its points)

    def clear(self) -> None:
        self.runs = []
        self.update()

    def add(self, run: int, x: float, y: float) -> None:
        if not self.runs or self.runs[-1][0] != run:
            self.runs.append((run, []))
        self.runs[-1][1].append(QPointF(x, y))
        self.update()

    def getData(self) -> tuple[list[float], list[float]]:  # noqa: N802 - pyqtgraph's name
        """The points' x and y, a NaN between two questions."""
        xs: list[float] = []
        ys: list[float] = []
        for number, (_, points) in enumerate(self.runs):
            if number:
                xs.append(math.nan)
                ys.append(math.nan)
            xs += [p.x() for p in points]
            ys += [p.y() for p in points]
        return xs, ys

    def paint(self, painter: QPainter, *_args) -> None:
        to_screen = painter.transform()
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.color, 2))
        dot = self._dot or self._draw_dot()
        for _, points in self.runs:
            shown = [to_screen.map(point) for point in points]
            painter.drawPolyline(QPolygonF(shown))
            for point in shown:
                painter.drawPixmap(QPointF(point.x() - self.radius - 1, point.y() - self.radius - 1), dot)
        painter.restore()

    def _draw_dot(self) -> QPixmap:
        side = int(2 * self.radius + 2)
        self._dot = dot = QPixmap(side, side)
        dot.fill(Qt.GlobalColor.transparent)
        painter = QPainter(dot)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.color)
        painter.drawEllipse(QPointF(side / 2, side / 2), self.radius, self.radius)
        painter.end()
        return dot
