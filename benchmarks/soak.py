"""One long conversation: 400 questions in the main window without New conversation, against the same with a
New conversation every 10 (the baseline), each in a process of its own, measured in one run.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/soak.py [--questions 400]

Prints, for both: resident memory after the first question → after the last, and the median time per question
over the first 20 → over the last 20 (the lesson's example questions in turn, fake model, inspector visible),
as wall-clock time and as the GUI side alone: the CPU time of the GUI thread per question (showing the events in
the chat, the inspector's tree, calls table, diagram and chart; the engine runs on its worker thread); then the
engine's own part: the same questions through the loop alone, CPU time per question, first 20 → last 20.
Goals for the long conversation: memory ≤ 2 × the start; time per question ≤ 3 × the first.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WINDOW = 20
GOAL_MEMORY, GOAL_TIME = 2.0, 3.0


def _rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def child(questions: int, new_every: int) -> None:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEventLoop, QTimer

    from core.lesson.catalog import default_lesson
    from core.lesson.store import OrdersStore
    from gui.window.app import freeze_startup_objects, make_app
    from gui.window.main_window import MainWindow

    make_app([])
    window = MainWindow(OrdersStore.in_memory(seed=default_lesson().seed()), settings=None)
    window.resize(1366, 768)
    window.show()
    freeze_startup_objects()
    examples = list(window.lesson.meta.examples)
    seconds: list[float] = []
    gui: list[float] = []
    memory: list[float] = []
    loop = QEventLoop()
    started = [0.0, 0.0]

    def ask_next(_event: object = None) -> None:
        if _event is not None:
            seconds.append(time.perf_counter() - started[0])
            gui.append(time.thread_time() - started[1])
            memory.append(_rss_mib())
        if len(seconds) == questions:
            loop.quit()
            return
        if new_every and seconds and len(seconds) % new_every == 0:
            window.new_conversation()
        question = examples[len(seconds) % len(examples)]
        started[:] = [time.perf_counter(), time.thread_time()]
        QTimer.singleShot(0, lambda: window.ask(question))

    window.sig_run_ended.connect(ask_next)
    ask_next()
    loop.exec()
    print(json.dumps({"seconds": seconds, "gui": gui, "memory": memory}), flush=True)
    window.close()


def run(questions: int, new_every: int) -> dict[str, float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, __file__, "--child", str(new_every), "--questions", str(questions)],
                          capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    data = json.loads(done.stdout.strip().splitlines()[-1])
    seconds, gui, memory = data["seconds"], data["gui"], data["memory"]
    return {"mem_start": memory[0], "mem_end": memory[-1],
            "first": statistics.median(seconds[:WINDOW]) * 1000, "last": statistics.median(seconds[-WINDOW:]) * 1000,
            "gui_first": statistics.median(gui[:WINDOW]) * 1000, "gui_last": statistics.median(gui[-WINDOW:]) * 1000}


def engine_alone(questions: int) -> dict[str, float]:
    """The same questions through the engine alone, one conversation: its part of the time per question (CPU)."""
    sys.path.insert(0, str(ROOT))
    from core.engine.loop import ToolLoop
    from core.engine.tools import Session
    from core.lesson.catalog import default_lesson
    from core.lesson.store import OrdersStore

    lesson = default_lesson()
    loop = ToolLoop(lesson.fake_client(), lesson.registry(), OrdersStore.in_memory(seed=lesson.seed()),
                    Session(lesson.meta.customer), lesson.run_settings())
    history: list = []
    examples = list(lesson.meta.examples)
    seconds = []
    for n in range(questions):
        started = time.process_time()
        loop.run(examples[n % len(examples)], history, emit=lambda event: None)
        seconds.append(time.process_time() - started)
    return {"first": statistics.median(seconds[:WINDOW]) * 1000, "last": statistics.median(seconds[-WINDOW:]) * 1000}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=400)
    parser.add_argument("--child", type=int, metavar="NEW_EVERY")
    args = parser.parse_args()
    if args.child is not None:
        child(args.questions, args.child)
        return
    long = run(args.questions, 0)
    base = run(args.questions, 10)
    print(f"{args.questions} questions in one window (fake model; memory: resident MiB after the first question → "
          f"after the last; time: median ms per question, first {WINDOW} → last {WINDOW}):")
    for name, f in (("New conversation every 10 (baseline)", base), ("one conversation, never New", long)):
        growth = f["mem_end"] / f["mem_start"]
        print(f"  {name:38} memory {f['mem_start']:6.0f} → {f['mem_end']:6.0f} MiB ({growth:4.2f}x)"
              f"   time {f['first']:6.1f} → {f['last']:6.1f} ms ({f['last'] / f['first']:4.2f}x)"
              f"   GUI thread {f['gui_first']:5.1f} → {f['gui_last']:5.1f} ms CPU "
              f"({f['gui_last'] / f['gui_first']:4.2f}x)")
    engine = engine_alone(args.questions)
    print(f"  {'the engine alone, one conversation':38} CPU ms per question {engine['first']:6.2f} → "
          f"{engine['last']:6.2f} ({engine['last'] / engine['first']:4.2f}x)")
    print(f"  goals for the one conversation: memory <= {GOAL_MEMORY}x the start, time per question <= "
          f"{GOAL_TIME}x the first")


if __name__ == "__main__":
    main()
