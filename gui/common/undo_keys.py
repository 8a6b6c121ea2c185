"""Ctrl+Z in a text field: the field's own undo while it has typing to undo, else the window's Undo.

A QLineEdit claims Ctrl+Z (and Ctrl+Shift+Z, Ctrl+Y) whenever it has focus, even with nothing to undo,
so the window's Undo of order edits never fires there. With this filter the field claims the key only
while it has something of its own to undo or redo.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit

_REDO_KEYS = (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y"))


class _PassUndo(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(watched, QLineEdit):
            return False
        if not isinstance(event, QKeyEvent):
            return False
        if _is_undo(event) and not watched.isUndoAvailable() or _is_redo(event) and not watched.isRedoAvailable():
            event.ignore()  # not claimed: the window's shortcut gets the key
            return True
        return False


def _is_undo(event: QKeyEvent) -> bool:
    return event.matches(QKeySequence.StandardKey.Undo)


def _is_redo(event: QKeyEvent) -> bool:
    if event.matches(QKeySequence.StandardKey.Redo):
        return True
    pressed = QKeySequence(event.keyCombination())
    return any(pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch for key in _REDO_KEYS)


def pass_undo_when_nothing_typed(field: QLineEdit) -> None:
    """Install the filter on `field` (it lives as long as the field)."""
    field.installEventFilter(_PassUndo(field))
