"""Why a lesson was refused, in the window's language: core gives a code and its values, this table the words.

A reason without a code is shown as the lesson's checks wrote it.
"""

from __future__ import annotations

from core.lesson.loader import LessonError
from gui.common.i18n import QT_TRANSLATE_NOOP, coded

REASONS = {
    "no_folder": QT_TRANSLATE_NOOP("LessonError", "not a lesson folder"),
    "no_file": QT_TRANSLATE_NOOP("LessonError", "file missing"),
    "unreadable": QT_TRANSLATE_NOOP("LessonError", "cannot be read ({error})"),
    "not_json": QT_TRANSLATE_NOOP("LessonError", "not JSON: {error}"),
    "unknown_tool": QT_TRANSLATE_NOOP("LessonError", "no tool {name} in tools.json"),
    "unknown_placeholder": QT_TRANSLATE_NOOP("LessonError", "unknown placeholder {name}; allowed: {allowed}"),
}


def lesson_error_text(error: LessonError) -> str:
    """`file: field: reason`, the reason in the program's language when core gave its code."""
    reason = coded("LessonError", REASONS, error.code, error.params)
    if reason is None:
        return str(error)
    where = f"{error.file}: {error.field}" if error.field else error.file
    return f"{where}: {reason}"
