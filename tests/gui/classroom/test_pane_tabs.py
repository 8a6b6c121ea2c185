"""A small screen at a presenter's zoom (1366x768 at 200 %) keeps the chat readable: its lines keep CHAT_CHARS
characters beside the bubbles' indent; the inspector and the orders, too wide to stand beside it, become two tabs
of one pane and stand side by side again once the window is wide enough."""

from __future__ import annotations

import pytest

from gui.chat.bubbles import EDGE, NARROW_INDENT
from gui.classroom.pane_room import CHAT_CHARS
from tests.gui.classroom.test_layout import settle
from tests.gui.classroom.test_pane_room import usable
from tests.gui.classroom.test_pane_share import LARGE, SMALL, near, resized, started


def chat_line(window) -> int:
    """The px a bubble's line needs for CHAT_CHARS characters of the chat's font, with its indent and edges."""
    return CHAT_CHARS * window.chat.fontMetrics().averageCharWidth() + NARROW_INDENT + 2 * EDGE


@pytest.mark.parametrize("code", ["de", "ru", "en"])
def test_at_200_percent_on_a_small_screen_the_chat_stays_readable(qtbot, make_window, settings, code):
    window = started(qtbot, make_window, settings, SMALL, code, 200)
    transcript = window.chat.transcript.viewport()
    settle(qtbot, lambda: transcript.width() >= chat_line(window))
    assert transcript.width() >= chat_line(window), f"{transcript.width()} px: the chat is squeezed"
    assert window.chat.input.width() >= window.chat.input.minimumSizeHint().width()
    assert window.height() <= SMALL.height(), "the window grew past the screen"
    tabs = window.classroom.pane_tabs
    assert tabs.stacked and tabs.tabs.width() >= window.inspector.minimumSizeHint().width()
    for pane in (window.orders_editor, window.inspector):  # each tab whole when chosen
        tabs.reveal(pane)
        settle(qtbot, lambda p=pane: p.isVisible() and p.width() >= p.minimumSizeHint().width())
        assert pane.isVisible() and pane.width() >= pane.minimumSizeHint().width()
    assert usable(window) == [] or window.orders_editor.isHidden(), usable(window)


def test_made_wide_again_the_panes_stand_side_by_side(qtbot, make_window, settings):
    fresh = started(qtbot, make_window, settings, LARGE, "de", 200).splitter.sizes()
    window = started(qtbot, make_window, settings, SMALL, "de", 200)
    assert window.classroom.pane_tabs.stacked
    resized(qtbot, window, LARGE)
    settle(qtbot, lambda: near(window.splitter.sizes(), fresh))
    assert not window.classroom.pane_tabs.stacked and window.splitter.count() == 3
    assert window.inspector.isVisible() and window.orders_editor.isVisible()
    assert near(window.splitter.sizes(), fresh), (window.splitter.sizes(), fresh)


def test_view_hides_and_shows_a_tabbed_pane(qtbot, make_window, settings):
    window = started(qtbot, make_window, settings, SMALL, "en", 200)
    view, tabs = window.classroom.view, window.classroom.pane_tabs
    assert tabs.stacked
    view.pane_actions["orders"].setChecked(False)
    assert not tabs.stacked and window.orders_editor.isHidden() and window.inspector.isVisible()
    view.pane_actions["orders"].setChecked(True)
    assert tabs.stacked
    assert [window.inspector.isVisible(), window.orders_editor.isVisible()].count(True) == 1  # one tab at a time
    view.pane_actions["inspector"].setChecked(False)
    assert not tabs.stacked and window.inspector.isHidden() and window.orders_editor.isVisible()
