"""Every dialog, dock and message box follows the presenter zoom, live, and opens zoomed after a restart."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from core.engine.messages import TextBlock
from gui.common.i18n import language
from gui.common.zoom_sizes import base_font
from gui.inspector.block_editor import BlockEditor
from gui.runs.compare_view import CompareDialog


def _message_box(window) -> QWidget:
    window.bench.files.refuse("nothing to show")
    return window.findChild(QMessageBox, "run-files-message")


def _floating(dock) -> QWidget:
    dock.show()
    dock.setFloating(True)
    return dock.widget()


OPENERS = {  # what to open → the widget inside it whose text size is checked
    "script editor": lambda w: w.bench.scripted.open_editor().editor,
    "batch run": lambda w: w.bench.open_batch().details,
    "glossary": lambda w: w.classroom.show_glossary("token").text,
    "real provider": lambda w: w.model_switch.open_dialog(),
    "compare branches": lambda w: CompareDialog(w).view,
    "block editor": lambda w: BlockEditor(TextBlock(text="x"), "#1", w.inspector.tree).text,
    "faults panel, floating": lambda w: _floating(w.bench.panel),
    "explain pane, floating": lambda w: _floating(w.classroom.explain),
    "message box": _message_box,
}


def size(widget: QWidget) -> float:
    return round(widget.font().pointSizeF(), 2)


def at(percent: int) -> float:
    return round(base_font().pointSizeF() * percent / 100, 2)


@pytest.mark.parametrize("name", list(OPENERS))
def test_a_dialog_follows_the_zoom_live_and_after_a_restart(name, make_window, settings):
    window = make_window()
    window.classroom.zoom.set_percent(150)
    inner = OPENERS[name](window)
    assert inner.window() is not window  # its own window: the main window's font alone would not reach it
    assert size(inner) == at(150)
    window.classroom.view.act_zoom_in.trigger()
    assert size(inner) == at(160)
    window.close()
    again = make_window(settings=settings)
    assert size(OPENERS[name](again)) == at(160)


@pytest.mark.parametrize("code", ["en", "de", "ru"])
@pytest.mark.parametrize("name", list(OPENERS))
def test_a_dialog_at_150_percent_fits_a_small_screen(name, code, window):
    language.set(code)
    window.classroom.zoom.set_percent(150)
    needs = OPENERS[name](window).window().minimumSizeHint()
    assert needs.width() <= 1280 and needs.height() <= 720, needs
