"""Side docks never squeeze a pane below its usable width: the chat keeps its input (placeholder and Send) and a
line of text, the inspector its message tree, the orders their key columns; the room comes from the widest pane,
docks that do not fit beside the panes become tabs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from gui.classroom.pane_room import CHAT_CHARS, INPUT_CHARS, INSPECTOR_CHARS, KEY_COLUMNS, pane_needs, share_out, shrink
from gui.common.i18n import language
from tests.gui.classroom.test_layout import fit_to, settle

DOCKS = {"faults": lambda w: w.bench.toggle_panel(), "by hand": lambda w: w.tools_menu.show_call(),
         "explain": lambda w: w.classroom.explain.show()}


def usable(window) -> list[str]:
    """What is cut in the panes, from their content (not from pane_needs)."""
    chat, tree, orders = window.chat, window.inspector.tree, window.orders_editor.view
    chars = chat.fontMetrics().averageCharWidth()
    placeholder = min(chat.input.fontMetrics().horizontalAdvance(chat.input.placeholderText()), INPUT_CHARS * chars)
    header = orders.horizontalHeader()
    cut = []
    if chat.input.width() < placeholder or chat.send_button.width() < chat.send_button.sizeHint().width():
        cut.append(f"chat input {chat.input.width()} < {placeholder}")
    if chat.transcript.viewport().width() < CHAT_CHARS * chars:
        cut.append(f"chat line {chat.transcript.viewport().width()}")
    if tree.viewport().width() < INSPECTOR_CHARS * tree.fontMetrics().averageCharWidth():
        cut.append(f"inspector {tree.viewport().width()}")
    if orders.viewport().width() < sum(header.sectionSize(c) for c in range(KEY_COLUMNS)):
        cut.append(f"orders {orders.viewport().width()}")
    return cut


@pytest.mark.parametrize("code", ["en", "de", "ru"])
@pytest.mark.parametrize("opened", [("faults",), ("by hand",), ("faults", "by hand", "explain")],
                         ids=lambda o: "+".join(o))
@pytest.mark.parametrize(("screen", "zoom"), [(QSize(1366, 768), 100), (QSize(1920, 1080), 100),
                                              (QSize(1920, 1080), 150)], ids=["1366-100", "1920-100", "1920-150"])
def test_open_docks_leave_every_pane_usable(qtbot, make_window, screen, zoom, opened, code):
    language.set(code)
    window = make_window()
    window.classroom.zoom.set_percent(zoom)
    fit_to(window, screen)
    qtbot.waitUntil(lambda: window.frameGeometry().size() == screen, timeout=3000)
    for name in opened:
        DOCKS[name](window)
    settle(qtbot, lambda: usable(window) == [])
    assert usable(window) == [], window.splitter.sizes()
    docks = (window.bench.panel, window.tools_menu.dock)
    shown = [d for d in docks if d.isVisible() and not d.isFloating()]
    assert all(d.width() >= d.minimumSizeHint().width() for d in shown)
    assert all(d.height() >= 5 * d.fontMetrics().lineSpacing() for d in shown)  # a tab with lines to read


def test_at_150_percent_on_a_small_screen_no_pane_is_a_sliver(qtbot, make_window):
    language.set("ru")
    window = make_window()
    window.classroom.zoom.set_percent(150)
    fit_to(window, QSize(1366, 768))
    qtbot.waitUntil(lambda: window.frameGeometry().size() == QSize(1366, 768), timeout=3000)
    for open_dock in DOCKS.values():
        open_dock(window)
    needs = pane_needs(window)
    settle(qtbot, lambda: min(s * 10 // n for s, n in zip(window.splitter.sizes(), needs, strict=True)) >= 9)
    assert all(s >= n * 9 // 10 for s, n in zip(window.splitter.sizes(), needs, strict=True)), needs


def test_a_narrower_splitter_takes_the_room_from_the_widest_pane():
    assert shrink([500, 800, 600], [300, 300, 300], 200) == [500, 600, 600]
    assert shrink([500, 800, 600], [300, 300, 300], 400) == [500, 500, 500]
    assert shrink([400, 400, 400], [400, 400, 200], 300) == [360, 360, 180]  # below every need: in proportion
    assert share_out([200, 600, 500], [340, 340, 310]) == [340, 460, 500]
