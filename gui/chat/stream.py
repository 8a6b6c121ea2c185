"""Streamed answer text in the chat, and retry notices: small inserts at a kept cursor, never a re-render.

The first TextDelta of a call opens an assistant bubble; each further piece is
inserted at the bubble's end. The reply (or the run's end) closes it: a final
answer keeps the bubble (the chat then adds no second one), text before a tool
call is labelled as such, a stream that broke off is marked as thrown away.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtGui import QColor, QFont, QTextBlock, QTextCharFormat, QTextCursor

from core.engine.events import CallStarted, ReplyReceived, Retrying, RunEnded, TextDelta
from gui.chat.bubbles import bubble_text
from gui.common.i18n import QT_TRANSLATE_NOOP, translate
from gui.common.provider_events import retry_text

STREAMING = QT_TRANSLATE_NOOP("ChatView", "Assistant ⋯ (streaming)")
FINAL = QT_TRANSLATE_NOOP("ChatView", "Assistant")
BEFORE_TOOLS = QT_TRANSLATE_NOOP("ChatView", "Assistant (before the tool calls)")
DISCARDED = QT_TRANSLATE_NOOP("ChatView", "✗ Answer broke off — discarded")
BUBBLE_BG, BORDER, HEAD, DISCARD = "#eef0f2", "#c9d3de", "#374151", "#9ca3af"


class StreamedBubble:
    """Owns at most one open bubble in `chat` (a ChatView) and feeds it TextDelta pieces."""

    def __init__(self, chat) -> None:
        self.chat = chat
        self.head: QTextBlock | None = None  # the bubble's header: its label, and nothing else
        self.body: QTextBlock | None = None  # the bubble's body: the streamed text, and nothing else
        self.text = ""
        self.answered = ""  # the final answer, when it was streamed (the run's end adds no second bubble)
        self.active = False  # from CallStarted to RunEnded; deltas of an abandoned call arriving later are dropped

    def on_event(self, event) -> bool:
        """Handle `event` if it is about streaming; True when the chat should not show it otherwise."""
        if isinstance(event, CallStarted):
            self.active, self.answered = True, ""
            self._close(DISCARDED if self.body is not None else None)
        elif isinstance(event, TextDelta):
            if self.active and event.text:
                self._append(event.text)
            return True
        elif isinstance(event, Retrying):
            self.chat.add_line(lambda: retry_text(event), "#b26a00")
            return True
        elif isinstance(event, ReplyReceived) and self.body is not None:
            stop = event.reply.stop_reason
            self.answered = event.reply.text() if stop == "end_turn" else ""
            label = {"end_turn": FINAL, "tool_use": BEFORE_TOOLS}.get(stop)
            self._close(partial(translate, "ChatView", label) if label else lambda: translate(
                "ChatView", "Assistant (stop_reason: {stop})").format(stop=stop))
        elif isinstance(event, RunEnded):
            self.active = False
            self._close(DISCARDED if self.body is not None else None)
            streamed, self.answered = self.answered, ""
            return event.reason == "answer" and bool(streamed) and streamed == event.answer
        return False

    def _append(self, text: str) -> None:
        body = self.body if self.body is not None else self._open()
        cursor = QTextCursor(body)  # at the end of the body, wherever lines added since put the chat's end
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.insertText(bubble_text(text), QTextCharFormat())
        self.text += text
        self.chat._scroll_down()

    def _open(self) -> QTextBlock:
        """Open the answer's bubble; its body block, where the text goes."""
        cursor, body = self.chat.open_bubble(BUBBLE_BG, BORDER, who=partial(translate, "ChatView", STREAMING))
        self.head = cursor.block()
        cursor.insertBlock(body, QTextCharFormat())
        self.body, self.text = cursor.block(), ""
        return self.body

    @staticmethod
    def _head_format(color: str) -> QTextCharFormat:
        fmt = QTextCharFormat()
        fmt.setFontWeight(QFont.Weight.Bold)
        fmt.setForeground(QColor(color))
        return fmt

    def _close(self, label: Callable[[], str] | str | None) -> None:
        """Close the open bubble: `label` (a source text, or a function that words it) names it anew."""
        if self.body is None or self.head is None:
            return
        if label == DISCARDED:  # grey and struck through: this text never became part of the history
            self.answered = ""
            gone = QTextCursor(self.body)
            gone.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            fmt = QTextCharFormat()
            fmt.setForeground(QColor(DISCARD))
            fmt.setFontStrikeOut(True)
            gone.mergeCharFormat(fmt)
        if label:
            color = DISCARD if label == DISCARDED else HEAD
            said = partial(translate, "ChatView", label) if isinstance(label, str) else label
            head = QTextCursor(self.head)
            head.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            head.insertText(said(), self._head_format(color))
            self.chat.said.follow(self.head, said)
        self.head = self.body = None
