"""Step mode: the loop waits here before each model call and each tool run until "next step"."""

from __future__ import annotations

import threading

from core.engine.cancel import CancelToken


class Stepper:
    """`enabled` is a plain attribute (the loop reads it before each step); change it with `set_enabled`."""

    def __init__(self, enabled: bool = False) -> None:
        self.enabled = enabled
        self._go = threading.Event()

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if enabled:
            self._go.clear()
        else:
            self._go.set()

    def step(self) -> None:
        """Let the paused run take one step."""
        self._go.set()

    def wait(self, cancel: CancelToken | None) -> None:
        """Block until step() (or step mode is switched off); raise Cancelled if cancelled meanwhile."""
        if not self.enabled:
            return
        unsubscribe = cancel.on_cancel(self._go.set) if cancel else (lambda: None)
        try:
            self._go.wait()
        finally:
            self._go.clear()
            unsubscribe()
        if cancel is not None:
            cancel.raise_if_cancelled()
