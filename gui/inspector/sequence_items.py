"""The pieces of the sequence diagram: where the lifelines stand, the lifelines, the arrows and the frame
around the arrows of one reply. Each item paints itself from the shared `Columns`, so a resize moves every
item without rebuilding the scene."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.runs.sequence import LIFELINES, Arrow
from gui.common.fault_marks import FAULT_COLOR
from gui.common.glossary_terms import explained

MARGIN = 10.0
HEADER = 40.0  # the lifelines' name boxes
ROW = 26.0  # one arrow
GROUP_HEADER = 16.0  # the caption above the arrows of one reply
MIN_SPACING = 96.0
TEXT_HEIGHT = 17.5  # the line height the sizes above are drawn for (11 pt): a zoomed font scales them
LINE = QColor("#455a64")
ERROR_COLOR = QColor("#c62828")
KIND_COLORS = {"answer": QColor("#2e7d32"), "handoff": QColor("#e65100"), "question": QColor("#1565c0")}
MARK_COLORS = {"error": ERROR_COLOR, "fault": QColor(FAULT_COLOR)}
SELECTED_BG = QColor("#fff59d")
LABEL_BG = QColor(255, 255, 255, 215)
DASH, DASH_PERIOD = 4, 6.0  # a lifeline's dash and its dash with the gap after it (Qt's DashLine at width 1)


KIND_TERMS = {"call": ("token", "system prompt"), "tool_use": ("tool_use", "tool_use_id"), "result": ("tool_result",),
              "skipped": ("tool_result",), "answer": ("end_turn",), "handoff": ("hand-off",)}
LIFELINE_TERMS = {"model": ("stop_reason",), "tools": ("tool_use", "tool_result"), "human": ("hand-off",)}


def arrow_tip(arrow: Arrow) -> str:
    """The arrow's label, then the glossary's meaning of what it carries."""
    error = ("is_error",) if arrow.mark == "error" else ()
    return explained(arrow.label, *KIND_TERMS.get(arrow.kind, ()), *error)


class Columns:
    """The x of each lifeline: spread over the width the view offers, never closer than MIN_SPACING."""

    def __init__(self, font: QFont) -> None:
        self.font = font
        self.metrics = QFontMetricsF(font)
        self.scale = max(1.0, self.metrics.height() / TEXT_HEIGHT)  # rows and boxes grow with the zoom
        self.row, self.header, self.group_header = ROW * self.scale, HEADER * self.scale, GROUP_HEADER * self.scale
        self.box = 0.0
        self.spacing = MIN_SPACING
        self.bottom = self.header + MARGIN
        self._elided: dict[tuple[str, float], tuple[str, float]] = {}
        self.version = 0  # counts the fits: an item's bounds worked out for an older fit are worked out again
        self.fit(0.0, ["" for _ in LIFELINES])

    def elided(self, text: str, width: float) -> tuple[str, float]:
        """`text` cut to `width` in this font, and its advance: worked out once per text and width (a
        repaint, e.g. on every scroll, draws the same labels again; a new font makes new Columns)."""
        key = (text, width)
        found = self._elided.get(key)
        if found is None:
            shown = self.metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
            found = self._elided[key] = (shown, self.metrics.horizontalAdvance(shown))
        return found

    def fit(self, width: float, names: list[str]) -> None:
        self._elided.clear()  # new widths: the old cuts are not drawn again
        self.version += 1
        wanted = max(max((self.metrics.horizontalAdvance(n) for n in names), default=0.0) + 12.0, 60.0)
        self.spacing = max(MIN_SPACING * self.scale, (width - 2 * MARGIN - wanted) / (len(LIFELINES) - 1))
        self.box = min(wanted, self.spacing - 8.0)

    def x(self, lifeline: str) -> float:
        return MARGIN + self.box / 2 + LIFELINES.index(lifeline) * self.spacing

    @property
    def width(self) -> float:
        return 2 * MARGIN + self.box + (len(LIFELINES) - 1) * self.spacing


def dashes(x: float, start: float, bottom: float, exposed: QRectF) -> list[QLineF]:
    """A lifeline's dashes (4 on, 2 off) that cross `exposed`, each at its fixed place in the scene. Qt's own
    dashed pen starts its pattern again where the line enters the painted area, so a view that is scrolled
    (its pixels shifted, only the strip that came into sight painted) would join dashes out of step."""
    first = max(0, math.floor((exposed.top() - start) / DASH_PERIOD))
    lines = []
    top = start + first * DASH_PERIOD
    while top < min(bottom, exposed.bottom() + 1):
        row = math.ceil(top) - 1  # the pixel row Qt's dashed pen starts a dash on
        lines.append(QLineF(x, row, x, min(row + DASH, bottom)))
        top += DASH_PERIOD
    return lines


class LifelineItem(QGraphicsItem):
    def __init__(self, key: str, name: str, columns: Columns) -> None:
        super().__init__()
        self.key, self.name, self.columns = key, name, columns
        self._reach = 0.0  # how far down its bounds go (see extend)
        self.setZValue(-2)
        self.setToolTip(explained(name, *LIFELINE_TERMS.get(key, ())))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # paint gets the exposed rect

    def boundingRect(self) -> QRectF:
        x, box = self.columns.x(self.key), self.columns.box
        return QRectF(x - box / 2 - 1, 0, box + 2, max(self._reach, self.columns.bottom + 1))

    def extend(self, old_bottom: float) -> None:
        """The lifeline now runs on from `old_bottom` to the columns' bottom: repaint that piece only. Its bounds
        reach ahead (doubling when passed), so a new arrow does not repaint the whole line, which crosses the
        whole view, as a change of its bounds would."""
        bottom = self.columns.bottom
        if bottom + 1 > self._reach:
            self.prepareGeometryChange()
            self._reach = 2 * bottom + 1
        x, box = self.columns.x(self.key), self.columns.box
        self.update(QRectF(x - box / 2 - 1, min(old_bottom, bottom) - 1, box + 2, abs(bottom - old_bottom) + 2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        x, start, bottom = self.columns.x(self.key), self.columns.header - 6, self.columns.bottom
        if widget is None:  # an export: one dashed line
            painter.setPen(QPen(LINE, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QLineF(x, start, x, bottom))
        else:  # on screen: the dashes where they are in the scene (see dashes)
            painter.setPen(QPen(LINE, 1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLines(dashes(x, start, bottom, option.exposedRect))
            if option.exposedRect.top() >= self.columns.header:  # the name box is not in the part painted
                return
        self.paint_head(painter, 0.0)

    def paint_head(self, painter: QPainter, top: float) -> None:
        """The name box at scene height `top` (the view repeats it at the top while scrolled down)."""
        x, box = self.columns.x(self.key), self.columns.box
        head = QRectF(x - box / 2, top + 4, box, self.columns.header - 10)
        painter.setPen(QPen(LINE, 1))
        painter.setBrush(QBrush(QColor("#eceff1")))
        painter.drawRoundedRect(head, 4, 4)
        painter.setFont(self.columns.font)
        painter.setPen(QColor("#263238"))
        text = self.columns.elided(self.name, box - 4)[0]
        painter.drawText(head, Qt.AlignmentFlag.AlignCenter, text)


class ArrowItem(QGraphicsItem):
    """One arrow at height `top`; its label sits above the line and may run on past the arrow's end."""

    def __init__(self, position: int, arrow: Arrow, top: float, columns: Columns) -> None:
        super().__init__()
        self.position, self.arrow, self.top, self.columns = position, arrow, top, columns
        self.selected = False
        self._bounds: tuple[Columns, int, QRectF] | None = None  # see boundingRect
        self.setToolTip(arrow_tip(arrow))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_arrow(self, arrow: Arrow) -> None:
        self.arrow = arrow
        self._bounds = None
        self.setToolTip(arrow_tip(arrow))
        self.update()

    def set_selected(self, on: bool) -> None:
        self.selected = on
        self.update()

    def _ends(self) -> tuple[float, float]:
        return self.columns.x(self.arrow.source), self.columns.x(self.arrow.target)

    def _label_rect(self) -> QRectF:
        x1, x2 = self._ends()
        left = min(x1, x2) + 6
        if x1 == x2:  # a message to itself: the label right of its loop
            left = x1 + 34
        columns = self.columns
        height = min(columns.metrics.height() + 1, columns.row - 6 * columns.scale - 2)  # a whole line, above the arrow
        return QRectF(left, self.top + 1, max(columns.width - MARGIN - left, 40.0), height)

    def boundingRect(self) -> QRectF:
        """Kept until the columns are fitted again: the scene (not indexed, as it grows) asks every arrow for
        its bounds on each paint, however small the part painted."""
        kept = self._bounds
        if kept is not None and kept[0] is self.columns and kept[1] == self.columns.version:
            return kept[2]
        x1, x2 = self._ends()
        line = QRectF(min(x1, x2) - 2, self.top, abs(x2 - x1) + 34, self.columns.row)
        bounds = line.united(self._label_rect())
        self._bounds = (self.columns, self.columns.version, bounds)
        return bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def color(self) -> QColor:
        return MARK_COLORS.get(self.arrow.mark) or KIND_COLORS.get(self.arrow.kind) or QColor("#212121")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.selected:
            painter.fillRect(self.boundingRect(), SELECTED_BG)
        x1, x2 = self._ends()
        y = self.line_y()
        style = Qt.PenStyle.DashLine if self.arrow.dashed else Qt.PenStyle.SolidLine
        painter.setPen(QPen(self.color() if self.arrow.mark else LINE, 1.4, style))
        if x1 == x2:
            painter.drawPolyline(QPolygonF([QPointF(x1, y - 8), QPointF(x1 + 26, y - 8), QPointF(x1 + 26, y),
                                            QPointF(x1 + 2, y)]))
            self._head(painter, x1 + 26, x1, y)
        else:
            painter.drawLine(QLineF(x1, y, x2, y))
            self._head(painter, x1, x2, y)
        self._label(painter)

    def line_y(self) -> float:
        return self.top + self.columns.row - 6 * self.columns.scale

    def _head(self, painter: QPainter, x1: float, x2: float, y: float) -> None:
        step = -7.0 if x2 > x1 else 7.0
        painter.setBrush(QBrush(painter.pen().color()))
        painter.setPen(QPen(painter.pen().color(), 1))
        painter.drawPolygon(QPolygonF([QPointF(x2, y), QPointF(x2 + step, y - 3.5), QPointF(x2 + step, y + 3.5)]))

    def _label(self, painter: QPainter) -> None:
        rect = self._label_rect()
        text, advance = self.columns.elided(self.arrow.label, rect.width())
        back = QRectF(rect.left() - 2, rect.top(), advance + 4, rect.height())
        if not self.selected:
            painter.fillRect(back, LABEL_BG)
        painter.setFont(self.columns.font)
        painter.setPen(self.color())
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


class GroupItem(QGraphicsItem):
    """The frame around the arrows of one reply that asked for several tools at once."""

    def __init__(self, caption: str, top: float, rows: int, columns: Columns) -> None:
        super().__init__()
        self.caption, self.top, self.rows, self.columns = caption, top, rows, columns
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        left = self.columns.x("program") - 14
        right = self.columns.width - MARGIN / 2  # the arrows' labels run on to the right
        return QRectF(left, self.top, right - left, self.columns.group_header + self.rows * self.columns.row + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#90a4ae"), 1))
        painter.setBrush(QBrush(QColor(236, 239, 241, 110)))
        painter.drawRect(rect)
        small = QFont(self.columns.font)
        small.setPointSizeF(max(self.columns.font.pointSizeF() * 0.85, 6.0))
        painter.setFont(small)
        painter.setPen(QColor("#546e7a"))
        painter.drawText(rect.adjusted(4, 1, -4, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         self.caption)
