"""The status bar never cuts its texts: when they do not all fit, the texts that repeat what shows elsewhere
(the model's name, which the toolbar shows too; the conversation mode, which View → Lesson mode shows) step aside
until there is room again, e.g. for a notice."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

SPACING = 12  # the status bar's gaps between its widgets, and its size grip


class StatusFit(QObject):
    def __init__(self, bar: QStatusBar, optional: tuple[QWidget, ...]) -> None:
        super().__init__(bar)
        self.bar = bar
        self.optional = optional  # the first steps aside first
        self.hidden: set[QWidget] = set()  # the ones hidden here
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest, QEvent.Type.FontChange):
            self._timer.start()
        return False

    def _need(self, shown: set[QWidget]) -> int:
        labels = [w for w in self.bar.findChildren(QLabel) if w.parentWidget() is self.bar or w in self.optional]
        widths = [w.sizeHint().width() for w in labels if w in shown or (w.isVisibleTo(self.bar) and w.text())]
        return sum(widths) + SPACING * (len(widths) + 1)

    def fit(self) -> None:
        for widget in self.optional:  # back while all fits
            if widget in self.hidden and self._need({widget}) <= self.bar.width():
                self.hidden.discard(widget)
                widget.show()
        for widget in self.optional:
            if self._need(set()) > self.bar.width() and widget.isVisibleTo(self.bar):
                self.hidden.add(widget)
                widget.hide()
