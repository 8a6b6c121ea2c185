"""Fixtures shared by the inspector's tests."""

from __future__ import annotations

import pytest

from gui.inspector.http_pane import HttpPane


@pytest.fixture
def http_pane(qtbot):
    """The HTTP pane, shown at 700×500."""
    widget = HttpPane()
    widget.resize(700, 500)
    qtbot.addWidget(widget)
    widget.show()
    return widget
