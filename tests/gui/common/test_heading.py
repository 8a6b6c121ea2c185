"""A pane's heading keeps to one line: where the whole of it does not fit, its name shows and the rest is said in
the tooltip."""

from __future__ import annotations

from PySide6.QtGui import QFont

from gui.common.heading import Heading
from gui.common.i18n import language

WHOLE = "<b>model calls</b> — raw request and response JSON"


def shown(qtbot, width: int, point_size: int = 10) -> Heading:
    heading = Heading()
    font = QFont(heading.font())
    font.setPointSize(point_size)
    heading.setFont(font)
    heading.setText(WHOLE)
    heading.setToolTip("A token is …")
    qtbot.addWidget(heading)
    heading.resize(width, heading.sizeHint().height())
    heading.show()
    return heading


def test_a_wide_heading_shows_all_of_itself_and_its_own_tooltip(qtbot):
    heading = shown(qtbot, 900)
    assert not heading.short
    assert heading.text() == WHOLE
    assert heading.toolTip() == "A token is …"


def test_a_narrow_heading_shows_its_name_on_one_line_and_says_the_rest_on_hover(qtbot):
    heading = shown(qtbot, 160)
    assert heading.short
    assert heading.text() == "<b>model calls</b>"
    assert heading.toolTip() == "model calls — raw request and response JSON\n\nA token is …"
    line = heading.fontMetrics().lineSpacing()
    assert heading.heightForWidth(160) < 0 or heading.heightForWidth(160) < 2 * line  # never a second line


def test_a_larger_font_shortens_it_and_a_wider_pane_gives_the_whole_back(qtbot):
    heading = shown(qtbot, 420)
    assert not heading.short
    font = QFont(heading.font())
    font.setPointSize(24)  # a presenter's zoom
    heading.setFont(font)
    assert heading.short
    heading.resize(2000, heading.height())
    assert not heading.short and heading.text() == WHOLE


def test_it_never_asks_its_pane_for_more_than_its_name(qtbot):
    heading = shown(qtbot, 900)
    assert heading.sizeHint().width() < heading.fontMetrics().horizontalAdvance("model calls — raw request")


def test_the_inspector_headings_stay_on_one_line_at_200_percent_in_a_narrow_pane(qtbot, window):
    language.set("de")
    window.classroom.zoom.set_percent(200)
    window.resize(1366, 768)
    window.show()
    inspector = window.inspector
    inspector.resize(520, inspector.height())
    for heading in (inspector.title, inspector.calls_title):
        qtbot.waitUntil(lambda h=heading: h.short, timeout=2000)
        assert heading.height() < 2 * heading.fontMetrics().lineSpacing()
        assert "—" in heading.toolTip()  # the part not shown, on hover
