"""Where the lessons are: one folder each under resources/lessons/ (the first one the default), and the
learner's own beside them in the data directory (`user_lessons.py`). A learner's lesson with a shipped
lesson's name is its edited version: it is the one found, until it is reset."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from core.lesson.loader import Lesson, LessonError, load_lesson
from core.lesson.user_lessons import user_root
from core.paths import SHIPPED_LESSONS, data_dir, database_path

SHIPPED = SHIPPED_LESSONS
DEFAULT_LESSON = "de-shop"


def _names(root: Path) -> set[str]:
    if not root.is_dir():
        return set()
    return {p.name for p in root.iterdir() if not p.name.startswith(".") and (p / "lesson.json").is_file()}


def lesson_names(root: Path = SHIPPED) -> list[str]:
    """The folders under `root` that hold a lesson.json, by name; with the shipped root, the learner's too."""
    names = _names(root)
    if root == SHIPPED:
        names |= _names(user_root(create=False))
    return sorted(names)


def is_edited(name: str) -> bool:
    """Whether the learner has an edited copy of the shipped lesson `name`."""
    return name in _names(SHIPPED) and name in _names(user_root(create=False))


def lesson_folder(name: str, root: Path = SHIPPED, *, edited: bool = True) -> Path:
    """The folder of the lesson `name` (or `name` itself, when it is a path): with the shipped root, the
    learner's copy when there is one (unless `edited` is False)."""
    if "/" in name or "\\" in name:
        return Path(name)
    mine = user_root(create=False) / name
    if root == SHIPPED and edited and not name.startswith(".") and (mine / "lesson.json").is_file():
        return mine
    return root / name


def find_lesson(name: str, root: Path = SHIPPED, *, edited: bool = True) -> Lesson:
    """The lesson named `name` (a folder under `root`, or a path to a folder); LessonError if it fails."""
    folder = lesson_folder(name, root, edited=edited)
    if not (folder / "lesson.json").is_file() and folder.parent == root:
        known = ", ".join(lesson_names(root))
        if not known:
            raise LessonError(folder, "", code="no_lessons", name=repr(name))
        raise LessonError(folder, "", code="no_lesson", name=repr(name), known=known)
    return load_lesson(folder)


@functools.cache
def shipped_lesson(name: str) -> Lesson:
    """A shipped lesson as shipped, read once (shipped lessons do not change while the app runs)."""
    return find_lesson(name, edited=False)


def default_lesson() -> Lesson:
    return shipped_lesson(DEFAULT_LESSON)


def lesson_database(lesson: Lesson) -> Path:
    """The lesson's orders database in the user's data directory: each lesson keeps its own, by name, so an
    edited lesson keeps the orders of its shipped original."""
    return database_path() if lesson.name == DEFAULT_LESSON else data_dir() / f"orders-{lesson.name}.sqlite3"


def lesson_script(lesson: Lesson) -> str:
    """The scripted model's example for the lesson: its own script.json (in its words), else a script whose one
    reply is the lesson's hand-off."""
    own = lesson.folder / "script.json"
    try:
        return own.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        script = {"name": lesson.meta.title, "replies": [{"text": lesson.meta.handoff}]}
        return json.dumps(script, ensure_ascii=False, indent=2) + "\n"


def lesson_testset(lesson: Lesson) -> Path | None:
    """The lesson's own test set (testset.json in its folder); None when it has none (a lesson's questions are
    its own: no other lesson's set stands in for them)."""
    own = lesson.folder / "testset.json"
    return own if own.is_file() else None
