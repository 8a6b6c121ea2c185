"""Render the tool editor with a new tool whose query still has a problem, offscreen, to a PNG (the README's
docs/tool_editor.png). Nothing is saved.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/tool_editor_png.py docs/tool_editor.png [en|de|ru]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

QUERY = "SELECT order_id, delivery\nFROM orders\nWHERE order_id = :order_id"


def main(path: str, code: str = "en") -> int:
    from gui.common.i18n import language
    from gui.window.screenshot import shown_window

    app, window = shown_window(1366, 768)
    language.set(code)
    editor = window.tool_editing.open()
    editor.add_tool()
    form = editor.form
    form.name_edit.setText("get_delivery_date")
    form.description_edit.setPlainText("Der Liefertag einer Bestellung des angemeldeten Kunden, anhand ihrer Nummer.")
    form.query_edit.setPlainText(QUERY)
    form.result_edit.setText("{order_id} kommt am {delivery:date}")
    form.not_found_edit.setText("keine Bestellung {order_id}")
    editor.check()
    editor.resize(1100, 720)
    app.processEvents()
    saved = editor.grab().save(path)
    window.shutdown()
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main(*(sys.argv[1:3] if len(sys.argv) > 1 else ["docs/tool_editor.png"])))
