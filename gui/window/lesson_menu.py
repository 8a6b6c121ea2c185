"""File → Lesson: one checkable entry per shipped lesson; choosing another asks the window to switch."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from core.lesson.catalog import find_lesson, lesson_names
from core.lesson.loader import LessonError
from gui.common.i18n import live, translate


class LessonMenu:
    def __init__(self, file_menu: QMenu, current: str, choose: Callable[[str], None]) -> None:
        self.menu = QMenu(file_menu)
        live(self.menu.setTitle, lambda: translate("LessonMenu", "&Lesson"))
        self.menu.setObjectName("lesson-menu")
        actions = file_menu.actions()
        if actions:  # first in the File menu
            file_menu.insertMenu(actions[0], self.menu)
            file_menu.insertSeparator(actions[0])
        else:
            file_menu.addMenu(self.menu)
        self.group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        for name in lesson_names():
            action = self.menu.addAction(_label(name))
            action.setCheckable(True)
            action.setChecked(name == current)
            action.triggered.connect(lambda _=False, n=name: choose(n))
            self.group.addAction(action)
            self.actions[name] = action
        self.current = current

    def check(self, name: str) -> None:
        """Show `name` as the current lesson (after a refused switch, the one that stayed)."""
        for lesson, action in self.actions.items():
            action.setChecked(lesson == name)


def _label(name: str) -> str:
    """`de-shop — Tool Use: …`; a lesson that does not load still shows, by name, and is refused when chosen."""
    try:
        return f"{name} — {find_lesson(name).meta.title}"
    except LessonError:
        return translate("LessonMenu", "{name} (does not load)").format(name=name)
