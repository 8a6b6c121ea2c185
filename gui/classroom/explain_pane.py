"""The Explain pane: what just happened and why (or, in step mode, what happens next), with glossary links.

Its label is rich text, word-wrapped in a scroll area: a new text lays it out for several widths (~1 ms) and
repaints it. The explanation is worded at each event (`text`), but the label shows it through `later` (the
window gives it its event pacer's): at a turn without a slice of events, once for a slice's several steps,
which no one could have seen one by one (a slice's steps are painted together).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QScrollArea, QToolTip, QVBoxLayout, QWidget

from gui.classroom.explain import Explainer
from gui.classroom.glossary import definition, linked_html
from gui.common.i18n import live
from gui.common.zoomed_dock import ZoomedDock


class ExplainPane(ZoomedDock):
    sig_term = Signal(str)  # a glossary term was clicked

    def __init__(self, parent: QWidget | None = None,
                 later: Callable[[Callable[[], None]], None] = lambda job: job()) -> None:
        super().__init__(parent)
        live(self.setWindowTitle, lambda: self.tr("Explain"))
        self.setObjectName("explain-pane")
        self.explainer = Explainer()
        self.text = ""
        self.later = later  # where the label takes its new text: see the module's docstring
        self._step: tuple[Explainer, object] | None = None  # the step the label is to show next
        self.label = QLabel()
        live(self.label.setText,
             lambda: self.tr("Ask a question: what the program and the model do shows here, step by step."))
        self.label.setObjectName("explain-text")
        self.label.setWordWrap(True)
        self.label.setMargin(6)
        self.label.linkActivated.connect(lambda href: self.sig_term.emit(href.removeprefix("term:")))
        self.label.linkHovered.connect(self._hover)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.label)
        scroll.setMinimumHeight(40)
        body = QWidget()
        self.body = QVBoxLayout(body)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(scroll, 1)
        self.setWidget(body)

    def add_on_top(self, widget: QWidget) -> None:
        """A strip above the explanation (the class's choices in step mode)."""
        self.body.insertWidget(0, widget)

    def on_event(self, event) -> None:
        before = replace(self.explainer)  # as it stood before `event`: it words the step again in a new language
        text = self.explainer.explain(event)
        if text:
            self.text = text
            self._step = (before, event)
            self.later(self._show)

    def _show(self) -> None:
        if self._step is None:
            return
        before, event = self._step
        self._step = None
        live(self.label.setText, lambda: self._worded(before, event))

    def _worded(self, before: Explainer, event) -> str:
        """The explanation of `event` in the language now chosen (the first time: `self.text`)."""
        text = replace(before).explain(event) or self.text
        self.text = text
        return linked_html(text)

    def _hover(self, href: str) -> None:
        if href.startswith("term:"):
            QToolTip.showText(self.label.cursor().pos(), definition(href.removeprefix("term:")), self.label)
