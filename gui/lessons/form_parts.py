"""Pieces the tool editor's forms share: an SQL editor sized in lines, and the red label a field's problems show in."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPlainTextEdit

from gui.common.code_edit import CodeEdit


def sql_edit(name: str, fewest: int, most: int) -> CodeEdit:
    """A wrapping editor for one SQL statement, `fewest` to `most` lines high."""
    edit = CodeEdit()
    edit.setObjectName(name)
    edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
    lines = edit.fontMetrics().lineSpacing()
    edit.setMinimumHeight(lines * fewest)
    edit.setMaximumHeight(lines * most)
    return edit


def problem_label() -> QLabel:
    """Hidden until a problem is set into it."""
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020;")
    label.hide()
    return label
