"""Small screens and presenter zoom: every toolbar control stays reachable and the window fits the screen."""

from __future__ import annotations

import contextlib
import re
from itertools import pairwise

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QLabel, QToolBar, QToolButton, QWidget

from gui.common.elided_label import ElidedLabel
from gui.common.i18n import language

SCREENS = [QSize(1366, 768), QSize(1280, 720)]


def fit_to(window, screen: QSize) -> None:
    """Size the window as a maximised one would be: its frame exactly the screen's available area."""
    window.show()
    frame, inner = window.frameGeometry(), window.geometry()
    extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
    window.move(0, 0)
    window.resize(screen - extra)


def hidden_controls(bar: QToolBar) -> list[str]:
    """Actions of `bar` that are not shown whole inside it (cut, or moved into the » menu)."""
    missing = []
    inside = bar.rect()
    for action in bar.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        widget = bar.widgetForAction(action)
        if widget is None or not widget.isVisible() or not inside.contains(widget.geometry()):
            missing.append(action.text() or (widget.objectName() if widget else "?"))
    return missing


def settle(qtbot, condition) -> None:
    """Wait (up to 2 s) for what is laid out later; the assertion after it says what is wrong if it never holds."""
    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(condition, timeout=2000)


def cut_labels(bar: QWidget) -> list[str]:
    """Texts of `bar` drawn narrower than they need."""
    return [label.text() for label in bar.findChildren(QLabel) if label.isVisible() and label.text()
            and label.width() < label.sizeHint().width() and not isinstance(label, ElidedLabel)]


def extension_shown(bar: QToolBar) -> bool:
    return any(b.isVisible() for b in bar.findChildren(QToolButton, "qt_toolbar_ext_button"))


SCREEN_ZOOMS = [(screen, zoom) for screen in SCREENS for zoom in (100, 150, 200)] + [(QSize(1920, 1080), 250)]
# The rows these need do not fit the screen's height (the panes' own minimum heights at 200 %): what gets no row
# waits behind the » of its group's last row. English at 1366×768 still has the height for its rows.
BEHIND = {(1366, 200, "de"), (1366, 200, "ru"), (1280, 200, "en"), (1280, 200, "de"), (1280, 200, "ru")}


def reachable(bar: QToolBar, behind: bool) -> bool:
    """Every control of `bar` shown whole, or (where `behind`) the row's last ones behind its visible »."""
    hidden = hidden_controls(bar)
    shown = [action.text() or (w.objectName() if (w := bar.widgetForAction(action)) else "?")
             for action in bar.actions() if not action.isSeparator() and action.isVisible()]
    trailing = hidden == shown[len(shown) - len(hidden):]  # Qt's extension holds the row's end
    return extension_shown(bar) == bool(hidden) and trailing and (behind or not hidden)


def laid_out(window) -> bool:
    """The rows stand where their breaks put them: the toolbar area has had its layout pass since the last fit."""
    shown = [bar for bar in window.classroom.rows.rows() if bar.isVisible()]
    return all((bar.y() > before.y()) == window.toolBarBreak(bar) for before, bar in pairwise(shown))


def shown_on(qtbot, window, ask, screen: QSize, zoom: int, code: str, faults_open: bool = False) -> None:
    """The window after a question with the longest status texts, fitted to `screen` at `zoom` in `code`."""
    language.set(code)
    window.classroom.zoom.set_percent(zoom)
    ask(window, "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?")
    if faults_open:
        window.bench.toggle_panel()
    fit_to(window, screen)
    settle(qtbot, lambda: window.frameGeometry().size() == screen)
    qtbot.waitUntil(lambda: not window.classroom.rows.refit.pending, timeout=3000)
    behind = (screen.width(), zoom, code) in BEHIND
    settle(qtbot, lambda: laid_out(window) and all(reachable(bar, behind) for bar in window.toolbar.rows()))
    # the rows and the » find their places at the toolbar's next layout pass


@pytest.mark.parametrize("code", ["en", "de", "ru"])
@pytest.mark.parametrize(("screen", "zoom"), SCREEN_ZOOMS, ids=lambda v: f"{v.width()}x{v.height()}"
                         if isinstance(v, QSize) else f"{v}%")
@pytest.mark.parametrize("faults_open", [False, True], ids=["faults-closed", "faults-open"])
def test_every_control_reachable_and_frame_fits(qtbot, window, ask, zoom, screen, faults_open, code):
    shown_on(qtbot, window, ask, screen, zoom, code, faults_open)
    assert QRect(0, 0, screen.width(), screen.height()).contains(window.frameGeometry())
    assert window.bench.panel.isVisible() == faults_open
    toolbar = window.toolbar
    assert all(bar.isVisible() for bar in (toolbar, toolbar.second, toolbar.third))
    behind = (screen.width(), zoom, code) in BEHIND
    for bar in toolbar.rows():
        assert bar.isVisible() == bool(bar.actions()), bar.objectName()  # an empty continuation row takes no room
        assert reachable(bar, behind), f"{bar.objectName()}: {hidden_controls(bar)}, » {extension_shown(bar)}"
    if behind:
        assert any(extension_shown(bar) for bar in toolbar.rows())
    assert window.chat.input.isVisible() and window.statusBar().isVisible()
    assert window.rect().contains(window.statusBar().geometry())
    settle(qtbot, lambda: cut_labels(window.statusBar()) == [])
    assert cut_labels(window.statusBar()) == []
    chars = window.chat.fontMetrics().averageCharWidth()
    settle(qtbot, lambda: window.chat.width() >= 24 * chars)  # a dock moved under the panes gives room back
    assert window.chat.width() >= 24 * chars, "the chat is squeezed until its words break"


def test_a_taller_window_gets_the_extra_row_and_a_shorter_one_loses_it(qtbot, window, ask):
    """German at 200 %: on 1366×768 the first row's controls get the one extra row the height allows (customer,
    faults, New conversation are used in every lesson) and the limits wait behind the run controls' »; a taller
    window gives the limits their own row again, a shorter one takes it back."""
    small, tall = QSize(1366, 768), QSize(1366, 960)
    shown_on(qtbot, window, ask, small, 200, "de")
    rows, toolbar = window.classroom.rows, window.toolbar
    continued = rows.more[toolbar]

    def holds(size: QSize, limits_row: bool) -> None:
        behind = not limits_row
        settle(qtbot, lambda: not rows.refit.pending and laid_out(window) and all(reachable(bar, behind)
               for bar in toolbar.rows()) and window.toolBarBreak(toolbar.third) == limits_row)
        assert window.frameGeometry().size() == size  # the window has the height it was given, no more
        assert any(bar.isVisible() for bar in continued)  # the first row's controls have their row
        assert window.toolBarBreak(toolbar.third) == limits_row
        assert all(reachable(bar, behind) for bar in toolbar.rows())
        assert extension_shown(toolbar.third) == behind  # only the limits wait behind a »
        assert not any(extension_shown(bar) for bar in (toolbar, *continued, toolbar.second))
        before = rows.moves
        for _ in range(4):  # fitting again and again: nothing moves to and fro
            rows.fit()
        assert rows.moves == before

    holds(small, limits_row=False)
    for size, limits_row in ((tall, True), (small, False), (tall, True)):
        fit_to(window, size)
        holds(size, limits_row)


def test_fault_panel_docks_as_a_tab_or_floats(window):
    window.show()
    window.bench.toggle_panel()
    panel = window.bench.panel
    assert panel.isVisible()
    assert panel.minimumSizeHint().height() < 500  # a tall panel scrolls instead of stretching the window
    panel.setFloating(True)
    assert panel.isFloating()


def test_a_first_start_shares_the_width_between_the_panes(qtbot, make_window):
    window = make_window()
    window.resize(1366, 740)
    window.show()
    qtbot.waitExposed(window)
    widths = window.splitter.sizes()
    assert min(widths) >= sum(widths) // 5, widths  # no pane, the chat least of all, squeezed to a sliver


@pytest.mark.parametrize("code", ["en", "de", "ru"])
@pytest.mark.parametrize(("screen", "zoom"), [(QSize(1366, 768), 100), (QSize(1920, 1080), 100),
                                              (QSize(1920, 1080), 150)], ids=["1366-100", "1920-100", "1920-150"])
def test_a_first_start_shows_every_orders_column_whole(qtbot, make_window, screen, zoom, code):
    language.set(code)
    window = make_window()
    window.classroom.zoom.set_percent(zoom)
    fit_to(window, screen)
    qtbot.waitUntil(lambda: window.frameGeometry().size() == screen, timeout=3000)
    window.classroom.fit_panes()
    view = window.orders_editor.view
    header = view.horizontalHeader()
    fitted = window.orders_editor.column_fit.columns  # what the columns need, the last one not stretched
    assert header.count() == 5 and fitted >= sum(header.sectionSize(c) for c in range(4))
    qtbot.waitUntil(lambda: view.viewport().width() >= fitted, timeout=2000)
    widths = window.splitter.sizes()
    assert min(widths) >= sum(widths) // 5, widths  # the chat and the inspector keep their room


def test_the_orders_size_hint_does_not_grow_with_a_stretched_last_column(qtbot, window):
    window.show()
    hint = window.orders_editor.sizeHint().width()
    window.splitter.setSizes([200, 200, 1200])
    qtbot.waitUntil(lambda: window.orders_editor.view.viewport().width() > hint, timeout=2000)
    assert window.orders_editor.sizeHint().width() == hint


def test_the_class_choices_keep_the_window_on_a_small_screen(qtbot, window):
    from core.engine.events import Paused

    window.classroom.zoom.set_percent(150)
    window.toolbar.act_step.setChecked(True)
    window.classroom.act_ask_class.setChecked(True)
    with qtbot.waitSignal(window.runner.sig_event, check_params_cb=lambda e: isinstance(e, Paused)):
        window.ask("Wann kommt Bestellung 1042 an?")
    assert window.classroom.predict.waiting
    screen = QSize(1280, 720)
    fit_to(window, screen)
    qtbot.waitUntil(lambda: window.frameGeometry().size() == screen, timeout=3000)
    assert all(button.isVisible() for button in window.classroom.predict.buttons.values())
    with qtbot.waitSignal(window.sig_run_ended):
        window.toolbar.act_step.setChecked(False)


def test_orders_buttons_wrap_instead_of_hiding(qtbot, window):
    window.classroom.zoom.set_percent(150)
    window.show()
    window.orders_editor.resize(260, 500)
    window.splitter.setSizes([600, 600, 260])
    bar = window.orders_editor.findChild(QWidget, "orders-actions")
    qtbot.waitUntil(lambda: bar.height() > 0)
    buttons = bar.findChildren(QToolButton)
    assert len(buttons) == 5
    for button in buttons:
        assert button.isVisible() and bar.rect().contains(button.geometry()), button.text()


def test_the_status_bar_keeps_its_numbers_whole_and_shortens_only_the_runs_state(qtbot, window, ask):
    language.set("ru")
    window.classroom.zoom.set_percent(150)
    ask(window, "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?")
    fit_to(window, QSize(1280, 720))
    settle(qtbot, lambda: cut_labels(window.statusBar()) == [])
    assert cut_labels(window.statusBar()) == []
    assert re.search(r"\d+$", window.status.tokens.text()) and window.status.tokens.isVisible()


def test_a_shortened_label_ends_in_an_ellipsis_and_shows_its_whole_text_on_hover(qtbot):
    label = ElidedLabel("готово · остановлено: есть ответ")
    qtbot.addWidget(label)
    label.resize(label.minimumSizeHint().width() * 2, 30)
    label.show()
    label.grab()
    assert label.elided() and label.toolTip() == label.text()
    label.resize(label.sizeHint().width() + 10, 30)
    label.grab()
    assert not label.elided() and label.toolTip() == ""


def test_the_tour_shows_its_buttons_whole_at_150_percent_in_russian(qtbot, window):
    language.set("ru")
    window.classroom.zoom.set_percent(150)
    fit_to(window, QSize(1280, 720))
    tour = window.classroom.tour
    tour.start()
    for _ in range(len(tour.steps)):
        bubble = tour.bubble
        for button in (bubble.skip_button, bubble.next_button):
            assert button.width() >= button.sizeHint().width(), button.text()
        assert window.rect().contains(bubble.geometry())
        bubble.next_button.click()
    assert not tour.active


@pytest.mark.parametrize("zoom", [150, 200])
@pytest.mark.parametrize("width", range(1180, 1420, 12))
def test_the_first_rows_controls_settle_at_any_width(qtbot, window, width, zoom):
    language.set("de")
    window.classroom.zoom.set_percent(zoom)
    fit_to(window, QSize(width, 720))
    rows = window.classroom.rows
    settle(qtbot, lambda: not rows.refit.pending)
    before = rows.moves
    for _ in range(4):  # fitting again and again: nothing moves to and fro
        rows.fit()
    assert rows.moves - before <= 1


def test_the_rows_keep_their_order_and_a_continuation_row_follows_its_groups_row(qtbot, window):
    language.set("ru")
    window.classroom.zoom.set_percent(200)
    fit_to(window, QSize(1280, 1024))  # the height for every row it needs
    rows, toolbar = window.classroom.rows, window.toolbar
    settle(qtbot, lambda: not rows.refit.pending and all(hidden_controls(bar) == [] for bar in toolbar.rows()))
    shown = sorted((bar for bar in rows.rows() if bar.isVisible()), key=lambda bar: (bar.y(), bar.x()))
    assert len({bar.y() for bar in shown}) >= 4  # Russian at 200 % needs a row more than the three
    placed = [action for bar in shown for action in bar.actions()]
    for group in (rows.setup, [rows.run], rows.limits):  # each group's controls in their order, none lost
        actions = [action for unit in group for action in unit]
        assert [action for action in placed if action in actions] == actions
    assert all(action in toolbar.second.actions() for action in rows.run)  # the run controls together
    continued = rows.more[toolbar]
    assert any(bar.isVisible() for bar in continued)
    window.classroom.view.show_pane("toolbar", False)
    settle(qtbot, lambda: not any(bar.isVisible() for bar in continued))
    assert not any(bar.isVisible() for bar in continued)
    window.classroom.view.show_pane("toolbar", True)
    settle(qtbot, lambda: any(bar.isVisible() for bar in continued))
    assert all(hidden_controls(bar) == [] and not extension_shown(bar) for bar in toolbar.rows())
