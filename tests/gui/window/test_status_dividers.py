"""The status bar's fields are parted by thin lines, none touching a word: side by side, without them, "… this run 79
model: Fake (lesson) conversation mode" read as one line."""

from __future__ import annotations

from PySide6.QtGui import QImage

from gui.common.divided_status_bar import PAD, divider_columns, fields
from gui.window.status import divided_bar


def _bar_image(window) -> QImage:
    return window.statusBar().grab().toImage()


def _shown_bar(qtbot, window):
    window.resize(1400, 800)
    window.show()
    qtbot.waitExposed(window)
    return window.statusBar()


def test_a_line_parts_each_two_fields_of_the_shown_window(qtbot, window):
    bar = _shown_bar(qtbot, window)
    shown = fields(bar)
    assert window.status.calls in shown and window.status.tokens in shown and len(shown) >= 4
    columns = divider_columns(bar)
    assert len(columns) == len(shown) - 1
    image = _bar_image(window)
    middle = bar.height() // 2
    background = image.pixelColor(columns[0], 1)
    line = bar.palette().mid().color().name()
    for x in columns:  # the line's colour in the middle of each gap, the bar's own colour at its very top
        assert image.pixelColor(x, middle).name() == line, x
        assert image.pixelColor(x, 1) == background
    for label in (window.status.calls, window.status.tokens):
        assert label.contentsMargins().left() == PAD == label.contentsMargins().right()  # room beside the words


def test_a_message_hides_the_run_state_and_its_line_the_numbers_keep_theirs(qtbot, window):
    bar = _shown_bar(qtbot, window)
    before = divider_columns(bar)
    bar.showMessage("saved")
    qtbot.waitUntil(lambda: not window.status.state_box.isVisible())
    assert window.status.calls.isVisible()
    after = divider_columns(bar)
    assert after == before[1:]  # the line left of the first number went with the run state
    image = _bar_image(window)
    line = bar.palette().mid().color().name()
    assert image.pixelColor(before[0], bar.height() // 2).name() != line
    assert all(image.pixelColor(x, bar.height() // 2).name() == line for x in after)


def test_the_window_keeps_one_divided_bar(window):
    bar = window.statusBar()
    assert divided_bar(window) is bar
