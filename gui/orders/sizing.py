"""Row heights and column widths of the orders table, from its font: set once, and again when the font
changes (the window's zoom) or the language (a header is wider in German or Russian)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QTableView

from core.lesson.orders import format_date
from core.lesson.seed import Seed
from gui.orders.model import header as column_title

CELL_PADDING = 6
SLACK = 4  # beside the padding: the sort arrow's and the grid line's room
TABLE_STYLE = f"""
QTableView::item {{ padding-left: {CELL_PADDING}px; }}
QHeaderView::section {{ padding: 4px {CELL_PADDING}px; font-weight: 600; background: palette(window);
    border: none; border-right: 1px solid palette(midlight); border-bottom: 1px solid palette(mid); }}
"""


def column_samples(seed: Seed) -> tuple[str, ...]:
    """The widest text each column usually holds, in the lesson's words: its longest order number (and a digit),
    its longest status and its longest date. Widths are fixed from these, never measured over all rows."""
    days = [format_date(dt.date(seed.dates.year, month, 26), seed.dates) for month in range(1, 13)]
    date = max(days, key=len)
    number = "0" * (max((len(o.order_id) for o in seed.orders), default=5) + 1)  # room for one digit more
    return number, "K-000", max(seed.statuses, key=len, default="0" * 14), date, date


def fit_sections(view: QTableView, samples: tuple[str, ...]) -> int:
    """Size the rows and columns for the view's font; the columns' width in all."""
    view.verticalHeader().setDefaultSectionSize(int(view.fontMetrics().height() * 1.8))
    header = view.horizontalHeader()
    cells, titles = view.fontMetrics(), header.fontMetrics()
    total = 0
    for column, sample in enumerate(samples):
        text = max(cells.horizontalAdvance(sample), int(titles.horizontalAdvance(column_title(column)) * 1.1))
        header.resizeSection(column, text + 2 * CELL_PADDING + SLACK)
        total += text + 2 * CELL_PADDING + SLACK
    return total


class ColumnFit(QObject):
    """Keeps a table's sections fitted to its font and language, and knows the width that shows them all."""

    def __init__(self, view: QTableView, samples: tuple[str, ...]) -> None:
        super().__init__(view)
        self.view, self.samples = view, samples
        self.columns = fit_sections(view, samples)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange) and watched is self.view:
            self.columns = fit_sections(self.view, self.samples)
        return False

    def width(self) -> int:
        """The view's width that shows every column whole, its vertical scroll bar beside them."""
        view = self.view
        return self.columns + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth()


def fit_sections_to_font(view: QTableView, seed: Seed) -> ColumnFit:
    """Fit the sections to the lesson's (`seed`) widest values now and whenever the view's font or language
    (its headers' width) changes."""
    fit = ColumnFit(view, column_samples(seed))
    view.installEventFilter(fit)
    return fit
