"""Why a lesson was refused, in the window's language: core gives a code and its values (core/lesson/
lesson_reasons.py), this table the words. A tool's problem is worded as the tool editor words it, a field
pydantic refused by pydantic's error type."""

from __future__ import annotations

from core.lesson.loader import LessonError
from gui.common.i18n import QT_TRANSLATE_NOOP, coded
from gui.common.problem_words import CONTEXT as TOOL_CONTEXT
from gui.common.problem_words import WORDS as TOOL_WORDS
from gui.common.pydantic_words import field_error_text

T = "LessonError"
REASONS = {
    "no_folder": QT_TRANSLATE_NOOP("LessonError", "not a lesson folder"),
    "no_file": QT_TRANSLATE_NOOP("LessonError", "file missing"),
    "unreadable": QT_TRANSLATE_NOOP("LessonError", "cannot be read ({error})"),
    "not_json": QT_TRANSLATE_NOOP("LessonError", "not JSON: {error}"),
    "not_json_at": QT_TRANSLATE_NOOP("LessonError", "not JSON: {error} (line {line}, column {column})"),
    "no_lesson": QT_TRANSLATE_NOOP("LessonError", "no lesson {name}; there are: {known}"),
    "no_lessons": QT_TRANSLATE_NOOP("LessonError", "no lesson {name}; there are none"),
    "unknown_tool": QT_TRANSLATE_NOOP("LessonError", "no tool {name} in tools.json"),
    "unknown_placeholder": QT_TRANSLATE_NOOP("LessonError", "unknown placeholder {name}; allowed: {allowed}"),
    "entry_missing": QT_TRANSLATE_NOOP("LessonError", "the entry {name} is missing"),
    "table_name": QT_TRANSLATE_NOOP("LessonError", "a table's name: lower-case letters, digits and _"),
    "column_name": QT_TRANSLATE_NOOP("LessonError", "{column}: a name, used once"),
    "not_column": QT_TRANSLATE_NOOP("LessonError", "{column} is not a column"),
    "key_taken": QT_TRANSLATE_NOOP("LessonError", "{column} {key} is there already"),
    "column_missing": QT_TRANSLATE_NOOP("LessonError", "{column} is missing"),
    "no_column": QT_TRANSLATE_NOOP("LessonError", "there is no column {column}"),
    "text_or_number": QT_TRANSLATE_NOOP("LessonError", "a text or a number"),
    "not_date": QT_TRANSLATE_NOOP("LessonError", "{value} is not a date YYYY-MM-DD"),
    "not_choice": QT_TRANSLATE_NOOP("LessonError", "{value}; allowed: {allowed}"),
    "orders_columns": QT_TRANSLATE_NOOP("LessonError", "the orders table has the columns {columns}"),
    "no_statuses": QT_TRANSLATE_NOOP("LessonError", "the allowed statuses are missing"),
    "not_input_field": QT_TRANSLATE_NOOP("LessonError", "not a field of the tool's input"),
    "not_regex": QT_TRANSLATE_NOOP("LessonError", "pattern is not a regular expression: {error}"),
    "rule_empty": QT_TRANSLATE_NOOP("LessonError", "a rule needs calls or text"),
    "rule_input": QT_TRANSLATE_NOOP("LessonError", "calls/input/{key}: {value} does not fit the pattern ({error})"),
    "last_on_error": QT_TRANSLATE_NOOP("LessonError", "the last entry is for every error: \"contains\": \"\""),
    "results_only": QT_TRANSLATE_NOOP("LessonError", "only {{results}} is allowed ({error})"),
    "not_zip": QT_TRANSLATE_NOOP("LessonError", "not a readable zip archive ({error})"),
    "not_lesson": QT_TRANSLATE_NOOP("LessonError", "not a lesson: lesson.json is missing"),
    "two_lessons": QT_TRANSLATE_NOOP("LessonError", "more than one lesson ({names})"),
    "too_many": QT_TRANSLATE_NOOP("LessonError", "too many entries ({count}, at most {max})"),
    "absolute": QT_TRANSLATE_NOOP("LessonError", "an absolute path in the archive"),
    "outside": QT_TRANSLATE_NOOP("LessonError", "the path leads out of the lesson folder"),
    "too_large": QT_TRANSLATE_NOOP("LessonError", "too large ({size} bytes, at most {max})"),
    "too_large_over": QT_TRANSLATE_NOOP("LessonError", "too large (more than {max} bytes)"),
    "too_large_unpacked": QT_TRANSLATE_NOOP("LessonError", "too large unpacked ({size} bytes, at most {max})"),
    "neither": QT_TRANSLATE_NOOP("LessonError", "neither a folder nor a zip archive"),
    "exists": QT_TRANSLATE_NOOP("LessonError", "exists already; a new folder name overwrites nothing"),
    "not_writable": QT_TRANSLATE_NOOP("LessonError", "cannot be written ({error})"),
    "not_removable": QT_TRANSLATE_NOOP("LessonError", "cannot be removed ({error})"),
    "bad_name": QT_TRANSLATE_NOOP("LessonError", "not a valid lesson name (letters, digits, - and _)"),
    "shipped": QT_TRANSLATE_NOOP("LessonError", "lies among the shipped lessons, which are never overwritten"),
}


def lesson_error_text(error: LessonError) -> str:
    """`file: field: reason`, the reason in the program's language."""
    reason = coded(T, REASONS, error.code, error.params)
    if reason is None:
        reason = coded(TOOL_CONTEXT, TOOL_WORDS, error.code, error.params)
    if reason is None:
        reason = field_error_text(error.code, error.params)
    where = f"{error.file}: {error.field}" if error.field else error.file
    return f"{where}: {reason}"
