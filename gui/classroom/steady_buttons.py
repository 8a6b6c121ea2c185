"""Toolbar buttons whose state changes do not lay out the window again.

A run's start and end enable and disable its controls (Abort, Next step, New conversation). Qt lays out the
toolbar again for that, twice over: a bar invalidates its layout at any change of one of its actions, and a button,
given its action's icon again, asks its bar for a new size. A toolbar's layout pass asks the main window for one, and
that pass fits the toolbar rows again: the whole window laid out, in the turn that ends a run, for a greyed button.

So a button keeps its size hint as a fixed size (its geometry changes stop at itself), refitted when its text, font
or style gives it another one (then its row is laid out, as it must be), and a bar takes an action's change to
heart only when the action was shown or hidden (what its layout places): the button shows the rest itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QActionEvent
from PySide6.QtWidgets import QToolBar, QToolButton

REFIT = (QEvent.Type.ActionChanged, QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.LanguageChange,
         QEvent.Type.Polish)
STEADY = "tls-steady"  # a button's property: fitted, watched


class SteadyButtons(QObject):
    """Watches toolbar rows and their buttons (see the module's words)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._shown: dict[tuple[QToolBar, QAction], bool] = {}  # each bar's actions as its layout last placed them

    def watch_bar(self, bar: QToolBar) -> None:
        for action in bar.actions():
            self._shown[(bar, action)] = action.isVisible()
        bar.installEventFilter(self)

    def keep(self, button: QToolButton) -> None:
        """`button` at its size hint, fixed, refitted whenever that changes."""
        if not button.property(STEADY):
            button.setProperty(STEADY, True)
            button.installEventFilter(self)
        _fit(button)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QToolBar) and isinstance(event, QActionEvent):
            return self._bar_event(watched, event)
        if event.type() in REFIT and isinstance(watched, QToolButton):
            watched.event(event)  # handled here first, so the new hint is known
            _fit(watched)
            return True
        return False

    def _bar_event(self, bar: QToolBar, event: QActionEvent) -> bool:
        """True (the bar does not hear of it) for a change of an action that leaves it shown or hidden as it was."""
        key = (bar, event.action())
        if event.type() == QEvent.Type.ActionRemoved:
            self._shown.pop(key, None)
            return False
        visible = event.action().isVisible()
        same = event.type() == QEvent.Type.ActionChanged and self._shown.get(key) == visible
        self._shown[key] = visible
        return same


def _fit(button: QToolButton) -> None:
    hint = button.sizeHint()
    if button.minimumSize() != hint or button.maximumSize() != hint:
        button.setFixedSize(hint)
