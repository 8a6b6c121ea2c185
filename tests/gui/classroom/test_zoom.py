"""One zoom for every pane, remembered across restarts; presentation mode; panes shown or hidden from View."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from gui.classroom.zoom import MAX_ZOOM, MIN_ZOOM
from gui.common.zoom_sizes import base_font

PANES = ("chat", "chat input", "inspector tree", "json", "calls table", "orders table", "toolbar", "toolbar 2",
         "status bar", "explain")


def pane_sizes(window) -> dict[str, float]:
    """The text size every pane draws with."""
    inspector = window.inspector
    return {
        "chat": window.chat.transcript.document().defaultFont().pointSizeF(),
        "chat input": window.chat.input.font().pointSizeF(),
        "inspector tree": inspector.tree.font().pointSizeF(),
        "json": inspector.calls.json_view.font().pointSizeF(),
        "calls table": inspector.calls.table.font().pointSizeF(),
        "orders table": window.orders_editor.view.font().pointSizeF(),
        "toolbar": window.toolbar.model_combo.font().pointSizeF(),
        "toolbar 2": window.toolbar.budget_spin.font().pointSizeF(),
        "status bar": window.status.state.font().pointSizeF(),
        "explain": window.classroom.explain.label.font().pointSizeF(),
    }


def scaled(factor: float) -> dict[str, float]:
    return dict.fromkeys(PANES, round(base_font().pointSizeF() * factor, 2))


def sizes(window) -> dict[str, float]:
    return {pane: round(size, 2) for pane, size in pane_sizes(window).items()}


def test_zoom_scales_every_pane_together(window):
    assert sizes(window) == scaled(1.0)
    window.classroom.view.act_zoom_in.trigger()
    window.classroom.view.act_zoom_in.trigger()
    assert sizes(window) == scaled(1.2)
    window.classroom.view.act_zoom_out.trigger()
    assert sizes(window) == scaled(1.1)
    window.classroom.view.act_zoom_reset.trigger()
    assert sizes(window) == scaled(1.0)


def test_zoom_stays_within_bounds(window):
    zoom = window.classroom.zoom
    zoom.set_percent(999)
    assert zoom.percent == MAX_ZOOM
    zoom.set_percent(1)
    assert zoom.percent == MIN_ZOOM


def test_zoom_reaches_chat_lines_already_written(window, ask):
    window.show()
    ask(window, "Wann kommt Bestellung 1042 an?")
    document = window.chat.transcript.document()
    document.setTextWidth(2000)  # wide enough that no line wraps: height follows the font alone
    before = document.size().height()
    window.classroom.zoom.set_percent(200)
    document.setTextWidth(2000)
    assert document.size().height() > before * 1.6


def test_zoom_is_restored_after_a_restart(make_window, settings):
    first = make_window()
    first.classroom.zoom.set_percent(170)
    first.close()
    second = make_window(settings=settings)
    assert second.classroom.zoom.percent == 170
    assert sizes(second) == scaled(1.7)


def test_presentation_mode_is_full_screen_and_larger(qtbot, window):
    window.show()
    window.classroom.zoom.set_percent(110)
    view = window.classroom.view
    view.act_present.trigger()
    qtbot.waitUntil(window.isFullScreen)
    assert window.classroom.zoom.percent == 150
    view.act_present.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.classroom.zoom.percent == 110


def test_panes_hide_from_view_and_stay_hidden(make_window, settings):
    first = make_window()
    first.show()
    first.classroom.view.pane_actions["orders"].trigger()
    first.classroom.view.pane_actions["explain"].trigger()
    assert first.orders_editor.isHidden() and first.classroom.explain.isHidden()
    first.close()
    second = make_window(settings=settings)
    second.show()
    assert second.orders_editor.isHidden() and second.classroom.explain.isHidden()
    assert second.chat.isVisible()
    assert not second.classroom.view.pane_actions["orders"].isChecked()


def test_the_sequence_diagram_grows_with_the_zoom_and_keeps_its_arrows(window, ask):
    from gui.inspector.sequence_items import ROW

    ask(window, "Wann kommt Bestellung 1042 an?")
    view = window.inspector.sequence.view
    labels = [item.arrow.label for item in view.arrow_items]
    window.classroom.zoom.set_percent(150)
    assert [item.arrow.label for item in view.arrow_items] == labels
    assert view.columns.font.pointSizeF() == view.font().pointSizeF()
    assert view.columns.row > ROW  # taller rows for taller text
    for item in view.arrow_items:  # each label's line of text (centred in its box) stays above its arrow
        label = item._label_rect()
        assert label.center().y() + view.columns.metrics.height() / 2 <= item.line_y()


def test_hiding_the_model_calls_gives_the_diagram_and_the_chart_their_height(qtbot, make_window, settings):
    first = make_window()
    first.resize(1366, 740)
    first.show()
    tabs = first.inspector.tabs
    qtbot.waitUntil(lambda: tabs.height() > 0)
    before = tabs.height()
    first.classroom.view.pane_actions["calls"].trigger()
    assert first.inspector.calls_part.isHidden() and first.inspector.isVisible()
    qtbot.waitUntil(lambda: tabs.height() > before * 1.5)
    first.close()
    second = make_window(settings=settings)
    assert second.inspector.calls_part.isHidden()  # remembered like every pane


def test_the_keys_a_presenter_reaches_for(qtbot, window):
    """Ctrl+= (or Ctrl++), Ctrl+- and Ctrl+0 zoom, F11 presents: pressed on the window, not only from the menu."""
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)  # a shortcut reaches the active window
    zoom = window.classroom.zoom
    assert (MIN_ZOOM, MAX_ZOOM) == (80, 250)
    for key, modifier, percent in ((Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier, 110),
                                   (Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier, 120),
                                   (Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier, 110),
                                   (Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier, 100)):
        qtbot.keyClick(window.windowHandle(), key, modifier)
        assert zoom.percent == percent, QKeySequence(key | modifier).toString()
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
