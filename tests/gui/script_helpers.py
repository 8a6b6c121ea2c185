"""A lesson script for the scripted model, and choosing it in a main window the way a trainer does."""

from __future__ import annotations

SCRIPT = '{"replies": [{"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042"}}]},' \
         ' {"text": "Laut Skript: unterwegs."}]}'


def use_script(window, text: str) -> None:
    editor = window.bench.scripted.open_editor()
    editor.editor.setPlainText(text)
    assert window.bench.scripted.use(editor.use())
