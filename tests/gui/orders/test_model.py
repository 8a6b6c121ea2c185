"""The orders table model: shape, display, edits through the store, refusals, outside changes, size."""

from __future__ import annotations

import datetime as dt
import threading

import pytest
from PySide6.QtCore import Qt, qInstallMessageHandler

from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson.orders import Order
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from gui.orders.model import HEADERS, OrdersModel

DELIVERY, STATUS, ORDER = 3, 2, 0


def order_status(store, order_id="1042", customer="K-100") -> str:
    use = ToolUseBlock(id="toolu_1", name="get_order_status", input={"order_id": order_id})
    return lesson_registry().dispatch(use, ToolContext(Session(customer), store)).result.content


def row_of(model, order_id):
    row = model.row_of(order_id)
    assert row is not None
    return row


def make_orders(n: int) -> list[Order]:
    day = dt.date(2026, 11, 3)
    return [Order(order_id=str(10_000 + i), customer_id=f"K-{i % 500}", status="versandt",
                  delivery=day, return_by=day + dt.timedelta(days=14)) for i in range(n)]


def test_model_passes_the_python_model_tester_through_changes(qtmodeltester, model, store):
    qtmodeltester.check(model, force_py=True)
    store.insert(make_orders(1)[0])
    store.update("1042", status="zugestellt")
    store.delete("1187")
    store.reset_to_lesson()
    assert model.rowCount() == 6


def test_model_passes_the_qt_model_tester_through_changes(qtmodeltester, model, store):
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda _mode, _context, text: messages.append(text))
    try:
        qtmodeltester.check(model)  # Qt's C++ tester reports failures as warnings
        store.insert(make_orders(1)[0])
        store.update("1311", order_id="1312")
        store.delete("1042")
        store.reset_to_lesson()
    finally:
        qInstallMessageHandler(previous)
    assert [m for m in messages if "FAIL" in m] == []


def test_lesson_rows_show_dates_as_the_lesson_writes_them(model):
    row = row_of(model, "1042")
    shown = [model.index(row, c).data() for c in range(5)]
    assert shown == ["1042", "K-100", "versandt", "3. November", "17. November"]
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == list(HEADERS)


def test_a_date_outside_the_lesson_year_shows_its_year(model, store):
    store.update("1042", delivery="2027-01-05")
    assert model.index(row_of(model, "1042"), DELIVERY).data() == "5. Januar 2027"


@pytest.mark.parametrize("typed", ["5. November", "5. November 2026", "2026-11-05"])
def test_editing_a_delivery_date_reaches_sqlite_and_the_next_tool_call(model, store, typed):
    assert order_status(store) == "1042 — versandt, Lieferung 3. November"
    index = model.index(row_of(model, "1042"), DELIVERY)
    assert model.setData(index, typed) is True
    assert store.get("1042").delivery == dt.date(2026, 11, 5)
    assert index.data() == "5. November"
    assert order_status(store) == "1042 — versandt, Lieferung 5. November"


@pytest.mark.parametrize("column, value, fragment", [
    (ORDER, "", "order number must not be empty"),
    (ORDER, "1187", "order number 1187 already taken"),
    (STATUS, "unterwegs", "unknown status 'unterwegs'"),
    (DELIVERY, "32. Foo", "not a valid date"),
    (DELIVERY, "31. November", "not a valid date"),
])
def test_bad_values_are_refused_and_nothing_changes(qtbot, model, store, column, value, fragment):
    before = store.all()
    index = model.index(row_of(model, "1042"), column)
    with qtbot.waitSignal(model.sig_refused) as refused:
        assert model.setData(index, value) is False
    row, col, message = refused.args
    assert (row, col) == (index.row(), column)
    assert fragment in message
    assert store.all() == before
    assert model.undo_stack.count() == 0
    assert model.orders() == before


def test_setting_the_same_value_is_no_edit(model, store):
    index = model.index(row_of(model, "1042"), DELIVERY)
    assert model.setData(index, "2026-11-03") is True
    assert model.undo_stack.count() == 0


def test_a_change_from_another_thread_appears_in_the_model(qtbot, model, store):
    writer = threading.Thread(target=lambda: store.update("1042", status="zugestellt"))
    writer.start()
    writer.join()
    qtbot.waitUntil(lambda: model.index(row_of(model, "1042"), STATUS).data() == "zugestellt")


def test_changes_made_in_code_appear_in_the_model(model, store):
    store.insert(make_orders(1)[0])
    assert model.index(model.rowCount() - 1, ORDER).data() == "10000"
    store.delete("1187")
    assert model.row_of("1187") is None and model.rowCount() == 6
    store.update("1042", order_id="2042")
    assert model.index(0, ORDER).data() == "2042" and model.row_of("1042") is None


def test_a_deleted_model_no_longer_listens(qtbot, store):
    model = OrdersModel(store)
    with qtbot.waitSignal(model.destroyed, timeout=2000):
        model.deleteLater()
    del model
    assert store._listeners == []
    store.update("1042", status="zugestellt")
    assert store.get("1042").status == "zugestellt"


def test_a_hundred_thousand_rows_load_and_answer(qtbot):
    big = OrdersStore.in_memory(make_orders(100_000))
    try:
        model = OrdersModel(big)
        with qtbot.waitSignal(model.sig_loaded, timeout=30000):
            pass
        assert model.rowCount() == 100_000
        last = model.index(99_999, ORDER)
        assert last.data() == "109999"
        assert model.row_of("109999") == 99_999
        assert model.setData(model.index(99_999, STATUS), "zugestellt") is True
        assert big.get("109999").status == "zugestellt"
    finally:
        big.close()


@pytest.mark.parametrize("typed, shown", [("2027-01-10", "10. Januar 2027"), ("10. Januar 2027", "10. Januar 2027"),
                                          ("2026-11-05", "5. November")])
def test_the_cell_and_the_tool_write_a_date_the_same_way_year_included(model, store, typed, shown):
    cell = model.index(row_of(model, "1042"), DELIVERY)
    assert model.setData(cell, typed)
    assert cell.data() == shown
    assert order_status(store) == f"1042 — versandt, Lieferung {shown}"


def test_the_russian_lessons_table_shows_and_takes_its_own_dates(qtbot):
    from core.lesson.catalog import find_lesson

    lesson = find_lesson("ru-northwind")
    store = OrdersStore.in_memory(seed=lesson.seed())
    model = OrdersModel(store)
    row = row_of(model, "4417")
    assert model.index(row, DELIVERY).data() == "14 ноября"
    assert model.setData(model.index(row, DELIVERY), "1 января 2027 г.")
    assert store.get("4417").delivery == dt.date(2027, 1, 1)
    assert model.index(row, DELIVERY).data() == "1 января 2027 г."
