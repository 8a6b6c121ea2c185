"""A JSON syntax error in the window's language. Python's json module words its errors in English
("Expecting ',' delimiter"); the window says what is wrong in its own words and never shows that sentence."""

from __future__ import annotations

from json import JSONDecodeError

from gui.common.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "JsonWords"
WHAT = {  # how json's message starts → the program's words for it
    "Expecting value": QT_TRANSLATE_NOOP("JsonWords", "a value is missing"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP(
        "JsonWords", "a name in double quotes is expected"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("JsonWords", "a colon (:) is missing"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("JsonWords", "a comma (,) is missing"),
    "Unterminated string": QT_TRANSLATE_NOOP("JsonWords", "a string is not closed with \""),
    "Invalid control character": QT_TRANSLATE_NOOP("JsonWords", "a line break or tab inside a string"),
    "Invalid \\uXXXX escape": QT_TRANSLATE_NOOP("JsonWords", "a \\u escape needs four hex digits"),
    "Invalid \\escape": QT_TRANSLATE_NOOP("JsonWords", "an unknown escape with \\"),
    "Extra data": QT_TRANSLATE_NOOP("JsonWords", "more text after the end of the value"),
    "Illegal trailing comma": QT_TRANSLATE_NOOP("JsonWords", "a comma before the closing bracket"),
}
OTHER = QT_TRANSLATE_NOOP("JsonWords", "a syntax error")


def json_what(message: str) -> str:
    """What json's `message` (JSONDecodeError.msg) means, in the window's language."""
    source = next((words for start, words in WHAT.items() if message.startswith(start)), OTHER)
    return translate(CONTEXT, source)


def json_error_text(error: JSONDecodeError) -> str:
    """What is wrong and where: `a comma (,) is missing (line 2, column 5)`."""
    return translate("JsonWords", "{what} (line {line}, column {column})").format(
        what=json_what(error.msg), line=error.lineno, column=error.colno)
