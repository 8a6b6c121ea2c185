"""Numbers read back from QSettings: an INI file gives strings, the native store may give numbers, and a file
edited by hand may give anything, so a value that is not a number falls back to the default."""

from __future__ import annotations

from PySide6.QtCore import QSettings


def int_value(settings: QSettings, key: str, default: int) -> int:
    try:
        return int(str(settings.value(key, default)))
    except ValueError:
        return default


def float_value(settings: QSettings, key: str, default: float) -> float:
    try:
        return float(str(settings.value(key, default)))
    except ValueError:
        return default
