"""Streamed answer text in the chat, and retry notices: small inserts at a kept cursor, never a re-render.

The first TextDelta of a call opens an assistant bubble; each further piece is
inserted at the bubble's end. The reply (or the run's end) closes it: a final
answer keeps the bubble (the chat then adds no second one), text before a tool
call is labelled as such, a stream that broke off is marked as thrown away.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QTextCharFormat, QTextCursor, QTextFrameFormat

from core.engine.events import CallStarted, ReplyReceived, Retrying, RunEnded, TextDelta
from gui.common.i18n import QT_TRANSLATE_NOOP, translate
from gui.common.provider_events import retry_text

STREAMING = QT_TRANSLATE_NOOP("ChatView", "Assistant ⋯ (streaming)")
FINAL = QT_TRANSLATE_NOOP("ChatView", "Assistant")
BEFORE_TOOLS = QT_TRANSLATE_NOOP("ChatView", "Assistant (before the tool calls)")
DISCARDED = QT_TRANSLATE_NOOP("ChatView", "✗ Answer broke off — discarded")
WIDE_INDENT, NARROW_INDENT, NARROW_BELOW = 90, 24, 400  # a narrow chat (a projector) keeps room for the words


def indent_for(width: int) -> int:
    return WIDE_INDENT if width >= NARROW_BELOW else NARROW_INDENT


def _set_indent(frame: QTextFrameFormat, customer: bool, indent: int) -> None:
    frame.setLeftMargin(indent if customer else 4)
    frame.setRightMargin(4 if customer else indent)


def reindent(document, indent: int) -> None:
    """Give every bubble in `document` the new indent (customers' bubbles are the ones indented left)."""
    for frame in document.rootFrame().childFrames():
        fmt = frame.frameFormat().toFrameFormat()
        _set_indent(fmt, fmt.leftMargin() > fmt.rightMargin(), indent)
        frame.setFrameFormat(fmt)


def bubble_frame(background: str, border: str, customer: bool, indent: int = WIDE_INDENT) -> QTextFrameFormat:
    """The frame of one chat bubble: customers indented from the left, the assistant from the right."""
    frame = QTextFrameFormat()
    frame.setBackground(QColor(background))
    frame.setBorder(1)
    frame.setBorderBrush(QColor(border))
    frame.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
    frame.setPadding(8)
    frame.setTopMargin(6)
    frame.setBottomMargin(6)
    _set_indent(frame, customer, indent)
    return frame


BUBBLE_BG, BORDER, HEAD, DISCARD = "#eef0f2", "#c9d3de", "#374151", "#9ca3af"


class StreamedBubble:
    """Owns at most one open bubble in `chat` (a ChatView) and feeds it TextDelta pieces."""

    def __init__(self, chat) -> None:
        self.chat = chat
        self.head: QTextCursor | None = None  # selects the bubble's header text
        self.body: QTextCursor | None = None  # sits at the end of the streamed text
        self.text = ""
        self.answered = ""  # the final answer, when it was streamed (the run's end adds no second bubble)
        self.start = 0  # where the streamed text begins
        self.active = False  # from CallStarted to RunEnded; deltas of an abandoned call arriving later are dropped

    def on_event(self, event) -> bool:
        """Handle `event` if it is about streaming; True when the chat should not show it otherwise."""
        if isinstance(event, CallStarted):
            self.active, self.answered = True, ""
            self._close(DISCARDED if self.body is not None else "")
        elif isinstance(event, TextDelta):
            if self.active and event.text:
                self._append(event.text)
            return True
        elif isinstance(event, Retrying):
            self.chat.add_line(retry_text(event), "#b26a00")
            return True
        elif isinstance(event, ReplyReceived) and self.body is not None:
            stop = event.reply.stop_reason
            self.answered = event.reply.text() if stop == "end_turn" else ""
            self._close({"end_turn": FINAL, "tool_use": BEFORE_TOOLS}.get(stop, "") or translate(
                "ChatView", "Assistant (stop_reason: {stop})").format(stop=stop))
        elif isinstance(event, RunEnded):
            self.active = False
            self._close(DISCARDED if self.body is not None else "")
            streamed, self.answered = self.answered, ""
            return event.reason == "answer" and bool(streamed) and streamed == event.answer
        return False

    def _append(self, text: str) -> None:
        body = self.body if self.body is not None else self._open()
        body.insertText(text)
        self.text += text
        self.chat._scroll_down()

    def _open(self) -> QTextCursor:
        """Open the answer's bubble; the cursor where its text goes."""
        cursor = self.chat._end_cursor()
        cursor.insertFrame(bubble_frame(BUBBLE_BG, BORDER, customer=False, indent=self.chat.indent))
        start = cursor.position()
        cursor.insertText(translate("ChatView", STREAMING), self._head_format(HEAD))
        end = cursor.position()
        cursor.insertBlock()  # first, so the header cursor below does not move along with the inserts
        self.head = QTextCursor(cursor)
        self.head.setPosition(start)
        self.head.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        cursor.setCharFormat(QTextCharFormat())
        self.body, self.text, self.start = cursor, "", cursor.position()
        return cursor

    @staticmethod
    def _head_format(color: str) -> QTextCharFormat:
        fmt = QTextCharFormat()
        fmt.setFontWeight(QFont.Weight.Bold)
        fmt.setForeground(QColor(color))
        return fmt

    def _close(self, label: str) -> None:
        if self.body is None or self.head is None:
            return
        if label == DISCARDED:  # grey and struck through: this text never became part of the history
            self.answered = ""
            gone = QTextCursor(self.body)
            gone.setPosition(self.start, QTextCursor.MoveMode.KeepAnchor)  # before the label moves it
            fmt = QTextCharFormat()
            fmt.setForeground(QColor(DISCARD))
            fmt.setFontStrikeOut(True)
            gone.mergeCharFormat(fmt)
        if label:
            color = DISCARD if label == DISCARDED else HEAD
            self.head.insertText(translate("ChatView", label), self._head_format(color))
        self.head = self.body = None
