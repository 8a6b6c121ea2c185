"""The default lesson's tools, for callers that do not choose a lesson: its registry and the tools it offers
at the start. The tools themselves are data (the lesson's tools.json, run by core.lesson.sql_tools)."""

from __future__ import annotations

from typing import Any

from core.lesson.catalog import default_lesson
from core.lesson.sql_tools import LessonRegistry

STARTING_TOOLS = list(default_lesson().meta.offered)


def lesson_registry(**options: Any) -> LessonRegistry:
    return default_lesson().registry(**options)
