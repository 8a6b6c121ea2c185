"""One zoom for the whole program: every pane, dock, dialog, message box, menu and tooltip grows and shrinks
together, live, and the zoom is remembered.

The zoom sets the application's font and that of every window there is (and the size of the style's marks, see
`gui.common.zoom_style`): every widget that sets no size of its
own inherits it (widgets that want monospace set only the family, see `gui.common.fonts`), so panes, docks
floating as windows and dialogs opened before or after (the script editor, the batch run, the glossary, file and
message boxes) follow too.
100 % is the application's font as it was when the first zoom controller was made.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMainWindow

from gui.common.settings_values import int_value
from gui.common.widget_walk import qt_walks_widgets
from gui.common.zoom_sizes import base_font
from gui.common.zoom_style import zoom_marks

MIN_ZOOM, MAX_ZOOM, STEP = 80, 250, 10
PRESENTATION_ZOOM = 150
KEY = "view/zoom"


def clamp(percent: int) -> int:
    return max(MIN_ZOOM, min(MAX_ZOOM, int(percent)))


def zoomed_font(percent: int) -> QFont:
    base = base_font()
    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * clamp(percent) / 100)
    return font


def apply_zoom(percent: int) -> None:
    """Every widget of the program at `percent` of the 100 % font: windows made later take the application's
    font; windows that exist get it set, so it reaches widgets that set a family of their own, and those with a
    style sheet."""
    font = zoomed_font(percent)
    with qt_walks_widgets():  # a new style and a new font: Qt visits every widget for each
        zoom_marks(clamp(percent) / 100)  # check boxes and arrows too; before the fonts: they measure them again
        QApplication.setFont(font)
        for widget in QApplication.topLevelWidgets():
            widget.setFont(font)


class ZoomController(QObject):
    sig_zoom_changed = Signal(int)  # the new zoom in percent

    def __init__(self, window: QMainWindow, settings: QSettings | None) -> None:
        super().__init__(window)
        # a widget with a style sheet (colours, padding) would otherwise keep the font it had when polished
        QApplication.setAttribute(Qt.ApplicationAttribute.AA_UseStyleSheetPropagationInWidgetStyles, True)
        self.window = window
        self.settings = settings
        self.base = base_font()
        self.percent = 100
        self.remember = True  # off in presentation mode: its zoom is its own
        self.set_percent(int_value(settings, KEY, 100) if settings is not None else 100)

    def set_percent(self, percent: int) -> None:
        self.percent = clamp(percent)
        apply_zoom(self.percent)
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
