"""Row heights and column widths of the orders table, from its font: set once, and again when the font
changes (the window's zoom) or the language (a header is wider in German or Russian)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QTableView

from core.lesson.orders import format_date
from core.lesson.seed import Seed
from gui.orders.model import header as column_title

CELL_PADDING = 8
TABLE_STYLE = f"""
QTableView::item {{ padding-left: {CELL_PADDING}px; }}
QHeaderView::section {{ padding: 4px {CELL_PADDING}px; font-weight: 600; background: palette(window);
    border: none; border-right: 1px solid palette(midlight); border-bottom: 1px solid palette(mid); }}
"""


def column_samples(seed: Seed) -> tuple[str, ...]:
    """The widest text each column usually holds, in the lesson's words: its longest status and its longest
    date. Widths are fixed from these, never measured over all rows."""
    days = [format_date(dt.date(seed.dates.year, month, 26), seed.dates) for month in range(1, 13)]
    date = max(days, key=len)
    return "000000", "K-000", max(seed.statuses, key=len, default="0" * 14), date, date


def fit_sections(view: QTableView, samples: tuple[str, ...]) -> None:
    view.verticalHeader().setDefaultSectionSize(int(view.fontMetrics().height() * 1.8))
    header = view.horizontalHeader()
    cells, titles = view.fontMetrics(), header.fontMetrics()
    for column, sample in enumerate(samples):
        text = max(cells.horizontalAdvance(sample), int(titles.horizontalAdvance(column_title(column)) * 1.1))
        header.resizeSection(column, text + 2 * CELL_PADDING + 6)


class _RefitOnFontChange(QObject):
    def __init__(self, view: QTableView, samples: tuple[str, ...]) -> None:
        super().__init__(view)
        self.samples = samples

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange) and isinstance(watched, QTableView):
            fit_sections(watched, self.samples)
        return False


def fit_sections_to_font(view: QTableView, seed: Seed) -> None:
    """Fit the sections to the lesson's (`seed`) widest values now and whenever the view's font or language
    (its headers' width) changes."""
    samples = column_samples(seed)
    fit_sections(view, samples)
    refit = _RefitOnFontChange(view, samples)
    view.installEventFilter(refit)
