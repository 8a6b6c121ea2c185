"""GUI fluidity: the GUI thread's longest stall during a 20-question fake run, and the inspector's append cost.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui.py

(a) A QTimer firing every 2 ms measures its own lateness; the longest lateness
    while the main window (inspector visible) answers 20 questions with the fake
    model is printed next to the same figure for the idle window over as long;
    then the same with the sequence diagram and with the context chart as the
    inspector's visible tab (20 questions are about 50 model calls). Next to each
    run's stall, the most CPU time the GUI thread itself used between two ticks:
    on a shared machine the wall clock also counts the time other processes had
    the core, this does not.
(b) The cost of appending the 5th and the 500th message to the inspector's tree
    (model insert + view update), medians over 5 neighbouring appends, and (c) the
    same for the chat. These are the process's CPU time (Qt's paint threads
    included), not the wall clock: on a shared machine the wall clock of a
    0.3 ms append mostly measures the neighbours. The 50th is printed too: by
    then the pane is full and scrolls, so 50th → 500th is the growth alone.
Goals: longest stall < 16 ms; 500th append no slower than 2 × the 5th.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from core.lesson.catalog import default_lesson
from core.lesson.store import OrdersStore
from gui.chat.view import ChatView
from gui.inspector.history_model import HistoryModel
from gui.inspector.history_view import HistoryView
from gui.window.app import freeze_startup_objects, make_app
from gui.window.main_window import MainWindow

TICK_MS = 2
QUESTIONS = 20


class StallMeter:
    """A 2 ms timer that records how late each tick is, and how much CPU the GUI thread itself used between two
    ticks (on a shared machine the wall clock also counts the time other processes had the core)."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.worst = self.worst_cpu = 0.0
        self.last = 0
        self.last_cpu = 0

    def start(self) -> None:
        self.worst = self.worst_cpu = 0.0
        self.clock.start()
        self.last = self.clock.nsecsElapsed()
        self.last_cpu = time.thread_time_ns()
        self.timer.start()

    def _tick(self) -> None:
        now, cpu = self.clock.nsecsElapsed(), time.thread_time_ns()
        self.worst = max(self.worst, (now - self.last) / 1e6 - TICK_MS)
        self.worst_cpu = max(self.worst_cpu, (cpu - self.last_cpu) / 1e6)
        self.last, self.last_cpu = now, cpu

    def stop(self) -> float:
        self.timer.stop()
        return self.worst


def spin(ms: float) -> None:
    loop = QEventLoop()
    QTimer.singleShot(int(ms), loop.quit)
    loop.exec()


def run_questions(window: MainWindow, count: int) -> None:
    loop = QEventLoop()
    asked = [0]

    def next_question(_event=None) -> None:
        if asked[0] == count:
            loop.quit()
            return
        examples = window.chat.example_texts  # the lesson's example questions
        question = examples[asked[0] % len(examples)]
        asked[0] += 1
        QTimer.singleShot(0, lambda: window.ask(question))

    window.sig_run_ended.connect(next_question)
    next_question()
    loop.exec()
    window.sig_run_ended.disconnect(next_question)


def stall_figures(warm_up: bool = False, tab: str = "") -> tuple[float, float, float, int, int, float]:
    """With `warm_up`, one question runs before measuring, so one-time first-paint costs are left out;
    `tab` names the inspector's pane shown during the run ("sequence", "chart"; default: the messages)."""
    store = OrdersStore.in_memory(seed=default_lesson().seed())
    window = MainWindow(store, settings=None)
    for name, action in window.toolbar.tool_actions.items():  # an acting tool would wait for a human
        action.setChecked(not window.registry.is_acting(name))
    if tab:
        window.inspector.tabs.setCurrentWidget(getattr(window.inspector, tab))
    window.show()
    freeze_startup_objects()  # as run_app does once the window is up
    spin(200)
    if warm_up:
        run_questions(window, 1)
        spin(100)
    meter = StallMeter()
    meter.start()
    started = time.perf_counter()
    run_questions(window, QUESTIONS)
    busy_seconds = time.perf_counter() - started
    busy, busy_cpu = meter.stop(), meter.worst_cpu
    messages, calls = len(window.runner.history), len(window.inspector.chart.calls)
    meter.start()
    spin(busy_seconds * 1000)
    idle = meter.stop()
    window.close()
    store.close()
    return busy, idle, busy_seconds, messages, calls, busy_cpu


def sample_message(i: int) -> Message:
    if i % 4 == 1:
        return Message(role="assistant", content=[ToolUseBlock(id=f"call_{i}", name="get_order_status",
                                                               input={"order_id": "1042"})])
    if i % 4 == 2:
        return Message(role="user", content=[ToolResultBlock(tool_use_id=f"call_{i - 1}",
                                                             content="1042 — versandt, Lieferung 3. November")])
    return Message(role="user" if i % 4 == 0 else "assistant", content=[TextBlock(text=f"Nachricht {i}")])


def append_costs(app, with_view: bool) -> tuple[float, float, float]:
    """CPU milliseconds to append the 5th, the 50th and the 500th message (medians of 5 neighbours)."""
    model = HistoryModel()
    view = HistoryView(model) if with_view else None
    if view is not None:
        view.resize(600, 500)
        view.show()
    app.processEvents()
    costs = []
    for i in range(505):
        started = time.process_time()
        model.append(sample_message(i))
        if view is not None:
            app.processEvents()  # the tree's relayout and the deferred scroll to the end
            app.processEvents()
        costs.append((time.process_time() - started) * 1000)
    if view is not None:
        view.close()
    return _at(costs, 5), _at(costs, 50), _at(costs, 500)


def _at(costs: list[float], nth: int) -> float:
    """The median cost around the `nth` append (1-based)."""
    return statistics.median(costs[nth - 3:nth + 2])


def chat_costs(app) -> tuple[float, float, float]:
    """CPU milliseconds to add the 5th, 50th and 500th entry to the chat (bubbles and tool lines alternate)."""
    chat = ChatView()
    chat.resize(480, 800)
    chat.show()
    app.processEvents()
    costs = []
    for i in range(505):
        started = time.process_time()
        if i % 2:
            chat.add_line(f"call_{i} get_order_status(1042) → 1042 — versandt, Lieferung 3. November", "#1b5e20")
        else:
            chat.add_bubble("Kunde K-100", f"Wann kommt Bestellung 1042 an? ({i})", "#dcecff", customer=True)
        app.processEvents()
        costs.append((time.process_time() - started) * 1000)
    chat.close()
    return _at(costs, 5), _at(costs, 50), _at(costs, 500)


def main() -> int:
    app = make_app()
    cold = stall_figures()[0]
    busy, idle, seconds, messages, _calls, busy_cpu = stall_figures(warm_up=True)
    diagram, _idle, _seconds, _messages, calls, diagram_cpu = stall_figures(warm_up=True, tab="sequence")
    chart, *_rest, chart_cpu = stall_figures(warm_up=True, tab="chart")
    model_5, _model_50, model_500 = append_costs(app, with_view=False)
    fifth, fiftieth, five_hundredth = append_costs(app, with_view=True)
    chat_5, chat_50, chat_500 = chat_costs(app)
    print(f"(a) longest GUI-thread stall, {QUESTIONS}-question fake run with the inspector visible "
          f"({seconds:.2f} s, {messages} messages), after one warm-up question: {busy:.1f} ms")
    print(f"    the same in a fresh window, first paint included: {cold:.1f} ms")
    print(f"    same window idle for as long: {idle:.1f} ms   (ratio {busy / max(idle, 0.01):.1f}; goal < 16 ms)")
    print(f"    with the sequence diagram visible ({calls} model calls drawn): {diagram:.1f} ms; "
          f"with the context chart visible: {chart:.1f} ms (goal < 16 ms)")
    print(f"    the GUI thread's own CPU time between two ticks, at most: inspector {busy_cpu:.1f} ms, "
          f"sequence diagram {diagram_cpu:.1f} ms, context chart {chart_cpu:.1f} ms (the stall without the time "
          f"other processes had the core)")
    print(f"(b) inspector append, model only: 5th {model_5:.3f} ms, 500th {model_500:.3f} ms CPU "
          f"(ratio {model_500 / max(model_5, 1e-6):.2f}; goal < 2)")
    print(f"    model + visible tree, repainted: 5th {fifth:.3f} ms, 50th {fiftieth:.3f} ms, 500th "
          f"{five_hundredth:.3f} ms CPU (500th / 5th {five_hundredth / max(fifth, 1e-6):.2f}; goal < 2; "
          f"500th / 50th {five_hundredth / max(fiftieth, 1e-6):.2f})")
    print(f"(c) chat append (cursor insert + repaint): 5th {chat_5:.3f} ms, 50th {chat_50:.3f} ms, 500th "
          f"{chat_500:.3f} ms CPU (500th / 5th {chat_500 / max(chat_5, 1e-6):.2f}; goal < 2; "
          f"500th / 50th {chat_500 / max(chat_50, 1e-6):.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
