"""View → Language: Deutsch, English, Русский. Switches live; the choice is remembered. A language whose
translation file is missing (not built yet) is said once in the chat, with how to build it, and logged."""

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


def missing_text(code: str) -> str:
    """Why `code`'s language is not shown: its file is missing (in the language shown, English at first)."""
    return "⚠ " + translate("MainWindow", "{language} is not available: the translation file {path} is missing, so "
                            "the language stays as it is. `make run` builds it from the .ts files in "
                            "resources/i18n.").format(language=LANGUAGES[code], path=language.missing[code])


class LanguageMenu:
    """The Language submenu; one checked entry per language, each named in its own language."""

    def __init__(self, window: QMainWindow, settings: QSettings | None) -> None:
        self.window = window
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
        self.said: set[str] = set()  # the missing languages this window has told of
        for code in language.missing:  # the remembered language did not load at start
            self._say_missing(code)

    def choose(self, code: str) -> bool:
        """Switch every text of the program to `code` now, and remember it; a missing file is said instead."""
        if not language.set(code):
            self.actions[language.code].setChecked(True)  # the language still shown
            self._say_missing(code)
            return False
        self.actions[code].setChecked(True)
        if self.settings is not None:
            self.settings.setValue(SETTING, code)
        return True

    def _say_missing(self, code: str) -> None:
        chat = getattr(self.window, "chat", None)
        if code in self.said or chat is None:
            return
        self.said.add(code)
        chat.add_notice(lambda: missing_text(code))
