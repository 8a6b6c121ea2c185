"""A tool's problems (core/lesson/tool_problems: a field, a code, details) in the window's language."""

from __future__ import annotations

from core.lesson.tool_problems import ToolProblem
from gui.common.i18n import QT_TRANSLATE_NOOP, coded
from gui.common.json_words import json_what

CONTEXT = "ToolProblems"
WORDS = {
    "name_pattern": QT_TRANSLATE_NOOP("ToolProblems", "1 to 64 letters a–z, A–Z, digits, _ or - (the names all "
                                      "three providers accept)"),
    "name_taken": QT_TRANSLATE_NOOP("ToolProblems", "another tool of this lesson is called {name}"),
    "name_needed": QT_TRANSLATE_NOOP("ToolProblems", "the lesson's fake model calls {name}: keep that name"),
    "empty": QT_TRANSLATE_NOOP("ToolProblems", "may not be empty"),
    "kind": QT_TRANSLATE_NOOP("ToolProblems", "reading or acting"),
    "schema_invalid": QT_TRANSLATE_NOOP("ToolProblems", "not a valid JSON Schema at {where}: {message}"),
    "schema_not_object": QT_TRANSLATE_NOOP("ToolProblems", "a tool's input is an object: \"type\": \"object\""),
    "schema_field_name": QT_TRANSLATE_NOOP("ToolProblems", "field {field}: lower-case letters, digits and _, "
                                           "starting with a letter"),
    "schema_reserved": QT_TRANSLATE_NOOP("ToolProblems", "field {field}: the customer comes from the session, "
                                         "never from the model"),
    "schema_field_type": QT_TRANSLATE_NOOP("ToolProblems", "field {field}: its type is one of {types}"),
    "schema_required_unknown": QT_TRANSLATE_NOOP("ToolProblems", "{field} is required but is not a field"),
    "checks_field": QT_TRANSLATE_NOOP("ToolProblems", "the lesson checks a field {field} that is gone"),
    "checks_max_length": QT_TRANSLATE_NOOP("ToolProblems", "field {field}: the longest length is a whole number "
                                           "from 1, or empty"),
    "unknown_param": QT_TRANSLATE_NOOP("ToolProblems", ":{param} is not an input field (there are :customer "
                                       "and the fields: {fields})"),
    "sql_write": QT_TRANSLATE_NOOP("ToolProblems", "SQLite refused {what}: a reading tool may not write"),
    "sql_table": QT_TRANSLATE_NOOP("ToolProblems", "SQLite refused the table {what}: it is not one of the "
                                   "lesson's tables"),
    "sql_action": QT_TRANSLATE_NOOP("ToolProblems", "SQLite refused {what}: a tool runs one query over the "
                                    "lesson's tables"),
    "sql_error": QT_TRANSLATE_NOOP("ToolProblems", "SQLite cannot run it: {message}"),
    "no_customer": QT_TRANSLATE_NOOP("ToolProblems", "a reading tool reads only the signed-in customer's rows: "
                                     "use :customer"),
    "template_syntax": QT_TRANSLATE_NOOP("ToolProblems", "not a template: {message}"),
    "template_name": QT_TRANSLATE_NOOP("ToolProblems", "{{{name}}} is not a name"),
    "template_format": QT_TRANSLATE_NOOP("ToolProblems", "unknown format {{{name}:{spec}}} (there is "
                                         "{{{name}:date}})"),
    "template_unknown": QT_TRANSLATE_NOOP("ToolProblems", "{{{name}}} has no value here; there are: {allowed}"),
    "check_in_reading": QT_TRANSLATE_NOOP("ToolProblems", "only an acting tool checks before it writes"),
    "refuse_without_check": QT_TRANSLATE_NOOP("ToolProblems", "refusals need a check query"),
    "no_values": QT_TRANSLATE_NOOP("ToolProblems", "name at least one value of the column (several: a | b)"),
    "refuse_column": QT_TRANSLATE_NOOP("ToolProblems", "the check query gives no column {column}"),
    "invalid": QT_TRANSLATE_NOOP("ToolProblems", "{message}"),
    "json": QT_TRANSLATE_NOOP("ToolProblems", "not JSON: {message} (line {line}, column {column})"),
}


def problem_text(problem: ToolProblem) -> str:
    """The problem in the window's language (its details, e.g. SQLite's own message, as they came)."""
    values = problem.values
    if problem.code == "json":  # the JSON parser's English message, in the window's words
        values = {**values, "message": json_what(str(values.get("message", "")))}
    text = coded(CONTEXT, WORDS, problem.code, values)
    return problem.code if text is None else text
