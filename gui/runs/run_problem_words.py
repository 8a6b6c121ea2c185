"""What is wrong with a saved run, an edit or a batch case, in the window's language: core gives a code and its
values (core/runs/run_problems.py), this table the words.

A detail core quotes as it came (a damaged file's field-by-field report, an operating system's error) goes on
a line of its own, never into a sentence of ours; a lesson that cannot be loaded is worded by its own table.
"""

from __future__ import annotations

from typing import Any

from core.lesson.loader import LessonError
from core.providers.protocol_check import Problem as ProtocolProblem
from core.runs.run_problems import CodedError, Problem
from gui.common.i18n import QT_TRANSLATE_NOOP, coded
from gui.common.lesson_words import lesson_error_text
from gui.common.provider_words import problem_text as protocol_problem_text
from gui.common.run_words import end_text

CONTEXT = "RunProblems"
WORDS = {
    "too_deep_to_save": QT_TRANSLATE_NOOP("RunProblems", "The run cannot be saved: it nests deeper than {max} "
                                                         "levels (more than a saved file may hold)."),
    "lesson_unloadable": QT_TRANSLATE_NOOP("RunProblems", "The run belongs to the lesson “{name}”, which cannot be "
                                                          "loaded:\n{error}"),
    "damaged": QT_TRANSLATE_NOOP("RunProblems", "{name} is damaged:\n{detail}"),
    "too_deep": QT_TRANSLATE_NOOP("RunProblems", "{name} is damaged: line {line} nests deeper than {max} levels."),
    "not_json": QT_TRANSLATE_NOOP("RunProblems", "{name} is damaged: not valid JSON (line {line}, column "
                                                 "{column})."),
    "not_a_run": QT_TRANSLATE_NOOP("RunProblems", "{name} is not a saved Tool Loop Studio run."),
    "bad_version": QT_TRANSLATE_NOOP("RunProblems", "{name} is damaged: format version {version} is not valid."),
    "newer_version": QT_TRANSLATE_NOOP("RunProblems", "{name} comes from a newer version of the app (format version "
                                                      "{version}); this app reads up to version {supported}. "
                                                      "Please update the app."),
    "checksum": QT_TRANSLATE_NOOP("RunProblems", "{name} is damaged or was changed after saving (the checksum "
                                                 "does not match)."),
    "not_utf8": QT_TRANSLATE_NOOP("RunProblems", "{name} is damaged: not UTF-8 text."),
    "unreadable": QT_TRANSLATE_NOOP("RunProblems", "{name} cannot be read:\n{error}"),
    "client_needed": QT_TRANSLATE_NOOP("RunProblems", "To run it again with “{client}”, choose that model in the "
                                                      "window first."),
    "no_message": QT_TRANSLATE_NOOP("RunProblems", "There is no message {index} (the conversation has {count})."),
    "no_block": QT_TRANSLATE_NOOP("RunProblems", "Message {message} has no block {block}."),
    "nothing_to_add": QT_TRANSLATE_NOOP("RunProblems", "Nothing to add."),
    "protocol_check": QT_TRANSLATE_NOOP("RunProblems", "The protocol check refuses this history:\n{problems}"),
    "empty_conversation": QT_TRANSLATE_NOOP("RunProblems", "The conversation is empty: there is nothing to "
                                                           "continue."),
    "ends_with_answer": QT_TRANSLATE_NOOP("RunProblems", "Message {index}: the conversation ends with the model's "
                                                         "answer (nothing to continue: add a user message or a "
                                                         "tool_use)."),
    "missing": QT_TRANSLATE_NOOP("RunProblems", "missing: “{text}”"),
    "contains": QT_TRANSLATE_NOOP("RunProblems", "contains: “{text}”"),
    "wrong_end": QT_TRANSLATE_NOOP("RunProblems", "ended: {reason}, expected: {expected}"),
}


def _shown(code: str, values: dict[str, Any]) -> dict[str, Any]:
    """The values as the words show them: end reasons worded, not as codes."""
    if code != "wrong_end":
        return values
    return {**values, "reason": end_text(str(values.get("reason"))), "expected": end_text(str(values.get("expected")))}


def problem_text(item: Problem | Any) -> str:
    """One problem in the window's language (the providers' protocol check's problems by their own table)."""
    if isinstance(item, ProtocolProblem):
        return protocol_problem_text({"code": item.code, "values": item.values})
    if not isinstance(item, Problem):
        return str(item)
    text = coded(CONTEXT, WORDS, item.code, _shown(item.code, item.values))
    return str(item) if text is None else text


def run_error_text(error: CodedError) -> str:
    """Why a saved run cannot be opened, saved or run again, or an edit cannot go on, in the window's language."""
    cause = error.__cause__
    if error.code == "lesson_unloadable" and isinstance(cause, LessonError):
        values = {**error.values, "error": lesson_error_text(cause)}
    elif error.code == "protocol_check":
        values = {**error.values, "problems": "\n".join(problem_text(p) for p in getattr(error, "problems", []))}
    else:
        values = error.values
    text = coded(CONTEXT, WORDS, error.code, _shown(error.code, values))
    return str(error) if text is None else text
