"""Row heights and column widths of the orders table, from its font: set once, and again when the font
changes (the window's zoom) or the language (a header is wider in German or Russian)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QTableView

from gui.orders.model import header as column_title

# Widest text each column usually holds; widths are fixed from these, never measured over all rows.
COLUMN_SAMPLES = ("000000", "K-000", "in Bearbeitung", "26. November", "26. November")
CELL_PADDING = 8
TABLE_STYLE = f"""
QTableView::item {{ padding-left: {CELL_PADDING}px; }}
QHeaderView::section {{ padding: 4px {CELL_PADDING}px; font-weight: 600; background: palette(window);
    border: none; border-right: 1px solid palette(midlight); border-bottom: 1px solid palette(mid); }}
"""


def fit_sections(view: QTableView) -> None:
    view.verticalHeader().setDefaultSectionSize(int(view.fontMetrics().height() * 1.8))
    header = view.horizontalHeader()
    cells, titles = view.fontMetrics(), header.fontMetrics()
    for column, sample in enumerate(COLUMN_SAMPLES):
        text = max(cells.horizontalAdvance(sample), int(titles.horizontalAdvance(column_title(column)) * 1.1))
        header.resizeSection(column, text + 2 * CELL_PADDING + 6)


class _RefitOnFontChange(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange) and isinstance(watched, QTableView):
            fit_sections(watched)
        return False


def fit_sections_to_font(view: QTableView) -> None:
    """Fit the sections now and whenever the view's font or language (its headers' width) changes."""
    fit_sections(view)
    refit = _RefitOnFontChange(view)
    view.installEventFilter(refit)
