"""Run again's result on a 1366×768 screen in German and Russian, at 100 and 150 %: the rows' labels and the
headers are whole, also after a language switch while it is open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QStyle

from gui.common.i18n import language

SCREEN = QSize(1366, 768)
Q1042 = "Wann kommt Bestellung 1042 an?"


def cut_texts(view) -> list[str]:
    """The row labels and headers wider than their column (with the cell's and the header's margins)."""
    table, model = view.table, view.model
    header = table.horizontalHeader()
    style = table.style()
    cell = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    margin = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    labels = [model.index(row, 0).data() for row in range(model.rowCount())]
    cut = [text for text in labels if table.fontMetrics().horizontalAdvance(text) + cell > header.sectionSize(0)]
    return cut + [text for i in range(1, header.count())
                  if header.fontMetrics().horizontalAdvance(text := model.headerData(i, header.orientation()))
                  + margin > header.sectionSize(i)]


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("code", ["de", "ru"])
def test_run_agains_rows_and_headers_are_whole(window_on_screen, ask, qtbot, code, percent):
    window = window_on_screen(SCREEN, "en" if code == "ru" else "ru", percent)
    ask(window, Q1042)
    with qtbot.waitSignal(window.bench.files.sig_replayed, timeout=5000):
        assert window.bench.files.run_again()
    view, dialog = window.bench.files.replay_view, window.bench.files.replay_dialog
    assert language.set(code)  # while it is open
    QApplication.processEvents()
    assert view.model.rowCount() == 4
    assert dialog.width() <= SCREEN.width() and dialog.height() <= SCREEN.height()
    assert cut_texts(view) == []


def test_an_open_result_follows_the_zoom(make_window, ask, qtbot, monkeypatch):
    monkeypatch.setattr("gui.common.zoom_sizes.available_size", lambda widget: QSize(1920, 1080))
    window = make_window()
    ask(window, Q1042)
    with qtbot.waitSignal(window.bench.files.sig_replayed, timeout=5000):
        assert window.bench.files.run_again()
    dialog = window.bench.files.replay_dialog
    assert dialog.size() == QSize(900, 420)
    window.classroom.zoom.set_percent(150)
    assert dialog.size() == QSize(1350, 630)
