"""Why a lesson (or a lesson file, or a tool of it) is refused, by code: the English words over each code's
values. A refusal carries its code and values, so the window words it in its own language
(gui/common/lesson_words.py holds the same codes); these English sentences are what the command line and
the logs print. A pydantic error keeps pydantic's type as its code and pydantic's English message.
"""

from __future__ import annotations

# a tool's problems (core/lesson/tool_problems), in the words the tool editor uses
TOOL_WORDS = {
    "name_pattern": "1 to 64 letters a–z, A–Z, digits, _ or - (the names all three providers accept)",
    "name_taken": "another tool of this lesson is called {name}",
    "name_needed": "the lesson's fake model calls {name}: keep that name",
    "empty": "may not be empty",
    "kind": "reading or acting",
    "schema_invalid": "not a valid JSON Schema at {where}: {message}",
    "schema_not_object": "a tool's input is an object: \"type\": \"object\"",
    "schema_field_name": "field {field}: lower-case letters, digits and _, starting with a letter",
    "schema_reserved": "field {field}: the customer comes from the session, never from the model",
    "schema_field_type": "field {field}: its type is one of {types}",
    "schema_required_unknown": "{field} is required but is not a field",
    "checks_field": "the lesson checks a field {field} that is gone",
    "unknown_param": ":{param} is not an input field (there are :customer and the fields: {fields})",
    "sql_write": "SQLite refused {what}: a reading tool may not write",
    "sql_table": "SQLite refused the table {what}: it is not one of the lesson's tables",
    "sql_action": "SQLite refused {what}: a tool runs one query over the lesson's tables",
    "sql_error": "SQLite cannot run it: {message}",
    "no_customer": "a reading tool reads only the signed-in customer's rows: use :customer",
    "template_syntax": "not a template: {message}",
    "template_name": "{{{name}}} is not a name",
    "template_format": "unknown format {{{name}:{spec}}} (there is {{{name}:date}})",
    "template_unknown": "{{{name}}} has no value here; there are: {allowed}",
    "check_in_reading": "only an acting tool checks before it writes",
    "refuse_without_check": "refusals need a check query",
    "refuse_column": "the check query gives no column {column}",
}

LESSON_WORDS = {
    # the folder and its files
    "no_folder": "not a lesson folder",
    "no_file": "file missing",
    "unreadable": "cannot be read ({error})",
    "not_json": "not JSON: {error}",
    "not_json_at": "not JSON: {error} (line {line}, column {column})",
    "no_lesson": "no lesson {name}; there are: {known}",
    "no_lessons": "no lesson {name}; there are none",
    # fields across files
    "unknown_tool": "no tool {name} in tools.json",
    "unknown_placeholder": "unknown placeholder {name}; allowed: {allowed}",
    "entry_missing": "the entry {name} is missing",
    "table_name": "a table's name: lower-case letters, digits and _",
    "column_name": "{column}: a name, used once",
    "not_column": "{column} is not a column",
    "key_taken": "{column} {key} is there already",
    "column_missing": "{column} is missing",
    "no_column": "there is no column {column}",
    "text_or_number": "a text or a number",
    "not_date": "{value} is not a date YYYY-MM-DD",
    "not_choice": "{value}; allowed: {allowed}",
    "orders_columns": "the orders table has the columns {columns}",
    "no_statuses": "the allowed statuses are missing",
    "not_input_field": "not a field of the tool's input",
    "not_regex": "pattern is not a regular expression: {error}",
    "rule_empty": "a rule needs calls or text",
    "rule_input": "calls/input/{key}: {value} does not fit the pattern ({error})",
    "last_on_error": "the last entry is for every error: \"contains\": \"\"",
    "results_only": "only {{results}} is allowed ({error})",
    # importing, exporting and saving the learner's lessons
    "not_zip": "not a readable zip archive ({error})",
    "not_lesson": "not a lesson: lesson.json is missing",
    "two_lessons": "more than one lesson ({names})",
    "too_many": "too many entries ({count}, at most {max})",
    "absolute": "an absolute path in the archive",
    "outside": "the path leads out of the lesson folder",
    "too_large": "too large ({size} bytes, at most {max})",
    "too_large_over": "too large (more than {max} bytes)",
    "too_large_unpacked": "too large unpacked ({size} bytes, at most {max})",
    "neither": "neither a folder nor a zip archive",
    "exists": "exists already; a new folder name overwrites nothing",
    "not_writable": "cannot be written ({error})",
    "not_removable": "cannot be removed ({error})",
    "bad_name": "not a valid lesson name (letters, digits, - and _)",
    "shipped": "lies among the shipped lessons, which are never overwritten",
}

REASONS = {**LESSON_WORDS, **TOOL_WORDS}


def worded(code: str, params: dict[str, object], fallback: str = "") -> str:
    """The English reason for `code` over `params`; `fallback` (pydantic's own message) for other codes."""
    template = REASONS.get(code)
    return fallback if template is None else template.format(**params)


class LessonProblem(Exception):
    """A field's problem: a `code` of lesson_reasons and its `params`; `reason` is its English text."""

    def __init__(self, field: str, code: str, /, **params: object) -> None:
        reason = worded(code, params)
        super().__init__(f"{field}: {reason}")
        self.field, self.reason, self.code, self.params = field, reason, code, params
