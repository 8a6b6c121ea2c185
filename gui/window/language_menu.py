"""View → Language: Deutsch, English, Русский. Switches live; the choice is remembered."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from gui.common.i18n import LANGUAGES, SETTING, language, live, translate

VIEW_MENU = "view-menu"


def view_menu(window: QMainWindow) -> QMenu:
    """The window's View menu (made here if nobody made it yet)."""
    menu = window.menuBar().findChild(QMenu, VIEW_MENU)
    if menu is None:
        menu = QMenu(window.menuBar())
        menu.setObjectName(VIEW_MENU)
        live(menu.setTitle, lambda: translate("MainWindow", "&View"))
        window.menuBar().addMenu(menu)
    return menu


class LanguageMenu:
    """The Language submenu; one checked entry per language, each named in its own language."""

    def __init__(self, window: QMainWindow, settings: QSettings | None) -> None:
        self.settings = settings
        self.menu = view_menu(window).addMenu("")
        self.menu.setObjectName("language-menu")
        live(self.menu.setTitle, lambda: translate("MainWindow", "&Language"))
        group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self.menu, checkable=True)
            action.setData(code)
            group.addAction(action)
            self.menu.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self.choose(c))
            self.actions[code] = action
        self.actions.get(language.code, self.actions["en"]).setChecked(True)

    def choose(self, code: str) -> bool:
        """Switch every text of the program to `code` now, and remember it."""
        if not language.set(code):
            return False
        self.actions[code].setChecked(True)
        if self.settings is not None:
            self.settings.setValue(SETTING, code)
        return True
