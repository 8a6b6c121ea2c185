"""A pane's heading on one line at any width and zoom: its name in bold, a dash and what the pane shows. Where the
whole heading does not fit, only the name shows and the rest is said in the tooltip, before the tooltip's own text
(a wrapped heading took a second line, which a presenter's zoom on a small screen cannot spare)."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

_NAMED = re.compile(r"^\s*<b>(?P<name>.*?)</b>(?P<rest>.*)$", re.DOTALL)


class Heading(QLabel):
    """`setText("<b>name</b> — what it shows")`; `setToolTip` sets the tooltip's own text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._whole = self._name = self._rest = self._tip = ""
        self.short = False  # only the name is shown

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        self._whole = text
        found = _NAMED.match(text)
        self._name, self._rest = (found["name"], found["rest"]) if found else (text, "")
        self._fit()

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - Qt override
        self._tip = tip
        self._show_tip()

    def whole(self) -> str:
        """The heading as set, markup and all."""
        return self._whole

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self._name_width(), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # a new font (the zoom) changes what fits
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def _name_width(self) -> int:
        bold = QFont(self.font())
        bold.setBold(True)
        margins = self.contentsMargins()
        return QFontMetrics(bold).horizontalAdvance(_plain(self._name)) + margins.left() + margins.right() + 2

    def _fit(self) -> None:
        need = self._name_width() + self.fontMetrics().horizontalAdvance(_plain(self._rest))
        self.short = bool(self._rest) and need > self.width()
        super().setText(f"<b>{self._name}</b>" if self.short else self._whole)
        self._show_tip()

    def _show_tip(self) -> None:
        said = _plain(self._name + self._rest).strip() if self.short else ""
        super().setToolTip("\n\n".join(part for part in (said, self._tip) if part))


def _plain(html: str) -> str:
    """The text a little markup shows (tags dropped, the few entities a heading uses read)."""
    text = re.sub(r"<[^>]+>", "", html)
    return text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&nbsp;", " ")
