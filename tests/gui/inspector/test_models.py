"""The inspector's item models on their own: qtmodeltester, rows, roles, partners."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QModelIndex, Qt

from core.engine.events import ReplyReceived
from core.engine.loop import ToolLoop
from core.engine.messages import TextBlock
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from gui.inspector.calls_model import STOP_COLUMN, CallRecord, CallsModel
from gui.inspector.history_model import ERROR_COLOR, PARTNER_BG, HistoryModel
from tests.lessons import SHOP


def _run(*questions: str):
    store = OrdersStore.in_memory(seed=SHOP)
    loop = ToolLoop(FakeClient(), lesson_registry(), store, Session("K-100"),
                    RunSettings(enabled_tools=["get_order_status", "get_return_window"]))
    history, events = [], []
    for question in questions:
        loop.run(question, history=history, emit=events.append)
    store.close()
    return history, events


def test_history_model_passes_qtmodeltester_while_growing(qtmodeltester):
    history, _ = _run("Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?", "Wo ist Bestellung 9999?")
    model = HistoryModel()
    model.append(history[0])
    qtmodeltester.check(model)  # the tester keeps watching the appends below
    for message in history[1:]:
        model.append(message)
    model.set_highlight("call_2")
    qtmodeltester.check(model)
    model.clear()
    assert model.rowCount() == 0


def test_history_rows_blocks_and_error_colour():
    history, _ = _run("Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?", "Wo ist Bestellung 9999?")
    model = HistoryModel()
    for message in history:
        model.append(message)
    assert model.rowCount() == len(history) == 8
    assert model.index(1, 0).data() == "#1 assistant"
    two_uses = model.index(1, 0)
    assert model.rowCount(two_uses) == 2
    assert model.index(1, 1, two_uses).data() == 'get_return_window {"order_id": "1187"}'
    results = model.index(2, 0)
    assert model.index(1, 1, results).data() == "1187 — Rückgabe bis 9. November"
    error = model.index(0, 0, model.index(6, 0))
    assert error.data() == "tool_result → call_3  is_error"
    assert model.data(error, Qt.ItemDataRole.ForegroundRole) == ERROR_COLOR
    assert model.rowCount(model.index(0, 1)) == 0  # only column 0 has children


def test_partners_and_highlight_emit_only_the_changed_rows():
    history, _ = _run("Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?")
    model = HistoryModel()
    for message in history:
        model.append(message)
    changed = []
    model.dataChanged.connect(lambda first, last, roles: changed.append((first.parent().row(), first.row())))
    use = model.index(1, 0, model.index(1, 0))
    partner = model.index(1, 0, model.index(2, 0))
    assert model.partners(use) == [partner]
    assert model.partners(partner) == [use]
    model.set_highlight("call_2")
    assert sorted(changed) == [(1, 1), (2, 1)]
    assert model.data(partner, Qt.ItemDataRole.BackgroundRole) == PARTNER_BG
    assert model.partners(model.index(0, 0, model.index(0, 0))) == []
    assert model.partners(QModelIndex()) == []


def test_calls_model_passes_qtmodeltester(qtmodeltester):
    _, events = _run("Wann kommt Bestellung 1042 an?", "Danke, das war alles.")
    model = CallsModel()
    qtmodeltester.check(model)
    replies = [e for e in events if isinstance(e, ReplyReceived)]
    for event in replies:
        model.append(CallRecord.from_event(1, event))
    qtmodeltester.check(model)
    assert [model.index(r, STOP_COLUMN).data() for r in range(3)] == ["tool_use", "end_turn", "end_turn"]
    assert model.records[0].request["messages"] == [{"role": "user", "content": "Wann kommt Bestellung 1042 an?"}]


def test_appending_inserts_only_the_new_message_row_and_never_resets(qtmodeltester):
    """The tree re-lays out on each insert; a reset or a layout change per message would redo every row."""
    history, _ = _run("Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?", "Wo ist Bestellung 9999?")
    model = HistoryModel()
    qtmodeltester.check(model)
    seen: list = []
    model.rowsInserted.connect(lambda parent, first, last: seen.append(("rows", parent.isValid(), first, last)))
    for signal in (model.modelReset, model.layoutChanged, model.rowsRemoved):
        signal.connect(lambda *_args, name=signal: seen.append(("other", name)))
    for message in history:
        model.append(message)
    assert seen == [("rows", False, row, row) for row in range(len(history))]
    blocks = model.index(1, 0)
    assert model.rowCount(blocks) == 2 and model.index(1, 1, blocks).data() == 'get_return_window {"order_id": "1187"}'
    assert model.flags(model.index(0, 1, blocks)) & ~Qt.ItemFlag.ItemNeverHasChildren == (
        Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)


def test_block_rows_say_they_never_have_children_and_message_rows_do_not():
    """The tree relays out every row on each top-level insert; a block row that says it never has children is not
    asked whether it is expanded or has any (those questions cost the 500th append more than the 5th)."""
    history, _ = _run("Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?")
    model = HistoryModel()
    for message in history:
        model.append(message)
    never = Qt.ItemFlag.ItemNeverHasChildren
    row = model.rowCount() - 1  # a grown message's new blocks are block rows too
    grown = model.messages[row].content + [TextBlock(text="Und 1187?")]
    model.replace(row, dataclasses.replace(model.messages[row], content=grown))
    for m in range(model.rowCount()):
        message = model.index(m, 0)
        assert not model.flags(message) & never and model.rowCount(message) == len(model.messages[m].content)
        for b in range(model.rowCount(message)):
            assert model.flags(model.index(b, 0, message)) & never and model.flags(model.index(b, 1, message)) & never


def test_a_grown_message_gets_its_new_blocks_as_inserted_rows(qtmodeltester):
    history, _ = _run("Wo ist Bestellung 9999?")
    model = HistoryModel()
    for message in history:
        model.append(message)
    qtmodeltester.check(model)
    row = model.rowCount() - 1
    inserted: list = []
    model.rowsInserted.connect(lambda parent, first, last: inserted.append((parent.row(), first, last)))
    grown = dataclasses.replace(model.messages[row], content=[*model.messages[row].content, TextBlock(text="Und?")])
    model.replace(row, grown)
    assert inserted == [(row, len(grown.content) - 1, len(grown.content) - 1)]
    assert model.index(len(grown.content) - 1, 1, model.index(row, 0)).data() == "Und?"
    model.clear()
    assert model.rowCount() == 0 and model.messages == []
