"""The status bar never cuts its texts: when they do not all fit, the texts that repeat what shows elsewhere
(the model's name, which the toolbar shows too; the conversation mode, which View → Lesson mode shows) step aside
until there is room again, e.g. for a notice. The run's state gives way first: it counts with its shortest width
(shortened with …), so a long state text does not hide them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QSizeGrip, QStatusBar, QWidget

from gui.common.refit import Refit

SPACING = 12  # the status bar's gaps between its widgets, and its size grip


class StatusFit(QObject):
    def __init__(self, bar: QStatusBar, optional: tuple[QWidget, ...]) -> None:
        super().__init__(bar)
        self.bar = bar
        self.optional = optional  # the first steps aside first
        self.hidden: set[QWidget] = set()  # the ones hidden here
        self.refit = Refit(self, self.fit, (QEvent.Type.Resize, QEvent.Type.LayoutRequest, QEvent.Type.FontChange))
        self.refit.watch(bar)

    def _need(self, shown: set[QWidget]) -> int:
        labels = [w for w in self.bar.findChildren(QLabel) if w.parentWidget() is self.bar or w in self.optional]
        widths = [w.sizeHint().width() for w in labels if w in shown or (w.isVisibleTo(self.bar) and w.text())]
        boxes = [w for w in self.bar.children() if isinstance(w, QWidget) and not isinstance(w, (QLabel, QSizeGrip))]
        widths += [w.minimumSizeHint().width() for w in boxes if w.isVisibleTo(self.bar)]  # the run's state: it
        return sum(widths) + SPACING * (len(widths) + 1)  # is shortened first, its shortest width counts

    def fit(self) -> None:
        for widget in self.optional:  # back while all fits
            if widget in self.hidden and self._need({widget}) <= self.bar.width():
                self.hidden.discard(widget)
                widget.show()
        for widget in self.optional:
            if self._need(set()) > self.bar.width() and widget.isVisibleTo(self.bar):
                self.hidden.add(widget)
                widget.hide()
