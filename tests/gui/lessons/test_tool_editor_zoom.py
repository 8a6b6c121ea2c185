"""The tool editor zoomed on a 1366×768 screen: its form fits its width (no field cut behind a sideways scroll)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QScrollArea

SCREEN = QSize(1366, 768)


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("code", ["de", "ru"])
def test_the_form_fits_the_editors_width_on_a_small_screen(window_on_screen, code, percent):
    window = window_on_screen(SCREEN, code, percent)
    editor = window.tool_editing.open()
    QApplication.processEvents()
    assert editor.width() <= SCREEN.width() and editor.height() <= SCREEN.height()
    scroll = editor.findChild(QScrollArea)
    assert scroll.horizontalScrollBar().maximum() == 0, scroll.widget().minimumSizeHint()


def test_an_open_editor_follows_the_zoom(make_window, monkeypatch):
    monkeypatch.setattr("gui.common.zoom_sizes.available_size", lambda widget: QSize(1920, 1080))
    window = make_window()
    editor = window.tool_editing.open()
    assert editor.size() == QSize(1000, 700)
    window.classroom.zoom.set_percent(150)
    assert editor.size() == QSize(1500, 993)  # 92 % of the screen's height
