"""Which event-loop turn each of a paced view's jobs ran in, for the tests of what waits for a turn of its own."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer


def turns_until(qtbot, pacer, seen: list[str], mark: str, timeout: int = 5000) -> list[str]:
    """Mark each event-loop turn's end with "|" in `seen` until `pacer` is empty and `mark` was seen; the turns,
    each a string of "s" (an item of a slice, `seen` says "slice") and "r" (`mark`)."""
    ticker = QTimer()
    ticker.setInterval(0)
    ticker.timeout.connect(lambda: seen.append("|"))
    ticker.start()
    qtbot.waitUntil(lambda: pacer.pending == 0 and mark in seen, timeout=timeout)
    ticker.stop()
    return "".join("r" if s == mark else "s" if s == "slice" else s for s in seen).split("|")


def paced_scroll_turns(qtbot, view, monkeypatch, steps: list[Callable[[], object]]) -> list[str]:
    """Give `view` an event pacer on a clock of the test's (a 1 ms budget, each step taking 2 ms), run `steps`
    through it (so one a turn) and note the view's scrolls to its end: the turns, as `turns_until` gives them."""
    from gui.window.event_pacer import EventPacer

    clock = [0.0]
    pacer = EventPacer(budget_s=0.001, clock=lambda: clock[0])
    view.later = pacer.later
    seen: list[str] = []
    original = view._scroll_to_end
    monkeypatch.setattr(view, "_scroll_to_end", lambda: (seen.append("scroll"), original())[1])

    def run(step: Callable[[], object]) -> None:
        clock[0] += 0.002
        seen.append("slice")
        step()

    for step in steps:
        pacer.push(run, step)
    return turns_until(qtbot, pacer, seen, "scroll")
