"""The panes' widths follow the window: a window resized or zoomed after its start has the widths a fresh start
at that size and zoom gets, unless the user dragged a divider (then their widths grow in proportion); the model
calls table keeps its columns whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from tests.gui.classroom.test_layout import fit_to, settle

SMALL, LARGE = QSize(1366, 768), QSize(1920, 1080)
TWO_ORDERS = "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?"


def started(qtbot, make_window, settings, size: QSize, code: str, zoom: int):
    """A window as the program starts it: language and zoom from its settings, sized before it shows."""
    settings.setValue("view/language", code)
    settings.setValue("view/zoom", zoom)
    window = make_window()
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    return window


def resized(qtbot, window, size: QSize) -> None:
    fit_to(window, size)
    qtbot.waitUntil(lambda: window.frameGeometry().size() == size, timeout=3000)


def near(sizes: list[int], wanted: list[int], px: int = 4) -> bool:
    return len(sizes) == len(wanted) and all(abs(a - b) <= px for a, b in zip(sizes, wanted, strict=True))


def calls_cut(window) -> int:
    """How many px the calls table's columns (the stop reasons whole) lack in its viewport."""
    table = window.inspector.calls.table
    header = table.horizontalHeader()
    stops = [table.fontMetrics().horizontalAdvance(r.stop_reason) for r in table.model().records]
    wanted = sum(header.sectionSize(c) for c in range(header.count() - 1)) + max(stops, default=0) + 12
    return max(wanted - table.viewport().width(), 0)


@pytest.mark.parametrize("code", ["en", "ru"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_a_window_made_larger_shares_its_width_as_a_fresh_start(qtbot, make_window, settings, ask, zoom, code):
    fresh = started(qtbot, make_window, settings, LARGE, code, zoom).splitter.sizes()
    window = started(qtbot, make_window, settings, SMALL, code, zoom)
    ask(window, TWO_ORDERS, timeout=15000)
    resized(qtbot, window, LARGE)
    settle(qtbot, lambda: near(window.splitter.sizes(), fresh))
    assert near(window.splitter.sizes(), fresh), (window.splitter.sizes(), fresh)
    settle(qtbot, lambda: calls_cut(window) == 0)
    assert calls_cut(window) == 0, f"the model calls' columns lack {calls_cut(window)} px"


@pytest.mark.parametrize("code", ["en", "ru"])
def test_a_zoomed_window_shares_its_width_as_a_fresh_start(qtbot, make_window, settings, ask, code):
    fresh = started(qtbot, make_window, settings, LARGE, code, 150).splitter.sizes()
    window = started(qtbot, make_window, settings, LARGE, code, 100)
    ask(window, TWO_ORDERS, timeout=15000)
    window.classroom.zoom.set_percent(150)
    settle(qtbot, lambda: near(window.splitter.sizes(), fresh))
    assert near(window.splitter.sizes(), fresh), (window.splitter.sizes(), fresh)
    assert calls_cut(window) == 0, f"the model calls' columns lack {calls_cut(window)} px"


def test_a_dragged_divider_is_kept_in_proportion(qtbot, make_window, settings):
    window = started(qtbot, make_window, settings, SMALL, "en", 100)
    split = window.splitter
    split.moveSplitter(split.sizes()[0] + 120, 1)  # what dragging the first divider does
    dragged = split.sizes()
    assert settings.value("window/own_panes") in (True, "true")
    resized(qtbot, window, LARGE)
    ratios = [size / sum(dragged) for size in dragged]
    settle(qtbot, lambda: near(split.sizes(), [round(r * sum(split.sizes())) for r in ratios], 3))
    assert near(split.sizes(), [round(r * sum(split.sizes())) for r in ratios], 3), (split.sizes(), dragged)


def test_a_layout_saved_without_a_drag_is_shared_out_again_at_the_next_start(qtbot, make_window, settings):
    first = started(qtbot, make_window, settings, SMALL, "en", 100)
    first.close()  # saves its splitter
    window = started(qtbot, make_window, settings, LARGE, "en", 100)
    assert not window.classroom.docks.own
    resized(qtbot, window, SMALL)
    fresh = started(qtbot, make_window, settings, SMALL, "en", 100).splitter.sizes()
    settle(qtbot, lambda: near(window.splitter.sizes(), fresh))
    assert near(window.splitter.sizes(), fresh), (window.splitter.sizes(), fresh)
