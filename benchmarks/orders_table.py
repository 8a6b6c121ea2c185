"""How the orders table scales: 1,000 rows against 100,000, measured in one run.

The store is a real SQLite file (WAL, as the app opens it) in a temporary folder.
Prints, for each size: filling the store (for context), loading the model
(store.all() into the table model), opening the editor widget and painting it once,
one cell edit (setData → validation → SQLite commit → dataChanged), one undo, and
one filter pass; then each as a ratio of the 100,000-row figure to the 1,000-row one.

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

from PySide6.QtWidgets import QApplication

from core.lesson.orders import Order
from core.lesson.store import OrdersStore
from gui.orders.editor import OrdersEditor
from gui.orders.model import OrdersModel

SIZES = (1_000, 100_000)
EDITS = 25
DELIVERY = 3


def make_orders(n: int) -> list[Order]:
    day = dt.date(2026, 11, 3)
    return [Order(order_id=str(100_000 + i), customer_id=f"K-{i % 700}", status="versandt",
                  delivery=day, return_by=day + dt.timedelta(days=14)) for i in range(n)]


def timed(action) -> tuple[float, object]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def measure(n: int, app: QApplication) -> dict[str, float]:
    orders = make_orders(n)
    figures: dict[str, float] = {}
    folder = tempfile.TemporaryDirectory()
    store = OrdersStore.open(Path(folder.name) / "orders.sqlite3")
    figures["fill store (replace_all)"], _ = timed(lambda: store.replace_all(orders))
    figures["load model"], model = timed(lambda: OrdersModel(store))
    assert model.rowCount() == n

    def open_editor() -> OrdersEditor:
        editor = OrdersEditor(store)
        editor.resize(800, 600)
        editor.show()
        editor.grab()
        return editor

    figures["open + paint editor"], editor = timed(open_editor)
    edits, undos = [], []
    for i in range(EDITS):
        index = editor.model.index((i * 7919) % n, DELIVERY)
        seconds, accepted = timed(lambda index=index, i=i: editor.model.setData(index, f"{1 + i % 28}. Dezember"))
        assert accepted
        edits.append(seconds)
        undos.append(timed(editor.undo_stack.undo)[0])
    figures["one edit (setData → SQLite)"] = statistics.median(edits)
    figures["one undo"] = statistics.median(undos)
    figures["filter 'K-42'"], _ = timed(lambda: editor.proxy.set_needle("K-42"))
    editor.close()
    editor.deleteLater()
    app.processEvents()
    store.close()
    folder.cleanup()
    return figures


def main() -> None:
    app = QApplication.instance() or QApplication([])
    results = {n: measure(n, app) for n in SIZES}
    small, large = results[SIZES[0]], results[SIZES[1]]
    print(f"{'':30}{SIZES[0]:>12,} rows{SIZES[1]:>12,} rows{'ratio':>10}")
    for name in small:
        ratio = large[name] / small[name] if small[name] else float("inf")
        print(f"{name:30}{small[name] * 1000:>12.2f} ms {large[name] * 1000:>11.2f} ms {ratio:>9.1f}x")
    print(f"(row ratio {SIZES[1] // SIZES[0]}x; edits and undos: median of {EDITS})")


if __name__ == "__main__":
    main()
