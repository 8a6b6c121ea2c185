"""A dock whose title follows the zoom.

QDockWidget paints its title in the font it took from the application when it was made (Qt keeps that font
apart and never updates it), while the title row is sized for the dock's own, zoomed font: at 200 % the title
stayed at 100 %, small in a tall row. `ZoomedDock` paints the title in the dock's own font, as Qt paints
everything else in it."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QPaintEvent
from PySide6.QtWidgets import QDockWidget, QStyle, QStyleOptionDockWidget, QStyleOptionFrame, QStylePainter


def _native_title(dock: QDockWidget) -> bool:
    """True where the window manager draws a floating dock's title (Qt does so except on X11 and Wayland)."""
    platform = QGuiApplication.platformName().lower()
    return dock.isFloating() and dock.titleBarWidget() is None and not (
        platform == "xcb" or platform.startswith("wayland"))


class ZoomedDock(QDockWidget):
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.titleBarWidget() is not None or _native_title(self):
            super().paintEvent(event)
            return
        painter = QStylePainter(self)  # starts with the dock's own font
        if self.isFloating():
            frame = QStyleOptionFrame()
            frame.initFrom(self)
            painter.drawPrimitive(QStyle.PrimitiveElement.PE_FrameDockWidget, frame)
        title = QStyleOptionDockWidget()
        self.initStyleOption(title)  # its font metrics are the dock's own
        painter.drawControl(QStyle.ControlElement.CE_DockWidgetTitle, title)
