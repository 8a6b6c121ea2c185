"""The learner's own lessons: an edited or imported lesson lives in the data directory (`user_root()`), beside
the shipped ones and never over them. A user lesson with a shipped lesson's name is its edited version and
is found instead of it; resetting removes the copy, so the shipped one is seen again.

Whatever is written is checked with `load_lesson` in a scratch folder first and then put in place whole, so
a refused lesson leaves nothing behind and a saved one is never half written.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

from core.lesson._lesson_files import (
    check_testset,
    lesson_texts,
    read_folder,
    read_zip,
    remove_folder,
    replace_folder,
    write_folder,
    write_zip,
)
from core.lesson.loader import Lesson, LessonError, load_lesson
from core.paths import SHIPPED_LESSONS, data_dir, data_home

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")  # a lesson's folder name on every system


def user_root(*, create: bool = True) -> Path:
    """Where the learner's lessons live; created on demand (a failure shows when something is written).
    Looking for lessons (`create=False`) creates nothing."""
    if not create:
        return data_home() / "lessons"
    root = data_dir() / "lessons"
    with contextlib.suppress(OSError):
        root.mkdir(parents=True, exist_ok=True)
    return root


def is_user_lesson(lesson: Lesson) -> bool:
    """Whether the lesson was read from the learner's lessons (edited or imported), not from the shipped ones."""
    folder = lesson.folder.resolve()
    return folder.parent == user_root(create=False).resolve() and not folder.is_relative_to(SHIPPED_LESSONS.resolve())


def shipped_original(name: str) -> Lesson | None:
    """The shipped lesson of this name, as shipped; None if no shipped lesson has it."""
    folder = SHIPPED_LESSONS / name
    if not NAME.match(name) or not (folder / "lesson.json").is_file():
        return None
    return load_lesson(folder)


def save_user_lesson(lesson: Lesson) -> Lesson:
    """Write the lesson as the learner's own (replacing an earlier copy of it) and give it back as read again."""
    target = _user_folder(lesson.name)
    return _put(lesson_texts(lesson), target, target)


def reset_user_lesson(name: str) -> None:
    """Remove the learner's copy of `name`, so the shipped lesson of that name is seen again."""
    folder = _user_folder(name)
    if folder.is_dir():
        try:
            remove_folder(folder)
        except OSError as error:
            raise LessonError(folder, "", code="not_removable", error=error.strerror or error) from None


def export_lesson(lesson: Lesson, target: Path) -> Path:
    """Write the lesson to `target`: a .zip holding its folder, or else a new folder of that name."""
    target = Path(target)
    texts = lesson_texts(lesson)
    try:
        if target.suffix.lower() == ".zip":
            write_zip(target, lesson.name, texts)
            return target
        if target.exists() and (not target.is_dir() or any(target.iterdir())):
            raise LessonError(target, "", code="exists")
        with tempfile.TemporaryDirectory(dir=target.parent, prefix=".") as scratch:
            folder = Path(scratch) / target.name
            write_folder(folder, texts)
            if target.exists():
                target.rmdir()
            os.replace(folder, target)
    except OSError as error:
        raise LessonError(target, "", code="not_writable", error=error.strerror or error) from None
    return target


def import_lesson(source: Path) -> Lesson:
    """A lesson from a folder (or its lesson.json) or a .zip, checked in full before anything is kept. It
    joins the learner's lessons under its own name, or NAME-2, NAME-3 … when that name is taken."""
    source = Path(source)
    if source.name == "lesson.json" and source.is_file():
        source = source.parent
    if source.is_dir():
        inside, files = "", read_folder(source)
        name = source.resolve().name
    elif source.is_file():
        inside, files = read_zip(source)
        name = inside or source.stem
    else:
        raise LessonError(source, "", code="neither")
    shown = source / inside if inside else source
    check_testset(shown, files)
    with _scratch(shown) as scratch:
        folder = scratch / "lesson"
        write_folder(folder, files)
        _validated(folder, shown)
        target = user_root() / free_name(_clean(name))
        os.replace(folder, target)
    return load_lesson(target)


def free_name(name: str) -> str:
    """`name`, or the first of NAME-2, NAME-3 … that neither a shipped nor a user lesson has."""
    roots = [root for root in (SHIPPED_LESSONS, user_root(create=False)) if root.is_dir()]
    taken = {p.name.lower() for root in roots for p in root.iterdir()}
    if name.lower() not in taken:
        return name
    base = name[:60]
    return next(f"{base}-{n}" for n in itertools.count(2) if f"{base}-{n}".lower() not in taken)


def _clean(name: str) -> str:
    """A folder name every system takes: letters, digits, - and _ (anything else becomes -)."""
    return re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-_")[:64] or "lesson"


def _user_folder(name: str) -> Path:
    """The learner's folder for `name`; refused if the name is no plain folder name or the place is shipped."""
    if not NAME.match(name):
        raise LessonError(name, "", code="bad_name")
    folder = user_root() / name
    if folder.resolve().is_relative_to(SHIPPED_LESSONS.resolve()):
        raise LessonError(folder, "", code="shipped")
    return folder


def _put(texts: dict[str, str], target: Path, shown: Path) -> Lesson:
    with _scratch(shown) as scratch:
        folder = scratch / target.name
        write_folder(folder, texts)
        _validated(folder, shown)
        try:
            replace_folder(folder, target)
        except OSError as error:
            raise LessonError(target, "", code="not_writable", error=error.strerror or error) from None
    return load_lesson(target)


@contextlib.contextmanager
def _scratch(shown: Path) -> Iterator[Path]:
    """A scratch folder beside the learner's lessons (same disk, so moving out of it is one step), always
    removed afterwards. Its dotted name keeps it out of the lesson list."""
    try:
        holder = tempfile.TemporaryDirectory(dir=user_root(), prefix=".")
    except OSError as error:
        raise LessonError(user_root(), "", code="not_writable", error=error.strerror or error) from None
    with holder as scratch:
        try:
            yield Path(scratch)
        except OSError as error:
            raise LessonError(shown, "", code="not_writable", error=error.strerror or error) from None


def _validated(folder: Path, shown: Path) -> None:
    """load_lesson on the scratch copy; its refusal names the file where the learner knows it."""
    try:
        load_lesson(folder)
    except LessonError as error:
        file = error.file.replace(str(folder), str(shown), 1)
        raise LessonError(file, error.field, error.reason, error.code, **error.params) from None
