"""A short guided tour on first start: the three panes and the first question, one bubble at a time.

Non-modal: a small frame over the window beside the pane it explains (right of it, else left, below, above:
whichever keeps the bubble inside the window without covering the pane; else where it covers least), with Next
and Skip. It moves along when the window is resized or zoomed. Finishing or skipping marks it done in the
settings; Help → Tour shows it again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSettings, QSize, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.common.i18n import live

DONE_KEY = "tour/done"
GAP = 8  # between the bubble and what it explains, and from the window's edges


def _area(rect: QRect) -> int:
    return rect.width() * rect.height() if not rect.isEmpty() else 0


def beside(target: QRect, size: QSize, room: QRect) -> QPoint:
    """Where a bubble of `size` goes next to `target` inside `room`: right of it, else left, below or above
    (aligned with its top or left edge, kept inside `room`); if none is free of `target`, the one covering least."""
    inner = room.adjusted(GAP, GAP, -GAP, -GAP)

    def within(start: int, low: int, high: int, length: int) -> int:
        return max(low, min(start, high - length))

    y = within(target.top(), inner.top(), inner.bottom() + 1, size.height())
    x = within(target.left(), inner.left(), inner.right() + 1, size.width())
    spots = [QPoint(target.right() + 1 + GAP, y), QPoint(target.left() - GAP - size.width(), y),
             QPoint(x, target.bottom() + 1 + GAP), QPoint(x, target.top() - GAP - size.height())]
    for spot in spots:
        if inner.contains(QRect(spot, size)):
            return spot
    kept = [QPoint(within(s.x(), inner.left(), inner.right() + 1, size.width()),
                   within(s.y(), inner.top(), inner.bottom() + 1, size.height())) for s in spots]
    return min(kept, key=lambda s: _area(QRect(s, size).intersected(target)))


class TourBubble(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tour-bubble")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#tour-bubble { background: #fffbe6; border: 2px solid #e0a800; border-radius: 6px; }")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.count = QLabel()
        self.next_button, self.skip_button = QPushButton(), QPushButton()
        live(self.next_button.setText, lambda: self.tr("Next"))
        live(self.skip_button.setText, lambda: self.tr("Skip the tour"))
        row = QHBoxLayout()  # the count above the text: the buttons' row stays narrow enough to fit beside a pane
        row.addStretch(1)
        row.addWidget(self.skip_button)
        row.addWidget(self.next_button)
        self.box = QVBoxLayout(self)
        self.box.addWidget(self.count)
        self.box.addWidget(self.text)
        self.box.addLayout(row)


class Tour(QObject):
    sig_finished = Signal()

    def __init__(self, window: QWidget, steps: list[tuple[Callable[[], QWidget], Callable[[], str]]],
                 settings: QSettings | None) -> None:
        super().__init__(window)
        self.window = window
        self.steps = steps
        self.settings = settings
        self.index = -1
        self.bubble = TourBubble(window)
        self.bubble.hide()
        self.bubble.next_button.clicked.connect(self.next)
        self.bubble.skip_button.clicked.connect(self.finish)
        self._refit = QTimer(self)  # after a language switch, once every text of the bubble has changed
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._replace)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and self.active and event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange):
            self._place(self.steps[self.index][0]())
        return False

    @property
    def done(self) -> bool:
        return self.settings is not None and str(self.settings.value(DONE_KEY, "false")).lower() == "true"

    @property
    def active(self) -> bool:
        return self.bubble.isVisible()

    def start_if_new(self) -> bool:
        if self.done:
            return False
        self.start()
        return True

    def start(self) -> None:
        self.index = -1
        self.next()

    def next(self) -> None:
        self.index += 1
        if self.index >= len(self.steps):
            self.finish()
            return
        target, text = self.steps[self.index]
        last = self.index == len(self.steps) - 1
        live(self._say, text)  # its words follow a language switch while it shows, and it fits them again
        n, total = self.index + 1, len(self.steps)
        live(self.bubble.count.setText, lambda: self.tr("{n} of {total}").format(n=n, total=total))
        live(self.bubble.next_button.setText, lambda: self.tr("Done") if last else self.tr("Next"))
        self._place(target())
        self.bubble.show()
        self.bubble.raise_()

    def _replace(self) -> None:
        if self.active:
            self._place(self.steps[self.index][0]())

    def _say(self, text: str) -> None:
        self.bubble.text.setText(text)
        self._refit.start()

    def _place(self, target: QWidget) -> None:
        """Beside the pane it explains, inside the window."""
        for button in (self.bubble.skip_button, self.bubble.next_button):  # whole, at any zoom and in any language
            button.setMinimumWidth(button.sizeHint().width())
        window = self.window.rect()
        if target.isVisible():  # the part of it in sight (the examples scroll in their box)
            seen = target.visibleRegion().boundingRect()
            shown = QRect(target.mapTo(self.window, seen.topLeft()), seen.size())
        else:
            shown = QRect(window.center(), QSize(1, 1))
        least = self.bubble.minimumSizeHint().width()
        width = min(max(least, 260, min(420, window.width() // 3)), window.width() - 2 * GAP)
        side = max(shown.left(), window.right() - shown.right()) - 2 * GAP  # the wider room beside it
        if least <= side < width:  # narrower, taller: beside the pane rather than over it
            width = side
        self.bubble.setFixedWidth(width)
        layout = self.bubble.box  # as tall as its wrapped text at this width (adjustSize asks that only of
        layout.activate()         # a window: a child keeps the height of its text on one wider line)
        self.bubble.setFixedHeight(max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height()))
        self.bubble.move(beside(shown, self.bubble.size(), window))

    def finish(self) -> None:
        self.bubble.hide()
        self.index = -1
        if self.settings is not None:
            self.settings.setValue(DONE_KEY, True)
        self.sig_finished.emit()
