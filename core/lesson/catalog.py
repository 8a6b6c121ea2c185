"""Where the lessons are: one folder each under resources/lessons/, the first one the default."""

from __future__ import annotations

import functools
from pathlib import Path

from core.lesson.loader import Lesson, LessonError, load_lesson
from core.paths import RESOURCES, data_dir, database_path

SHIPPED = RESOURCES / "lessons"
DEFAULT_LESSON = "de-shop"


def lesson_names(root: Path = SHIPPED) -> list[str]:
    """The folders under `root` that hold a lesson.json, by name."""
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if (p / "lesson.json").is_file())


def find_lesson(name: str, root: Path = SHIPPED) -> Lesson:
    """The lesson named `name` (a folder under `root`, or a path to a folder); LessonError if it fails."""
    folder = Path(name) if ("/" in name or "\\" in name) else root / name
    if not (folder / "lesson.json").is_file() and folder.parent == root:
        known = ", ".join(lesson_names(root)) or "keine"
        raise LessonError(folder, "", f"keine Lektion {name!r}; vorhanden: {known}")
    return load_lesson(folder)


@functools.cache
def shipped_lesson(name: str) -> Lesson:
    """A shipped lesson, read once (shipped lessons do not change while the app runs)."""
    return find_lesson(name)


def default_lesson() -> Lesson:
    return shipped_lesson(DEFAULT_LESSON)


def lesson_database(lesson: Lesson) -> Path:
    """The lesson's orders database in the user's data directory: each lesson keeps its own."""
    return database_path() if lesson.name == DEFAULT_LESSON else data_dir() / f"orders-{lesson.name}.sqlite3"


def lesson_testset(lesson: Lesson) -> Path:
    """The lesson's own test set (testset.json in its folder), else the app's sample test set."""
    own = lesson.folder / "testset.json"
    return own if own.is_file() else RESOURCES / "lesson_testset.json"
