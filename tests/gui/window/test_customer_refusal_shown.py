"""A refused customer id says why where it was typed, at 1366x768 too: the box's tooltip shows the reason at
once and keeps it, the box is framed red, and the status bar shows it (whole at 100 %); nothing hides behind
the toolbar's »."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QLabel, QToolTip

from gui.common.i18n import language
from tests.gui.classroom.test_layout import fit_to, hidden_controls, settle
from tests.gui.window.test_customer_box import type_customer

REASON = {"en": "is not a customer id", "de": "ist keine Kunden-ID", "ru": "не id клиента"}


def shown(window, part: str, whole: bool) -> list[str]:
    """Texts with `part` that show inside the window (`whole`: not shortened)."""
    return [label.text() for label in window.findChildren(QLabel) if part in label.text() and label.isVisible()
            and (label.width() >= label.sizeHint().width() or not whole)
            and window.rect().contains(QRect(label.mapTo(window, QPoint(0, 0)), label.size()))]


@pytest.mark.parametrize("code", ["en", "de", "ru"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_a_refused_id_says_why_where_it_was_typed(qtbot, window, zoom, code):
    language.set(code)
    window.classroom.zoom.set_percent(zoom)
    fit_to(window, QSize(1366, 768))
    qtbot.waitUntil(lambda: window.frameGeometry().size() == QSize(1366, 768), timeout=3000)
    qtbot.waitUntil(lambda: not window.classroom.rows.refit.pending, timeout=3000)
    combo = window.toolbar.customer_combo
    type_customer(qtbot, window, "K 200!")
    reason = REASON[code]
    assert combo.isVisible() and window.toolbar.rect().contains(combo.geometry())
    assert QToolTip.isVisible() and reason in QToolTip.text() and "K 200!" in QToolTip.text()  # at once
    assert reason in combo.toolTip() and combo.refused  # and when pointed at, until the next customer
    whole = zoom == 100  # at 150 % the status bar shortens it with …, the tooltip at the box shows it whole
    settle(qtbot, lambda: shown(window, reason, whole) != [])
    assert shown(window, reason, whole), "the reason shows nowhere in the window"
    assert all(hidden_controls(bar) == [] for bar in window.toolbar.rows())
    type_customer(qtbot, window, "K-300")
    assert reason not in combo.toolTip() and not combo.refused


def test_the_reason_follows_a_language_switch(qtbot, window):
    window.show()
    type_customer(qtbot, window, "K 200!")
    language.set("de")
    tip = window.toolbar.customer_combo.toolTip()
    assert REASON["de"] in tip and REASON["en"] not in tip
