"""The window for the chosen lesson. File → Lesson switches the whole window (data, tools, fake model, examples,
chat links): a new window for the new lesson takes the old one's place. The choice is remembered; a lesson that
fails validation is refused in words and the current one stays. Choosing the current lesson again opens it
anew when it is now found elsewhere (the learner's copy saved or reset)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal

from core.lesson.catalog import DEFAULT_LESSON, SHIPPED, find_lesson, lesson_folder, shipped_lesson
from core.lesson.loader import Lesson, LessonError
from core.lesson.store import OrdersStore
from gui.common.i18n import Words, translate
from gui.common.lesson_words import lesson_error_text
from gui.window.lesson_files import LessonFiles
from gui.window.main_window import STOP, MainWindow

KEY = "lesson/name"


def _not_loaded(name: str, current: str, error: LessonError) -> str:
    said = translate("Lessons", "The lesson {name} does not load; {current} runs instead:")
    return f"{STOP} {said.format(name=name, current=current)}\n{lesson_error_text(error)}"  # the reason apart


def _not_switched(name: str, error: LessonError) -> str:
    said = translate("Lessons", "The lesson {name} was not loaded:").format(name=name)
    return f"{said}\n{lesson_error_text(error)}."


def _stays(refusal: Callable[[], str], current: str) -> str:
    return f"{STOP} {refusal()}\n" + translate("Lessons", "The lesson {name} stays.").format(name=current)


class LessonWindows(QObject):
    sig_switched = Signal(object)  # the new MainWindow, shown where the old one was

    def __init__(self, settings: QSettings | None, open_store: Callable[[Lesson], OrdersStore],
                 root: Path = SHIPPED, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.open_store = open_store  # the orders store for a lesson (its own file, or in memory)
        self.root = root
        self.window: MainWindow | None = None
        self.store: OrdersStore | None = None
        self.files: LessonFiles | None = None  # File → Lesson's export, import and reset for the current window

    def start(self, first: MainWindow | None = None) -> MainWindow:
        """The window for the remembered lesson; if that one no longer loads, the default, with a notice.
        Given a window's `first` frame, that window is filled instead of a new one made."""
        name = str(self.settings.value(KEY, DEFAULT_LESSON)) if self.settings is not None else DEFAULT_LESSON
        try:
            lesson = self._first(name)
            notice: Words = ""
        except LessonError as error:
            lesson = find_lesson(DEFAULT_LESSON, self.root, edited=False)  # as shipped: it always loads
            notice = partial(_not_loaded, name, lesson.name, error)
        return self._open(lesson, first, notice)

    def _first(self, name: str) -> Lesson:
        """The lesson to start with. A shipped lesson nobody edited is read once for the whole app (the default
        lesson's tools read it at start-up too); any other is read from its folder."""
        if self.root == SHIPPED and lesson_folder(name) == SHIPPED / name:
            return shipped_lesson(name)
        return find_lesson(name, self.root)

    def _open(self, lesson: Lesson, first: MainWindow | None = None, notice: Words = "") -> MainWindow:
        store = self.open_store(lesson)
        if first is None:
            window = MainWindow(store, settings=self.settings, lesson=lesson)
            if notice:
                window.chat.add_notice(notice)
        else:
            window = first
            window.finish(store, lesson, notice)
        window.sig_lesson_chosen.connect(self.switch)
        self.files = LessonFiles(window, self.switch)
        self.window, self.store = window, store
        return window

    def switch(self, name: str) -> bool:
        """Switch to the lesson `name`; False (said in the chat) if it is refused and the current one stays."""
        old, old_store = self.window, self.store
        if old is None or (name == old.lesson.name and lesson_folder(name, self.root) == old.lesson.folder):
            return old is not None
        refusal = self._refusal(old, name)
        if not isinstance(refusal, Lesson):
            old.chat.add_notice(partial(_stays, refusal, old.lesson.name))
            old.lesson_menu.check(old.lesson.name)
            return False
        old.save_settings()
        window = self._open(refusal)
        window.restoreGeometry(old.saveGeometry())
        if old.isVisible():
            window.show()
        if self.settings is not None:
            self.settings.setValue(KEY, name)
        old.close()  # saves its settings and stops its worker
        old.deleteLater()
        if old_store is not None:
            old_store.close()
        self.sig_switched.emit(window)
        return True

    def _refusal(self, old: MainWindow, name: str) -> Lesson | Callable[[], str]:
        """The lesson to switch to, or why not (worded in the language chosen when it is shown)."""
        if old.runner.busy:
            return lambda: translate("Lessons", "The lesson {name} can open once the running question is finished."
                                     ).format(name=name)
        try:
            return find_lesson(name, self.root)
        except LessonError as error:
            return partial(_not_switched, name, error)
