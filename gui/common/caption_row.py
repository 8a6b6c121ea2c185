"""A one-line caption and its buttons in one row. While the caption's whole text does not fit beside the buttons (a
narrow pane, the zoom, the longer words of another language) the buttons fold into one button whose menu holds
them by their full words: the caption stays readable, and the row keeps its height (the panes' least heights, and so
the window's, stay as they were).

The caption sits in a `LabelBox`, so a new text still lays out nothing above it. A new text is measured (cheap) and
only ever folds the buttons, once, when it no longer fits; they unfold when the row is fitted anew: a new size,
font (the zoom) or language, or being shown. So a run's captions, each a few pixels wider or narrower than the last,
never fold and unfold the buttons to and fro nor lay out the pane at every call."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QWidget

from gui.common.i18n import live, on_language_change
from gui.common.label_box import LabelBox
from gui.common.refit import Refit


class CaptionRow(QWidget):
    def __init__(self, caption: QLabel, buttons: Sequence[QPushButton], folded: Callable[[], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = caption
        self.box = LabelBox(caption)
        self.buttons = tuple(buttons)
        self.fold = QPushButton()  # the buttons, folded: its menu holds them by their full words
        live(self.fold.setText, folded)
        self.menu = QMenu(self.fold)
        for button in self.buttons:
            self.menu.addAction("").triggered.connect(button.click)
        self.menu.aboutToShow.connect(self._name_them)
        self.fold.setMenu(self.menu)
        self.fold.hide()
        self.folded = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box, 1)
        for button in (*self.buttons, self.fold):
            layout.addWidget(button)
        self.beside = layout
        self.refit = Refit(self, self.fit, (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.Show))
        self.refit.watch(self)
        on_language_change(self, lambda row: row.refit.schedule())  # the buttons' words, wider or narrower
        self.new_text = Refit(self, self._fit_text, (QEvent.Type.LayoutRequest,))  # what a label's new text
        self.new_text.watch(self.box)  # asks of its box, which answers nothing

    def fits(self) -> bool:
        """The caption's whole text fits beside the unfolded buttons at the row's width."""
        spacing = max(0, self.beside.spacing())
        room = self.contentsRect().width() - sum(button.sizeHint().width() + spacing for button in self.buttons)
        caption = self.caption
        frame = caption.width() - caption.contentsRect().width()  # its margins, if any
        return caption.fontMetrics().horizontalAdvance(caption.text()) + frame <= room

    def fit(self) -> None:
        if self.isVisible():  # a hidden pane's width means nothing; being shown fits it
            self._place(folded=not self.fits())

    def _fit_text(self) -> None:
        if self.isVisible() and not self.folded and not self.fits():
            self._place(folded=True)

    def _place(self, folded: bool) -> None:
        if folded == self.folded:
            return
        self.folded = folded
        self._name_them()
        for button in self.buttons:
            button.setVisible(not folded)
        self.fold.setVisible(folded)

    def _name_them(self) -> None:
        """The menu's entries, and the folded button's tooltip and accessible name: the buttons' own words."""
        for action, button in zip(self.menu.actions(), self.buttons, strict=True):
            action.setText(button.text())
            action.setEnabled(button.isEnabled())
        words = " · ".join(button.text() for button in self.buttons)
        self.fold.setToolTip(words)
        self.fold.setAccessibleName(words)
