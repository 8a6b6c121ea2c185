"""File → Lesson: one checkable entry per lesson (shipped, and the learner's own); choosing another asks the
window to switch. The learner's edited copy of a shipped lesson is marked ✎ and says so in its tooltip.

Titles are read from each lesson, which means loading and checking it: at start-up only the window's own
lesson is named with its title (known already); the others are read when the menu first opens."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from core.lesson.catalog import find_lesson, is_edited, lesson_names
from core.lesson.loader import LessonError
from gui.common.i18n import live, translate

EDITED = "✎"  # a mark, not a word: the title beside it stays in the lesson's language


class LessonMenu:
    def __init__(self, file_menu: QMenu, current: str, choose: Callable[[str], None], title: str = "") -> None:
        self.menu = QMenu(file_menu)
        self.opened = False  # the menu was shown: every entry has read its lesson's title
        self.menu.aboutToShow.connect(self._open)
        live(self.menu.setTitle, lambda: translate("LessonMenu", "&Lesson"))
        self.menu.setObjectName("lesson-menu")
        self.menu.setToolTipsVisible(True)
        actions = file_menu.actions()
        if actions:  # first in the File menu
            file_menu.insertMenu(actions[0], self.menu)
            file_menu.insertSeparator(actions[0])
        else:
            file_menu.addMenu(self.menu)
        self.group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        self.choose = choose
        self.current, self.title = current, title
        for name in lesson_names():
            self.add(name)

    def add(self, name: str) -> QAction:
        """An entry for the lesson `name` (after the other lessons; an imported one joins while the window runs)."""
        if name in self.actions:
            return self.actions[name]
        action = QAction(self.menu)
        before = self._after_lessons()
        if before is None:
            self.menu.addAction(action)
        else:
            self.menu.insertAction(before, action)
        action.setCheckable(True)
        action.setChecked(name == self.current)
        action.triggered.connect(lambda _=False, n=name: self.choose(n))
        self.group.addAction(action)
        self.actions[name] = action
        live(action.setText, lambda: self._label(name))
        live(action.setToolTip, lambda: _tip(name))
        return action

    def refresh(self) -> None:
        """Labels as the lessons are now (a lesson edited or reset since the menu was built)."""
        for name, action in self.actions.items():
            action.setText(self._label(name))
            action.setToolTip(_tip(name))

    def _open(self) -> None:
        if not self.opened:
            self.opened = True
            self.refresh()

    def _label(self, name: str) -> str:
        """Once opened, each lesson as it is now on disk; before, the window's own by the title it has."""
        if self.opened:
            return _label(name)
        return _titled(name, self.title) if name == self.current and self.title else name

    def check(self, name: str) -> None:
        """Show `name` as the current lesson (after a refused switch, the one that stayed)."""
        for lesson, action in self.actions.items():
            action.setChecked(lesson == name)

    def _after_lessons(self) -> QAction | None:
        """The menu entry right after the last lesson (the file actions), if any."""
        entries = self.menu.actions()
        if not self.actions:
            return entries[0] if entries else None
        index = entries.index(list(self.actions.values())[-1]) + 1
        return entries[index] if index < len(entries) else None


def _label(name: str) -> str:
    """`de-shop — Tool Use: …`, `de-shop ✎ — …` when edited; a lesson that does not load still shows, by name,
    and is refused when chosen."""
    try:
        title = find_lesson(name).meta.title
    except LessonError:
        return translate("LessonMenu", "{name} (does not load)").format(name=name)
    return _titled(name, title)


def _titled(name: str, title: str) -> str:
    return f"{name} {EDITED} — {title}" if is_edited(name) else f"{name} — {title}"


def _tip(name: str) -> str:
    if is_edited(name):
        return translate("LessonMenu", "Edited: your own copy of the shipped lesson {name}. "
                                       "Reset lesson to shipped brings the shipped one back.").format(name=name)
    return ""
