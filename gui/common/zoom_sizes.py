"""The zoom's measures that every layer may use: the application's font at 100 %, the room on a widget's screen,
and a dialog's size for its (zoomed) font within that room, kept as the zoom changes. The zoom itself (its
controller, menu and remembered percent) is `gui.classroom.zoom`."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

_BASE_PROPERTY = "zoom_base_font"  # the 100 % font, kept on the application so every window shares it


def base_font() -> QFont:
    """The application's font at 100 %: taken the first time it is asked for, before any zoom."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    kept = app.property(_BASE_PROPERTY)
    if not isinstance(kept, QFont):
        kept = QFont(app.font())
        app.setProperty(_BASE_PROPERTY, kept)
    return QFont(kept)


def available_size(widget: QWidget) -> QSize:
    return widget.screen().availableGeometry().size()


def fit_zoomed(dialog: QWidget, at_100: QSize) -> None:
    """Size a dialog designed at `at_100` for its font, so a zoomed dialog keeps the room its texts need, within
    96 % × 92 % of its screen."""
    room = available_size(dialog)
    grown = at_100 * (dialog.font().pointSizeF() / base_font().pointSizeF())
    dialog.resize(grown.boundedTo(QSize(int(room.width() * 0.96), int(room.height() * 0.92))))


class _Refit(QObject):
    """Sizes its dialog again whenever the dialog's font changes: the zoom sets the font of every window."""

    def __init__(self, dialog: QWidget, at_100: QSize) -> None:
        super().__init__(dialog)
        self.at_100 = QSize(at_100)
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange and isinstance(watched, QWidget):
            fit_zoomed(watched, self.at_100)
        return False


def follow_zoom(dialog: QWidget, at_100: QSize) -> None:
    """`fit_zoomed` now and after every zoom, for a dialog that cannot reach the zoom's controller (its layer is
    below the classroom's)."""
    fit_zoomed(dialog, at_100)
    _Refit(dialog, at_100)
