"""Fonts that follow the window's zoom: a monospace family whose size is inherited from the parent widget."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase


def mono_font() -> QFont:
    """The system's fixed-width family, with only the family set: the point size stays the parent's, so
    the window's zoom reaches JSON and trace text as it reaches everything else."""
    fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font = QFont()
    font.setFamilies(fixed.families() or [fixed.family()])
    font.setStyleHint(QFont.StyleHint.Monospace)
    font.setFixedPitch(True)
    return font
