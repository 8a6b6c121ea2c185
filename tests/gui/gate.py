"""A gate that holds a worker thread inside a slow part until the GUI thread has shown that it still turns.

`Gate.around(monkeypatch, owner, name)` wraps `owner.name`: a thread that calls it is marked inside, runs the
real thing, and then waits at the gate. `prove_gui_turns(qtbot)` waits until a thread is inside, then starts a
QTimer on the GUI thread whose callback notes whether the thread is still held and opens the gate. So the run
cannot get past its slow part before the GUI thread ran a timer while it was in there, however fast or slow
the machine is; if the event loop were blocked, the timer would never fire and the gate would give up,
which the test sees (`held`).
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QTimer

GIVE_UP_S = 10.0  # a gate nobody opens lets go after this long, so a broken test fails instead of hanging


class Gate:
    def __init__(self) -> None:
        self.inside = threading.Event()
        self.opened = threading.Event()
        self.held: list[bool] = []  # per pass through the gate: whether it was opened in time
        self.fired: list[bool] = []  # per timer callback: whether a thread was still held inside

    def around(self, monkeypatch: Any, owner: object, name: str) -> None:
        real = getattr(owner, name)

        def gated(*args: Any, **kwargs: Any) -> Any:
            self.inside.set()
            try:
                return real(*args, **kwargs)
            finally:
                self.held.append(self.opened.wait(GIVE_UP_S))

        monkeypatch.setattr(owner, name, gated)

    def open_now(self) -> None:
        self.fired.append(self.inside.is_set() and not self.held)
        self.opened.set()

    def prove_gui_turns(self, qtbot: Any, timeout: int = 5000) -> None:
        """Once a thread is inside, let a timer on the GUI thread open the gate; fail if it found no one held."""
        qtbot.waitUntil(self.inside.is_set, timeout=timeout)
        QTimer.singleShot(0, self.open_now)
        qtbot.waitUntil(lambda: bool(self.fired), timeout=timeout)
        assert self.fired == [True], "the timer fired only after the slow part was over"

    def assert_held_until_opened(self) -> None:
        assert self.held and all(self.held), "the gate gave up: the GUI thread did not turn while the run waited"


def ask_through(window: Any, qtbot: Any, gate: Gate, question: str, timeout: int = 15000) -> Any:
    """Ask `question` in `window`, prove the GUI turns while the run is held at `gate`; the run's RunEnded."""
    with qtbot.waitSignal(window.sig_run_ended, timeout=timeout) as blocker:
        assert window.ask(question)
        gate.prove_gui_turns(qtbot)
    gate.assert_held_until_opened()
    return blocker.args[0]
