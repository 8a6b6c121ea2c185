"""The script editor, the glossary, the block editor and the branch comparison grow with the presenter zoom and
stay within a small screen, their buttons inside it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog

from core.engine.messages import ToolUseBlock
from gui.inspector.block_editor import BlockEditor
from gui.runs.compare_view import CompareDialog


def _shown(dialog: QDialog) -> QDialog:
    dialog.show()
    return dialog


OPENERS = {
    "script editor": lambda w: w.bench.scripted.open_editor().window(),
    "glossary": lambda w: w.classroom.show_glossary("token"),
    "block editor": lambda w: _shown(BlockEditor(ToolUseBlock(id="toolu_1", name="get_order_status",
                                                              input={"order_id": "1042"}), "#1", w.inspector.tree)),
    "compare branches": lambda w: _shown(CompareDialog(w)),
}


@pytest.fixture
def opened():
    """opened(name, window): the dialog `name` of `window`, shown; every one opened is closed at the end (closing
    the main window leaves its dialogs shown)."""
    dialogs: list[QDialog] = []

    def open_dialog(name: str, window) -> QDialog:
        dialogs.append(OPENERS[name](window))
        return dialogs[-1]

    yield open_dialog
    for dialog in dialogs:
        dialog.close()


def cut_buttons(dialog: QDialog) -> list[str]:
    """The dialog's shown buttons (and tick boxes) not wholly inside it."""
    inside = dialog.rect()
    return [button.text() for button in dialog.findChildren(QAbstractButton) if button.isVisibleTo(dialog)
            and not inside.contains(QRect(button.mapTo(dialog, QPoint(0, 0)), button.size()))]


@pytest.mark.parametrize("screen, percent", [(QSize(1366, 768), 200), (QSize(1024, 600), 100)])
@pytest.mark.parametrize("code", ["de", "en", "ru"])
@pytest.mark.parametrize("name", list(OPENERS))
def test_a_dialog_fits_the_screen_with_its_buttons(window_on_screen, opened, name, code, screen, percent):
    window = window_on_screen(screen, code, percent)
    dialog = opened(name, window)
    QApplication.processEvents()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height(), dialog.size()
    assert cut_buttons(dialog) == []


@pytest.mark.parametrize("name", list(OPENERS))
def test_a_dialog_is_larger_at_150_percent(window_on_screen, opened, name):
    at_100 = opened(name, window_on_screen(QSize(1920, 1080), "en", 100)).size()
    at_150 = opened(name, window_on_screen(QSize(1920, 1080), "en", 150)).size()
    assert at_150.width() > at_100.width() and at_150.height() > at_100.height(), (at_100, at_150)


@pytest.mark.parametrize("name", list(OPENERS))
def test_an_open_dialog_follows_the_zoom(window_on_screen, opened, name):
    window = window_on_screen(QSize(1920, 1080), "en", 100)
    dialog = opened(name, window)
    before = dialog.size()
    window.classroom.zoom.set_percent(150)
    assert dialog.width() > before.width() and dialog.height() > before.height(), (before, dialog.size())
