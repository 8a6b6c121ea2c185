"""Start-up: time to the first painted window and peak memory then, the app's against a bare PySide6 window's;
and the app's time and peak memory until its window is ready (lesson loaded, panes filled).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/startup.py [--starts 5]

Each start is a fresh process, timed from launch until it says so on its output: the bare window (a QMainWindow
of the app's first size) and the app's window when their first paint is done, the app again when its window is
ready. At each of those moments the process reports its own peak memory (ru_maxrss) and CPU time (user + system,
Qt's threads included): on a shared machine the wall clock also counts the time other processes had the CPU.
The app starts as `make run` does (the progressive start of `gui/window/app.py`: the first frame from Qt alone,
then the lesson, its orders database opened from its file in a temporary home, the saved settings read). The two
kinds alternate, so both meet the same load; medians of `--starts`.
Goals (the first painted window): app ≤ 1.5 × the bare window's time, ≤ 1.3 × its memory.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_TIME, GOAL_MEMORY = 1.5, 1.3


def said(word: str, extra: str = "") -> None:
    """`word`, this process's peak MiB and CPU seconds so far, on one line of its output."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(f"{word} {usage.ru_maxrss / 1024:.1f} {usage.ru_utime + usage.ru_stime:.3f} {extra}".rstrip(), flush=True)


def child_bare() -> None:
    from PySide6.QtCore import QEvent, QObject, QSize, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication([])
    window = QMainWindow()
    available = window.screen().availableGeometry().size()  # the app's first size on this screen
    window.resize(QSize(1680, 920).boundedTo(QSize(int(available.width() * 0.96), int(available.height() * 0.92))))

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                QTimer.singleShot(0, lambda: (said("painted"), app.quit()))
            return False

    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    app.exec()


def child_app() -> None:
    """As run_app starts the window, up to its first paint and on until it is ready."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QSettings

    from gui.window.app import make_app, user_store
    from gui.window.late_start import ProgressiveStart

    app = make_app([])
    opened: list[float] = []

    def timed_store(lesson):
        started = time.perf_counter()
        store = user_store(lesson)
        opened.append(time.perf_counter() - started)
        return store

    start = ProgressiveStart(QSettings(), timed_store)
    start.sig_first_frame.connect(lambda: said("painted"))
    start.sig_ready.connect(lambda _window: (said("ready", f"{opened[0] * 1000:.1f}"), app.quit()))
    start.show()
    app.exec()
    start.shutdown()


def start_once(kind: str, home: Path) -> dict[str, tuple[float, float, float, str]]:
    """For each line the child said: (seconds since launch, peak MiB, CPU seconds, the rest of the line)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # started as a user would
    env = {**env, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config")}
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, __file__, "--child", kind], stdout=subprocess.PIPE, text=True,
                             env=env, cwd=ROOT)
    assert child.stdout is not None
    lines: dict[str, tuple[float, float, float, str]] = {}
    for line in child.stdout:
        word, mib, cpu, *rest = line.split() + [""]
        if word in ("painted", "ready"):
            lines[word] = (time.perf_counter() - started, float(mib), float(cpu), " ".join(rest).strip())
    child.wait()
    if "painted" not in lines or (kind == "app" and "ready" not in lines):
        raise SystemExit(f"the {kind} start failed (exit {child.returncode}): {lines!r}")
    return lines


def medians(rows: list[tuple[float, float, float, str]]) -> tuple[float, float, float]:
    return tuple(statistics.median(row[i] for row in rows) for i in (0, 1, 2))  # type: ignore[return-value]


def verdict(ratio_time: float, ratio_memory: float) -> str:
    met = ratio_time <= GOAL_TIME and ratio_memory <= GOAL_MEMORY
    return "met" if met else "missed"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--child", choices=("app", "bare"))
    args = parser.parse_args()
    if args.child:
        child_app() if args.child == "app" else child_bare()
        return
    seen: dict[str, list[tuple[float, float, float, str]]] = {"bare": [], "first": [], "ready": []}
    with tempfile.TemporaryDirectory() as folder:
        start_once("app", Path(folder))  # the first start makes the database and the byte-code: not counted
        for _ in range(args.starts):
            seen["bare"].append(start_once("bare", Path(folder))["painted"])
            app = start_once("app", Path(folder))
            seen["first"].append(app["painted"])
            seen["ready"].append(app["ready"])
    bare_s, bare_m, bare_c = medians(seen["bare"])
    print(f"start-up, medians of {args.starts} process starts each (seconds from launch, peak MiB and CPU seconds "
          "at that moment):")
    print(f"  bare PySide6 QMainWindow, first paint (baseline): {bare_s:5.2f} s {bare_m:5.0f} MiB {bare_c:5.2f} s CPU")
    for key, label in (("first", "Tool Loop Studio, first painted frame:        "),
                       ("ready", "Tool Loop Studio, ready (lesson, panes, store):")):
        app_s, app_m, app_c = medians(seen[key])
        ratio_s, ratio_m = app_s / bare_s, app_m / bare_m
        goal = (f"goal <= {GOAL_TIME}x / <= {GOAL_MEMORY}x: {verdict(ratio_s, ratio_m)}" if key == "first"
                else "no goal (the issue sets one for the first frame)")
        print(f"  {label}   {app_s:5.2f} s {app_m:5.0f} MiB {app_c:5.2f} s CPU   ratio time {ratio_s:4.2f}x "
              f"(CPU {app_c / bare_c:4.2f}x), memory {ratio_m:4.2f}x; {goal}")
    store_ms = statistics.median(float(row[3]) for row in seen["ready"])
    print(f"  of which opening the orders database: {store_ms:.1f} ms (median)")


if __name__ == "__main__":
    main()
