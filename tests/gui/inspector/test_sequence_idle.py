"""The sequence diagram behind another inspector tab makes its items after a run, a few in each idle turn (through
`later`, as the window's event pacer runs it), not while a run goes on: the tab's first click finds them made."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from core.engine.events import RunEnded
from gui.inspector import sequence_view
from gui.inspector.sequence_view import SequenceView
from tests.core.runs.test_sequence import TWO
from tests.gui.inspector.test_sequence_hidden import made_items, picture, shown_view, two_order_events


def hidden_view(qtbot, later: Callable[[Callable[[], None]], None]) -> tuple[SequenceView, list[int]]:
    """A view hidden after it was shown (its size known), whose jobs for idle turns go to `later`, and the items
    it holds after each of those jobs."""
    view = shown_view(qtbot)
    view.hide()
    turns: list[int] = []

    def job_then_count(job: Callable[[], None]) -> None:
        job()
        turns.append(len(made_items(view)))

    view.later = lambda job: later(lambda: job_then_count(job))
    return view, turns


def run_jobs(jobs: list[Callable[[], None]], most: int = 1000) -> None:
    """Idle turns, run by hand: the jobs asked for, and those they ask for, one a turn."""
    while jobs and most:
        jobs.pop(0)()
        most -= 1


def throughout_view(qtbot, events: list[object]) -> SequenceView:
    view = shown_view(qtbot)
    for event in events:
        view.on_event(event)
    return view


def test_after_a_run_a_hidden_diagram_makes_its_items_in_idle_turns_a_chunk_each(qtbot):
    events = two_order_events() * 3  # three runs: 33 arrows, 3 frames
    throughout = throughout_view(qtbot, events)
    view, turns = hidden_view(qtbot, lambda job: QTimer.singleShot(0, job))
    for event in events:
        view.on_event(event)
    assert made_items(view) == []  # nothing in the run's own turns
    everything = len(made_items(throughout))
    qtbot.waitUntil(lambda: len(made_items(view)) == everything)
    assert not view.isVisible()
    assert len(turns) > 1 and turns[0] < everything  # in chunks, one a turn
    made = made_items(view)
    view.show()  # (its scroll bar, and the columns fitted beside it, as the one shown throughout)
    qtbot.waitExposed(view)
    assert made_items(view) == made  # shown, it makes nothing more
    assert picture(view) == picture(throughout)


def test_a_run_starting_while_chunks_wait_stops_them_until_its_end(qtbot):
    first, second = two_order_events() * 3, two_order_events()
    throughout = throughout_view(qtbot, first + second)
    jobs: list[Callable[[], None]] = []
    view, turns = hidden_view(qtbot, jobs.append)
    for event in first:
        view.on_event(event)
    run_jobs(jobs, most=1)
    assert len(turns) == 1 and 0 < turns[0] < len(view.builder.arrows) and jobs  # more chunks wait
    assert isinstance(second[-1], RunEnded)
    for event in second[:-1]:  # the next run, but for its end
        view.on_event(event)
        run_jobs(jobs)
    assert len(made_items(view)) == turns[0]  # nothing made while the run goes on, and no chunk waits
    view.on_event(second[-1])
    run_jobs(jobs)
    assert len(made_items(view)) == len(made_items(throughout)) and len(turns) > 2
    made = made_items(view)
    view.show()
    qtbot.waitExposed(view)
    assert made_items(view) == made
    assert picture(view) == picture(throughout)


def test_the_windows_hidden_diagram_is_made_after_the_run_and_its_tab_then_draws_nothing(window, ask, qtbot,
                                                                                        monkeypatch):
    monkeypatch.setattr(sequence_view, "CHUNK", 4, raising=False)  # three turns
    window.toolbar.tool_actions["get_return_window"].setChecked(True)
    window.show()
    qtbot.waitExposed(window)
    pane = window.inspector.sequence
    view = pane.view
    ask(window, TWO)
    qtbot.waitUntil(lambda: len(made_items(view)) == 11 + 1)  # through the window's pacer, in idle turns
    assert not view.isVisible()
    made = made_items(view)
    window.inspector.tabs.setCurrentWidget(pane)
    assert view.isVisible() and made_items(view) == made
    assert [item.arrow for item in view.arrow_items] == view.builder.arrows
