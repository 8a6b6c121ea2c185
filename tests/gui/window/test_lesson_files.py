"""File → Lesson → Export lesson…, Import lesson…, Reset lesson to shipped, with the file dialogs and the
question answered by the test; an edited lesson is marked in the menu; refusals are said in words."""

from __future__ import annotations

import dataclasses
import json
import zipfile

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from core.lesson.catalog import SHIPPED, shipped_lesson
from core.lesson.loader import load_lesson
from core.lesson.store import OrdersStore
from core.lesson.user_lessons import export_lesson, save_user_lesson, user_root
from gui.window.lesson_files import ZIP_FILTER
from gui.window.lessons import KEY, LessonWindows


@pytest.fixture
def windows(qtbot, settings):
    stores: list[OrdersStore] = []

    def open_store(lesson):
        stores.append(OrdersStore.in_memory(seed=lesson.seed()))
        return stores[-1]

    made = LessonWindows(settings, open_store)
    yield made
    if made.window is not None:
        made.window.close()
        qtbot.waitUntil(lambda: not made.window.runner.running, timeout=3000)
    for store in stores:
        store.close()


def save_edited_german(title="Meine Fassung"):
    lesson = shipped_lesson("de-shop")
    return save_user_lesson(dataclasses.replace(lesson, meta=lesson.meta.model_copy(update={"title": title})))


def answer_dialog(monkeypatch, method: str, path, chosen: str = ""):
    monkeypatch.setattr(QFileDialog, method, staticmethod(lambda *args, **kwargs: (str(path), chosen)))


def said(window) -> str:
    return window.chat.transcript.toPlainText()


@pytest.mark.parametrize("chosen", ["zip", "folder"])
def test_export_writes_the_windows_lesson_as_a_zip_or_a_folder(qtbot, windows, monkeypatch, tmp_path, chosen):
    window = windows.start()
    assert windows.switch("ru-northwind")
    window = windows.window
    target = tmp_path / "mine"  # the zip filter adds .zip to a name typed without it
    answer_dialog(monkeypatch, "getSaveFileName", target, ZIP_FILTER if chosen == "zip" else "Folder (*)")
    with qtbot.waitSignal(windows.files.sig_said) as told:
        window.findChild(type(windows.files.export_action), "lesson-export").trigger()
    written = tmp_path / "mine.zip" if chosen == "zip" else target
    assert told.args[0] == f"The lesson ru-northwind was exported to {written}."
    if chosen == "zip":
        assert "ru-northwind/lesson.json" in zipfile.ZipFile(written).namelist()
    else:
        assert load_lesson(written).meta == shipped_lesson("ru-northwind").meta


def test_an_imported_lesson_joins_the_menu_and_can_be_switched_to(qtbot, windows, monkeypatch, tmp_path):
    german = windows.start()
    export_lesson(shipped_lesson("ru-northwind"), tmp_path / "nordwind.zip")
    answer_dialog(monkeypatch, "getOpenFileName", tmp_path / "nordwind.zip")
    german.findChild(type(windows.files.import_action), "lesson-import").trigger()
    assert "Imported as the lesson ru-northwind-2: choose it under File → Lesson." in said(german)
    entry = german.lesson_menu.actions["ru-northwind-2"]
    entries = german.lesson_menu.menu.actions()
    assert entries.index(entry) < entries.index(windows.files.export_action)  # among the lessons, above the files
    with qtbot.waitSignal(windows.sig_switched) as switched:
        entry.trigger()
    russian = switched.args[0]
    qtbot.waitUntil(lambda: not german.runner.running, timeout=3000)
    assert russian.lesson.name == "ru-northwind-2" and russian.lesson.folder == user_root() / "ru-northwind-2"
    assert "ru-northwind-2" in russian.lesson_menu.actions and russian.toolbar.customer() == "ALFKI"


def test_a_refused_import_is_said_with_file_field_and_reason_and_the_lesson_stays(qtbot, windows, monkeypatch,
                                                                                   tmp_path):
    german = windows.start()
    folder = tmp_path / "kaputt"
    export_lesson(shipped_lesson("de-shop"), folder)
    meta = json.loads((folder / "lesson.json").read_text(encoding="utf-8"))
    meta["offered"] = ["zaubern"]
    (folder / "lesson.json").write_text(json.dumps(meta), encoding="utf-8")
    answer_dialog(monkeypatch, "getOpenFileName", folder / "lesson.json")  # a folder is chosen by its lesson.json
    german.findChild(type(windows.files.import_action), "lesson-import").trigger()
    text = said(german)
    chosen = folder / "lesson.json"
    assert f"{chosen} was not imported:\n{chosen}: offered.0: no tool zaubern in tools.json" in text
    assert "The lesson de-shop stays." in text
    assert windows.window is german and list(german.lesson_menu.actions) == ["de-shop", "ru-northwind"]
    assert list(user_root().iterdir()) == []


def test_reset_is_offered_for_an_edited_lesson_asks_first_and_brings_the_shipped_one_back(qtbot, windows,
                                                                                            monkeypatch):
    german = windows.start()
    assert not windows.files.reset_action.isEnabled()  # nothing edited
    save_edited_german()
    with qtbot.waitSignal(windows.sig_switched) as switched:  # choosing it again opens the saved copy
        german.sig_lesson_chosen.emit("de-shop")
    edited = switched.args[0]
    assert edited.lesson.meta.title == "Meine Fassung" and edited.lesson.folder == user_root() / "de-shop"
    assert edited.lesson_menu.actions["de-shop"].text() == "de-shop ✎ — Meine Fassung"
    assert edited.lesson_menu.actions["de-shop"].toolTip().startswith("Edited: your own copy")
    assert windows.files.reset_action.isEnabled()

    asked: list[str] = []

    def question(parent, title, text, *rest):
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    answer = QMessageBox.StandardButton.Cancel
    windows.files.reset_action.trigger()
    assert asked[0].startswith("Replace your edited lesson de-shop with the shipped one?")
    assert windows.window is edited and (user_root() / "de-shop").is_dir()  # cancelled: nothing changed

    answer = QMessageBox.StandardButton.Yes
    with qtbot.waitSignal(windows.sig_switched) as switched:
        windows.files.reset_action.trigger()
    shipped = switched.args[0]
    qtbot.waitUntil(lambda: not edited.runner.running, timeout=3000)
    assert shipped.lesson.folder == SHIPPED / "de-shop" and not (user_root() / "de-shop").exists()
    assert shipped.lesson_menu.actions["de-shop"].text() == f"de-shop — {shipped_lesson('de-shop').meta.title}"
    assert not windows.files.reset_action.isEnabled()


def test_an_edited_lesson_saved_while_the_window_runs_is_marked_when_the_menu_opens(qtbot, windows):
    german = windows.start()
    save_edited_german()
    german.lesson_menu.menu.aboutToShow.emit()
    assert german.lesson_menu.actions["de-shop"].text() == "de-shop ✎ — Meine Fassung"
    assert not windows.files.reset_action.isEnabled()  # the window still shows the shipped lesson


def test_opening_the_menu_again_reads_the_lessons_only_after_a_lesson_folder_changed(qtbot, windows, monkeypatch):
    import gui.window.lesson_menu as lesson_menu

    german = windows.start()
    read: list[str] = []
    real = lesson_menu.find_lesson
    monkeypatch.setattr(lesson_menu, "find_lesson", lambda name, *a, **k: read.append(name) or real(name, *a, **k))
    german.lesson_menu.menu.aboutToShow.emit()
    assert sorted(read) == ["de-shop", "ru-northwind"]  # the first opening reads every title
    read.clear()
    for _ in range(3):
        german.lesson_menu.menu.aboutToShow.emit()
    assert read == []  # nothing changed on disk: nothing read again
    folder = save_edited_german("Zweite Fassung").folder
    german.lesson_menu.menu.aboutToShow.emit()
    assert german.lesson_menu.actions["de-shop"].text() == "de-shop ✎ — Zweite Fassung"
    read.clear()
    meta = json.loads((folder / "lesson.json").read_text(encoding="utf-8"))
    meta["title"] = "Dritte Fassung, länger"  # written in place by hand: the folder's own time need not change
    (folder / "lesson.json").write_text(json.dumps(meta), encoding="utf-8")
    german.lesson_menu.menu.aboutToShow.emit()
    assert read and german.lesson_menu.actions["de-shop"].text() == "de-shop ✎ — Dritte Fassung, länger"


def test_a_broken_edited_default_lesson_starts_the_shipped_one_with_a_notice(qtbot, windows, settings):
    folder = save_edited_german().folder
    (folder / "tools.json").write_text("{", encoding="utf-8")  # spoiled by hand outside the app
    settings.setValue(KEY, "de-shop")
    window = windows.start()
    assert window.lesson.folder == SHIPPED / "de-shop"
    assert "The lesson de-shop does not load; de-shop runs instead:" in said(window)


def test_reset_waits_for_the_running_question(qtbot, windows, monkeypatch):
    windows.start()
    save_edited_german()
    assert windows.switch("ru-northwind") and windows.switch("de-shop")  # the window now shows the edited copy
    window = windows.window
    monkeypatch.setattr(type(window.runner), "busy", property(lambda self: True))
    assert not windows.files.reset("de-shop")
    assert "The lesson de-shop can be reset once the running question is finished." in said(window)
    assert (user_root() / "de-shop").is_dir() and windows.window is window


def test_after_a_tool_editor_save_the_lesson_is_marked_and_reset_brings_the_shipped_one_back(qtbot, windows,
                                                                                              monkeypatch):
    german = windows.start()
    german.tool_editing.apply(save_edited_german(), [])  # what the tool editor does after its save
    german.lesson_menu.menu.aboutToShow.emit()
    assert german.lesson_menu.actions["de-shop"].text() == "de-shop ✎ — Meine Fassung"
    assert windows.files.reset_action.isEnabled()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *args: QMessageBox.StandardButton.Yes))
    with qtbot.waitSignal(windows.sig_switched) as switched:
        windows.files.reset_action.trigger()
    qtbot.waitUntil(lambda: not german.runner.running, timeout=3000)
    assert switched.args[0].lesson.folder == SHIPPED / "de-shop" and not (user_root() / "de-shop").exists()


def test_a_refused_import_says_its_reason_in_russian_too(qtbot, windows, monkeypatch, tmp_path):
    german = windows.start()
    german.language_menu.choose("ru")
    folder = tmp_path / "kaputt"
    export_lesson(shipped_lesson("de-shop"), folder)
    meta = json.loads((folder / "lesson.json").read_text(encoding="utf-8"))
    meta["offered"] = ["zaubern"]
    (folder / "lesson.json").write_text(json.dumps(meta), encoding="utf-8")
    answer_dialog(monkeypatch, "getOpenFileName", folder / "lesson.json")
    german.findChild(type(windows.files.import_action), "lesson-import").trigger()
    chosen = folder / "lesson.json"
    assert f"{chosen}: offered.0: нет инструмента zaubern в tools.json" in said(german)
