"""The branch list keeps its short columns (branch, forked at, calls, tokens) whole at a presenter's zoom and in
every language; the long ones (edit, ending) share the rest and say their whole text on hover."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontMetrics

EDIT, ENDED = 2, 3  # the "edit" and "ended" columns

Q1042 = "Wann kommt Bestellung 1042 an?"


@pytest.mark.parametrize(("code", "percent"), [("de", 150), ("ru", 200), ("en", 100)])
def test_the_short_columns_show_their_whole_text(window_on_screen, ask, qtbot, code, percent):
    window = window_on_screen(QSize(1920, 1080), code, percent)
    ask(window, Q1042)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert window.branching.fork(None, 0) is not None
    branches = window.branching.list
    window.inspector.tabs.setCurrentWidget(branches)
    view = branches.view
    qtbot.waitUntil(lambda: view.viewport().width() > 0 and view.topLevelItemCount() == 1)
    header = view.header()
    bold = QFont(header.font())
    bold.setBold(True)
    titles = QFontMetrics(bold)
    items = branches.items()
    assert len(items) == 2
    for column in range(view.columnCount()):
        title = view.headerItem().text(column)
        assert header.sectionSize(column) >= titles.horizontalAdvance(title) * 0.9, (column, title)
        if column in (EDIT, ENDED):
            assert all(item.toolTip(column) == item.text(column) for item in items)
            continue
        for item in items:  # the text, after the branch column's indent and tick box, is not cut
            rect = view.visualItemRect(item)
            text = view.fontMetrics().horizontalAdvance(item.text(column))
            assert header.sectionSize(column) >= text, (column, item.text(column))
            assert rect.isValid()
    assert header.sectionSize(0) >= view.sizeHintForColumn(0)


def test_a_hidden_list_is_built_when_shown_or_read(window, ask, qtbot):
    """A run's end rebuilt the branch list every time, though its tab is seldom the one shown: hidden, it is
    built once shown (or read), with what it would have shown."""
    window.show()
    branches = window.branching.list
    assert not branches.isVisible()  # the messages tab is shown
    ask(window, Q1042)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert window.branching.fork(None, 0) is not None
    assert branches.view.topLevelItemCount() == 0  # not built behind its tab
    window.inspector.tabs.setCurrentWidget(branches)
    assert branches.view.topLevelItemCount() == 1 and len(branches.items()) == 2  # the original and its branch
    window.inspector.tabs.setCurrentIndex(0)
    ask(window, Q1042)
    assert [item.text(0) for item in branches.items()] == ["original", "branch 1"]  # read while hidden: built
    assert branches.items()[1].font(0).bold()  # the branch shown, in bold
