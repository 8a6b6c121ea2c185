"""A control's name and its box stay together on a toolbar row short of room: both shown, or both behind », never
the name alone ("Token budget" and nothing beside it, its box behind »)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QWidget

from tests.gui.classroom.test_layout import BEHIND, shown_on


def shown_whole(widget: QWidget, window) -> bool:
    """Shown, and not cut by the edge of its row or of the window."""
    if not widget.isVisible():
        return False
    corner = widget.mapTo(window, widget.rect().bottomRight())
    row = widget.parentWidget()
    while row is not None and not hasattr(row, "toggleViewAction"):
        row = row.parentWidget()
    inside_row = row is None or row.rect().contains(widget.mapTo(row, widget.rect().bottomRight()))
    return inside_row and window.rect().contains(corner)


def named_controls(window) -> list[tuple[QLabel, QWidget]]:
    toolbar = window.toolbar
    controls = (toolbar.model_combo, toolbar.max_calls_spin, toolbar.customer_combo, toolbar.budget_spin,
                toolbar.time_spin, toolbar.approval_spin)
    pairs = []
    for control in controls:
        holder = control.parentWidget()
        labels = [label for label in window.findChildren(QLabel) if label.parentWidget() is holder
                  and label.text().strip()] if holder is not None else []
        pairs.append((labels[0], control))  # the name added with it
    return pairs


@pytest.mark.parametrize("code", ["en", "de", "ru"])
def test_a_name_is_never_shown_without_its_box_at_a_presenters_zoom(qtbot, window, ask, code):
    screen = QSize(1366, 768)
    shown_on(qtbot, window, ask, screen, 200, code)
    assert ((screen.width(), 200, code) in BEHIND) == (code != "en")  # the case this is about: limits behind »
    for name, control in named_controls(window):
        assert shown_whole(name, window) == shown_whole(control, window), (name.text(), control.objectName())
    assert shown_whole(window.toolbar.act_new.associatedObjects()[-1], window)  # New conversation keeps its place
