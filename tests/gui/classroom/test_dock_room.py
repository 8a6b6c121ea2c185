"""A dock opens on the right only while the panes keep room beside it; else under them as a tab beside the
Explain pane, or floating when there is no room in height either; it goes back to the right when there is."""

from __future__ import annotations

from PySide6.QtCore import Qt

RIGHT, BOTTOM = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea


def test_a_wide_window_opens_the_fault_panel_on_the_right(qtbot, window):
    window.resize(1920, 1080)
    window.show()
    window.bench.toggle_panel()
    panel = window.bench.panel
    assert window.dockWidgetArea(panel) == RIGHT and not panel.isFloating() and panel.isVisible()


def test_narrowing_moves_it_under_the_panes_and_widening_gives_it_back(qtbot, window):
    window.resize(1920, 1080)
    window.show()
    window.bench.toggle_panel()
    panel = window.bench.panel
    window.resize(900, 1000)  # narrower than any screen the window is made for, at the program's own font
    qtbot.waitUntil(lambda: window.dockWidgetArea(panel) == BOTTOM)
    assert panel in window.tabifiedDockWidgets(window.classroom.explain) and not panel.isFloating()
    chars = window.chat.fontMetrics().averageCharWidth()
    qtbot.waitUntil(lambda: window.chat.width() >= 30 * chars)
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.dockWidgetArea(panel) == RIGHT)


def test_without_room_in_height_it_floats_inside_the_window(qtbot, window):
    window.classroom.zoom.set_percent(150)
    window.resize(1280, 690)
    window.show()
    qtbot.waitExposed(window)
    window.bench.toggle_panel()
    panel = window.bench.panel
    assert panel.isFloating() and panel.isVisible()
    assert window.geometry().contains(panel.geometry())
    assert window.height() == 690


def test_a_panel_the_user_put_elsewhere_stays_there(qtbot, window):
    window.resize(800, 1000)
    window.show()
    panel = window.bench.panel
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, panel)
    window.bench.toggle_panel()
    assert window.dockWidgetArea(panel) == Qt.DockWidgetArea.LeftDockWidgetArea and panel.isVisible()
