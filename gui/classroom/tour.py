"""A short guided tour on first start: the three panes and the first question, one bubble at a time.

Non-modal: a small frame over the window that points at one pane, with Next and Skip. Finishing or skipping
marks it done in the settings; Help → Tour shows it again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, QSettings, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.common.i18n import live

DONE_KEY = "tour/done"


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
        row = QHBoxLayout()
        row.addWidget(self.count, 1)
        row.addWidget(self.skip_button)
        row.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(row)


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
        live(self.bubble.text.setText, text)  # its words follow a language switch while it shows
        n, total = self.index + 1, len(self.steps)
        live(self.bubble.count.setText, lambda: self.tr("{n} of {total}").format(n=n, total=total))
        live(self.bubble.next_button.setText, lambda: self.tr("Done") if last else self.tr("Next"))
        self._place(target())
        self.bubble.show()
        self.bubble.raise_()

    def _place(self, target: QWidget) -> None:
        """Over the top of the pane it explains, inside the window."""
        for button in (self.bubble.skip_button, self.bubble.next_button):  # whole, at any zoom and in any language
            button.setMinimumWidth(button.sizeHint().width())
        room = self.bubble.minimumSizeHint().width()
        width = min(max(room, 260, min(420, self.window.width() // 3)), self.window.width() - 16)
        self.bubble.setFixedWidth(width)
        self.bubble.adjustSize()
        spot = target.mapTo(self.window, QPoint(16, 40)) if target.isVisible() else QPoint(40, 80)
        x = max(0, min(spot.x(), self.window.width() - width - 8))
        y = max(0, min(spot.y(), self.window.height() - self.bubble.height() - 8))
        self.bubble.move(x, y)

    def finish(self) -> None:
        self.bubble.hide()
        self.index = -1
        if self.settings is not None:
            self.settings.setValue(DONE_KEY, True)
        self.sig_finished.emit()
