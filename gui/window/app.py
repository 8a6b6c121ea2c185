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
    """The Qt-free core (pydantic, the lesson loader, the engine), without pydantic's search for plugins
    (third-party entry points, none of which this app uses). Scripts and tests that build the whole window at
    once call it before anything imports PySide6, which reads the source of every module imported after it;
    the progressive start calls it right after the first frame is painted."""
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    import core.lesson.catalog  # noqa: F401


def quicker_module_check() -> None:
    """PySide6 looks into the source of every module imported after it for the word "PySide6" (to know which
    modules may switch its `__feature__`s), through `inspect.getsource`, which keeps every file's lines in
    `linecache` for the rest of the process: ~11 MiB and ~25 ms for the window's modules. The same search over
    the file's bytes keeps nothing. Left as it is if PySide6 no longer has that check."""
    import sys

    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None or getattr(check, "quick", False):
        return

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return check(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:  # as inspect.getsource: no source, no PySide6
            return False

    uses_pyside.quick = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


def keep_painting_on_gui_thread() -> None:
    """Before the first paint: Qt's raster engine hands every fill of 96 or more lines (a table's background,
    a row's selection) to its GUI thread pool and blocks the GUI thread until the pool's threads are done.
    On a busy two-core machine those threads wait for a core first: a repaint of the orders table waited
    14-36 times and took up to 3x its CPU time by the wall clock (benchmarks/orders_table.py). Painting
    alone on the GUI thread costs a little more CPU and no waits. An explicit setting is kept."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def make_app(argv: list[str] | None = None, organization: str = ORGANIZATION) -> QApplication:
    """The one QApplication (reused if it exists), named so QSettings finds its file."""
    keep_painting_on_gui_thread()
    import PySide6.QtCore  # noqa: F401 - loads shibokensupport, whose check is made quicker before QtWidgets

    quicker_module_check()
    from PySide6.QtWidgets import QApplication

    running = QApplication.instance()
    if isinstance(running, QApplication):
        app = running
        apply_style(app)
    else:  # the style named on the command line is made once, by Qt alone, before the first window
        args = list(argv if argv is not None else sys.argv[:1]) or sys.argv[:1] or ["tool-loop-studio"]
        app = QApplication([*args, "-style", "Fusion"])  # args[0]: the program's name, as Qt expects
        apply_font(app)
    app.setOrganizationName(organization)
    app.setApplicationName(APPLICATION)
    return app


def apply_style(app: QApplication) -> None:
    """Fusion style and a font that stays readable on a projector."""
    from gui.common.widget_walk import qt_walks_widgets

    with qt_walks_widgets():  # every widget there is gets the new style
        app.setStyle("Fusion")
        apply_font(app)


def apply_font(app: QApplication) -> None:
    from PySide6.QtGui import QFont

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
    """Open the main window on the user's orders database and run until it closes. The window's first frame
    is painted before the lesson is loaded (`ProgressiveStart`)."""
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    from PySide6.QtCore import QSettings

    from gui.window.late_start import ProgressiveStart

    app = make_app(argv)
    start = ProgressiveStart(QSettings(), user_store)
    start.sig_ready.connect(_when_ready)
    app.aboutToQuit.connect(start.close)  # Ctrl+C, a session end: still save
    _quit_on_sigint(app)
    start.show()
    try:
        return app.exec()
    finally:
        start.shutdown()


def _when_ready(window) -> None:
    window.classroom.start_tour_if_new()  # the first start walks through the window once
    freeze_startup_objects()


def user_store(lesson) -> OrdersStore:
    """The lesson's orders database in the user's data directory."""
    from core.lesson.catalog import lesson_database

    return open_store(lesson_database(lesson), seed=lesson.seed())


def open_store(path: Path, err: TextIO | None = None, *, seed: Seed) -> OrdersStore:
    """The user's orders store for the lesson whose `seed` it is. The window shows its notice; the terminal
    hears it too, and hears while the store waits for another program's lock (before the window exists)."""
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
