"""Render the window at 1366×768 with Tools → Call a tool by hand open after one call, offscreen, to a PNG (the
README's docs/call_by_hand.png). Optional: the language (en, de, ru) and the lesson.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/call_by_hand_png.py docs/call_by_hand.png [en] [de-shop]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZE = (1366, 768)
CALLS = {"de-shop": ("get_order_status", "1042"), "ru-northwind": ("lookup_order", "4417")}


def main(path: str, language: str = "en", lesson_name: str = "de-shop") -> int:
    from gui.window.screenshot import _settle, shown_window

    app, window = shown_window(*SIZE, lesson=lesson_name, language=language)
    window.classroom.fit_panes()
    window.tools_menu.show_call()
    dock = window.tools_menu.dock
    tool, order = CALLS[lesson_name]
    dock.choose(tool)
    dock.form.fields["order_id"].setText(order)
    dock.run()
    while dock.running:  # the call runs on the dock's worker
        _settle(app, 20)
    _settle(app, 300)
    saved = window.grab().save(path)
    window.shutdown()
    window.store.close()
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]) if len(sys.argv) > 1 else main("docs/call_by_hand.png"))
