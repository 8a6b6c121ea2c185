"""The context chart in the inspector: a bar per model call (definitions + history), output beside it, the
run's running total, the token budget's line; a click on a bar selects its call."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt

from tests.core.runs.test_sequence import Q1042, TWO
from tests.gui.inspector.turns import turns_until
from tests.lessons import SHOP


def bars(chart) -> list[tuple[float, float, float]]:
    """(definitions, history, output) per call, read from the drawn bar items."""
    d, h, o = chart.definitions.opts, chart.history.opts, chart.output.opts
    assert list(h["y0"]) == list(d["height"])  # the history sits on the definitions
    return list(zip(d["height"], h["height"], o["height"], strict=True))


def test_bars_match_the_calls_token_counts_and_the_total_runs_per_question(window, ask):
    chart = window.inspector.chart
    ask(window, Q1042)
    window.toolbar.tool_actions["get_return_window"].setChecked(True)
    ask(window, TWO)
    records = [r for r in window.inspector.calls.model.records if r.kind == "reply"]
    assert [(r.input_tokens, r.output_tokens) for r in records] == [(34, 3), (45, 12), (91, 6), (113, 20)]
    drawn = bars(chart)
    assert [(d + h, o) for d, h, o in drawn] == [(r.input_tokens, r.output_tokens) for r in records]
    # the definitions: the system prompt (15) + get_order_status (12), then + get_return_window (19)
    assert [d for d, _, _ in drawn] == [27, 27, 46, 46]
    assert [h for _, h, _ in drawn] == [7, 18, 45, 67]  # the history grows with every call
    _, totals = chart.total.getData()
    assert [t for t in totals if not math.isnan(t)] == [34, 79, 91, 204]
    assert sum(math.isnan(t) for t in totals) == 1  # the second question's line starts afresh
    assert chart.values.texts() == ["34", "45", "91", "113"]
    ticks = chart.plot.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [label for _, label in ticks] == ["1·1", "1·2", "2·1", "2·2"]


def test_clicking_a_bar_selects_its_call(window, ask, qtbot):
    ask(window, Q1042)
    ask(window, Q1042)
    chart = window.inspector.chart
    window.inspector.tabs.setCurrentWidget(chart)
    window.show()
    qtbot.waitExposed(window)
    calls = window.inspector.calls
    for index, expected in ((0, "run 1 · call 1 · tool_use"), (3, "run 2 · call 2 · end_turn")):
        with qtbot.waitSignal(chart.sig_call_clicked) as clicked:
            qtbot.mouseClick(chart.plot.viewport(), Qt.MouseButton.LeftButton, pos=chart.bar_point(index))
        assert clicked.args == [chart.calls[index].run, chart.calls[index].call_no]
        assert calls.table.currentIndex().row() == index and calls.caption.text() == expected
        assert chart.selected == index and list(chart.highlight.opts["height"]) == [chart.calls[index].input_tokens]
    qtbot.mouseMove(chart.plot.viewport(), chart.bar_point(1))
    qtbot.waitUntil(lambda: chart.plot.toolTip() != "")
    assert chart.plot.toolTip() == ("question 1 · call 2: 45 input tokens (27 system + tool definitions, 18 history), "
                                    "12 output; this question so far: 79")


def test_the_budget_line_stands_at_the_token_budget(window, ask):
    chart = window.inspector.chart
    assert not chart.budget_line.isVisible()
    window.toolbar.budget_spin.setValue(200)
    assert chart.budget_line.isVisible() and chart.budget_line.value() == 200
    assert chart.budget_label.toPlainText() == "token budget 200"
    ask(window, Q1042)
    low, high = chart.plot.getPlotItem().vb.viewRange()[1]
    assert low <= 0 and high > 200  # the line is inside the chart even above the bars
    window.toolbar.budget_spin.setValue(0)
    assert not chart.budget_line.isVisible()


def test_the_budget_is_on_the_chart_from_the_start(make_window, settings):
    first = make_window()
    first.toolbar.budget_spin.setValue(120)
    first.save_settings()
    chart = make_window(settings=settings).inspector.chart
    assert chart.budget_line.isVisible() and chart.budget_line.value() == 120


def test_new_conversation_empties_the_chart(window, ask):
    ask(window, Q1042)
    assert len(window.inspector.chart.calls) == 2
    assert window.new_conversation()
    chart = window.inspector.chart
    assert chart.calls == [] and bars(chart) == [] and chart.values.texts() == []


def _events(*questions: str) -> list:
    from core.engine.loop import ToolLoop
    from core.engine.settings import RunSettings
    from core.engine.tools import Session
    from core.lesson.fake_model import FakeClient
    from core.lesson.store import OrdersStore
    from core.lesson.tools import lesson_registry

    store = OrdersStore.in_memory(seed=SHOP)
    loop = ToolLoop(FakeClient(), lesson_registry(), store, Session("K-100"), RunSettings())
    events: list = []
    history: list = []
    for question in questions:
        loop.run(question, history=history, emit=events.append)
    store.close()
    return events


def _shown_chart(qtbot):
    from gui.inspector.context_chart import ContextChart

    chart = ContextChart()
    qtbot.addWidget(chart)
    chart.resize(500, 300)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def test_a_burst_of_replies_redraws_the_same_bar_items_once(qtbot, monkeypatch):
    """Replies within one frame are drawn together, into the bar items the chart already has."""
    chart = _shown_chart(qtbot)
    items = (chart.definitions, chart.history, chart.output, chart.total)
    redraws: list[int] = []
    original = chart.definitions.setOpts
    monkeypatch.setattr(chart.definitions, "setOpts", lambda **opts: (redraws.append(1), original(**opts))[1])
    for event in _events(Q1042, Q1042, Q1042):
        chart.on_event(event)
    assert len(chart.calls) == 6 and bars(chart) == []  # nothing drawn per event
    qtbot.waitUntil(lambda: len(bars(chart)) == 6)
    assert redraws == [1]
    assert (chart.definitions, chart.history, chart.output, chart.total) == items
    assert [d + h for d, h, _ in bars(chart)] == [c.input_tokens for c in chart.calls]


def test_a_hidden_chart_draws_what_it_missed_when_shown_again(qtbot):
    chart = _shown_chart(qtbot)
    chart.hide()
    for event in _events(Q1042):
        chart.on_event(event)
    assert not chart._frame.isActive() and bars(chart) == []  # no redraw waits: a hidden chart is not drawn
    chart.show()
    assert [d + h for d, h, _ in bars(chart)] == [c.input_tokens for c in chart.calls] and len(chart.calls) == 2


def test_a_repaint_of_the_plot_draws_the_axes_labels_again_only_when_they_changed(qtbot, monkeypatch):
    """New bars repaint the plot, and the axes with it (their items reach into it): the axes' fifty labels are not
    laid out and drawn again unless they changed."""
    import pyqtgraph as pg

    from core.engine.events import ReplyReceived

    painted: list[str] = []
    original = pg.AxisItem.paint  # replaced before the chart exists: Qt looks a Python paint up once per item
    monkeypatch.setattr(pg.AxisItem, "paint", lambda axis, *args: (painted.append(axis.orientation),
                                                                   original(axis, *args))[1])
    chart = _shown_chart(qtbot)
    events = _events(Q1042, Q1042)
    last = max(i for i, event in enumerate(events) if isinstance(event, ReplyReceived))
    for event in events[:last]:
        chart.on_event(event)
    qtbot.waitUntil(lambda: len(bars(chart)) == 3)
    chart.plot.viewport().repaint()  # everything drawn once, as it now is
    painted.clear()
    chart.plot.viewport().repaint()
    assert painted == []
    for event in events[last:]:  # a new call: a new label on the bottom axis
        chart.on_event(event)
    qtbot.waitUntil(lambda: len(bars(chart)) == 4)
    chart.plot.viewport().repaint()
    assert "bottom" in painted


def test_a_redraw_adds_only_the_new_calls_to_the_run_total_line(qtbot, monkeypatch):
    """Each reply's redraw appends its call's point to the line; the earlier points are not worked out again."""
    from core.engine.events import ReplyReceived

    chart = _shown_chart(qtbot)
    added: list[tuple[int, float, float]] = []
    original = chart.total.add
    monkeypatch.setattr(chart.total, "add", lambda *point: (added.append(point), original(*point))[1])
    events = _events(Q1042, Q1042, Q1042)
    replies = [i for i, event in enumerate(events) if isinstance(event, ReplyReceived)]
    start = 0
    for count, end in enumerate(replies, 1):  # a redraw after each reply
        for event in events[start:end + 1]:
            chart.on_event(event)
        start = end + 1
        qtbot.waitUntil(lambda count=count: len(bars(chart)) == count)
    assert len(added) == len(chart.calls) == 6  # one point per call (rebuilt, it would be 1 + 2 + ... + 6 = 21)
    assert added == [(c.run, index + 0.12, c.run_total) for index, c in enumerate(chart.calls)]
    _, totals = chart.total.getData()
    assert [t for t in totals if not math.isnan(t)] == [c.run_total for c in chart.calls]
    assert sum(math.isnan(t) for t in totals) == 2  # a new question starts a new line
    chart.clear()
    assert chart.total.getData() == ([], [])
    for event in events[:replies[0] + 1]:  # a new conversation: the line starts afresh
        chart.on_event(event)
    qtbot.waitUntil(lambda: len(bars(chart)) == 1)
    assert chart.total.getData()[1] == [chart.calls[0].run_total]


def test_the_chart_redraws_in_a_later_turn_than_a_slice_of_events(qtbot, monkeypatch):
    """Its frame's redraw (and the plot's paint after it) never shares an event-loop turn with a slice of the
    window's events (a run's end): it waits for a turn whose slice has nothing to handle."""
    from gui.window.event_pacer import EventPacer

    chart = _shown_chart(qtbot)
    clock = [0.0]
    pacer = EventPacer(budget_s=0.001, clock=lambda: clock[0])
    chart.later = pacer.later
    chart._frame.setInterval(0)  # a frame due at every turn: without the wait it would share one with a slice
    seen: list[str] = []
    original = chart._redraw
    monkeypatch.setattr(chart, "_redraw", lambda: (seen.append("redraw"), original())[1])
    events = _events(Q1042, Q1042)

    def handle(event) -> None:  # one event a turn (each uses the slice's budget), over more than a frame
        clock[0] += 0.002
        seen.append("slice")
        chart.on_event(event)

    for event in events * 3:
        pacer.push(handle, event)
    turns = turns_until(qtbot, pacer, seen, "redraw")
    assert not [turn for turn in turns if "r" in turn and "s" in turn]
    assert seen.index("redraw") > len(seen) - seen[::-1].index("slice") - 1  # after the last slice
    assert len(bars(chart)) == len(chart.calls) == 12
