"""Undo and redo as actions of the whole window, with a short label and what they would do in the tooltip."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from gui.common.i18n import live


def stack_action(owner: QWidget, name: Callable[[], str], keys: list[str], slot, can_changed, text_changed,
                 step: Callable[[Callable[[], None]], None]) -> QAction:
    """An action on `owner` that runs `step(slot)`; enabled as `can_changed` says; the tooltip names the step."""
    action = QAction(owner, enabled=False)
    live(action.setText, name)
    live(action.setToolTip, name)
    action.setShortcuts([QKeySequence(key) for key in keys])
    # The whole window: after asking again (focus in the chat or inspector) Ctrl+Z still undoes the edit.
    # A text field with focus keeps Ctrl+Z for its own text (Qt lets it override the shortcut).
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda _=False: step(slot))
    can_changed.connect(action.setEnabled)
    text_changed.connect(lambda text: live(action.setToolTip, lambda: f"{name()} {text} ({keys[0]})" if text
                                           else name()))
    owner.addAction(action)
    return action
