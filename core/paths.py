"""Where the app keeps its files: the shipped resources, and the user's data directory (or TOOL_LOOP_STUDIO_HOME
if set)."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
SHIPPED_LESSONS = RESOURCES / "lessons"  # the lessons the app ships; never written to


def data_home() -> Path:
    """The user's data directory, whether or not it exists yet (for looking, not writing)."""
    override = os.environ.get("TOOL_LOOP_STUDIO_HOME")
    if override:
        return Path(override)
    import platformdirs  # here, not at import: the window's first frame reads RESOURCES only

    return Path(platformdirs.user_data_dir("tool-loop-studio", appauthor=False))


def data_dir() -> Path:
    path = data_home()
    # whoever writes there says what went wrong (the store falls back to memory with a notice)
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def database_path() -> Path:
    return data_dir() / "orders.sqlite3"
