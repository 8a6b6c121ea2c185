"""Application setup: names for QSettings, a projector-friendly font, and `run_app()`.

This module imports no Qt at import time: `load_core_first()` must be able to run before PySide6 is loaded.
"""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from core.lesson.seed import Seed
    from core.lesson.store import OrdersStore

ORGANIZATION = "ToolLoopStudio"
APPLICATION = "Tool Loop Studio"
BASE_POINT_SIZE = 11


def load_core_first() -> None:
    """Start-up's first step, before anything imports PySide6: the Qt-free core (pydantic, the lesson loader,
    the engine). Once loaded, PySide6 reads the source of every module imported after it (it looks for
    `from __feature__ import`), which costs time and memory for each of core's hundreds of modules.
    pydantic's plugins (third-party entry points, none of which this app uses) are not searched for."""
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    import core.lesson.catalog  # noqa: F401


def make_app(argv: list[str] | None = None, organization: str = ORGANIZATION) -> QApplication:
    """The one QApplication (reused if it exists), named so QSettings finds its file."""
    from PySide6.QtWidgets import QApplication

    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(organization)
    app.setApplicationName(APPLICATION)
    apply_style(app)
    return app


def apply_style(app: QApplication) -> None:
    """Fusion style and a font that stays readable on a projector."""
    from PySide6.QtGui import QFont

    app.setStyle("Fusion")
    font = QFont(app.font())
    if font.pointSize() < BASE_POINT_SIZE:
        font.setPointSize(BASE_POINT_SIZE)
    app.setFont(font)


NO_DISPLAY = ("Tool Loop Studio needs a screen, and none was found (DISPLAY and WAYLAND_DISPLAY are unset).\n"
              "Start it from a desktop session, or on a headless machine: xvfb-run make run\n"
              "Without a screen: `python main.py ask QUESTION` runs the loop in the terminal, and\n"
              "`python main.py screenshot out.png` renders the window to a picture.")


def display_problem(environ=None, platform: str = sys.platform) -> str | None:
    """Why a window cannot open here, or None. Qt itself would abort the process without a word of help."""
    env = os.environ if environ is None else environ
    if not platform.startswith("linux") or env.get("QT_QPA_PLATFORM"):
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return NO_DISPLAY


def freeze_startup_objects() -> None:
    """Move everything alive after start-up (modules, Qt wrappers, pydantic schemas) out of the cyclic
    garbage collector's view. Otherwise its first full pass lands in the middle of a run and stalls the
    GUI thread for ~15 ms (measured in benchmarks/gui.py); afterwards it only walks what runs create."""
    gc.collect()
    gc.freeze()


def run_app(argv: list[str] | None = None) -> int:
    """Open the main window on the user's orders database and run until it closes."""
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    load_core_first()
    from PySide6.QtCore import QSettings

    from core.lesson.catalog import lesson_database
    from gui.window.lessons import LessonWindows

    app = make_app(argv)
    windows = LessonWindows(QSettings(), lambda lesson: open_store(lesson_database(lesson), seed=lesson.seed()))
    windows.start()
    app.aboutToQuit.connect(lambda: windows.window and windows.window.close())  # Ctrl+C, a session end: still save
    _quit_on_sigint(app)
    if windows.window is not None:
        windows.window.show()
        windows.window.classroom.start_tour_if_new()  # the first start walks through the window once
    freeze_startup_objects()
    try:
        return app.exec()
    finally:
        if windows.window is not None:
            windows.window.shutdown()
        if windows.store is not None:
            windows.store.close()


def open_store(path: Path, err: TextIO | None = None, seed: Seed | None = None) -> OrdersStore:
    """The user's orders store. The window shows its notice; the terminal hears it too, and hears while
    the store waits for another program's lock (before the window exists)."""
    from core.lesson.store import OrdersStore

    err = err or sys.stderr

    def say(text: str) -> None:
        print(text, file=err, flush=True)

    store = OrdersStore.open(path, on_wait=say, seed=seed)
    if store.notice:
        say(store.notice)
    return store


def _quit_on_sigint(app: QApplication) -> None:
    """Let Ctrl+C in the terminal close the window (Python only sees signals between Qt events)."""
    import signal

    from PySide6.QtCore import QTimer

    signal.signal(signal.SIGINT, lambda *_: app.quit())
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(250)
