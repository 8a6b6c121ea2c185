"""The raw HTTP of one provider call: request, every attempt, response or stream events, error and protocol problems.

Problems found by the protocol check and a failed call's error are shown twice:
in a red banner above the text (impossible to miss) and in red inside it.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from core.engine.client import ModelError
from core.engine.events import Retrying
from core.engine.wire_record import WireRecord
from core.providers.keys import redact
from gui.common.fonts import mono_font
from gui.common.i18n import translate
from gui.inspector.http_text import attempt_pieces, error_lines, pieces

COLORS = {"head": "#1f2937", "plain": "#111827", "dim": "#6b7280", "ok": "#1b5e20", "error": "#c62828",
          "problem": "#c62828"}
BANNER_STYLE = ("QLabel { background: #fdecea; color: #b71c1c; border: 1px solid #e57373; border-radius: 3px;"
                " padding: 4px; }")


class HttpPane(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = QLabel()
        self.banner.setObjectName("http-banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.hide()
        self.view = QPlainTextEdit()
        self.view.setObjectName("http-view")
        self.view.setReadOnly(True)
        self.view.setUndoRedoEnabled(False)
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.view.setFont(mono_font())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(self.view, 1)
        self._formats = {style: self._format(style) for style in COLORS}

    def _format(self, style: str) -> QTextCharFormat:
        fmt = QTextCharFormat()
        fmt.setForeground(QColor(COLORS[style]))
        if style in ("head", "problem"):
            fmt.setFontWeight(QFont.Weight.Bold)
        return fmt

    def show_exchange(self, wire: WireRecord, error: ModelError | None = None) -> None:
        """Show a provider call's wire record; `error` is the ModelError of a failed call, if any."""
        self._set_banner(wire, error)
        self.show_pieces(pieces(wire, error))

    def show_attempt(self, retry: Retrying, wire: WireRecord | None = None, ended: bool = False) -> None:
        """A retry row: the attempt that failed (Retrying event `retry`), its HTTP taken from `wire` when known;
        `ended`: its call is over."""
        self._set_banner(None, None)
        self.show_pieces(attempt_pieces(retry, wire, ended))

    def show_pieces(self, styled: list[tuple[str, str]]) -> None:
        self.view.clear()
        cursor = QTextCursor(self.view.document())
        cursor.beginEditBlock()
        for number, (text, style) in enumerate(styled):
            if number:
                cursor.insertBlock()
            cursor.insertText(text, self._formats[style])
        cursor.endEditBlock()
        self.view.moveCursor(QTextCursor.MoveOperation.Start)

    def _set_banner(self, wire: WireRecord | None, error: ModelError | None) -> None:
        lines = [redact(line) for line in error_lines(error)] if error is not None else []
        if lines:
            lines[0] = f"✗ {lines[0]}"
        problems = wire.problems if wire is not None else []
        if problems:
            lines.append(translate("HttpPane", "Protocol check — a provider would reject this:"))
            lines += [f"  • {redact(p)}" for p in problems]
        self.banner.setText("\n".join(lines))
        self.banner.setVisible(bool(lines))

    def clear(self) -> None:
        self.banner.hide()
        self.banner.clear()
        self.view.clear()

    def text(self) -> str:
        return self.view.toPlainText()

    def color_at(self, needle: str) -> str:
        """The colour the first occurrence of `needle` is painted in ("" if absent): for tests and checks."""
        found = self.view.document().find(needle)
        if found.isNull():
            return ""
        probe = QTextCursor(found)
        probe.setPosition(found.selectionStart() + 1)
        return probe.charFormat().foreground().color().name()
