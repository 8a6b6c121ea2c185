"""Render the window in Russian at 1366×768, offscreen, after the Russian lesson's first question (the README's
docs/russian.png): every program word in Russian, the lesson's words in the lesson's language.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/russian_png.py docs/russian.png
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LESSON = "ru-northwind"
SIZE = (1366, 768)


def main(path: str) -> int:
    from gui.window.screenshot import _settle, run_and_wait, select_interesting, shown_window

    app, window = shown_window(*SIZE, lesson=LESSON, language="ru")
    window.classroom.fit_panes()
    run_and_wait(window, window.chat.example_texts[0])
    select_interesting(window)
    _settle(app, 300)
    saved = window.grab().save(path)
    window.shutdown()
    window.store.close()
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs/russian.png"))
