"""Tools on orders the table has not read yet (a store of thousands, the order far past the first page): a
tool's read lights the row up once its page comes, and a tool's write gets its Undo entry and Undo reverts it.

Loading in the background is held (the loader's turn does nothing), so the order is surely not read when the
tool touches it; the test then brings the pages itself, as the loader or the view would.
"""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest
from PySide6.QtCore import QModelIndex

from core.lesson.catalog import find_lesson
from core.lesson.orders import Order
from core.lesson.store import OrdersStore
from gui.orders.paged import PagedOrders
from gui.orders.rows import PAGE

EXTRA = 5_000
FAR = str(30_000 + 4_321)  # K-100's, thousands of rows past the first page
DAY = dt.date(2026, 11, 3)


@pytest.fixture
def far_window(make_window, monkeypatch):
    monkeypatch.setattr(PagedOrders, "_load_step", lambda self: None)  # pages come only when the test asks
    lesson = find_lesson("de-shop")
    seed = lesson.seed()
    extra = [Order(order_id=str(30_000 + i), customer_id="K-100" if str(30_000 + i) == FAR else f"K-{500 + i % 300}",
                   status="versandt", delivery=DAY, return_by=DAY + dt.timedelta(days=14)) for i in range(EXTRA)]
    store = OrdersStore.in_memory([*seed.orders, *extra], seed=dataclasses.replace(seed))
    window = make_window(store=store, lesson=lesson)
    model = window.orders_editor.model
    assert model.row_of(FAR) is None and model.canFetchMore() and model.rowCount() <= PAGE
    yield window
    store.close()


def _call(qtbot, window, tool: str, order_id: str, confirm: bool = False):
    window.tools_menu.act_call.trigger()
    dock = window.tools_menu.dock
    dock.choose(tool)
    dock.form.fields["order_id"].setText(order_id)
    dock.confirm.setChecked(confirm)
    with qtbot.waitSignal(dock.runner.sig_called, timeout=5000) as blocker:
        assert dock.run()
    return blocker.args[0]


def _fetch_until_shown(model, order_id: str) -> int:
    while model.row_of(order_id) is None and model.canFetchMore():
        model.fetchMore(QModelIndex())
    row = model.row_of(order_id)
    assert row is not None
    return row


def test_a_tool_read_of_an_order_not_read_yet_lights_it_up_once_its_page_comes(far_window, qtbot):
    call = _call(qtbot, far_window, "get_order_status", FAR)
    assert call.touched == (FAR,) and not call.result.is_error
    model = far_window.orders_editor.model
    assert model.row_of(FAR) is None  # its page has not come yet
    row = _fetch_until_shown(model, FAR)
    assert row >= PAGE and model.is_highlighted(row)
    assert far_window.orders_editor.view.verticalScrollBar().value() > 0  # scrolled to it, far down


def test_a_tool_write_to_an_order_not_read_yet_can_be_undone(far_window, qtbot):
    store, editor = far_window.store, far_window.orders_editor
    call = _call(qtbot, far_window, "cancel_order", FAR, confirm=True)
    assert not call.result.is_error and store.get(FAR).status == "storniert"
    qtbot.waitUntil(editor.undo_stack.canUndo)
    assert FAR in editor.undo_stack.undoText()
    assert editor.model.row_of(FAR) is None  # undone before its page ever came
    editor.undo_stack.undo()
    assert store.get(FAR).status == "versandt"
    row = _fetch_until_shown(editor.model, FAR)
    assert editor.model.order_at(row).status == "versandt"
    editor.undo_stack.redo()
    assert store.get(FAR).status == "storniert" and editor.model.order_at(row).status == "storniert"
