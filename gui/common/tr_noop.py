"""`QT_TRANSLATE_NOOP` with a type: marks a text for `lupdate` (which finds it by this name) and returns it
unchanged; the text is translated where it is shown."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text
