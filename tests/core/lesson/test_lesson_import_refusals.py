"""Importing a lesson refuses, with the file, the field and the reason, anything that is not a whole, valid
lesson or that would write outside its folder; after a refusal nothing of it stays behind."""

from __future__ import annotations

import json
import zipfile

import pytest

from core.lesson import _lesson_files
from core.lesson.catalog import SHIPPED, lesson_names
from core.lesson.loader import LessonError
from core.lesson.user_lessons import import_lesson, user_root

FILES = ("lesson.json", "tables.json", "tools.json", "fake_model.json")


@pytest.fixture
def lesson_dir(tmp_path):
    """A copy of the German lesson under a new name, to break in each test."""
    folder = tmp_path / "probe"
    folder.mkdir()
    for file in FILES:
        (folder / file).write_bytes((SHIPPED / "de-shop" / file).read_bytes())
    return folder


def zipped(tmp_path, entries: dict[str, bytes], name="probe.zip"):
    archive = tmp_path / name
    with zipfile.ZipFile(archive, "w") as out:
        for entry, data in entries.items():
            out.writestr(entry, data)
    return archive


def lesson_entries(prefix="probe/"):
    return {prefix + file: (SHIPPED / "de-shop" / file).read_bytes() for file in FILES}


def refused(source) -> LessonError:
    with pytest.raises(LessonError) as error:
        import_lesson(source)
    assert list(user_root().iterdir()) == []  # nothing partial stays
    assert lesson_names() == ["de-shop", "ru-northwind"]
    return error.value


def test_a_folder_without_lesson_json_is_not_a_lesson(tmp_path):
    (tmp_path / "empty").mkdir()
    error = refused(tmp_path / "empty")
    assert error.file == str(tmp_path / "empty") and error.code == "not_lesson"
    assert error.reason == "not a lesson: lesson.json is missing"


def test_a_file_that_is_no_zip_is_refused(tmp_path):
    (tmp_path / "notes.zip").write_text("no zip", encoding="utf-8")
    assert refused(tmp_path / "notes.zip").code == "not_zip"
    assert refused(tmp_path / "missing").reason == "neither a folder nor a zip archive"


def test_a_zip_without_a_lesson_is_refused(tmp_path):
    error = refused(zipped(tmp_path, {"readme.txt": b"hi"}))
    assert error.code == "not_lesson"


def test_a_missing_file_is_named(lesson_dir):
    (lesson_dir / "tools.json").unlink()
    error = refused(lesson_dir)
    assert error.file == str(lesson_dir / "tools.json") and error.reason == "file missing" and error.code == "no_file"


def test_broken_json_is_refused_with_its_line(lesson_dir):
    (lesson_dir / "tables.json").write_text('{"tables": {', encoding="utf-8")
    error = refused(lesson_dir)
    assert error.file == str(lesson_dir / "tables.json") and error.field.startswith("1:")
    assert error.reason.startswith("not JSON") and error.code == "not_json"


def test_broken_json_in_a_zip_names_the_file_in_the_zip(tmp_path):
    entries = {**lesson_entries(), "probe/fake_model.json": b"{oops"}
    archive = zipped(tmp_path, entries)
    error = refused(archive)
    assert error.file == str(archive / "probe" / "fake_model.json") and "not JSON" in error.reason


def test_a_bad_field_is_named(lesson_dir):
    meta = json.loads((lesson_dir / "lesson.json").read_text(encoding="utf-8"))
    meta["language"] = "Deutsch"
    (lesson_dir / "lesson.json").write_text(json.dumps(meta), encoding="utf-8")
    error = refused(lesson_dir)
    assert error.file == str(lesson_dir / "lesson.json") and error.field == "language"
    assert "pattern" in error.reason


def test_a_broken_test_set_is_refused(lesson_dir):
    (lesson_dir / "testset.json").write_text("[1,", encoding="utf-8")
    error = refused(lesson_dir)
    assert error.file == str(lesson_dir / "testset.json") and error.code == "not_json_at"
    assert error.params["line"] == 1 and error.reason.startswith("not JSON")


@pytest.mark.parametrize("entry", ["../evil.json", "probe/../../evil.json", "probe\\..\\..\\evil.json"])
def test_an_entry_leading_out_of_the_folder_is_refused(tmp_path, entry):
    error = refused(zipped(tmp_path, {**lesson_entries(), entry: b"{}"}))
    assert error.field == entry and error.code == "outside"
    assert not (tmp_path / "evil.json").exists() and not (user_root().parent / "evil.json").exists()


@pytest.mark.parametrize("entry", ["/tmp/evil.json", "C:/evil.json", "\\evil.json"])
def test_an_absolute_path_is_refused(tmp_path, entry):
    archive = tmp_path / "abs.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for name, data in lesson_entries().items():
            out.writestr(name, data)
        info = zipfile.ZipInfo("x")
        info.filename = entry  # ZipInfo's constructor would strip the leading slash
        out.writestr(info, b"{}")
    error = refused(archive)
    assert error.field == entry and error.code == "absolute"


def test_too_many_entries_are_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(_lesson_files, "MAX_ENTRIES", 6)
    entries = {**lesson_entries(), **{f"probe/extra{i}.txt": b"" for i in range(3)}}
    assert refused(zipped(tmp_path, entries)).reason == "too many entries (7, at most 6)"


def test_a_too_large_entry_is_refused(tmp_path, monkeypatch):
    limit = max(len(data) for data in lesson_entries().values())  # the lesson's own files fit
    monkeypatch.setattr(_lesson_files, "MAX_FILE", limit)
    error = refused(zipped(tmp_path, {**lesson_entries(), "probe/big.txt": b"x" * (limit + 1)}))
    assert error.field == "probe/big.txt" and error.code == "too_large"


def test_too_much_unpacked_in_all_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(_lesson_files, "MAX_TOTAL", 1000)
    assert refused(zipped(tmp_path, lesson_entries())).code == "too_large_unpacked"


def test_an_entry_whose_stated_size_lies_is_read_no_further_than_the_limit(tmp_path, monkeypatch):
    limit = max(len(data) for data in lesson_entries().values())  # the lesson's own files fit
    archive = zipped(tmp_path, {**lesson_entries(), "probe/testset.json": b"[" + b" " * (limit + 1000) + b"]"})
    monkeypatch.setattr(_lesson_files, "MAX_FILE", limit)
    monkeypatch.setattr(_lesson_files, "_check_entries", lambda path, entries: None)  # as if the header said less
    error = refused(archive)
    assert error.field == "probe/testset.json" and error.reason == f"too large (more than {limit} bytes)"


def test_a_too_large_file_in_a_folder_is_refused(lesson_dir, monkeypatch):
    monkeypatch.setattr(_lesson_files, "MAX_FILE", 1000)
    error = refused(lesson_dir)
    assert error.code == "too_large" and error.file.startswith(str(lesson_dir))


def test_two_lessons_in_one_zip_are_refused(tmp_path):
    error = refused(zipped(tmp_path, {**lesson_entries("a/"), **lesson_entries("b/")}))
    assert error.code == "two_lessons" and error.reason.startswith("more than one lesson")
