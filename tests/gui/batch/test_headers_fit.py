"""The batch dialog on a 1366×768 screen, zoomed: every header of the results table is whole, a row selected too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QLabel, QStyle

SCREEN = QSize(1366, 768)


def cut_headers(view) -> list[str]:
    """The headers whose text (bold where the header paints it bold) is wider than its column."""
    header = view.table.horizontalHeader()
    font = header.font()
    font.setBold(header.highlightSections())  # the whole row is selected: every header is painted bold
    header.setFont(font)
    try:
        margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        metrics = header.fontMetrics()
        return [text for i in range(header.count())
                if metrics.horizontalAdvance(text := view.model.headerData(i, header.orientation())) + margin
                > header.sectionSize(i)]
    finally:
        font.setBold(False)
        header.setFont(font)


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("code", ["de", "ru"])
def test_every_header_is_whole_on_a_small_screen(window_on_screen, qtbot, code, percent):
    window = window_on_screen(SCREEN, code, percent)
    view = window.bench.open_batch()
    with qtbot.waitSignal(view.sig_done, timeout=20000):
        assert view.start()
    view.table.selectRow(6)
    QApplication.processEvents()
    dialog = window.bench.batch_dialog
    assert dialog.width() <= SCREEN.width() and dialog.height() <= SCREEN.height()
    assert cut_headers(view) == []


def test_the_dialog_follows_a_zoom_while_open(make_window, qtbot, monkeypatch):
    monkeypatch.setattr("gui.common.zoom_sizes.available_size", lambda widget: QSize(1920, 1080))
    window = make_window()
    window.bench.open_batch()
    dialog = window.bench.batch_dialog
    assert dialog.size() == QSize(1000, 520)
    window.classroom.zoom.set_percent(150)
    assert dialog.size() == QSize(1500, 780)
    window.classroom.zoom.set_percent(200)
    assert dialog.size() == QSize(1843, 993)  # 96 % and 92 % of the screen


def test_the_labels_in_the_top_row_read_apart(make_window, qtbot):
    """The test set's line, the model's and "orders" are frameless texts in one row: each keeps a gap of two
    characters to the next, so they do not run together ("…— 9 model: Fake (lesson) orders")."""
    window = make_window()
    window.show()
    view = window.bench.open_batch()
    QApplication.processEvents()
    gap = 2 * view.file_label.fontMetrics().averageCharWidth()
    top = view.file_label.parentWidget()
    row = sorted((w for w in top.findChildren(QLabel) if w.isVisible() and w.y() == view.file_label.y()),
                 key=lambda w: w.x())
    assert view.file_label in row and view.model_label in row and len(row) >= 3
    for label, following in zip(row, row[1:], strict=False):
        drawn = label.x() + label.fontMetrics().horizontalAdvance(label.text())
        assert following.x() - drawn >= gap, (label.text(), following.text())
