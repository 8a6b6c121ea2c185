"""The lesson's example questions under the chat, in a box of their own: all of them while they take at most
SHARE % of the chat's height (at least MIN_LINES lines); else as many whole lines as fit there, with a scroll
bar that moves a line at a time. Fitted again when the chat's size, the zoom or the language changes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

MIN_LINES = 4
SHARE = 35  # per cent of the chat's height the examples may take before they scroll


class ExamplesBox(QScrollArea):
    def __init__(self, label: QLabel, chat: QWidget) -> None:
        super().__init__()
        self.setObjectName("examples-box")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.label, self.chat = label, chat
        self._timer = QTimer(self)  # once the burst of events is over: the new width, font and text are in place
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        chat.installEventFilter(self)
        label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self._timer.start()
        return False

    def line(self) -> int:
        return self.label.fontMetrics().lineSpacing()

    def fit(self) -> None:
        """All the examples if they fit the share, else whole lines of them and the scroll bar."""
        line, width = self.line(), self.width()
        room = max(MIN_LINES * line, self.chat.height() * SHARE // 100)
        need = self.label.heightForWidth(width)
        fits = need <= room
        height = need if fits else room // line * line  # else it scrolls, showing whole lines
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits
                                        else Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.verticalScrollBar().setSingleStep(line)
        if height != self.height() or self.minimumHeight() != height:
            self.setFixedHeight(height)
