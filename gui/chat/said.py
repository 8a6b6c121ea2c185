"""Program lines in the chat that follow the language: a switch words them again, in place.

A program line (a notice, a run's end, a fault that struck, a refusal) is kept as what it means: a function
that words it from its codes and values when called. Its block carries a key to that function, and View →
Language writes each such block's text again in its own format. Lesson words (the model's replies, tool
results, the trace's lines) carry no key and never change.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QTextBlock, QTextBlockFormat, QTextCursor, QTextDocument, QTextFormat

from gui.chat.bubbles import bubble_text
from gui.common.i18n import Words, on_language_change

__all__ = ["SAID", "SaidLines", "Words"]

SAID = QTextFormat.Property.UserProperty + 5  # the key of the function that words a block (0: none)


class SaidLines(QObject):
    """The functions that word the document's program blocks, by key; rewords them on a language switch."""

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)  # lives as long as the document
        self.document = document
        self.words: dict[int, Callable[[], str]] = {}
        self.last = 0
        on_language_change(self, SaidLines.reword)

    def text(self, said: Words, fmt: QTextBlockFormat) -> str:
        """The text to show now; a function's key goes on `fmt`, the block format it will be inserted with."""
        if isinstance(said, str):
            return said
        fmt.setProperty(SAID, self._keep(said))
        return said()

    def follow(self, block: QTextBlock, said: Callable[[], str]) -> None:
        """A block already in the document is worded by `said` from now on (a streamed answer's header)."""
        key = block.blockFormat().intProperty(SAID)
        if key in self.words:  # the block keeps its key: the document is not touched
            self.words[key] = said
            return
        fmt = block.blockFormat()
        fmt.setProperty(SAID, self._keep(said))
        QTextCursor(block).setBlockFormat(fmt)

    def _keep(self, said: Callable[[], str]) -> int:
        self.last += 1
        self.words[self.last] = said
        return self.last

    def reword(self) -> None:
        """Every program block's text again, in the language now chosen, in the format it had."""
        block = self.document.begin()
        while block.isValid():
            said = self.words.get(block.blockFormat().intProperty(SAID)) if self.words else None
            if said is not None:
                cursor = QTextCursor(block)
                fmt = cursor.charFormat()  # at a block's start: its first character's format
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                cursor.insertText(bubble_text(said()), fmt)
            block = block.next()

    def clear(self) -> None:
        self.words.clear()
