"""A brief yellow flash on an order's row: held, then faded out, about 1.5 s in all.

An order whose page the table has not read yet waits (`when_shown`): it is handed back (`sig_shown`) as soon
as a page brings its row, so a tool's read of any order lights it up once it is shown. What is still waiting
when the last page is in will not come (the filter hides it) and is forgotten.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QObject, QTimer, Signal

from gui.orders.model import OrdersModel

HOLD_S = 0.8
FADE_S = 0.7
TICK_MS = 50


class RowHighlighter(QObject):
    sig_shown = Signal(str)  # an order waited for has its row now

    def __init__(self, model: OrdersModel, parent: QObject | None = None,
                 shown: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._started: dict[str, float] = {}
        self._waiting: set[str] = set()
        model.rowsInserted.connect(self._rows_came)
        model.sig_loaded.connect(self._waiting.clear)
        if shown is not None:
            self.sig_shown.connect(shown)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def flash(self, order_id: str) -> None:
        self._started[order_id] = time.monotonic()
        self._model.set_highlight(order_id, 1.0)
        self._timer.start()

    def when_shown(self, order_id: str) -> None:
        """Say `sig_shown(order_id)` once a page brings the order's row (nothing if all pages are in)."""
        if self._model.canFetchMore():
            self._waiting.add(order_id)

    def _rows_came(self, _parent: QModelIndex, _first: int, _last: int) -> None:
        for order_id in [o for o in self._waiting if self._model.row_of(o) is not None]:
            self._waiting.discard(order_id)
            self.sig_shown.emit(order_id)

    def active(self) -> list[str]:
        return list(self._started)

    def _tick(self) -> None:
        now = time.monotonic()
        for order_id, started in list(self._started.items()):
            age = now - started
            if age < HOLD_S:
                continue
            strength = 1.0 - (age - HOLD_S) / FADE_S
            if strength <= 0:
                del self._started[order_id]
            self._model.set_highlight(order_id, max(strength, 0.0))
        if not self._started:
            self._timer.stop()
