"""One zoom for the whole window: every pane's text grows and shrinks together, and the zoom is remembered.

The window's font is set once at the zoomed size; every pane inherits it (widgets that want monospace set
only the family, see `gui.common.fonts`), so widgets made later follow too. Docks get window propagation,
so a floating panel keeps the zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from gui.common.settings_values import int_value

MIN_ZOOM, MAX_ZOOM, STEP = 80, 250, 10
PRESENTATION_ZOOM = 150
KEY = "view/zoom"


def clamp(percent: int) -> int:
    return max(MIN_ZOOM, min(MAX_ZOOM, int(percent)))


class ZoomController(QObject):
    sig_zoom_changed = Signal(int)  # the new zoom in percent

    def __init__(self, window: QMainWindow, settings: QSettings | None) -> None:
        super().__init__(window)
        # a widget with a style sheet (colours, padding) would otherwise keep the font it had when polished
        QApplication.setAttribute(Qt.ApplicationAttribute.AA_UseStyleSheetPropagationInWidgetStyles, True)
        self.window = window
        self.settings = settings
        self.base = QFont(QApplication.font())  # 100 %: the application's font
        self.percent = 100
        self.remember = True  # off in presentation mode: its zoom is its own
        self.set_percent(int_value(settings, KEY, 100) if settings is not None else 100)
        self._docks_timer = QTimer(self)  # a child: it dies with the window
        self._docks_timer.setSingleShot(True)
        self._docks_timer.setInterval(0)
        self._docks_timer.timeout.connect(self.follow_docks)
        window.installEventFilter(self)  # docks added later follow the zoom too

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ChildAdded:  # the child is still being built: look once it is
            self._docks_timer.start()
        return False

    def follow_docks(self) -> None:
        for dock in self.window.findChildren(QDockWidget):
            follow(dock)

    def set_percent(self, percent: int) -> None:
        self.percent = clamp(percent)
        font = QFont(self.base)
        font.setPointSizeF(self.base.pointSizeF() * self.percent / 100)
        self.window.setFont(font)
        self.follow_docks()
        if self.settings is not None and self.remember:
            self.settings.setValue(KEY, self.percent)
        self.sig_zoom_changed.emit(self.percent)

    def zoom_in(self) -> None:
        self.set_percent(self.percent + STEP)

    def zoom_out(self) -> None:
        self.set_percent(self.percent - STEP)

    def reset(self) -> None:
        self.set_percent(100)

    def point_size(self) -> float:
        return self.base.pointSizeF() * self.percent / 100


def follow(dock: QDockWidget) -> None:
    """A dock keeps the window's font when it floats as its own window."""
    if not dock.testAttribute(Qt.WidgetAttribute.WA_WindowPropagation):
        dock.setAttribute(Qt.WidgetAttribute.WA_WindowPropagation, True)
        dock.setFont(QFont())  # nothing set of its own: resolve again against the window
