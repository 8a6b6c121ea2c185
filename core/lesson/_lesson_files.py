"""A lesson's files on disk: written from its models, read from a folder or a zip within limits, and put in
place whole or not at all. The learner's lessons (`user_lessons.py`) are made of these steps."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import uuid
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any

from core.lesson.loader import Lesson, LessonError
from core.lesson.spec import TablesFile, ToolsFile

FILES = ("lesson.json", "tables.json", "tools.json", "fake_model.json")
TESTSET = "testset.json"  # optional: the lesson's own batch test set
MAX_ENTRIES = 64  # entries in an imported zip
MAX_FILE = 4 * 1024 * 1024  # bytes of one lesson file
MAX_TOTAL = 16 * 1024 * 1024  # bytes unpacked from one zip, all entries together
_DRIVE = re.compile(r"^[A-Za-z]:")


def pretty(data: Any) -> str:
    """JSON as a person reads and edits it: indented, UTF-8 letters as they are, a newline at the end."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def lesson_texts(lesson: Lesson) -> dict[str, str]:
    """The lesson's files as text: each model as it was written (fields left out stay out), and the test
    set of the folder it came from, if it has one."""
    models = {
        "lesson.json": lesson.meta,
        "tables.json": TablesFile(tables=dict(lesson.tables)),
        "tools.json": ToolsFile(tools=list(lesson.tools)),
        "fake_model.json": lesson.fake,
    }
    texts = {name: pretty(model.model_dump(mode="json", exclude_unset=True)) for name, model in models.items()}
    testset = lesson.folder / TESTSET
    if testset.is_file():
        try:
            texts[TESTSET] = testset.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise LessonError(testset, "", code="unreadable", error=error) from None
    return texts


def write_folder(folder: Path, files: dict[str, str] | dict[str, bytes]) -> None:
    folder.mkdir(parents=True)
    for name, content in files.items():
        data = content.encode("utf-8") if isinstance(content, str) else content
        (folder / name).write_bytes(data)


def write_zip(target: Path, name: str, texts: dict[str, str]) -> None:
    """A zip holding one folder `name` with the lesson's files; the old file is replaced only once it is whole."""
    temp = target.with_name(f".{target.name}.{uuid.uuid4().hex}")
    try:
        with zipfile.ZipFile(temp, "w", zipfile.ZIP_DEFLATED) as archive:
            for file, text in texts.items():
                archive.writestr(f"{name}/{file}", text.encode("utf-8"))
        os.replace(temp, target)
    finally:
        with contextlib.suppress(OSError):
            temp.unlink()


def replace_folder(new: Path, target: Path) -> None:
    """`target` becomes `new`: an old one is moved aside first, and removed only once the new one is in place."""
    old = target.with_name(f".old-{target.name}-{uuid.uuid4().hex}") if target.exists() else None
    if old is not None:
        os.replace(target, old)
    try:
        os.replace(new, target)
    except OSError:
        if old is not None:
            os.replace(old, target)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def remove_folder(folder: Path) -> None:
    """Gone at once (moved aside, then deleted), so no half-deleted lesson is ever seen."""
    aside = folder.with_name(f".old-{folder.name}-{uuid.uuid4().hex}")
    os.replace(folder, aside)
    shutil.rmtree(aside, ignore_errors=True)


def read_folder(folder: Path) -> dict[str, bytes]:
    """The lesson files of a folder (other files are left out)."""
    if not (folder / "lesson.json").is_file():
        raise LessonError(folder, "", code="not_lesson")
    files: dict[str, bytes] = {}
    for name in (*FILES, TESTSET):
        path = folder / name
        if not path.is_file():
            continue
        size = path.stat().st_size
        if size > MAX_FILE:
            raise LessonError(path, "", code="too_large", size=size, max=MAX_FILE)
        files[name] = path.read_bytes()
    return files


def read_zip(path: Path) -> tuple[str, dict[str, bytes]]:
    """The lesson in a zip: its folder inside ("" when the files lie at the top) and its files. Every entry
    is checked first: no absolute path, none leading out of the folder, not too many, not too large."""
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError) as error:
        raise LessonError(path, "", code="not_zip", error=error) from None
    with archive:
        entries = archive.infolist()
        _check_entries(path, entries)
        prefix = _lesson_prefix(path, entries)
        names = {entry.filename for entry in entries}
        files: dict[str, bytes] = {}
        for name in (*FILES, TESTSET):
            if prefix + name in names:
                files[name] = _read_entry(path, archive, prefix + name)
    return prefix.rstrip("/"), files


def _check_entries(path: Path, entries: list[zipfile.ZipInfo]) -> None:
    if len(entries) > MAX_ENTRIES:
        raise LessonError(path, "", code="too_many", count=len(entries), max=MAX_ENTRIES)
    total = 0
    for entry in entries:
        name = entry.filename
        if name.startswith(("/", "\\")) or _DRIVE.match(name):
            raise LessonError(path, name, code="absolute")
        if ".." in PurePosixPath(name.replace("\\", "/")).parts:
            raise LessonError(path, name, code="outside")
        if entry.file_size > MAX_FILE:
            raise LessonError(path, name, code="too_large", size=entry.file_size, max=MAX_FILE)
        total += entry.file_size
    if total > MAX_TOTAL:
        raise LessonError(path, "", code="too_large_unpacked", size=total, max=MAX_TOTAL)


def _lesson_prefix(path: Path, entries: list[zipfile.ZipInfo]) -> str:
    """Where lesson.json lies: at the top of the archive, or in one folder at the top."""
    found = [e.filename for e in entries
             if PurePosixPath(e.filename).name == "lesson.json" and len(PurePosixPath(e.filename).parts) <= 2
             and not e.filename.startswith("__MACOSX/")]
    if not found:
        raise LessonError(path, "", code="not_lesson")
    if len(found) > 1:
        raise LessonError(path, "", code="two_lessons", names=", ".join(sorted(found)))
    return found[0].removesuffix("lesson.json")


def _read_entry(path: Path, archive: zipfile.ZipFile, name: str) -> bytes:
    """One entry, read no further than the limit (an entry's stated size may lie)."""
    try:
        with archive.open(name) as stream:
            data = stream.read(MAX_FILE + 1)
    except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError) as error:
        raise LessonError(path, name, code="unreadable", error=error) from None
    if len(data) > MAX_FILE:
        raise LessonError(path, name, code="too_large_over", max=MAX_FILE)
    return data


def check_testset(shown: Path, files: dict[str, bytes]) -> None:
    """An imported test set must at least be JSON (batch checks its cases when it runs)."""
    if TESTSET not in files:
        return
    try:
        json.loads(files[TESTSET].decode("utf-8"))
    except UnicodeDecodeError as error:
        raise LessonError(shown / TESTSET, "", code="unreadable", error=error) from None
    except json.JSONDecodeError as error:
        raise LessonError(shown / TESTSET, "", code="not_json_at", error=error.msg, line=error.lineno,
                          column=error.colno) from None
