"""Start-up: time to the first painted window and peak memory, the app's against a bare PySide6 window's.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/startup.py [--starts 5]

Each start is a fresh process, timed from launch until it has painted its window once (a grab) and said so;
its peak memory is the child's ru_maxrss (os.wait4), and its CPU time (user + system, up to its exit) is
printed too: on a shared machine the wall clock also counts the time other processes had the CPU. The app
starts as `make run` does (core before Qt, the lesson's orders database opened from its file, in a temporary
home here, the saved settings read) and the bare window is a QMainWindow that grabs itself. The two kinds
alternate, so both meet the same load; medians of `--starts`.
Goals: app ≤ 1.5 × the bare window's time, ≤ 1.3 × its memory.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_TIME, GOAL_MEMORY = 1.5, 1.3


def child_bare() -> None:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication([])
    window = QMainWindow()
    window.resize(1680, 920)
    window.show()
    app.processEvents()
    window.grab()
    print("painted", flush=True)


def child_app() -> None:
    """As run_app opens the window, up to its first paint; the store's opening time is reported too."""
    sys.path.insert(0, str(ROOT))
    from gui.window.app import load_core_first

    load_core_first()  # as run_app starts
    from PySide6.QtCore import QSettings

    from core.lesson.catalog import lesson_database
    from gui.window.app import make_app, open_store
    from gui.window.lessons import LessonWindows

    app = make_app([])
    opened: list[float] = []

    def timed_store(lesson):
        started = time.perf_counter()
        store = open_store(lesson_database(lesson), seed=lesson.seed())
        opened.append(time.perf_counter() - started)
        return store

    windows = LessonWindows(QSettings(), timed_store)
    window = windows.start()
    window.show()
    app.processEvents()
    window.grab()
    print(f"painted store_ms={opened[0] * 1000:.1f}" if opened else "painted", flush=True)
    window.shutdown()
    if windows.store is not None:
        windows.store.close()


def start_once(kind: str, home: Path) -> tuple[float, float, float, str]:
    """(seconds to the first paint, peak MiB, CPU seconds, the child's line)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # started as a user would
    env = {**env, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config")}
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, __file__, "--child", kind], stdout=subprocess.PIPE, text=True,
                             env=env, cwd=ROOT)
    assert child.stdout is not None
    line = child.stdout.readline().strip()
    seconds = time.perf_counter() - started
    child.stdout.read()
    _pid, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if not line.startswith("painted"):
        raise SystemExit(f"the {kind} start failed (exit {child.returncode}): {line!r}")
    return seconds, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime, line


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--child", choices=("app", "bare"))
    args = parser.parse_args()
    if args.child:
        child_app() if args.child == "app" else child_bare()
        return
    figures: dict[str, list[tuple[float, float, float]]] = {"bare": [], "app": []}
    store_ms: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        start_once("app", Path(folder))  # the first start makes the database and the byte-code: not counted
        for _ in range(args.starts):
            for kind in ("bare", "app"):
                seconds, mib, cpu, line = start_once(kind, Path(folder))
                figures[kind].append((seconds, mib, cpu))
                if "store_ms=" in line:
                    store_ms.append(float(line.split("store_ms=")[1]))
    bare_s, bare_m, bare_c = (statistics.median(v[i] for v in figures["bare"]) for i in (0, 1, 2))
    app_s, app_m, app_c = (statistics.median(v[i] for v in figures["app"]) for i in (0, 1, 2))
    print(f"first painted window, medians of {args.starts} process starts each:")
    print(f"  bare PySide6 QMainWindow (baseline): {bare_s:6.2f} s   {bare_m:6.0f} MiB peak   {bare_c:5.2f} s CPU")
    print(f"  Tool Loop Studio main window:         {app_s:6.2f} s   {app_m:6.0f} MiB peak   {app_c:5.2f} s CPU")
    print(f"  ratio time {app_s / bare_s:4.2f}x (goal <= {GOAL_TIME}x)   memory {app_m / bare_m:4.2f}x "
          f"(goal <= {GOAL_MEMORY}x)   CPU time {app_c / bare_c:4.2f}x")
    if store_ms:
        print(f"  of which opening the orders database: {statistics.median(store_ms):.1f} ms (median)")


if __name__ == "__main__":
    main()
