"""A toolbar control and its name as one item of the toolbar.

A toolbar row short of room puts its last items behind Qt's », one by one: a name and its box added as two items
could part there, the name left on the row ("Token budget" and nothing) and its box behind ». As one item they
stay together, on the row or behind », and the classroom's row planning measures them as the one unit they are.

A row of them that shares its line with another row gives way first (`YieldingToolBar`): Qt would otherwise keep
its first item whole and squeeze the row beside it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStyle, QToolBar, QWidget


class NamedControl(QWidget):
    def __init__(self, name: QLabel, control: QWidget, spacing: int) -> None:
        super().__init__()
        self.name = name
        self.control = control
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(spacing)  # the toolbar's own gap between two items, as when they were two
        layout.addWidget(name)
        layout.addWidget(control)
        self.setFocusProxy(control)


ANCHOR = "row-anchor"  # the object name of a yielding row's first item, a 1 px widget no plan moves


class YieldingToolBar(QToolBar):
    """A toolbar whose least width is its handle and its », not its first item: sharing a line, it gives way first
    and its items wait behind », rather than pushing the other row's items behind its own ». Qt always shows a
    row's first item, cut if need be; here that is a 1 px anchor, so a named control never shows cut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        anchor = QWidget()
        anchor.setObjectName(ANCHOR)
        anchor.setFixedSize(1, 1)
        self.addWidget(anchor)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().minimumSizeHint()
        style, layout = self.style(), self.layout()
        least = style.pixelMetric(QStyle.PixelMetric.PM_ToolBarExtensionExtent, None, self)
        if self.isMovable():
            least += style.pixelMetric(QStyle.PixelMetric.PM_ToolBarHandleExtent, None, self)
        if layout is not None:
            margins = layout.contentsMargins()
            least += margins.left() + margins.right() + 2 * layout.spacing()
        return QSize(min(hint.width(), least), hint.height())
