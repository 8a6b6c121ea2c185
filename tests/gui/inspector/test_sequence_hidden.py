"""The sequence diagram behind another inspector tab (as by default): a run's events only feed its builder, no
items are made for them; shown, or read (its items, an export), it is drawn as if it had been shown throughout."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from core.engine.events import CallStarted
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop
from gui.inspector.sequence_items import ArrowItem, GroupItem
from gui.inspector.sequence_view import SequenceView
from tests.core.runs.test_sequence import BOTH, TWO
from tests.lessons import SHOP, shop_settings


def two_order_events() -> list[object]:
    """The two-order question's events: two calls, one reply with two tool_use blocks (a frame around them)."""
    store = OrdersStore.in_memory(seed=SHOP)
    events: list[object] = []
    assemble_loop(FakeClient(), store, shop_settings(enabled_tools=list(BOTH))).run(TWO, emit=events.append)
    store.close()
    return events


def shown_view(qtbot) -> SequenceView:
    view = SequenceView()
    qtbot.addWidget(view)
    view.resize(640, 300)
    view.show()
    qtbot.waitExposed(view)
    return view


def made_items(view: SequenceView) -> list[object]:
    """What the scene holds besides the lifelines, read without drawing what is missing."""
    return [item for item in view.scene().items() if isinstance(item, (ArrowItem, GroupItem))]


def picture(view: SequenceView) -> list[tuple]:
    """Every arrow and frame as drawn: where, what, its tooltip; and the scene's size."""
    arrows = [(i.position, i.arrow, i.top, i.toolTip(), i.boundingRect()) for i in view.arrow_items]
    groups = [(g.caption, g.top, g.rows, g.boundingRect()) for g in view.groups]
    return [*arrows, *groups, view.scene().sceneRect(), len(made_items(view))]


def test_a_hidden_diagram_makes_no_items_and_shown_it_draws_what_a_shown_one_drew(qtbot, monkeypatch):
    """Hidden after an arrow was drawn, so that its completion (the call's token count) and the new arrows all
    arrive while hidden: shown again, the same items, texts and places as a view shown throughout."""
    events = two_order_events()
    throughout, hidden = shown_view(qtbot), shown_view(qtbot)
    for event in events:
        throughout.on_event(event)
    first_call = next(n for n, event in enumerate(events) if isinstance(event, CallStarted))
    for event in events[:first_call + 1]:
        hidden.on_event(event)
    assert len(made_items(hidden)) == 2  # the question and the call, before its reply
    hidden.hide()
    made: list[ArrowItem] = []
    original = ArrowItem.__init__
    monkeypatch.setattr(ArrowItem, "__init__", lambda item, *args: (made.append(item), original(item, *args))[1])
    for event in events[first_call + 1:]:
        hidden.on_event(event)
    assert made == [] and len(made_items(hidden)) == 2  # nothing drawn behind its tab
    assert "~61 tokens" not in made_items(hidden)[0].toolTip() + made_items(hidden)[1].toolTip()
    hidden.show()
    assert len(made) == len(hidden.builder.arrows) - 2  # the rest, drawn once
    assert picture(hidden) == picture(throughout)
    assert hidden.mermaid() == throughout.mermaid()
    bar = hidden.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())  # it opens at the newest arrow
    QCoreApplication.processEvents()
    assert picture(hidden) == picture(throughout)  # (showing it drew nothing twice)


def test_read_or_exported_while_hidden_it_is_complete(window, ask, qtbot, tmp_path):
    """Its items and its exports, read while another tab is in front, hold every arrow of the run."""
    window.toolbar.tool_actions["get_return_window"].setChecked(True)
    window.show()
    qtbot.waitExposed(window)
    pane = window.inspector.sequence
    view = pane.view
    assert not view.isVisible()  # the messages tab is in front
    ask(window, TWO)
    assert made_items(view) == []  # not drawn behind its tab
    svg = tmp_path / "sequence.svg"
    assert pane.export(str(svg))
    text = svg.read_text(encoding="utf-8")
    assert "get_return_window(1187)" in text and "one reply, 2 tool_use blocks" in text
    assert len(made_items(view)) == len(view.builder.arrows) + 1  # every arrow and the frame
    ask(window, TWO)
    assert len(made_items(view)) == 11 + 1  # the second run's arrows wait again
    png = tmp_path / "sequence.png"
    assert pane.export(str(png))
    assert QImage(str(png)).height() >= view.scene().sceneRect().height() * 2  # at scale 2, both runs' rows
    assert [item.arrow for item in view.arrow_items] == view.builder.arrows and len(view.arrow_items) == 22
    assert [group.caption for group in view.groups] == ["one reply, 2 tool_use blocks"] * 2
    ask(window, TWO)
    assert len(view.arrow_items) == 33 and view.arrow_items[-1].arrow.run == 3  # read: drawn
    window.inspector.tabs.setCurrentWidget(pane)
    assert len(made_items(view)) == 33 + 3
