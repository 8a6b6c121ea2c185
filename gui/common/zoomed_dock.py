"""A dock whose title follows the zoom.

QDockWidget paints its title in the font it took from the application when it was made (Qt keeps that font
apart and never updates it), while the title row is sized for the dock's own, zoomed font: at 200 % the title
stayed at 100 %, small in a tall row. `ZoomedDock` paints the title in the dock's own font, as Qt paints
everything else in it. Its float and close buttons grow with it too (Qt sizes them by the style's small icon
size alone, so they stayed at their 100 % size in a zoomed title row)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QGuiApplication, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionDockWidget,
    QStyleOptionFrame,
    QStylePainter,
    QWidget,
)

from gui.common.zoom_sizes import base_font

BUTTONS = ("qt_dockwidget_floatbutton", "qt_dockwidget_closebutton")  # the names Qt gives a dock's title buttons


def _native_title(dock: QDockWidget) -> bool:
    """True where the window manager draws a floating dock's title (Qt does so except on X11 and Wayland)."""
    platform = QGuiApplication.platformName().lower()
    return dock.isFloating() and dock.titleBarWidget() is None and not (
        platform == "xcb" or platform.startswith("wayland"))


class _TitleStyle(QProxyStyle):
    """The application's style with its small icon size times `scale`: the size of a dock's title buttons (set on
    the dock, which places them, and on the buttons, which size and paint their icons)."""

    def __init__(self, scale: float) -> None:
        super().__init__()
        self.scale = scale

    def pixelMetric(self, metric: QStyle.PixelMetric,  # noqa: N802 - Qt override
                    option: QStyleOption | None = None, widget: QWidget | None = None) -> int:
        value = super().pixelMetric(metric, option, widget)
        return round(value * self.scale) if metric == QStyle.PixelMetric.PM_SmallIconSize else value


class ZoomedDock(QDockWidget):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._title_style: _TitleStyle | None = None
        self._scale_buttons()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._scale_buttons()

    def _scale_buttons(self) -> None:
        """The float and close buttons at the dock's zoom: its font against the 100 % font."""
        scale = self.font().pointSizeF() / base_font().pointSizeF()
        old = self._title_style
        if old is not None and abs(old.scale - scale) < 0.01:
            return
        style = self._title_style = _TitleStyle(scale)
        style.setParent(self)
        self.setStyle(style)
        for button in self.findChildren(QAbstractButton):
            if button.objectName() in BUTTONS:
                button.setStyle(style)  # forgets the icon size it kept
                button.updateGeometry()
        if old is not None:
            old.deleteLater()

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
