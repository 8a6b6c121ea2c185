"""The Dialects tab's small widgets: a read-only JSON column, a label that may be clipped, a linked-id highlight."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QSizePolicy, QTextEdit

from gui.common.fonts import mono_font

LINK_BG = QColor("#ffe08a")


def narrowable(label: QLabel) -> QLabel:
    """A label that never makes the inspector wider than the user left it (it is clipped instead)."""
    label.setMinimumWidth(1)
    policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(label.wordWrap())  # else a wrapped label asks for the height of a 56 px column
    label.setSizePolicy(policy)
    return label


def column_edit(dialect: str, cursor_moved: Callable[[str], None]) -> QPlainTextEdit:
    """One dialect's JSON, monospace and unwrapped; `cursor_moved(dialect)` on every cursor move."""
    edit = QPlainTextEdit()
    edit.setObjectName(f"dialect-{dialect}")
    edit.setReadOnly(True)
    edit.setUndoRedoEnabled(False)
    edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
    edit.setFont(mono_font())
    edit.cursorPositionChanged.connect(lambda: cursor_moved(dialect))
    return edit


def link_selection(edit: QPlainTextEdit, start: int, end: int) -> QTextEdit.ExtraSelection:
    """The highlight of one occurrence of the selected call id (characters start..end)."""
    selection = QTextEdit.ExtraSelection()
    cursor = QTextCursor(edit.document())
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    fmt = QTextCharFormat()
    fmt.setBackground(LINK_BG)
    fmt.setFontWeight(QFont.Weight.Bold)
    selection.cursor, selection.format = cursor, fmt
    return selection
