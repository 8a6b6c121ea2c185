"""The live sequence diagram in the inspector: its arrows follow the run arrow by arrow, a click selects the
matching message or call, and it exports as SVG, PNG and Mermaid text."""

from __future__ import annotations

import functools
import itertools

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, QTranslator
from PySide6.QtGui import QGuiApplication, QImage

from core.engine.settings import RunSettings
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop
from gui.common.fault_marks import FAULT_COLOR
from gui.inspector.sequence_items import GroupItem
from gui.inspector.sequence_view import SequenceView
from tests.core.helpers import FunctionClient, tool_reply
from tests.core.runs.test_sequence import GUESS, MERMAID_1042, Q1042, TWO
from tests.gui.inspector.turns import paced_scroll_turns
from tests.lessons import SHOP


def drawn(window) -> list[tuple[str, str, str]]:
    return [(i.arrow.source, i.arrow.target, i.arrow.label) for i in window.inspector.sequence.view.arrow_items]


def show_sequence(window, qtbot):
    window.inspector.tabs.setCurrentWidget(window.inspector.sequence)
    window.show()
    qtbot.waitExposed(window)
    return window.inspector.sequence.view


def click_arrow(qtbot, view, position: int) -> None:
    with qtbot.waitSignal(view.sig_arrow_clicked) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.arrow_point(position))
    assert clicked.args[0] is view.arrow_items[position].arrow


def test_the_1042_question_is_drawn_arrow_by_arrow_and_copies_as_mermaid(window, ask, qtbot):
    ask(window, Q1042)
    assert drawn(window) == [
        ("customer", "program", Q1042),
        ("program", "model", "call 1 · 1 message · ~34 tokens"),
        ("model", "program", "tool_use call_1 get_order_status(1042)"),
        ("program", "tools", "get_order_status(1042)"),
        ("tools", "program", "call_1 → 1042 — versandt, Lieferung 3. November"),
        ("program", "model", "call 2 · 3 messages · ~45 tokens · tool_result call_1"),
        ("model", "program", "end_turn"),
        ("program", "customer", "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November."),
    ]
    pane = window.inspector.sequence
    qtbot.mouseClick(pane.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == MERMAID_1042
    assert pane.note.text() == "Mermaid text copied (8 arrows)."


def test_the_two_order_question_shows_one_reply_with_two_arrows(window, ask):
    window.toolbar.tool_actions["get_return_window"].setChecked(True)
    ask(window, TWO)
    assert drawn(window) == [
        ("customer", "program", TWO),
        ("program", "model", "call 1 · 1 message · ~61 tokens"),
        ("model", "program", "tool_use call_1 get_order_status(1042)"),
        ("model", "program", "tool_use call_2 get_return_window(1187)"),
        ("program", "tools", "get_order_status(1042)"),  # reading calls run together
        ("program", "tools", "get_return_window(1187)"),
        ("tools", "program", "call_1 → 1042 — versandt, Lieferung 3. November"),
        ("tools", "program", "call_2 → 1187 — Rückgabe bis 9. November"),
        ("program", "model", "call 2 · 3 messages · ~83 tokens · tool_result call_1, call_2"),
        ("model", "program", "end_turn"),
        ("program", "customer", "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November; 1187 — Rückgabe bis "
                                "9. November."),
    ]
    view = window.inspector.sequence.view
    [group] = view.groups
    assert group.caption == "one reply, 2 tool_use blocks" and group.rows == 2
    frame = group.sceneBoundingRect()
    assert all(frame.contains(item.sceneBoundingRect().center()) for item in view.arrow_items[2:4])
    assert not any(frame.contains(item.sceneBoundingRect().center()) for item in view.arrow_items[1:2] +
                   view.arrow_items[4:5])


def test_a_tool_error_from_the_faults_panel_is_marked_with_a_cross_and_a_flash(window, ask):
    panel = window.bench.panel
    panel.tool_combo.setCurrentIndex(0)  # get_order_status
    panel.kind_combo.setCurrentIndex(panel.kind_combo.findData("error"))
    panel.arm_tool_button.click()
    ask(window, Q1042)
    result = window.inspector.sequence.view.arrow_items[4]
    assert drawn(window) == [
        ("customer", "program", Q1042),
        ("program", "model", "call 1 · 1 message · ~34 tokens"),
        ("model", "program", "tool_use call_1 get_order_status(1042)"),
        ("program", "tools", "get_order_status(1042)"),
        ("tools", "program", "⚡ call_1 → ✗ Der Dienst ist gerade nicht erreichbar."),
        ("program", "model", "call 2 · 3 messages · ~45 tokens · tool_result call_1"),
        ("model", "program", "end_turn"),
        ("program", "customer", "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer."),
    ]
    assert result.arrow.mark == "fault" and result.color().name() == FAULT_COLOR
    assert [item.arrow.mark for item in window.inspector.sequence.view.arrow_items].count("fault") == 1


def test_max_calls_hands_off_to_the_human_lifeline(window, ask):
    window.toolbar.max_calls_spin.setValue(2)
    ask(window, GUESS)
    assert drawn(window) == [  # the lesson prints the same calls: ~40 and ~47 tokens, then the stop
        ("customer", "program", GUESS),
        ("program", "model", "call 1 · 1 message · ~40 tokens"),
        ("model", "program", "tool_use call_1 get_order_status(1050)"),
        ("program", "tools", "get_order_status(1050)"),
        ("tools", "program", "call_1 → ✗ keine Bestellung 1050"),
        ("program", "model", "call 2 · 3 messages · ~47 tokens · tool_result call_1"),
        ("model", "program", "tool_use call_2 get_order_status(1051)"),
        ("program", "tools", "get_order_status(1051)"),
        ("tools", "program", "call_2 → ✗ keine Bestellung 1051"),
        ("program", "human", "hand-off: MAX_CALLS 2 reached"),
    ]


def test_clicking_an_arrow_selects_its_call_or_message(window, ask, qtbot):
    ask(window, Q1042)
    view = show_sequence(window, qtbot)
    inspector = window.inspector
    inspector.calls.select(1)
    click_arrow(qtbot, view, 1)  # call 1 → the first row of the calls table
    assert inspector.calls.table.currentIndex().row() == 0
    assert inspector.calls.caption.text() == "run 1 · call 1 · tool_use"
    click_arrow(qtbot, view, 5)  # call 2
    assert inspector.calls.table.currentIndex().row() == 1
    click_arrow(qtbot, view, 2)  # the tool_use block of call_1 in the tree
    assert inspector.tree.current_id() == "call_1" and inspector.tree.currentIndex().parent().row() == 1
    click_arrow(qtbot, view, 4)  # its result
    assert inspector.tree.current_id() == "call_1" and inspector.tree.currentIndex().parent().row() == 2
    click_arrow(qtbot, view, 0)  # the question: message #0
    assert inspector.tree.currentIndex().row() == 0 and not inspector.tree.currentIndex().parent().isValid()
    assert view.selected is view.arrow_items[0]


def test_exports_as_svg_and_png(window, ask, tmp_path):
    ask(window, Q1042)
    pane = window.inspector.sequence
    exported: list[str] = []
    pane.sig_exported.connect(exported.append)
    svg, png = tmp_path / "sequence.svg", tmp_path / "sequence.png"
    assert pane.export(str(svg)) and pane.export(str(png))
    text = svg.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml") and "<svg" in text and "get_order_status(1042)" in text
    image = QImage(str(png))
    assert not image.isNull() and image.width() >= pane.view.scene().sceneRect().width()
    assert exported == [str(svg), str(png)]
    assert not pane.export(str(tmp_path / "missing" / "sequence.png"))
    assert pane.note.text().endswith("could not be written.")


def test_new_conversation_clears_the_diagram_and_an_opened_run_draws_it_again(window, ask, tmp_path):
    ask(window, Q1042)
    before = drawn(window)
    saved = window.bench.files.save_run(tmp_path / "run.json")
    assert window.new_conversation() and drawn(window) == []
    assert window.bench.files.open_run(saved) is not None
    assert drawn(window) == before


def test_fifty_calls_are_appended_without_rebuilding_the_scene(qtbot):
    view = SequenceView()
    qtbot.addWidget(view)
    counter = itertools.count(1)
    client = FunctionClient(lambda r: tool_reply((f"t{next(counter)}", "get_order_status", {"order_id": "1042"})))
    store = OrdersStore.in_memory(seed=SHOP)
    loop = assemble_loop(client, store, RunSettings(max_calls=50))
    first: list = []

    def feed(event) -> None:
        view.on_event(event)
        if view.arrow_items and not first:
            first.append(view.arrow_items[0])

    end = loop.run(Q1042, emit=feed)
    store.close()
    assert end.reason == "max_calls" and end.calls == 50
    assert len(view.arrow_items) == len(view.builder.arrows) == 1 + 50 * 4 + 1
    assert view.arrow_items[0] is first[0]  # the first arrow drawn is still the same item: nothing was rebuilt
    assert [i.arrow for i in view.arrow_items] == view.builder.arrows
    tops = [i.top for i in view.arrow_items]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)
    assert not any(isinstance(item, GroupItem) for item in view.scene().items())


def _looping_run(qtbot, height: int, max_calls: int, emit=None) -> SequenceView:
    """A shown view (560 px wide) and the 1042 question asked again and again until MAX_CALLS, its events to
    `emit` (by default, to the view)."""
    view = SequenceView()
    qtbot.addWidget(view)
    view.resize(560, height)
    view.show()
    qtbot.waitExposed(view)
    store = OrdersStore.in_memory(seed=SHOP)
    loop = assemble_loop(FunctionClient(lambda r: tool_reply(("t1", "get_order_status", {"order_id": "1042"}))),
                         store, RunSettings(max_calls=max_calls))
    loop.run(Q1042, emit=emit or view.on_event)
    store.close()
    return view


def test_the_lifelines_names_stay_in_sight_when_scrolled_down(qtbot):
    view = _looping_run(qtbot, 260, 6)
    qtbot.waitUntil(lambda: view.verticalScrollBar().value() > 0)  # it followed the newest arrow
    image = view.viewport().grab().toImage()
    corner = view.mapFromScene(view.columns.x("tools") - view.columns.box / 2 + 5, 0)
    assert image.pixelColor(corner.x(), 9).name() == "#eceff1"  # inside the Tools/Database name box


class _CountedMetrics:
    """The view's font metrics, counting how often a label is elided."""

    def __init__(self, metrics) -> None:
        self.metrics, self.elides = metrics, 0

    def elidedText(self, *args):  # noqa: N802 - Qt's name
        self.elides += 1
        return self.metrics.elidedText(*args)

    def __getattr__(self, name: str):
        return getattr(self.metrics, name)


def test_a_repaint_draws_the_labels_without_eliding_them_again(qtbot):
    view = SequenceView()
    qtbot.addWidget(view)
    view.resize(560, 260)
    view.show()
    qtbot.waitExposed(view)
    counted = view.columns.metrics = _CountedMetrics(view.columns.metrics)
    store = OrdersStore.in_memory(seed=SHOP)
    loop = assemble_loop(FunctionClient(lambda r: tool_reply(("t1", "get_order_status", {"order_id": "1042"}))),
                         store, RunSettings(max_calls=6))
    loop.run(Q1042, emit=view.on_event)
    store.close()
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    positions = range(0, bar.maximum() + 1, max(bar.pageStep() // 2, 1))
    grabs = []
    for value in positions:  # every arrow painted once
        bar.setValue(value)
        grabs.append(view.viewport().grab().toImage())
    elides = counted.elides
    assert elides > 0
    for value, grab in zip(positions, grabs, strict=True):  # each scroll repaints the whole view
        bar.setValue(value)
        assert view.viewport().grab().toImage() == grab
    assert counted.elides == elides  # the same labels at the same widths: cut once, drawn from the cache


class _German(QTranslator):
    """A stand-in for a compiled .ts: a few of the diagram's and the chart's words in German."""

    WORDS = {"Customer": "Kunde", "call {call} · {messages}": "Aufruf {call} · {messages}",
             "%n message(s)": "%n Nachricht", "~%n token(s)": "~%n Tokens", "{label} · {tokens}": "{label} · {tokens}",
             "Copy as Mermaid": "Als Mermaid kopieren", "history": "Verlauf"}

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.WORDS.get(source, "")

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name; an empty translator is never installed
        return False


def test_a_diagram_drawn_while_hidden_shows_its_newest_arrows_when_its_tab_opens(window, ask, qtbot):
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.toolbar.max_calls_spin.setValue(4)
    ask(window, GUESS)  # 4 calls while the Messages tab is in front
    view = window.inspector.sequence.view
    window.inspector.tabs.setCurrentWidget(window.inspector.sequence)
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    assert view.viewport().rect().contains(view.arrow_point(len(view.arrow_items) - 1))


def test_a_new_language_redraws_the_same_arrows_in_its_words(window, ask, qtbot, qapp):
    ask(window, Q1042)
    pane, chart = window.inspector.sequence, window.inspector.chart
    german = _German()
    qapp.installTranslator(german)
    try:
        qtbot.waitUntil(lambda: pane.copy_button.text() == "Als Mermaid kopieren")
        assert drawn(window)[1] == ("program", "model", "Aufruf 1 · 1 Nachricht · ~34 Tokens")
        assert drawn(window)[0] == ("customer", "program", Q1042)  # the lesson's words stay
        assert len(pane.view.arrow_items) == 8 and pane.view.lifelines[0].name == "Kunde"
        assert "Verlauf" in chart.legend.text()
    finally:
        qapp.removeTranslator(german)
    qtbot.waitUntil(lambda: pane.copy_button.text() == "Copy as Mermaid")
    assert drawn(window)[1] == ("program", "model", "call 1 · 1 message · ~34 tokens")
    ask(window, Q1042)  # the next question goes on after the redrawn ones
    assert [i.arrow.run for i in pane.view.arrow_items] == [1] * 8 + [2] * 8


def test_who_decided_an_acting_call_is_worded_in_the_ui_language(qtbot):
    """The decider is a code in the run (`trainer at the keyboard`); the diagram says it in the window's language."""
    from core.engine.approval import TRAINER, ApprovalPolicy, PolicyApprover
    from core.lesson.fake_model import FakeClient
    from gui.common.i18n import language
    from gui.inspector.sequence_view import translated_wording

    assert language.set("ru")
    view = SequenceView()
    qtbot.addWidget(view)
    store = OrdersStore.in_memory(seed=SHOP)
    approve = PolicyApprover(ApprovalPolicy(policy="approve_all"), by=TRAINER)
    loop = assemble_loop(FakeClient(), store, RunSettings(enabled_tools=["cancel_order"]), approver=approve)
    view.builder.wording = translated_wording()
    loop.run("Storniere Bestellung 1042", emit=view.on_event)
    labels = [item.arrow.label for item in view.arrow_items if item.arrow.kind == "decision"]
    assert labels and all("тренер за клавиатурой" in label and TRAINER not in label for label in labels), labels
    store.close()


class _PaintedArea(QObject):
    """How many pixels of the viewport each paint event covered."""

    def __init__(self) -> None:
        super().__init__()
        self.areas: list[int] = []

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.areas.append(sum(rect.width() * rect.height() for rect in event.region()))
        return False


def test_a_scroll_paints_only_what_came_into_sight_and_the_screen_matches_a_fresh_paint(qtbot):
    """The names at the top are a widget on the viewport, not the view's foreground: a scroll shifts the
    diagram's pixels and paints the strip that came into sight and the header's rows, not the whole view. The
    lifelines' dashes stay where they are in the scene, so the shifted pixels and the new strip join up: what
    is on screen after each scroll is what a fresh paint of the view gives."""
    view = _looping_run(qtbot, 260, 6)
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    painted = _PaintedArea()
    view.viewport().installEventFilter(painted)
    whole = view.viewport().width() * view.viewport().height()
    for value in [*range(bar.maximum() - 7, 0, -7), *range(3, bar.maximum(), 13)]:
        painted.areas.clear()
        bar.setValue(value)
        qtbot.waitUntil(lambda: bool(painted.areas))
        assert sum(painted.areas) < whole / 2
        on_screen = view.screen().grabWindow(view.winId()).toImage()
        assert on_screen.convertToFormat(QImage.Format.Format_RGB32) == view.grab().toImage().convertToFormat(
            QImage.Format.Format_RGB32), value


def test_a_new_arrow_repaints_its_own_rows_not_the_lifelines_down_the_whole_view(qtbot):
    """Each arrow lengthens the lifelines; their bounds reach ahead (doubling when passed), so the view repaints
    the new piece, not every lifeline from top to bottom (five of them cover most of the view)."""
    events: list = []
    view = _looping_run(qtbot, 420, 12, emit=events.append)
    painted = _PaintedArea()
    view.viewport().installEventFilter(painted)
    whole = view.viewport().width() * view.viewport().height()
    fractions = []
    for event in events:
        painted.areas.clear()
        view.on_event(event)
        QCoreApplication.processEvents()  # the scroll to the newest arrow, then the paint
        QCoreApplication.processEvents()
        if painted.areas:
            fractions.append(sum(painted.areas) / whole)
    assert view.verticalScrollBar().value() > 0 and len(fractions) > 20
    later = fractions[len(fractions) // 2:]
    assert sum(fraction > 0.5 for fraction in later) <= 2, later  # only where the bounds reach ahead again
    on_screen = view.screen().grabWindow(view.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert on_screen == view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_a_repaint_does_not_work_out_every_arrows_bounds_again(qtbot, monkeypatch):
    """The scene is not indexed (it grows with every arrow), so each paint asks every arrow for its bounds:
    they are kept until the columns are fitted again (a resize), not worked out per paint."""
    from gui.inspector.sequence_items import ArrowItem

    view = _looping_run(qtbot, 260, 12)
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() > 0)
    view.viewport().repaint()
    worked_out: list[ArrowItem] = []
    label_rect = ArrowItem._label_rect
    monkeypatch.setattr(ArrowItem, "_label_rect", lambda item: worked_out.append(item) or label_rect(item))
    view.viewport().repaint()
    assert 0 < len(worked_out) < len(view.arrow_items) / 2  # the labels painted, not every arrow's bounds
    last = view.arrow_items[-1]
    before = last.boundingRect()
    view.resize(760, 260)
    QCoreApplication.processEvents()
    kept = last.boundingRect()
    assert kept != before  # wider columns: its label runs on further
    last._bounds = None
    assert last.boundingRect() == kept  # what it kept is what it works out afresh


def test_the_scroll_to_the_newest_arrow_comes_in_a_turn_without_a_slice(qtbot, monkeypatch):
    """Given the window's event pacer, the diagram scrolls to its newest arrow at a turn that handles no events:
    an arrow appended below the view's edge costs no paint in its slice's turn, the scroll and the strip it
    brings into sight come in a turn of their own."""
    events: list = []
    view = _looping_run(qtbot, 260, 6, emit=events.append)
    turns = paced_scroll_turns(qtbot, view, monkeypatch, [functools.partial(view.on_event, e) for e in events])
    assert not [turn for turn in turns if "r" in turn and "s" in turn]
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    assert view.viewport().rect().contains(view.arrow_point(len(view.arrow_items) - 1))


def test_a_diagram_followed_then_hidden_for_a_run_shows_that_runs_arrows_when_its_tab_opens(window, ask, qtbot):
    """Several arrows drawn in one slice, before the scroll to them came, still count as followed: after a run
    with the Messages tab in front, the diagram opens at its newest arrow."""
    window.resize(1366, 768)
    view = show_sequence(window, qtbot)
    window.toolbar.max_calls_spin.setValue(4)
    ask(window, GUESS)  # 4 calls with the diagram in front
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    window.inspector.tabs.setCurrentIndex(0)  # the Messages tab
    ask(window, GUESS)  # 4 more while the Messages tab is in front
    window.inspector.tabs.setCurrentWidget(window.inspector.sequence)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    assert view.viewport().rect().contains(view.arrow_point(len(view.arrow_items) - 1))


def test_a_strip_below_the_names_does_not_draw_the_lifelines_name_boxes_again(qtbot, monkeypatch):
    """A lifeline's item spans the whole diagram, so each strip painted (the new arrow's rows, the rows a scroll
    brings into sight) paints every lifeline: only the dashes crossing the strip, not the name boxes far above."""
    from gui.inspector.sequence_items import LifelineItem

    view = _looping_run(qtbot, 260, 6)
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    heads: list[float] = []
    paint_head = LifelineItem.paint_head
    monkeypatch.setattr(LifelineItem, "paint_head", lambda item, painter, top: (heads.append(top),
                                                                                 paint_head(item, painter, top))[1])
    viewport = view.viewport()
    viewport.repaint(0, viewport.height() - 30, viewport.width(), 30)
    assert heads.count(0.0) == 0  # (the names' row over the top, if it was due, draws them at the scroll's height)
    bar.setValue(0)
    viewport.repaint()
    assert heads.count(0.0) == len(view.lifelines)  # at the top, the boxes are drawn where they stand


def test_in_the_window_the_diagram_scrolls_in_turns_without_a_slice_and_ends_at_the_newest_arrow(window, ask, qtbot,
                                                                                                 monkeypatch):
    """The window gives the diagram its event pacer's `later`: during a run the scroll never shares a turn with
    a slice of events, and when the run has ended the newest arrow is in sight."""
    window.resize(1366, 768)
    view = show_sequence(window, qtbot)
    window.toolbar.max_calls_spin.setValue(4)
    seen: list[str] = []
    original = view._scroll_to_end
    monkeypatch.setattr(view, "_scroll_to_end", lambda: (seen.append("scroll"), original())[1])
    window.runner.sig_event.connect(lambda _event: seen.append("slice"))
    ticker = QTimer(interval=0)  # each event-loop turn ends with "|"
    ticker.timeout.connect(lambda: seen.append("|"))
    ticker.start()
    ask(window, GUESS)
    last_slice = max(n for n, mark in enumerate(seen) if mark == "slice")  # the RunEnded's: no slice after it
    qtbot.waitUntil(lambda: "scroll" in seen[last_slice:])
    ticker.stop()
    turns = "".join({"scroll": "r", "slice": "s"}.get(mark, mark) for mark in seen).split("|")
    assert any("r" in turn for turn in turns) and not [turn for turn in turns if "r" in turn and "s" in turn]
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    assert view.viewport().rect().contains(view.arrow_point(len(view.arrow_items) - 1))
