"""Plain scroll bars for panes that grow with every event (the chat, the message tree, the calls table).

Such a pane moves its scroll bar on each append. Fusion paints a scroll bar with gradients over its whole
length, which costs about ten times what the append itself does; these bars are two flat fills, in the
palette's colours, so a growing pane pays for its new line and little else.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractScrollArea

LEAN_BAR = """
QScrollBar { background: palette(window); border: none; margin: 0; }
QScrollBar:vertical { width: 12px; }
QScrollBar:horizontal { height: 12px; }
QScrollBar::handle { background: palette(mid); border-radius: 4px; margin: 2px; }
QScrollBar::handle:hover { background: palette(dark); }
QScrollBar::handle:vertical { min-height: 24px; }
QScrollBar::handle:horizontal { min-width: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; border: none; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
"""


def lean_scrollbars(area: QAbstractScrollArea) -> None:
    """Give `area` flat scroll bars (see the module's note on why)."""
    for bar in (area.verticalScrollBar(), area.horizontalScrollBar()):
        bar.setObjectName(bar.objectName() or "lean-scrollbar")
        bar.setStyleSheet(LEAN_BAR)
