"""A FIFO that hands the worker's events to the GUI thread in slices, so no burst stalls a frame.

The worker can post a question's events faster than the GUI thread takes them;
handled in one go they hold the event loop for tens of milliseconds. `EventPacer`
queues each `(handler, item)` and drains the queue on a zero-interval timer:
it handles items until the turn's budget of the GUI thread is used, then yields
to the event loop (paints, timers, input) and goes on at the next turn. An item
that would carry the slice past its budget (expected to take what the last item
of its type took) waits for the next slice, unless it is the slice's first: a
heavy item (a run's end updates every view) then shares no turn with a slice
that used most of the budget, nor the paint after it with that slice's. The
budget counts from when the timer was started, so a turn that first painted
(or laid out) for 3 ms leaves its slice only the rest; as the paint after a
slice costs about what the one before it did, a slice and the paint after it
stay near one budget too (a slice still gets at least `MIN_SLICE_S`, and
handles at least one item). Order is kept exactly; each item is handled once,
by its own handler. `clear()` drops what is still queued (the window is
closing). The clock is replaceable for tests.

`later(job)` is for work that need not share a turn with a slice (a plot's
redraw, a scroll, the calls pane's move to a run's newest call): the job runs at
a turn of the timer that handles no item, once the queue has emptied, so its cost
and the paint it causes never add to a slice's turn and the paint after it. Not
at the turn right after a slice either: that one paints what the slice changed
(and runs the views' own zero-timers). A job asked for twice before it runs, runs
once. The jobs share a turn's budget as a slice's items do (at least one job a
turn; the rest at the next turn without a slice), so the jobs of a run's end do
not all render and repaint in one turn.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

SLICE_BUDGET_S = 0.004  # a turn's paint (or layout) and slice together; the paint after the slice takes about as long
MIN_SLICE_S = 0.002  # however long the turn painted, a slice goes on this long
SLACK_S = 1e-6  # an item expected to end this close past the budget still fits (sums of float seconds)


class EventPacer(QObject):
    """Queue `(handler, item)` pairs; handle them in order, at most about one budget per event-loop turn."""

    sig_slice_done = Signal()  # a slice has handled its items (tests wait on it)

    def __init__(self, parent: QObject | None = None, budget_s: float = SLICE_BUDGET_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.budget_s = budget_s
        self.clock = clock
        self._queue: deque[tuple[Callable[[Any], None], Any]] = deque()
        self._later: dict[Callable[[], None], None] = {}  # jobs for a turn without a slice, in order, each once
        self._sliced = False  # the last turn of the timer handled items: jobs skip the turn after it
        self._armed = 0.0  # when the timer was started: the turn's budget counts from there
        self._costs: dict[type, float] = {}  # what the last item of each type took to handle
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.drain)

    @property
    def pending(self) -> int:
        """How many items wait for a slice."""
        return len(self._queue)

    def push(self, handler: Callable[[Any], None], item: Any) -> None:
        """Queue `item` for `handler`; a slice at the next event-loop turn handles it (after what came before)."""
        self._queue.append((handler, item))
        if not self._timer.isActive():
            self._arm()

    def later(self, job: Callable[[], None]) -> None:
        """Run `job` at a later turn that handles no item (once the queue is empty); never within a slice."""
        self._later[job] = None
        if not self._timer.isActive():
            self._arm()

    def clear(self) -> None:
        """Drop every queued item unhandled (and the jobs waiting for a turn of their own)."""
        self._queue.clear()
        self._later.clear()
        self._timer.stop()

    def _arm(self) -> None:
        self._armed = self.clock()
        self._timer.start()

    def drain(self) -> None:
        """One slice: handle queued items within the turn's budget; the rest waits for the next turn.
        A turn with no item queued runs the jobs of `later()` instead."""
        if not self._queue:
            if self._sliced:  # the turn right after a slice: the views' own follow-ups; the jobs at the next
                self._sliced = False
                self._arm()
                return
            if self._later:
                self._run_jobs()
            return
        start = self.clock()
        end = max(self._armed + self.budget_s, start + min(MIN_SLICE_S, self.budget_s))
        now, handled = start, False
        while self._queue:
            handler, item = self._queue[0]
            kind = type(item)
            if handled and now + self._costs.get(kind, 0.0) > end + SLACK_S:  # it would overrun: the next slice's
                self._arm()
                break
            self._queue.popleft()
            handler(item)
            before, now, handled = now, self.clock(), True
            self._costs[kind] = now - before
        self._sliced = True
        if self._later and not self._timer.isActive():  # their own turn, after this slice's paint
            self._arm()
        self.sig_slice_done.emit()

    def _run_jobs(self) -> None:
        """The oldest job of `later()`; the next one at the next turn without a slice, after this one's paint."""
        job = next(iter(self._later))
        del self._later[job]
        job()
        if self._later and not self._timer.isActive():
            self._arm()
