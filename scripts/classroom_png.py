"""Render the window offscreen at classroom sizes: 1366×768 and 1920×1080, at 100 % and 150 % zoom, after a
question; and presentation mode at 150 % (the README's docs/presentation.png).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/classroom_png.py OUT_FOLDER [--presentation PATH]

Presentation mode fills the screen, so give the offscreen screen a projector's size for it:
    QT_QPA_PLATFORM=offscreen:configfile=scripts/screen-1920x1080.json .venv/bin/python scripts/classroom_png.py \
        /tmp/shots --presentation docs/presentation.png
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZES = ((1366, 768), (1920, 1080))


def render(width: int, height: int, zoom: int, path: Path, presenting: bool = False) -> bool:
    from PySide6.QtCore import QSettings, QSize

    from core.lesson.catalog import default_lesson
    from core.lesson.store import OrdersStore
    from gui.window.main_window import MainWindow
    from gui.window.screenshot import _settle, run_and_wait, select_interesting

    settings = QSettings(os.path.join(tempfile.mkdtemp(), "window.ini"), QSettings.Format.IniFormat)
    lesson = default_lesson()
    store = OrdersStore.in_memory(seed=lesson.seed())
    window = MainWindow(store, settings=settings, lesson=lesson)
    window.show()
    if presenting:
        window.classroom.view.set_presenting(True)
    window.classroom.zoom.set_percent(zoom)
    frame, inner = window.frameGeometry(), window.geometry()
    if not presenting:  # full screen takes the screen's size
        window.resize(QSize(width, height) - QSize(frame.width() - inner.width(), frame.height() - inner.height()))
    window.classroom.fit_panes()  # as on a first start at this size
    run_and_wait(window, lesson.meta.examples[0])
    select_interesting(window)
    from PySide6.QtWidgets import QApplication

    _settle(QApplication.instance(), 300)
    saved = window.grab().save(str(path))
    window.shutdown()
    window.deleteLater()
    store.close()
    return saved


def main(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from gui.window.app import apply_style

    app = QApplication([])
    apply_style(app)
    folder = Path(argv[0]) if argv else Path(tempfile.mkdtemp())
    folder.mkdir(parents=True, exist_ok=True)
    ok = True
    for width, height in SIZES:
        for zoom in (100, 150):
            ok = render(width, height, zoom, folder / f"window-{width}x{height}-{zoom}.png") and ok
    if "--presentation" in argv:
        target = Path(argv[argv.index("--presentation") + 1])
        ok = render(1920, 1080, 150, target, presenting=True) and ok
    print(f"saved in {folder}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
