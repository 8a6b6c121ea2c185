"""The calls pane's caption stays readable: beside the Copy buttons while its whole text fits there; on a narrow or
zoomed pane (1366×768 at 150 %, the longer words of German and Russian) the two buttons fold into one Copy button
whose menu names them in full. It is fitted again on a new size, zoom or language; a new caption folds them at most
once, never back and forth."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyle

from gui.classroom.zoom import apply_zoom
from gui.common.i18n import language
from gui.inspector.calls_pane import CallsPane
from tests.gui.window.test_status_layout import LayoutRequests

CODES = ("de", "en", "ru")
QUESTION = "Wann kommt Bestellung 1042 an?"


def _top(widget, window) -> int:
    return widget.mapTo(window, widget.rect().topLeft()).y()


def _bottom(widget, window) -> int:
    return widget.mapTo(window, widget.rect().bottomLeft()).y()


def _whole(caption) -> bool:
    """Its whole text drawn, not shortened with …"""
    width = caption.fontMetrics().horizontalAdvance(caption.text())
    return caption.isVisible() and width <= caption.contentsRect().width()


def _beside(caption, button, window) -> bool:
    """On one row: the caption's middle within the button's height, and the caption left of it."""
    middle = (_top(caption, window) + _bottom(caption, window)) // 2
    left = caption.mapTo(window, caption.rect().topRight()).x() <= button.mapTo(window, button.rect().topLeft()).x()
    return button.isVisible() and _top(button, window) <= middle <= _bottom(button, window) and left


def _folded(pane, window) -> bool:
    """The caption whole beside one Copy button; the two buttons hidden."""
    fold = pane.caption_row.fold
    shown = [b for b in (pane.copy_request, pane.copy_response) if b.isVisible()]
    return _whole(pane.caption) and _beside(pane.caption, fold, window) and shown == []


def _unfolded(pane, window) -> bool:
    return (_whole(pane.caption) and _beside(pane.caption, pane.copy_request, window)
            and not pane.caption_row.fold.isVisible())


@pytest.mark.parametrize("code", CODES)
def test_on_a_small_zoomed_screen_the_caption_is_whole_beside_one_copy_menu(window_on_screen, ask, qtbot, code):
    window = window_on_screen(QSize(1366, 768), code, 150)
    ask(window, QUESTION)
    calls = window.inspector.calls
    qtbot.waitUntil(lambda: calls.table.currentIndex().row() == 1, timeout=3000)  # the run's last call
    assert "2" in calls.caption.text() and "end_turn" in calls.caption.text()
    qtbot.waitUntil(lambda: _folded(calls, window), timeout=3000)
    fold = calls.caption_row.fold
    menu = fold.menu()
    menu.aboutToShow.emit()
    entries = menu.actions()
    assert [a.text() for a in entries] == [calls.copy_request.text(), calls.copy_response.text()]  # full words
    assert all(a.isEnabled() for a in entries)
    assert calls.copy_request.text() in fold.toolTip() and calls.copy_request.text() in fold.accessibleName()
    entries[1].trigger()
    assert QGuiApplication.clipboard().text() == calls.response_text != ""


@pytest.mark.parametrize("code", CODES)
def test_on_a_large_screen_the_caption_is_beside_the_buttons(window_on_screen, ask, qtbot, code):
    window = window_on_screen(QSize(1920, 1080), code, 100)
    ask(window, QUESTION)
    calls = window.inspector.calls
    qtbot.waitUntil(lambda: calls.table.currentIndex().row() == 1, timeout=3000)
    qtbot.waitUntil(lambda: _unfolded(calls, window), timeout=3000)


def _pane(qtbot, text: str) -> CallsPane:
    """A calls pane showing `text` as its caption, just wide enough for it beside the buttons."""
    pane = CallsPane()
    qtbot.addWidget(pane)
    pane.show_preview(3, {"messages": []})
    pane.caption.setText(text)
    pane.resize(800, 400)
    pane.show()
    qtbot.waitExposed(pane)
    caption, spacing = pane.caption, pane.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing)
    buttons = sum(button.sizeHint().width() + spacing for button in (pane.copy_request, pane.copy_response))
    pane.resize(caption.fontMetrics().horizontalAdvance(caption.text()) + buttons, 400)
    return pane


def test_the_caption_is_fitted_again_on_a_new_zoom_and_language(qtbot):
    pane = _pane(qtbot, "next request (paused before call 3)")
    qtbot.waitUntil(lambda: _unfolded(pane, pane))
    apply_zoom(150)
    qtbot.waitUntil(lambda: _folded(pane, pane))
    apply_zoom(100)
    qtbot.waitUntil(lambda: _unfolded(pane, pane))
    assert language.set("ru")  # the buttons' words are wider
    assert pane.caption.text() != "next request (paused before call 3)"
    qtbot.waitUntil(lambda: _folded(pane, pane))
    assert language.set("en")  # shorter again: unfolded
    qtbot.waitUntil(lambda: _unfolded(pane, pane))


def test_a_new_caption_folds_the_buttons_at_most_once_until_the_pane_is_resized(qtbot):
    short, long = "run 1 · call 2 · end_turn", "run 1 · call 2 · end_turn (longer)"
    pane = _pane(qtbot, short)
    caption = pane.caption
    qtbot.waitUntil(lambda: _unfolded(pane, pane))
    caption.setText(long)  # wider than the room beside the buttons: they fold
    qtbot.waitUntil(lambda: _folded(pane, pane))
    qtbot.wait(50)  # laid out
    requests = LayoutRequests(pane, caption.parentWidget().parentWidget())  # the pane, the caption's row
    caption.setText(short)  # would fit beside them again: they stay folded, the pane is not laid out
    qtbot.wait(50)
    assert requests.seen == [] and _folded(pane, pane)
    pane.resize(pane.width() + 1, pane.height())  # a new width fits it anew
    qtbot.waitUntil(lambda: _unfolded(pane, pane))
