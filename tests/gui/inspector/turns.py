"""Which event-loop turn each of a paced view's jobs ran in, for the tests of what waits for a turn of its own."""

from __future__ import annotations

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
