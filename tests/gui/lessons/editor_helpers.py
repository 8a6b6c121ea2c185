"""The tool editor as the tests drive it: built over the de-shop lesson with a save that keeps what it saved,
and changed as a user would, waiting for the debounced check."""

from __future__ import annotations

from core.lesson.catalog import find_lesson
from gui.lessons.tool_editor import ToolEditor


def tool_editor(qtbot, saved: list, offered: list[str]) -> ToolEditor:
    def save(lesson):
        saved.append(lesson)
        return lesson

    made = ToolEditor(find_lesson("de-shop"), offered, save)
    qtbot.addWidget(made)
    return made


def typed(qtbot, editor: ToolEditor, setter) -> None:
    """Change the form as a user would and wait for the debounced check."""
    setter()
    qtbot.waitUntil(lambda: not editor._timer.isActive())
