"""At a presenter's zoom on a projector's screen, the panes that give up height first still show what they
are for: the calls table a whole call under its header and two lines of JSON."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from gui.common.i18n import language
from tests.gui.classroom.test_layout import fit_to, settle

SCREEN = QSize(1920, 1080)
TWO_ORDERS = "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?"


def zoomed_after_a_question(qtbot, window, ask, zoom: int) -> None:
    window.classroom.zoom.set_percent(zoom)
    fit_to(window, SCREEN)
    qtbot.waitUntil(lambda: window.frameGeometry().size() == SCREEN, timeout=3000)
    window.classroom.fit_panes()
    ask(window, TWO_ORDERS, timeout=15000)


@pytest.mark.parametrize("code", ["en", "ru"])
@pytest.mark.parametrize("zoom", [200, 250])
def test_the_calls_table_shows_a_whole_call_at_zoom(qtbot, window, ask, zoom, code):
    language.set(code)
    zoomed_after_a_question(qtbot, window, ask, zoom)
    table = window.inspector.calls.table
    qtbot.waitUntil(lambda: table.model().rowCount() == 2, timeout=2000)
    text = (table.rowHeight(0) + table.fontMetrics().height()) // 2  # down to the text's foot, in the row's middle
    assert table.rowHeight(0) > table.fontMetrics().height(), f"rows of {table.rowHeight(0)} px cut their text"
    settle(qtbot, lambda: table.viewport().height() >= text)
    shown = table.viewport().height()
    assert shown >= text, f"{shown} px under the header, a call's text needs {text}"
    json_view = window.inspector.calls.json_view
    assert json_view.viewport().height() >= 2 * json_view.fontMetrics().lineSpacing(), "less than two JSON lines"
