"""What is wrong with a saved run, an edit of the history or a batch case: a code and its values.

The window words each code in its own language (gui/runs/run_problem_words.py); the English sentence
here is what the command line and logs print. A code never changes its meaning: saved files and
exports keep the code and its values.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

ENGLISH = {
    # a saved run that cannot be opened or saved
    "too_deep_to_save": "The run cannot be saved: it nests deeper than {max} levels (more than a saved file "
                        "may hold).",
    "lesson_unloadable": "The run belongs to the lesson {name!r}, which cannot be loaded: {error}",
    "damaged": "{name} is damaged: {detail}",
    "too_deep": "{name} is damaged: line {line}: nested deeper than {max} levels.",
    "not_json": "{name} is damaged: not valid JSON (line {line}, column {column}).",
    "not_a_run": "{name} is not a saved Tool Loop Studio run.",
    "bad_version": "{name} is damaged: format version {version} is not valid.",
    "newer_version": "{name} comes from a newer version of the app (format version {version}); this app reads "
                     "up to version {supported}. Please update the app.",
    "checksum": "{name} is damaged or was changed after saving (the checksum does not match).",
    "not_utf8": "{name} is damaged: not UTF-8 text.",
    "unreadable": "{name} cannot be read: {error}.",
    "client_needed": "To run it again with {client!r}, a client must be passed in.",
    # an edit of the history, and what continuing from it would meet
    "no_message": "no message {index} (the conversation has {count})",
    "no_block": "message {message} has no block {block}",
    "nothing_to_add": "nothing to add",
    "empty_conversation": "empty conversation: there is nothing to continue",
    "protocol_check": "protocol check: {problems}",
    "ends_with_answer": "message {index}: the conversation ends with the model's answer (nothing to continue: "
                        "add a user message or a tool_use)",
    # a batch case's answer
    "missing": "missing: {text!r}",
    "contains": "contains: {text!r}",
    "wrong_end": "ended {reason}, expected {expected}",
}


class Problem(BaseModel):
    """One problem: its code, the values its words use, and (as str) its English sentence."""

    model_config = ConfigDict(frozen=True)
    code: str
    values: dict[str, Any] = Field(default_factory=dict)

    def __str__(self) -> str:
        return english(self.code, self.values)


def problem(code: str, **values: Any) -> Problem:
    return Problem(code=code, values=values)


def english(code: str, values: dict[str, Any]) -> str:
    """The English sentence for a code (the code itself when it has none)."""
    template = ENGLISH.get(code)
    try:
        return template.format(**values) if template is not None else code
    except (KeyError, IndexError):
        return code


class CodedError(Exception):
    """An error that carries its code and values for the window, and says its English sentence."""

    def __init__(self, code: str, **values: Any) -> None:
        super().__init__(english(code, values))
        self.code, self.values = code, values

    @property
    def problem(self) -> Problem:
        return problem(self.code, **self.values)
