"""A brief yellow flash on an order's row: held, then faded out, about 1.5 s in all."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer

from gui.orders.model import OrdersModel

HOLD_S = 0.8
FADE_S = 0.7
TICK_MS = 50


class RowHighlighter(QObject):
    def __init__(self, model: OrdersModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._started: dict[str, float] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def flash(self, order_id: str) -> None:
        self._started[order_id] = time.monotonic()
        self._model.set_highlight(order_id, 1.0)
        self._timer.start()

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
