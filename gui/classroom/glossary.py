"""Help → Glossary, and glossary terms as links in the Explain pane's text."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from gui.common.glossary_terms import TERMS, definition, terms_in, tooltip_for
from gui.common.i18n import live

__all__ = ["TERMS", "GlossaryDialog", "definition", "linked_html", "terms_in", "tooltip_for"]


_TERM = re.compile(r"\b(" + "|".join(re.escape(t) for t in sorted(TERMS, key=len, reverse=True)) + r")s?\b")


def linked_html(text: str) -> str:
    """`text` as HTML with each glossary term a link (href "term:NAME"), for the Explain pane."""
    out, last = [], 0
    for match in _TERM.finditer(text):
        out.append(escape(text[last:match.start()]))
        out.append(f'<a href="term:{match.group(1)}">{escape(match.group(0))}</a>')
        last = match.end()
    out.append(escape(text[last:]))
    return "".join(out)


class GlossaryDialog(QDialog):
    """Help → Glossary: the terms on the left, the chosen one's meaning on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        live(self.setWindowTitle, lambda: self.tr("Glossary"))
        self.setObjectName("glossary")
        self.list = QListWidget()
        self.list.addItems(list(TERMS))
        self.text = QTextBrowser()
        self.list.currentTextChanged.connect(self._show)
        layout = QHBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.text, 2)
        self.resize(640, 360)
        self.list.setCurrentRow(0)

    def _show(self, term: str) -> None:
        if term in TERMS:
            self.text.setHtml(f"<h3>{term}</h3><p>{definition(term)}</p>")

    def show_term(self, term: str) -> None:
        rows = list(TERMS)
        if term in TERMS:
            self.list.setCurrentRow(rows.index(term))
        self.show()
        self.raise_()
