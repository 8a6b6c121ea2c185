"""User lessons: saved beside the shipped ones and never over them, exported and imported as a folder or a
zip (checked in full, refused in words, nothing left behind), found instead of the shipped lesson, reset."""

from __future__ import annotations

import dataclasses
import json
import zipfile

import pytest

from core.lesson.catalog import SHIPPED, find_lesson, is_edited, lesson_database, lesson_names, shipped_lesson
from core.lesson.loader import LessonError, load_lesson
from core.lesson.user_lessons import (
    export_lesson,
    import_lesson,
    is_user_lesson,
    reset_user_lesson,
    save_user_lesson,
    shipped_original,
    user_root,
)
from core.paths import RESOURCES

LESSONS = ("de-shop", "ru-northwind")


def same(a, b) -> bool:
    return (a.name, a.meta, a.tables, a.tools, a.fake) == (b.name, b.meta, b.tables, b.tools, b.fake)


def snapshot(root):
    return {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in sorted(root.rglob("*")) if p.is_file()}


def edited(name="de-shop", title="Geändert"):
    lesson = shipped_lesson(name)
    return dataclasses.replace(lesson, meta=lesson.meta.model_copy(update={"title": title}))


def test_user_root_is_in_the_data_directory(_isolated_home):
    assert user_root() == _isolated_home / "lessons" and user_root().is_dir()


@pytest.mark.parametrize("name", LESSONS)
def test_saving_a_shipped_lesson_round_trips_and_never_touches_the_shipped_folder(name):
    before = snapshot(RESOURCES)
    saved = save_user_lesson(shipped_lesson(name))
    assert snapshot(RESOURCES) == before
    assert saved.folder == user_root() / name and is_user_lesson(saved)
    assert same(saved, shipped_lesson(name))
    for file in ("lesson.json", "tables.json", "tools.json", "fake_model.json"):  # the same data, pretty UTF-8
        written = (saved.folder / file).read_text(encoding="utf-8")
        assert json.loads(written) == json.loads((SHIPPED / name / file).read_text(encoding="utf-8"))
        assert "\\u" not in written and written.startswith("{\n  ")
    assert (saved.folder / "testset.json").is_file() == (SHIPPED / name / "testset.json").is_file()


def test_a_saved_edit_is_found_instead_of_the_shipped_lesson_and_marked_edited():
    assert not is_edited("de-shop")
    saved = save_user_lesson(edited())
    assert saved.meta.title == "Geändert" and is_edited("de-shop") and not is_edited("ru-northwind")
    found = find_lesson("de-shop")
    assert found.folder == user_root() / "de-shop" and found.meta.title == "Geändert"
    assert shipped_original("de-shop").meta.title == shipped_lesson("de-shop").meta.title != "Geändert"
    assert shipped_lesson("de-shop").folder == SHIPPED / "de-shop"
    assert lesson_names() == ["de-shop", "ru-northwind"]  # one name, the edited version
    assert lesson_database(found) == lesson_database(shipped_lesson("de-shop"))  # the same orders


def test_saving_again_replaces_the_copy_whole():
    save_user_lesson(edited(title="Eins"))
    assert save_user_lesson(edited(title="Zwei")).meta.title == "Zwei"
    assert [p.name for p in user_root().iterdir()] == ["de-shop"]  # no scratch or old folder left


def test_a_lesson_that_fails_validation_is_not_saved_and_the_earlier_copy_stays():
    save_user_lesson(edited(title="Gut"))
    lesson = shipped_lesson("de-shop")
    broken = dataclasses.replace(lesson, meta=lesson.meta.model_copy(update={"offered": ["gibt_es_nicht"]}))
    with pytest.raises(LessonError) as refused:
        save_user_lesson(broken)
    assert refused.value.file == str(user_root() / "de-shop" / "lesson.json") and refused.value.field == "offered.0"
    assert "gibt_es_nicht" in refused.value.reason
    assert find_lesson("de-shop").meta.title == "Gut" and [p.name for p in user_root().iterdir()] == ["de-shop"]


def test_saving_where_the_shipped_lessons_are_is_refused(monkeypatch):
    monkeypatch.setenv("TOOL_LOOP_STUDIO_HOME", str(SHIPPED.parent))  # user_root() would be resources/lessons
    before = snapshot(SHIPPED)
    with pytest.raises(LessonError, match="shipped lessons"):
        save_user_lesson(edited())
    with pytest.raises(LessonError, match="shipped lessons"):
        reset_user_lesson("de-shop")
    assert snapshot(SHIPPED) == before


def test_a_test_set_that_cannot_be_read_is_refused_in_words(tmp_path):
    folder = tmp_path / "own"
    export_lesson(shipped_lesson("de-shop"), folder)
    (folder / "testset.json").write_bytes(b"\xff\xfe not utf-8")
    with pytest.raises(LessonError) as refused:
        save_user_lesson(load_lesson(folder))
    assert refused.value.file == str(folder / "testset.json") and refused.value.code == "unreadable"
    assert list(user_root().iterdir()) == []


def test_a_name_that_is_no_folder_name_is_refused():
    lesson = shipped_lesson("de-shop")
    with pytest.raises(LessonError, match="not a valid lesson name"):
        save_user_lesson(dataclasses.replace(lesson, name="../de-shop"))
    with pytest.raises(LessonError, match="not a valid lesson name"):
        reset_user_lesson("../../x")


def test_reset_brings_the_shipped_lesson_back():
    save_user_lesson(edited())
    reset_user_lesson("de-shop")
    assert find_lesson("de-shop").folder == SHIPPED / "de-shop" and not is_edited("de-shop")
    assert list(user_root().iterdir()) == []
    reset_user_lesson("de-shop")  # nothing to reset: nothing happens


@pytest.mark.parametrize("name", LESSONS)
@pytest.mark.parametrize("form", ["folder", "zip"])
def test_export_then_import_gives_an_equal_lesson(tmp_path, name, form):
    target = tmp_path / "out" / (f"{name}.zip" if form == "zip" else name)
    target.parent.mkdir()
    assert export_lesson(shipped_lesson(name), target) == target
    if form == "zip":
        assert sorted(zipfile.ZipFile(target).namelist())[0].startswith(f"{name}/")
    imported = import_lesson(target)
    assert imported.name == f"{name}-2"  # the shipped name is taken: never over a shipped lesson
    assert imported.folder == user_root() / f"{name}-2" and is_user_lesson(imported)
    assert (imported.meta, imported.tables, imported.tools, imported.fake) == (
        shipped_lesson(name).meta, shipped_lesson(name).tables, shipped_lesson(name).tools, shipped_lesson(name).fake)
    assert f"{name}-2" in lesson_names() and find_lesson(f"{name}-2").folder == imported.folder
    assert lesson_database(imported) != lesson_database(shipped_lesson(name))  # an imported lesson has its own


def test_import_of_a_free_name_keeps_it_and_a_second_import_gets_the_next(tmp_path):
    lesson = dataclasses.replace(shipped_lesson("de-shop"), name="mein-shop")
    export_lesson(lesson, tmp_path / "mein-shop")
    assert import_lesson(tmp_path / "mein-shop").name == "mein-shop"
    assert import_lesson(tmp_path / "mein-shop" / "lesson.json").name == "mein-shop-2"  # its lesson.json: the folder
    assert import_lesson(tmp_path / "mein-shop").name == "mein-shop-3"


def test_a_zip_with_the_files_at_the_top_is_named_for_the_zip(tmp_path):
    archive = tmp_path / "Meine Lektion.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for file in ("lesson.json", "tables.json", "tools.json", "fake_model.json"):
            out.write(SHIPPED / "de-shop" / file, file)
    assert import_lesson(archive).name == "Meine-Lektion"


def test_export_never_writes_over_a_folder_that_holds_something(tmp_path):
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "keep.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(LessonError, match="exists already"):
        export_lesson(shipped_lesson("de-shop"), tmp_path / "full")
    assert [p.name for p in (tmp_path / "full").iterdir()] == ["keep.txt"]
    (tmp_path / "empty").mkdir()
    assert load_lesson(export_lesson(shipped_lesson("de-shop"), tmp_path / "empty")).name == "empty"
