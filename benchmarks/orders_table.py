"""How the orders table scales: 1,000 rows against 100,000, measured in one run.

The store is a real SQLite file (WAL, as the app opens it) in a temporary folder. The table reads it in
pages: the first at once, the rest a page per turn of the event loop; the filter is matched in SQL, page by
page too. Prints, for each size: filling the store (for context), the first rows in the model, all rows in
(the event loop turning meanwhile), opening the editor until its window's first paint and until all its
rows are in, one cell edit (setData → validation → SQLite commit → dataChanged), one undo, and a filter's
first rows and all its rows; then each as a ratio of the 100,000-row figure to the 1,000-row one. Last, the
longest the GUI thread was held at once while the rows still to come after that first paint and the
filter's rows came in (a 1 ms timer's lateness; goal: under 16 ms), next to the same at 1,000 rows (where all
rows are in by the first paint): on a busy machine a single repaint of the table can take longer than a
frame. A window's first paint is a start-up cost, the same at 1,000 rows as at 100,000: it is timed in
"open + first paint", as benchmarks/gui.py reports a fresh window's apart from its run's stall.
As in the app, what is alive before the table opens is frozen out of the garbage collector's passes, and Qt
paints on the GUI thread alone (no waits for its thread pool).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/orders_table.py
"""

from __future__ import annotations

import datetime as dt
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from core.lesson.catalog import default_lesson
from core.lesson.orders import Order
from core.lesson.store import OrdersStore
from gui.orders.editor import OrdersEditor
from gui.orders.model import OrdersModel
from gui.window.app import freeze_startup_objects, keep_painting_on_gui_thread

SIZES = (1_000, 100_000)
EDITS = 25
DELIVERY = 3
FRAME_MS = 16


def make_orders(n: int) -> list[Order]:
    day = dt.date(2026, 11, 3)
    return [Order(order_id=str(100_000 + i), customer_id=f"K-{i % 700}", status="versandt",
                  delivery=day, return_by=day + dt.timedelta(days=14)) for i in range(n)]


def fill(store: OrdersStore, n: int) -> float:
    """Seconds to put n orders into the store; the orders themselves are let go."""
    orders = make_orders(n)
    return timed(lambda: store.replace_all(orders))[0]


def timed(action) -> tuple[float, object]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


class TimedApp(QApplication):
    """Measures the GUI thread's CPU time per event it handles (outermost events only), while `worst` is set:
    unlike a wall clock, not stretched when the machine is busy with other processes."""

    worst: float | None = None
    _depth = 0

    def notify(self, receiver, event) -> bool:
        if self.worst is None or self._depth:
            return super().notify(receiver, event)
        self._depth += 1
        start = time.thread_time()
        try:
            return super().notify(receiver, event)
        finally:
            self._depth -= 1
            self.worst = max(self.worst, (time.thread_time() - start) * 1000)


class StallMeter:
    """A 1 ms timer: how late its ticks come is how long the GUI thread was held at once (wall clock);
    and the longest CPU time of one event meanwhile."""

    def __init__(self, app: TimedApp) -> None:
        self.app = app
        self.clock, self.timer = QElapsedTimer(), QTimer(interval=1)
        self.timer.timeout.connect(self._tick)
        self.worst, self.last, self.cpu = 0.0, 0, 0.0

    def __enter__(self) -> StallMeter:
        self.clock.start()
        self.last = self.clock.nsecsElapsed()
        self.timer.start()
        self.app.worst = 0.0
        return self

    def __exit__(self, *_exc) -> None:
        self._tick()
        self.timer.stop()
        self.cpu, self.app.worst = self.app.worst or 0.0, None

    def _tick(self) -> None:
        now = self.clock.nsecsElapsed()
        self.worst = max(self.worst, (now - self.last) / 1e6 - 1)
        self.last = now


class FirstPaint(QObject):
    """Sees a widget's first paint event (the widget's own, at its first expose)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.seen = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen = True
            watched.removeEventFilter(self)
        return False


def until_loaded(model: OrdersModel, started: bool = True) -> float:
    """Seconds until the model has read its last page, with the event loop turning (as in the window)."""
    start = time.perf_counter()
    if model.canFetchMore() or not started:
        loop = QEventLoop()
        model.sig_loaded.connect(loop.quit)
        loop.exec()
        model.sig_loaded.disconnect(loop.quit)
    return time.perf_counter() - start


def measure(n: int, app: TimedApp) -> tuple[dict[str, float], dict[str, tuple[float, float]]]:
    figures: dict[str, float] = {}
    stalls: dict[str, tuple[float, float]] = {}
    folder = tempfile.TemporaryDirectory()
    store = OrdersStore.open(Path(folder.name) / "orders.sqlite3", seed=default_lesson().seed())
    figures["fill store (replace_all)"] = fill(store, n)
    freeze_startup_objects()
    figures["model: first rows"], model = timed(lambda: OrdersModel(store))
    figures["model: all rows in"] = until_loaded(model)
    assert model.rowCount() == n
    model.deleteLater()

    def open_editor() -> OrdersEditor:
        """Until the window has had its first paint: the expose after show(), not a grab() (which left that paint
        to the loading meter below, where the same window stalled as long at 1,000 rows as at 100,000)."""
        editor = OrdersEditor(store)
        editor.resize(800, 600)
        painted = FirstPaint(editor)
        editor.show()
        while not painted.seen:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        return editor

    figures["editor: open + first paint"], editor = timed(open_editor)
    with StallMeter(app) as meter:  # the rows still to come after the first paint (none left at 1,000 rows)
        figures["editor: open → all rows in"] = figures["editor: open + first paint"] + until_loaded(editor.model)
    stalls["loading the table"] = (meter.worst, meter.cpu)
    edits, undos = [], []
    for i in range(EDITS):
        index = editor.model.index((i * 7919) % n, DELIVERY)
        seconds, accepted = timed(lambda index=index, i=i: editor.model.setData(index, f"{1 + i % 28}. Dezember"))
        assert accepted
        edits.append(seconds)
        undos.append(timed(editor.undo_stack.undo)[0])
    figures["one edit (setData → SQLite)"] = statistics.median(edits)
    figures["one undo"] = statistics.median(undos)
    with StallMeter(app) as meter:
        QTimer.singleShot(0, lambda: editor.proxy.set_needle("K-42"))  # as the filter field's timer does
        figures["filter 'K-42': all rows in"] = until_loaded(editor.model, started=False)
    stalls["filtering"] = (meter.worst, meter.cpu)
    assert editor.model.rowCount() == len([i for i in range(n) if f"k-{i % 700}".startswith("k-42")])
    editor.close()
    editor.deleteLater()
    app.processEvents()
    store.close()
    folder.cleanup()
    return figures, stalls


def main() -> None:
    keep_painting_on_gui_thread()  # as the app does
    app = TimedApp([])
    results = {n: measure(n, app) for n in SIZES}
    (small, small_stalls), (large, large_stalls) = results[SIZES[0]], results[SIZES[1]]
    print(f"{'':32}{SIZES[0]:>12,} rows{SIZES[1]:>12,} rows{'ratio':>10}")
    for name in small:
        ratio = large[name] / small[name] if small[name] else float("inf")
        print(f"{name:32}{small[name] * 1000:>12.2f} ms {large[name] * 1000:>11.2f} ms {ratio:>9.1f}x")
    print(f"(row ratio {SIZES[1] // SIZES[0]}x; edits and undos: median of {EDITS})")
    print(f"longest GUI-thread stall (goal < {FRAME_MS} ms), wall clock / CPU time of the longest event:")
    for name in small_stalls:
        (small_wall, small_cpu), (wall, cpu) = small_stalls[name], large_stalls[name]
        print(f"  {name:20}{small_wall:>8.1f} / {small_cpu:4.1f} ms {wall:>8.1f} / {cpu:4.1f} ms   "
              f"{'met' if cpu < FRAME_MS else 'missed'} at {SIZES[1]:,} rows")


if __name__ == "__main__":
    main()
