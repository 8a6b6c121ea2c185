"""While Qt walks every widget (a new style, font or language), no cyclic collection may run inside the walk:
one that frees the last reference to a widget Python owns has Qt delete it mid-walk (a crash in `setStyle`,
seen once in a test run)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget

from gui.classroom.zoom import apply_zoom
from gui.common.i18n import language
from gui.common.widget_walk import qt_walks_widgets
from gui.window.app import apply_style

WALKS = {QEvent.Type.StyleChange, QEvent.Type.FontChange, QEvent.Type.LanguageChange}


class Recorder(QWidget):
    """Notes, for each walk's event it gets, whether the collector could have run just then."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[QEvent.Type, bool]] = []

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in WALKS:
            self.seen.append((event.type(), gc.isenabled()))
        super().changeEvent(event)


@pytest.fixture
def recorder(qtbot):
    widget = Recorder()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def _during(recorder: Recorder, kind: QEvent.Type) -> list[bool]:
    return [collecting for seen, collecting in recorder.seen if seen == kind]


def test_a_zoom_changes_style_and_font_with_no_collection_inside(qapp, recorder):
    apply_style(qapp)  # Fusion itself: the zoom below installs its own style
    recorder.seen.clear()
    apply_zoom(150)
    assert _during(recorder, QEvent.Type.StyleChange) == [False]
    assert _during(recorder, QEvent.Type.FontChange) and not any(_during(recorder, QEvent.Type.FontChange))
    assert gc.isenabled()


def test_the_program_style_is_set_with_no_collection_inside(qapp, recorder):
    apply_zoom(150)
    recorder.seen.clear()
    apply_style(qapp)
    assert _during(recorder, QEvent.Type.StyleChange) == [False]
    assert gc.isenabled()


def test_a_language_change_reaches_every_widget_with_no_collection_inside(recorder):
    language.set("de")
    language.set("ru")
    assert _during(recorder, QEvent.Type.LanguageChange) == [False, False]
    assert gc.isenabled()


def test_the_collector_is_left_as_it_was():
    gc.disable()
    try:
        with qt_walks_widgets():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
    with qt_walks_widgets():
        assert not gc.isenabled()
    assert gc.isenabled()
