"""Render the window in Russian at 1366×768, offscreen, after the Russian lesson's first question (the README's
docs/russian.png): every program word in Russian, the lesson's words in the lesson's language.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/russian_png.py docs/russian.png
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LESSON = "ru-northwind"
SIZE = (1366, 768)


def main(path: str) -> int:
    from PySide6.QtCore import QSettings, QSize
    from PySide6.QtWidgets import QApplication

    from core.lesson.catalog import find_lesson
    from core.lesson.store import OrdersStore
    from gui.window.app import apply_style
    from gui.window.main_window import MainWindow
    from gui.window.screenshot import _settle, run_and_wait, select_interesting

    app = QApplication([])
    apply_style(app)
    settings = QSettings(os.path.join(tempfile.mkdtemp(), "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("view/language", "ru")
    settings.setValue("tour/done", True)
    lesson = find_lesson(LESSON)
    store = OrdersStore.in_memory(seed=lesson.seed())
    window = MainWindow(store, settings=settings, lesson=lesson)
    window.show()
    frame, inner = window.frameGeometry(), window.geometry()
    window.resize(QSize(*SIZE) - QSize(frame.width() - inner.width(), frame.height() - inner.height()))
    window.classroom.fit_panes()
    run_and_wait(window, window.chat.example_texts[0])
    select_interesting(window)
    _settle(app, 300)
    saved = window.grab().save(path)
    window.shutdown()
    store.close()
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs/russian.png"))
