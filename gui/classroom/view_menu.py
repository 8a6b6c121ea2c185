"""The View menu: zoom (Ctrl+= / Ctrl+- / Ctrl+0), presentation mode (F11), which panes show, lesson mode.

Pane visibility and the zoom are remembered in the window's QSettings; presentation mode keeps a zoom of its
own (at least 150 %) and gives the previous zoom and window state back when it ends.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from gui.classroom.zoom import PRESENTATION_ZOOM, ZoomController
from gui.common.i18n import live
from gui.common.settings_values import int_value

HIDDEN_KEY = "view/hidden_panes"
PRESENTATION_KEY = "view/presentation_zoom"


class ViewMenu(QObject):
    def __init__(self, window: QMainWindow, zoom: ZoomController, panes: dict[str, tuple[Callable[[], str], QWidget]],
                 settings: QSettings | None) -> None:
        super().__init__(window)
        self.window = window
        self.zoom = zoom
        self.settings = settings
        self.panes = panes
        self._before: tuple[int, Qt.WindowState] | None = None  # zoom and window state before presenting
        self.menu: QMenu = window.menuBar().addMenu("")
        self.menu.setObjectName("view-menu")  # View → Language joins it
        live(self.menu.setTitle, lambda: self.tr("&View"))
        self.act_zoom_in = self._add(lambda: self.tr("Zoom in"), ("Ctrl+=", "Ctrl++"), zoom.zoom_in)
        self.act_zoom_out = self._add(lambda: self.tr("Zoom out"), ("Ctrl+-",), zoom.zoom_out)
        self.act_zoom_reset = self._add(lambda: self.tr("Actual size (100 %)"), ("Ctrl+0",), zoom.reset)
        self.act_present = self._add(lambda: self.tr("Presentation mode"), ("F11",), None)
        self.act_present.setCheckable(True)
        self.act_present.toggled.connect(self.set_presenting)
        self.menu.addSeparator()
        self.pane_actions: dict[str, QAction] = {}
        hidden = self._hidden()
        for key, (label, widget) in panes.items():
            action = self.menu.addAction("")
            live(action.setText, label)  # the pane's name, in the current language
            action.setCheckable(True)
            action.setChecked(key not in hidden)
            widget.setVisible(key not in hidden)
            action.toggled.connect(lambda on, k=key: self.show_pane(k, on))
            self.pane_actions[key] = action
        self.menu.addSeparator()

    def _add(self, text: Callable[[], str], keys: tuple[str, ...], slot: Callable[[], None] | None) -> QAction:
        action = self.menu.addAction("")
        live(action.setText, text)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if slot is not None:
            action.triggered.connect(lambda _=False: slot())
        self.window.addAction(action)  # the shortcut works with the menu bar hidden too
        return action

    # ---- panes -------------------------------------------------------------------
    def _hidden(self) -> set[str]:
        if self.settings is None:
            return set()
        return {k for k in str(self.settings.value(HIDDEN_KEY, "")).split(",") if k in self.panes}

    def show_pane(self, key: str, on: bool) -> None:
        self.panes[key][1].setVisible(on)
        if self.pane_actions[key].isChecked() != on:
            self.pane_actions[key].setChecked(on)
        if self.settings is not None:
            hidden = sorted(k for k, a in self.pane_actions.items() if not a.isChecked())
            self.settings.setValue(HIDDEN_KEY, ",".join(hidden))

    # ---- presentation --------------------------------------------------------------
    def set_presenting(self, on: bool) -> None:
        """Full screen at the presentation zoom; off gives the zoom and window state from before back."""
        if on == (self._before is not None):
            return
        if on:
            self._before = (self.zoom.percent, self.window.windowState())
            self.zoom.remember = False
            self.zoom.set_percent(self._presentation_zoom())
            self.window.showFullScreen()
        else:
            percent, state = self._before or (100, Qt.WindowState.WindowNoState)
            self._before = None
            if self.settings is not None:
                self.settings.setValue(PRESENTATION_KEY, self.zoom.percent)
            self.zoom.remember = True
            self.zoom.set_percent(percent)
            self.window.setWindowState(state)
        if self.act_present.isChecked() != on:
            self.act_present.setChecked(on)

    def _presentation_zoom(self) -> int:
        if self.settings is None:
            return PRESENTATION_ZOOM
        return int_value(self.settings, PRESENTATION_KEY, PRESENTATION_ZOOM)

    @property
    def presenting(self) -> bool:
        return self._before is not None
