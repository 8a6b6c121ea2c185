"""Record the GUI's current run as it happens, so File → Save run… can write it as one JSON file.

`RunCapture.begin` freezes what the run starts from (settings, armed faults with
their seeds, the orders, how many messages came before) at the moment Send is
pressed, on the GUI thread, before the worker can spend a "next" fault. Every
event the window receives then goes through `on_event`, which timestamps it with
`core.runs.record.Recorder`; the run's `RunEnded` turns it all into a `RunRecord`.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.events import RunEnded, RunStarted
from core.lesson.orders import Order
from core.runs.record import RecordedSettings, Recorder, RunRecord, is_saved_event, make_record


@dataclass
class _Pending:
    settings: RecordedSettings
    faults: list
    orders: list[Order]
    prior: int
    recorder: Recorder
    question: str = ""


class RunCapture:
    """Collects one run at a time; `record` is the last finished run (None before the first), built
    when first asked for, so a run costs the GUI thread no JSON work until it is saved."""

    def __init__(self) -> None:
        self._finished: tuple[_Pending, RunEnded] | None = None
        self._record: RunRecord | None = None
        self._pending: _Pending | None = None

    @property
    def record(self) -> RunRecord | None:
        if self._record is None and self._finished is not None:
            pending, end = self._finished
            messages = list(end.messages)
            self._record = make_record(pending.settings, pending.faults, pending.orders, pending.question,
                                       messages, min(pending.prior, len(messages)), pending.recorder, end)
        return self._record

    @property
    def capturing(self) -> bool:
        return self._pending is not None

    def begin(self, settings: RecordedSettings, faults: list, orders: list[Order], prior: int) -> None:
        self._pending = _Pending(settings, list(faults), list(orders), prior, Recorder())

    def cancel(self) -> None:
        """The run did not start after all (the worker refused it)."""
        self._pending = None

    def on_event(self, event: object) -> bool:
        """Record `event`; True on the run's RunEnded (then `record` is the finished run)."""
        pending = self._pending
        if pending is None:
            return False
        if is_saved_event(event):
            pending.recorder(event)
        if isinstance(event, RunStarted):
            pending.question = event.question
        if not isinstance(event, RunEnded):
            return False
        self._pending = None
        self._finished, self._record = (pending, event), None
        return True
