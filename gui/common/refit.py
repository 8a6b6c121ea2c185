"""When to fit a row to its width again: once, right after a burst of the watched widgets' events (a new size, a
new font, i.e. the zoom, a layout asked for, being shown), by the time each of them has taken effect. The status
bar's texts (`gui.classroom.status_fit`), the toolbar's rows (`gui.classroom.toolbar_rows`) and the calls pane's
caption (`gui.common.caption_row`) fit themselves so; what to move where is each one's own."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class Refit(QObject):
    def __init__(self, parent: QObject, fit: Callable[[], object], kinds: tuple[QEvent.Type, ...]) -> None:
        super().__init__(parent)  # a child: it dies with what it fits, never firing into a deleted one
        self.kinds = kinds
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(fit)

    def watch(self, *watched: QObject) -> None:
        for one in watched:
            one.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.kinds:
            self.schedule()
        return False

    def schedule(self) -> None:
        """Fit once soon; a fit that moves something asks for a new layout itself, which must not start another
        burst before this one has fitted."""
        if not self._timer.isActive():
            self._timer.start()

    @property
    def pending(self) -> bool:
        return self._timer.isActive()
