"""Fusion's small marks at the zoom: check and radio boxes, tree branch arrows, the arrows of drop-down buttons.

The zoom grows every text, but Fusion sizes these marks in pixels of their own: at 200 % a check box stayed a
14 px square beside 2 × text, and the tree's arrows 8 px, too small to see on a projector or to hit with a
mouse. `ZoomStyle` is Fusion with those marks times the zoom; it is installed at the first zoom other than
100 % (so a window at 100 % keeps Fusion itself) and follows every zoom after that.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPolygonF
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

PM = QStyle.PixelMetric
PE = QStyle.PrimitiveElement
GROWN = frozenset({PM.PM_IndicatorWidth, PM.PM_IndicatorHeight, PM.PM_ExclusiveIndicatorWidth,
                   PM.PM_ExclusiveIndicatorHeight})
ARROWS = frozenset({PE.PE_IndicatorArrowDown, PE.PE_IndicatorArrowUp, PE.PE_IndicatorArrowLeft,
                    PE.PE_IndicatorArrowRight})
ARROW = 9  # the side of Fusion's arrow at 100 %, in pixels: it never draws one larger, whatever the room
ROOM = 0.75  # at most this part of the room it is given (a tree's indentation), so it never touches the text


class ZoomStyle(QProxyStyle):
    """Fusion, with its marks `scale` times their size (1.0: Fusion's own, drawn by Fusion)."""

    def __init__(self, scale: float = 1.0) -> None:
        super().__init__("Fusion")
        self.scale = scale

    def pixelMetric(self, metric: QStyle.PixelMetric,  # noqa: N802 - Qt override
                    option: QStyleOption | None = None, widget: QWidget | None = None) -> int:
        value = super().pixelMetric(metric, option, widget)
        return round(value * self.scale) if metric in GROWN and self.scale > 1.0 else value

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,  # noqa: N802 - Qt override
                      painter: QPainter, widget: QWidget | None = None) -> None:
        if self.scale > 1.0:
            if element == PE.PE_IndicatorBranch:
                if option.state & QStyle.StateFlag.State_Children:  # a branch without children shows nothing
                    opened = option.state & QStyle.StateFlag.State_Open
                    backwards = option.direction == Qt.LayoutDirection.RightToLeft
                    self._arrow("down" if opened else "left" if backwards else "right", option, painter)
                return
            if element in ARROWS:
                self._arrow(element.name.removeprefix("PE_IndicatorArrow").lower(), option, painter)
                return
        super().drawPrimitive(element, option, painter, widget)

    def _arrow(self, pointing: str, option: QStyleOption, painter: QPainter) -> None:
        """A filled triangle pointing `pointing`, centred in the option's rectangle, in the text's colour."""
        rect = option.rect
        side = min(ARROW * self.scale, min(rect.width(), rect.height()) * ROOM)
        half, tip = side / 2, side / 4
        centre = QPointF(rect.center()) + QPointF(0.5, 0.5)
        corners = {"down": ((-half, -tip), (half, -tip), (0, tip)), "up": ((-half, tip), (half, tip), (0, -tip)),
                   "right": ((-tip, -half), (tip, 0), (-tip, half)), "left": ((tip, -half), (-tip, 0), (tip, half))}
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        colour = option.palette.text().color() if enabled else option.palette.mid().color()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPolygon(QPolygonF([centre + QPointF(x, y) for x, y in corners[pointing]]))
        painter.restore()


_installed: list[ZoomStyle] = []  # the style this module installed, kept (Qt owns it, Python names it)


def zoom_marks(scale: float) -> None:
    """The application's marks at `scale` (the zoom over 100 %): `ZoomStyle` is installed at the first scale other
    than 1.0 and set to each scale after it. Call it before the fonts change: a widget measures its marks again
    when its font does."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _installed and app.style() is _installed[0]:
        _installed[0].scale = scale
    elif scale != 1.0:
        style = ZoomStyle(scale)
        _installed[:] = [style]
        app.setStyle(style)
