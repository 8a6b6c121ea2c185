"""The application's style at the zoom: check-box and radio-button indicators and trees' expand arrows grow with
the font of the widget they belong to (Fusion sizes them in fixed pixels, so at 200 % the boxes stayed 14 px and
the arrows 8x4 px beside text twice as tall).
The zoom's controller installs it once; each widget's font is its zoom, so nothing needs to be told of a zoom."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPolygonF
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

from gui.common.zoom_sizes import base_font

PM = QStyle.PixelMetric
SCALED = frozenset({PM.PM_IndicatorWidth, PM.PM_IndicatorHeight,
                    PM.PM_ExclusiveIndicatorWidth, PM.PM_ExclusiveIndicatorHeight})
ARROW = (8, 4)  # a tree's expand arrow at 100 %: its width across and its depth, px


def zoom_of(widget: QWidget | None) -> float:
    """The widget's font (the application's without one) against the 100 % font."""
    size = (widget.font() if widget is not None else QApplication.font()).pointSizeF()
    base = base_font().pointSizeF()
    return size / base if size > 0 and base > 0 else 1.0


def _base_name() -> str:
    """The name of the style the application runs on, under any zoom style."""
    style = QApplication.style()
    if isinstance(style, ZoomStyle) and style.baseStyle() is not None:
        style = style.baseStyle()
    return style.name()


class ZoomStyle(QProxyStyle):
    """The application's style with the indicators' pixel metrics times the zoom of the widget asking."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create(_base_name()))

    def pixelMetric(self, metric: QStyle.PixelMetric,  # noqa: N802 - Qt override
                    option: QStyleOption | None = None, widget: QWidget | None = None) -> int:
        value = super().pixelMetric(metric, option, widget)
        return round(value * zoom_of(widget)) if metric in SCALED else value

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,  # noqa: N802 - Qt override
                      painter: QPainter, widget: QWidget | None = None) -> None:
        zoom = zoom_of(widget) if element == QStyle.PrimitiveElement.PE_IndicatorBranch else 1.0
        if abs(zoom - 1.0) < 0.05 or not option.state & QStyle.StateFlag.State_Children:
            super().drawPrimitive(element, option, painter, widget)
        else:
            _branch_arrow(option, painter, zoom)


def _branch_arrow(option: QStyleOption, painter: QPainter, zoom: float) -> None:
    """A tree's expand arrow ARROW px times the zoom (the base style caps its arrow at ARROW px, as a pixmap):
    pointing down when open, else to the side the text runs."""
    cell = QRectF(option.rect)
    width = min(ARROW[0] * zoom, cell.width(), cell.height())
    depth = width * ARROW[1] / ARROW[0]
    centre = cell.center()
    if option.state & QStyle.StateFlag.State_Open:
        points = [QPointF(-width / 2, -depth / 2), QPointF(width / 2, -depth / 2), QPointF(0, depth / 2)]
    else:
        side = -1 if option.direction == Qt.LayoutDirection.RightToLeft else 1
        points = [QPointF(-side * depth / 2, -width / 2), QPointF(-side * depth / 2, width / 2),
                  QPointF(side * depth / 2, 0)]
    colour = QColor(option.palette.windowText().color())
    colour.setAlpha(160)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([centre + point for point in points]))
    painter.restore()


def install_zoom_style() -> None:
    """The application's style becomes a `ZoomStyle` (once)."""
    if not isinstance(QApplication.style(), ZoomStyle):
        QApplication.setStyle(ZoomStyle())
