"""A scripted model's problems (core/json_lines.Problem: a line, a field, a code and its values) in the
window's language: the script's own checks here, pydantic's by its error type (gui/common/pydantic_words),
and the JSON reader's most common complaints."""

from __future__ import annotations

from core.json_lines import Problem
from gui.common.i18n import QT_TRANSLATE_NOOP, coded, translate
from gui.common.pydantic_words import field_error_text

CONTEXT = "ScriptProblems"
WORDS = {
    "input_too_deep": QT_TRANSLATE_NOOP("ScriptProblems", "nested deeper than {limit} levels (the limit for a "
                                        "tool call's input)"),
    "too_deep": QT_TRANSLATE_NOOP("ScriptProblems", "nested deeper than {limit} levels (the limit for files)"),
    "error_alone": QT_TRANSLATE_NOOP("ScriptProblems", "a reply with an error has no text, tool_calls or "
                                     "stop_reason"),
    "says_nothing": QT_TRANSLATE_NOOP("ScriptProblems", "a reply needs text, tool_calls or an error"),
    "tool_use_without_calls": QT_TRANSLATE_NOOP("ScriptProblems", "stop_reason tool_use needs at least one tool "
                                                "call"),
    "unknown_field": QT_TRANSLATE_NOOP("ScriptProblems", "unknown field {name}; allowed here: {allowed}"),
    "unknown_field_guess": QT_TRANSLATE_NOOP("ScriptProblems", "unknown field {name}; allowed here: {allowed}; "
                                             "did you mean {guess}?"),
    "json_invalid": QT_TRANSLATE_NOOP("ScriptProblems", "invalid JSON: {error} (column {column})"),
}
# what Python's JSON reader says, for the most common slips
JSON_WORDS = {
    "Expecting value": QT_TRANSLATE_NOOP("ScriptProblems", "a value is expected"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("ScriptProblems", "a comma is expected"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("ScriptProblems", "a colon is expected"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP("ScriptProblems", "a field name in "
                                                                           "double quotes is expected"),
    "Unterminated string starting at": QT_TRANSLATE_NOOP("ScriptProblems", "a text is not closed"),
    "Extra data": QT_TRANSLATE_NOOP("ScriptProblems", "more follows after the end"),
    "Invalid control character at": QT_TRANSLATE_NOOP("ScriptProblems", "a control character inside a text"),
}


def script_problem_text(problem: Problem) -> str:
    """`line N: field: words`, the words in the window's language."""
    if not problem.code:
        return str(problem)
    values = dict(problem.values)
    if "error" in values and problem.code == "json_invalid":
        said = JSON_WORDS.get(values["error"])
        values["error"] = translate(CONTEXT, said) if said else values["error"]
    words = coded(CONTEXT, WORDS, problem.code, values) or field_error_text(problem.code, values)
    if problem.field:
        where = translate("ScriptProblems", "line {line}: {field}: {words}")
        return where.format(line=problem.line, field=problem.field, words=words)
    return translate("ScriptProblems", "line {line}: {words}").format(line=problem.line, words=words)
