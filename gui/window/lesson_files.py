"""File → Lesson → Export lesson…, Import lesson…, Reset lesson to shipped: the learner's own lessons as files.

Export writes the window's lesson as a .zip or a new folder; import takes a zip or a lesson folder (chosen by
its lesson.json), checks it in full and adds it to the menu under a free name; reset removes the learner's
copy of a shipped lesson after asking, and the window switches to the shipped version. A refusal is said in
the chat with the file, the field and the reason, and the current lesson stays.

Opening the menu re-reads the lessons' titles only when a lesson folder changed on disk since the last look
(a file written, added or removed, an edited copy made or reset): reading a title loads and checks the lesson."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox

from core.lesson.catalog import is_edited, lesson_folder
from core.lesson.loader import LessonError
from core.lesson.user_lessons import export_lesson, import_lesson, is_user_lesson, reset_user_lesson
from gui.common.i18n import live, translate
from gui.common.lesson_words import lesson_error_text
from gui.window.main_window import STOP, MainWindow

DONE = "#2e7d32"
YES, CANCEL = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel
ZIP_FILTER = "Zip (*.zip)"
Stamp = tuple[tuple[str, str, int, tuple[tuple[str, int, int], ...]], ...]


def lesson_stamp(names: Iterable[str]) -> Stamp:
    """Each lesson's folder as it is now: its path, its own and its files' modification times and sizes."""
    stamp = []
    for name in names:
        folder = lesson_folder(name)
        try:
            with os.scandir(folder) as entries:
                files = tuple(sorted((e.name, e.stat().st_mtime_ns, e.stat().st_size) for e in entries))
            changed = folder.stat().st_mtime_ns
        except OSError:  # gone or unreadable: the menu's label says so once it is read again
            files, changed = (), -1
        stamp.append((name, str(folder), changed, files))
    return tuple(stamp)


class LessonFiles(QObject):
    sig_said = Signal(str)  # what the chat was told (a refusal or what was done)

    def __init__(self, window: MainWindow, switch: Callable[[str], bool]) -> None:
        super().__init__(window)
        self.window = window
        self.switch = switch  # LessonWindows.switch: opens the lesson of that name as it is now found
        menu = window.lesson_menu.menu
        menu.addSeparator()
        self.export_action = menu.addAction("")
        live(self.export_action.setText, lambda: translate("LessonFiles", "Export lesson…"))
        self.import_action = menu.addAction("")
        live(self.import_action.setText, lambda: translate("LessonFiles", "Import lesson…"))
        self.reset_action = menu.addAction("")
        live(self.reset_action.setText, lambda: translate("LessonFiles", "Reset lesson to shipped"))
        for action, name in ((self.export_action, "export"), (self.import_action, "import"),
                             (self.reset_action, "reset")):
            action.setObjectName(f"lesson-{name}")
        self.export_action.triggered.connect(self.choose_export)
        self.import_action.triggered.connect(self.choose_import)
        self.reset_action.triggered.connect(self.ask_reset)
        self._seen: Stamp | None = None  # the lesson folders as the menu's labels last read them
        menu.aboutToShow.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Reset is offered only while the window shows the learner's edited copy of a shipped lesson; the
        lessons' labels are read again when a lesson folder changed since they were read."""
        lesson, lessons = self.window.lesson, self.window.lesson_menu
        self.reset_action.setEnabled(is_user_lesson(lesson) and is_edited(lesson.name))
        if not lessons.opened:  # the first opening reads every title anyway
            return
        now = lesson_stamp(lessons.actions)
        if self._seen is not None and now != self._seen:
            lessons.refresh()
        self._seen = now

    # ---- dialogs ---------------------------------------------------------------------
    def choose_export(self) -> None:
        start = str(Path.home() / f"{self.window.lesson.name}.zip")
        folder = translate("LessonFiles", "Folder (*)")
        name, chosen = QFileDialog.getSaveFileName(self.window, translate("LessonFiles", "Export lesson"), start,
                                                   f"{ZIP_FILTER};;{folder}")
        if name:
            zipped = chosen == ZIP_FILTER and Path(name).suffix.lower() != ".zip"
            self.export_to(Path(name + ".zip" if zipped else name))

    def choose_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self.window, translate("LessonFiles", "Import lesson"), str(Path.home()),
                                              translate("LessonFiles", "Lesson: a zip or a folder's lesson.json "
                                                                       "(*.zip lesson.json)"))
        if name:
            self.import_from(Path(name))

    def ask_reset(self) -> None:
        name = self.window.lesson.name
        text = translate("LessonFiles", "Replace your edited lesson {name} with the shipped one?\n"
                                        "Your changes to it are deleted; export it first to keep them.")
        if QMessageBox.question(self.window, translate("LessonFiles", "Reset lesson to shipped"),
                                text.format(name=name), YES | CANCEL, CANCEL) == YES:
            self.reset(name)

    # ---- what the actions do -------------------------------------------------------
    def export_to(self, target: Path) -> bool:
        lesson = self.window.lesson
        try:
            written = export_lesson(lesson, target)
        except LessonError as error:
            self._refused(lambda: translate("LessonFiles", "The lesson {name} was not exported:").format(
                name=lesson.name), error)
            return False
        self._say(lambda: translate("LessonFiles", "The lesson {name} was exported to {path}.").format(
            name=lesson.name, path=written), DONE)
        return True

    def import_from(self, source: Path) -> bool:
        try:
            lesson = import_lesson(source)
        except LessonError as error:
            self._refused(lambda: translate("LessonFiles", "{path} was not imported:").format(path=source), error)
            return False
        self.window.lesson_menu.add(lesson.name)
        self._say(lambda: translate("LessonFiles", "Imported as the lesson {name}: choose it under File → Lesson."
                                    ).format(name=lesson.name), DONE)
        return True

    def reset(self, name: str) -> bool:
        """Remove the learner's copy and open the shipped lesson; not while a question runs."""
        if self.window.runner.busy:
            self._say(lambda: f"{STOP} " + translate(
                "LessonFiles", "The lesson {name} can be reset once the running question is finished.").format(
                name=name))
            return False
        try:
            reset_user_lesson(name)
        except LessonError as error:
            self._refused(lambda: translate("LessonFiles", "The lesson {name} was not reset:").format(name=name),
                          error)
            return False
        return self.switch(name)

    def _refused(self, what: Callable[[], str], error: LessonError) -> None:
        current = self.window.lesson.name

        def said() -> str:  # the reason on a line of its own
            stays = translate("LessonFiles", "The lesson {name} stays.").format(name=current)
            return f"{STOP} {what()}\n{lesson_error_text(error)}\n{stays}"

        self._say(said)

    def _say(self, said: Callable[[], str], color: str | None = None) -> None:
        """Tell the chat (in words that follow a language switch) and `sig_said`."""
        if color is None:
            self.window.chat.add_notice(said)
        else:
            self.window.chat.add_notice(said, color)
        self.sig_said.emit(said())
