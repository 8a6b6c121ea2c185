"""The worker's events reach the GUI thread in slices: a burst is spread over event-loop turns, in order."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from gui.window.event_pacer import EventPacer


class StepClock:
    """A clock that moves on only when an item is handled (no real time involved)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _turn_marker(seen: list) -> QTimer:
    """A zero-interval timer that marks every event-loop turn in `seen`."""
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: seen.append("turn"))
    return timer


def test_a_burst_is_handled_over_several_turns_in_order(qtbot):
    clock = StepClock()
    pacer = EventPacer(budget_s=0.008, clock=clock)
    seen: list = []

    def handle(item: int) -> None:
        clock.now += 0.003  # every item uses 3 ms of the slice: two fit into an 8 ms budget, a third would overrun
        seen.append(item)

    for item in range(10):
        pacer.push(handle, item)
    ticker = _turn_marker(seen)
    ticker.start()
    qtbot.waitUntil(lambda: pacer.pending == 0, timeout=3000)
    ticker.stop()
    items = [s for s in seen if s != "turn"]
    assert items == list(range(10))
    first, last = seen.index(0), seen.index(9)
    groups = "".join("|" if s == "turn" else "x" for s in seen[first:last + 1]).split("|")
    assert [len(g) for g in groups if g] == [2, 2, 2, 2, 2]  # five slices, each on its own turn


def test_items_within_budget_are_handled_in_one_slice(qtbot):
    pacer = EventPacer(budget_s=0.008, clock=StepClock())  # the clock never moves: nothing uses the budget
    seen: list = []
    for item in range(5):
        pacer.push(seen.append, item)
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    assert seen == [0, 1, 2, 3, 4]
    assert pacer.pending == 0


def test_cleared_items_are_never_handled(qtbot):
    clock = StepClock()
    pacer = EventPacer(budget_s=0.008, clock=clock)
    seen: list = []

    def handle(item: int) -> None:
        clock.now += 0.010  # one item per slice
        seen.append(item)

    for item in range(4):
        pacer.push(handle, item)
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    pacer.clear()
    late: list = []
    pacer.push(late.append, "after")  # the pacer still works after a clear
    qtbot.waitUntil(lambda: late == ["after"], timeout=3000)
    assert seen == [0]


def test_window_closed_with_events_queued_drops_them(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert window.ask("Wann kommt Bestellung 1042 an?")
    count = len(seen)
    assert window.runner.claim() is not None  # a run counts as active, as when the worker is mid-question
    window.runner.pacer.push(window.runner._handle, seen[-1])
    window.shutdown()
    assert window.runner.pacer.pending == 0
    late: list = []
    window.runner.pacer.push(late.append, "turn")
    qtbot.waitUntil(lambda: late == ["turn"], timeout=3000)
    assert len(seen) == count


def test_a_turn_that_painted_first_leaves_its_slice_only_the_rest_of_the_budget(qtbot):
    """The budget counts from when the slice was queued: what the turn did before the slice (a paint, a layout)
    is taken off it, so paint and slice together stay within about one budget."""
    clock = StepClock()
    pacer = EventPacer(budget_s=0.008, clock=clock)
    seen: list = []

    def handle(item: int) -> None:
        clock.now += 0.001  # every item uses 1 ms
        seen.append(item)

    for item in range(12):
        pacer.push(handle, item)
    clock.now += 0.005  # the turn paints for 5 ms before the pacer's timer fires
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    assert seen == [0, 1, 2]  # 3 ms left of the 8, not a whole budget's 8 items
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    assert seen == list(range(11))  # a turn that did nothing else: the whole budget


def test_a_slice_after_a_long_paint_still_handles_items(qtbot):
    clock = StepClock()
    pacer = EventPacer(budget_s=0.008, clock=clock)
    seen: list = []

    def handle(item: int) -> None:
        clock.now += 0.001
        seen.append(item)

    for item in range(5):
        pacer.push(handle, item)
    clock.now += 0.030  # a paint longer than the whole budget
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    assert seen == [0, 1]  # the minimum slice (2 ms), not one item per turn


def test_a_later_job_runs_at_a_turn_of_its_own_after_the_slices(qtbot):
    clock = StepClock()
    pacer = EventPacer(budget_s=0.008, clock=clock)
    seen: list = []

    def handle(item: int) -> None:
        clock.now += 0.003
        seen.append(item)
        if item == 1:
            pacer.later(job)  # asked for within a slice, twice: once, and not in this turn
            pacer.later(job)

    def job() -> None:
        seen.append("job")

    for item in range(6):
        pacer.push(handle, item)
    ticker = _turn_marker(seen)
    ticker.start()
    qtbot.waitUntil(lambda: "job" in seen and pacer.pending == 0, timeout=3000)
    ticker.stop()
    turns = [t for t in "".join("|" if s == "turn" else "j" if s == "job" else "x" for s in seen).split("|") if t]
    assert turns == ["xx", "xx", "xx", "j"]
    assert seen.count("job") == 1


def test_clear_drops_the_later_jobs(qtbot):
    pacer = EventPacer()
    seen: list = []
    pacer.later(lambda: seen.append("job"))
    pacer.clear()
    pacer.push(seen.append, 1)
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    assert seen == [1] and not pacer._timer.isActive()  # nothing left to run


class Light:
    """An item that takes 1 ms to handle."""


class Heavy:
    """An item that takes 4 ms to handle (a run's end: every view updates)."""


def test_an_item_expected_to_overrun_the_budget_waits_for_the_next_slice(qtbot):
    """What an item of a type took last time is what the next one is expected to take: a slice does not start an
    item that would carry it past the budget (unless it is the slice's first), so a heavy item is not handled at
    the end of a slice that used most of the budget, where it and the paint after it would make one long turn."""
    clock = StepClock()
    pacer = EventPacer(budget_s=0.008, clock=clock)
    seen: list = []

    def handle(item: object) -> None:
        clock.now += 0.004 if isinstance(item, Heavy) else 0.001
        seen.append(type(item).__name__)

    pacer.push(handle, Heavy())  # handled alone: now the pacer knows what a Heavy costs
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    seen.clear()
    for item in (Light(), Light(), Light(), Light(), Light(), Heavy()):
        pacer.push(handle, item)
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    assert seen == ["Light"] * 5  # 5 ms used: the Heavy's 4 would make 9 of the 8
    with qtbot.waitSignal(pacer.sig_slice_done, timeout=3000):
        pass
    assert seen == ["Light"] * 5 + ["Heavy"]


def test_later_jobs_run_one_a_turn_in_the_order_asked(qtbot):
    """A run's end asks for several views' follow-ups (the calls pane's newest call, the chart's redraw, a scroll):
    each runs at a turn of its own, so their work and the paints it causes do not add up in one turn."""
    pacer = EventPacer()
    seen: list = []
    for name in ("a", "b", "c"):
        pacer.later(lambda name=name: seen.append(name))
    ticker = _turn_marker(seen)
    ticker.start()
    qtbot.waitUntil(lambda: "c" in seen, timeout=3000)
    ticker.stop()
    jobs = [t for t in "".join("|" if s == "turn" else s for s in seen).split("|") if t]
    assert jobs == ["a", "b", "c"]
