"""Chat bubbles as two plain blocks (a header and a body) that the transcript paints a box behind.

A bubble is not a QTextFrame: every frame added to a document makes Qt rescan all frames and walk all the
root frame's children, so with frames each append costs more as the chat grows. A bubble's blocks carry
its colours and indent as block properties; their margins leave room for the padding and the border, and
`Transcript` paints the box of each bubble in view before the text. Lines inside a bubble are separated by
U+2028 (a line break inside the block), so a bubble stays two blocks however long its text is; the
document's plain text shows them as ordinary line breaks.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPaintEvent,
    QPen,
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import QTextBrowser

WIDE_INDENT, NARROW_INDENT, NARROW_BELOW = 90, 24, 400  # a narrow chat (a projector) keeps room for the words
MARGIN, BORDER, PADDING = 6, 1, 8  # between two bubbles, their border, inside it
INSET = BORDER + PADDING  # from a bubble's edge to its text
EDGE = INSET + MARGIN  # a bubble's outer block margins; Qt collapses two touching ones into the larger, so a
NEXT_EDGE = 2 * INSET + MARGIN  # bubble right after another one keeps its distance with a larger top margin
SERIAL = QTextFormat.Property.UserProperty + 1  # which bubble a block belongs to (0: none)
BORDER_COLOR = QTextFormat.Property.UserProperty + 2
CUSTOMER = QTextFormat.Property.UserProperty + 3  # a customer's bubble is indented from the left
BACKGROUND = QTextFormat.Property.UserProperty + 4  # the box's colour (not the block's: Qt would fill the margins)
LINE_BREAK = "\u2028"


def indent_for(width: int) -> int:
    return WIDE_INDENT if width >= NARROW_BELOW else NARROW_INDENT


def bubble_text(text: str) -> str:
    """`text` with its line breaks kept inside one block."""
    return text.replace("\r\n", "\n").replace("\n", LINE_BREAK)


def _set_indent(fmt: QTextBlockFormat, customer: bool, indent: int) -> None:
    fmt.setLeftMargin(INSET + (indent if customer else 4))
    fmt.setRightMargin(INSET + (4 if customer else indent))


def bubble_formats(serial: int, background: str, border: str, customer: bool,
                   indent: int = WIDE_INDENT, after_bubble: bool = False) -> tuple[QTextBlockFormat, QTextBlockFormat]:
    """The header's and the body's block formats of bubble number `serial` (`after_bubble`: right below one)."""
    head = QTextBlockFormat()
    head.setProperty(BACKGROUND, background)
    head.setProperty(SERIAL, serial)
    head.setProperty(BORDER_COLOR, border)
    head.setProperty(CUSTOMER, customer)
    _set_indent(head, customer, indent)
    body = QTextBlockFormat(head)
    head.setTopMargin(NEXT_EDGE if after_bubble else EDGE)
    body.setBottomMargin(EDGE)
    return head, body


def serial_of(block: QTextBlock) -> int:
    return block.blockFormat().intProperty(SERIAL) if block.isValid() else 0


def bubble_indents(document) -> list[tuple[int, int]]:
    """(left, right) distance of each bubble's box from the text area's edges, in document order."""
    found = []
    block = document.begin()
    while block.isValid():
        fmt = block.blockFormat()
        if fmt.intProperty(SERIAL) and block.next().isValid() and serial_of(block.next()) == fmt.intProperty(SERIAL):
            found.append((round(fmt.leftMargin()) - INSET, round(fmt.rightMargin()) - INSET))
            block = block.next()
        block = block.next()
    return found


def bubble_backgrounds(document) -> list[str]:
    """The colour of each bubble's box, in document order."""
    found = []
    block = document.begin()
    while block.isValid():
        if serial_of(block) and serial_of(block) != serial_of(block.previous()):
            found.append(block.blockFormat().stringProperty(BACKGROUND))
        block = block.next()
    return found


def reindent(document, indent: int) -> None:
    """Give every bubble in `document` the new indent (a walk over all blocks: only when the indent changes)."""
    block = document.begin()
    while block.isValid():
        fmt = block.blockFormat()
        if fmt.intProperty(SERIAL):
            _set_indent(fmt, fmt.boolProperty(CUSTOMER), indent)
            QTextCursor(block).setBlockFormat(fmt)
        block = block.next()


class Transcript(QTextBrowser):
    """The chat's text, with each bubble's box painted behind the bubbles in view."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        self._paint_boxes(painter, event.rect().top(), event.rect().bottom())
        painter.end()
        super().paintEvent(event)

    def _paint_boxes(self, painter: QPainter, first: int, last: int) -> None:
        """The boxes of the bubbles between the viewport's lines `first` and `last`."""
        layout = self.document().documentLayout()
        dx, dy = -self.horizontalScrollBar().value(), -self.verticalScrollBar().value()
        block = self.cursorForPosition(QPoint(0, first)).block()
        for _ in range(2):  # the header of a bubble whose body is the first block in view, or its padding
            if block.previous().isValid():
                block = block.previous()
        while block.isValid():
            top = layout.blockBoundingRect(block).top()
            if top + dy - INSET > last:
                return
            serial, body = serial_of(block), block.next()
            if serial and serial_of(body) == serial and serial_of(block.previous()) != serial:
                self._paint_box(painter, block, top, layout.blockBoundingRect(body).bottom(), QPointF(dx, dy))
                block = body
            block = block.next()

    @staticmethod
    def _paint_box(painter: QPainter, head: QTextBlock, top: float, bottom: float, offset: QPointF) -> None:
        """The box of the bubble whose header is `head`, from its text's `top` to its `bottom`."""
        text = head.layout().boundingRect()  # x: the block's left margin; width: what its text may fill
        left = head.layout().position().x() + text.x()
        box = QRectF(left - INSET, top - INSET, text.width() + 2 * INSET, bottom - top + 2 * INSET)
        fmt = head.blockFormat()
        painter.setPen(QPen(QColor(fmt.stringProperty(BORDER_COLOR)), BORDER))
        painter.setBrush(QBrush(QColor(fmt.stringProperty(BACKGROUND))))
        painter.drawRect(box.translated(offset).adjusted(0.5, 0.5, -0.5, -0.5))
