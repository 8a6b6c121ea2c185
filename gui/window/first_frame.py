"""The main window's first frame, painted before the lesson is loaded: its menus, toolbar rows, the three panes
and the status bar, every control disabled, the status bar saying the lesson is loading.

Qt and the translator only: nothing here may import pydantic, jsonschema, core's engine or the lesson loader,
so the window shows as soon as Qt can paint it. `MainWindow` takes the frame down and builds the real panes
in its place once the lesson is loaded (in one turn of the event loop, so no frame shows half of each).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from gui.common.i18n import translate
from gui.common.settings_values import int_value

SIZES = (460, 600, 620)  # the real panes' first sizes
ZOOM_KEY = "view/zoom"  # the classroom's remembered zoom (gui.classroom.zoom.KEY)


def loading_text() -> str:
    return translate("MainWindow", "Loading lesson…")


def remembered_zoom(settings: QSettings | None) -> None:
    """The first frame at the zoom the window will have (a projector's 150 %), so nothing jumps when it fills.
    The zoom's module (and `Qt`'s enums with it) is loaded for a zoom other than 100 % only."""
    percent = int_value(settings, ZOOM_KEY, 100) if settings is not None else 100
    if percent != 100:
        from gui.classroom.zoom import apply_zoom

        apply_zoom(percent)


class FirstFrame:
    """The placeholders a `MainWindow` shows until its lesson is loaded."""

    def __init__(self, window: QMainWindow, settings: QSettings | None = None) -> None:
        self.window = window
        remembered_zoom(settings)
        self.menus = [window.menuBar().addMenu(text) for text in (
            translate("Bench", "&File"), translate("MainWindow", "&View"), translate("ToolsMenu", "&Tools"),
            translate("Classroom", "&Help"))]
        for menu in self.menus:
            menu.setEnabled(False)
        self.toolbars = [self._toolbar(translate("RunToolbar", "Model"), QComboBox()),
                         self._toolbar(translate("RunToolbar", "Step mode"))]
        window.addToolBar(self.toolbars[0])
        window.addToolBarBreak()
        window.addToolBar(self.toolbars[1])
        self.input = QLineEdit()
        self.input.setPlaceholderText(translate("ChatView", "Ask a question as the customer …"))
        splitter = QSplitter()  # horizontal; `Qt`'s enums would cost this frame ~10 ms
        for pane in (self._chat_pane(), self._pane(), self._pane()):
            splitter.addWidget(pane)
        splitter.setSizes(list(SIZES))
        window.setCentralWidget(splitter)
        self.status = QLabel(loading_text())
        self.status.setObjectName("first-frame-status")
        window.statusBar().addWidget(self.status, 1)

    def _toolbar(self, first: str, *widgets: QWidget) -> QToolBar:
        bar = QToolBar()
        bar.setMovable(False)
        bar.addWidget(QLabel(first))
        for widget in widgets:
            bar.addWidget(widget)
        bar.setEnabled(False)
        return bar

    def _pane(self) -> QFrame:
        pane = QFrame()
        pane.setFrameShape(QFrame.Shape.StyledPanel)
        pane.setEnabled(False)
        return pane

    def _chat_pane(self) -> QWidget:
        chat = QWidget()
        column = QVBoxLayout(chat)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self._pane(), 1)
        row = QHBoxLayout()
        row.addWidget(self.input, 1)
        row.addWidget(QPushButton(translate("ChatView", "Send")))
        column.addLayout(row)
        chat.setEnabled(False)  # nothing typed here could reach a loop that does not exist yet
        return chat

    def say(self, text: str) -> None:
        """The status bar says `text` instead of "Loading lesson…" (why the window cannot be filled)."""
        self.status.setText(text)
        self.status.setToolTip(text)  # whole, where the bar is too narrow for it
        self.status.setStyleSheet("color: #b00020;")

    def remove(self) -> None:
        """Take the placeholders down; the real window's parts take their places."""
        window = self.window
        for menu in self.menus:
            window.menuBar().removeAction(menu.menuAction())
            menu.deleteLater()
        window.removeToolBarBreak(self.toolbars[1])
        for bar in self.toolbars:
            window.removeToolBar(bar)
            bar.deleteLater()
        window.statusBar().removeWidget(self.status)
        self.status.deleteLater()
        old = window.takeCentralWidget()
        if old is not None:
            old.deleteLater()
