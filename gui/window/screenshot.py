"""`python main.py screenshot PATH.png [--question TEXT]`: render the main window after a fake run.

Works without a display (switches to the offscreen platform). Uses the lesson's
orders in memory and default toolbar settings, so the picture is the same every time.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

RUN_TIMEOUT_MS = 15000


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py screenshot", description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path, help="where to save the PNG")
    parser.add_argument("--question", action="append", metavar="TEXT",
                        help="question to run first (repeatable; default: the lesson's first example)")
    parser.add_argument("--tools", metavar="NAME,NAME", help="tools offered (default: the toolbar's default)")
    return parser


def _ensure_platform() -> None:
    if "QT_QPA_PLATFORM" not in os.environ and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def run_and_wait(window, question: str, timeout_ms: int = RUN_TIMEOUT_MS) -> object | None:
    """Ask `question` in `window` and spin the event loop until its RunEnded arrives (or the timeout)."""
    from PySide6.QtCore import QEventLoop, QTimer

    ended: list = []
    loop = QEventLoop()

    def done(event) -> None:
        ended.append(event)
        loop.quit()

    window.sig_run_ended.connect(done)
    QTimer.singleShot(timeout_ms, loop.quit)
    if window.ask(question):
        loop.exec()
    window.sig_run_ended.disconnect(done)
    return ended[0] if ended else None


def select_interesting(window) -> None:
    """Select the last tool_use (so its tool_result lights up) and the last model call's raw JSON."""
    from PySide6.QtWidgets import QApplication

    _settle(QApplication.instance())  # let the tree finish scrolling to the end first
    model = window.inspector.history
    spots = [(m, b) for m, message in enumerate(model.messages)
             for b, block in enumerate(message.content) if block.type == "tool_use"]
    if spots:
        window.inspector.tree.select_block(*spots[-1])
    records = window.inspector.calls.model.records
    if records:
        window.inspector.calls.select(len(records) - 1)


def _settle(app, ms: int = 150) -> None:
    """Let delayed layout work (header sizes, scrolling) happen before the grab."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(ms)
    while not deadline.hasExpired():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def _folder_problem(path: Path) -> str:
    """Why the PNG cannot be written into its folder (made if missing), or "" when it can."""
    for folder in (path.parent, *path.parent.parents):
        if folder.exists():
            if not folder.is_dir():
                return f"{folder} is a file, not a folder"
            break
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"cannot make the folder {path.parent}: {error.strerror or error}"
    if path.is_dir():
        return f"{path} is a folder"
    return ""


def shown_window(width: int | None = None, height: int | None = None, *, lesson: str | None = None,
                 language: str | None = None):
    """The main window on a lesson's orders in memory (the default lesson unless `lesson` names one), shown
    offscreen in `language` (else the system's), saving no settings; with the app.

    Without a size it takes the designed size, whatever the (offscreen: 800×800) screen would suggest.
    The scripts that render the README's pictures start from it too."""
    _ensure_platform()
    from gui.window.app import load_core_first, make_app

    load_core_first()
    from PySide6.QtCore import QSize

    from core.lesson.catalog import default_lesson, find_lesson
    from core.lesson.store import OrdersStore
    from gui.common import i18n
    from gui.window.main_window import SIZE, MainWindow

    app = make_app()
    if language is not None:
        i18n.language.set(language)
    chosen = find_lesson(lesson) if lesson is not None else default_lesson()
    store = OrdersStore.in_memory(seed=chosen.seed())
    window = MainWindow(store, settings=None, lesson=chosen)
    window.resize(SIZE if width is None or height is None else QSize(width, height))
    window.show()
    return app, window


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    problem = _folder_problem(args.path)  # before Qt starts: a refusal, never an abort
    if problem:
        print(f"screenshot: cannot save {args.path}: {problem}", file=sys.stderr)
        return 2
    app, window = shown_window()
    if args.tools is not None:
        chosen = {n.strip() for n in args.tools.split(",")}
        for name, action in window.toolbar.tool_actions.items():
            action.setChecked(name in chosen)
    ok = True
    for question in args.question or window.lesson.meta.examples[:1]:
        ok = run_and_wait(window, question) is not None and ok
    select_interesting(window)
    _settle(app)
    saved = window.grab().save(str(args.path))
    window.close()
    window.store.close()
    if not saved:
        print(f"could not save {args.path}", file=sys.stderr)
        return 1
    print(f"saved {args.path}" + ("" if ok else " (a run did not finish in time)"))
    return 0 if ok else 1
