"""Help → Glossary, and glossary terms as links in the Explain pane's text, in the chosen language's words."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from gui.common.glossary_terms import TERMS, definition, term_name, term_spans, terms_in, tooltip_for
from gui.common.i18n import live, on_language_change
from gui.common.zoom_sizes import follow_zoom

__all__ = ["TERMS", "GlossaryDialog", "definition", "linked_html", "terms_in", "tooltip_for"]


def linked_html(text: str) -> str:
    """`text` as HTML with each glossary term a link (href "term:NAME"), for the Explain pane: the terms as the
    chosen language writes them ("Tokens", "токенов", "übergibt")."""
    out, last = [], 0
    for start, end, term in term_spans(text):
        out.append(escape(text[last:start]))
        out.append(f'<a href="term:{term}">{escape(text[start:end])}</a>')
        last = end
    out.append(escape(text[last:]))
    return "".join(out)


class GlossaryDialog(QDialog):
    """Help → Glossary: the terms on the left, the chosen one's meaning on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        live(self.setWindowTitle, lambda: self.tr("Glossary"))
        self.setObjectName("glossary")
        self.terms = list(TERMS)
        self.list = QListWidget()
        self.list.addItems(self.terms)
        self.text = QTextBrowser()
        self.list.currentRowChanged.connect(self._show)
        layout = QHBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.text, 2)
        follow_zoom(self, QSize(640, 360))  # at 100 %
        on_language_change(self, GlossaryDialog._name_terms)
        self._name_terms()
        self.list.setCurrentRow(0)

    def _name_terms(self) -> None:
        """The terms as the chosen language names them, and the meaning shown in it."""
        for row, term in enumerate(self.terms):
            self.list.item(row).setText(term_name(term))
        self._show(self.list.currentRow())

    def _show(self, row: int) -> None:
        if 0 <= row < len(self.terms):
            term = self.terms[row]
            self.text.setHtml(f"<h3>{escape(term_name(term))}</h3><p>{escape(definition(term))}</p>")

    def show_term(self, term: str) -> None:
        if term in TERMS:
            self.list.setCurrentRow(self.terms.index(term))
        self.show()
        self.raise_()
