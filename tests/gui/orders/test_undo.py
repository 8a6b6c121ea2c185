"""Undo and redo of order edits: exact restores, through the store, keyed by order id."""

from __future__ import annotations

import datetime as dt

from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson.orders import Order
from core.lesson.tools import lesson_registry
from gui.orders.undo import add_order, delete_rows

ORDER, STATUS, DELIVERY = 0, 2, 3
NEW = Order(order_id="1578", customer_id="K-100", status="in Bearbeitung",
            delivery="2026-12-01", return_by="2026-12-15")


def ids(model) -> list[str]:
    return [order.order_id for order in model.orders()]


def order_status(store, order_id="1042") -> str:
    use = ToolUseBlock(id="toolu_1", name="get_order_status", input={"order_id": order_id})
    return lesson_registry().dispatch(use, ToolContext(Session("K-100"), store)).result.content


def test_undo_and_redo_an_edited_delivery_date(model, store):
    index = model.index(model.row_of("1042"), DELIVERY)
    assert model.setData(index, "5. November")
    assert model.undo_stack.count() == 1
    assert "1042" in model.undo_stack.undoText() and "5. November" in model.undo_stack.undoText()
    model.undo_stack.undo()
    assert store.get("1042").delivery == dt.date(2026, 11, 3)
    assert index.data() == "3. November"
    assert order_status(store) == "1042 — versandt, Lieferung 3. November"
    model.undo_stack.redo()
    assert store.get("1042").delivery == dt.date(2026, 11, 5)
    assert order_status(store) == "1042 — versandt, Lieferung 5. November"


def test_undo_an_id_change_gives_the_order_its_old_id(model, store):
    assert model.setData(model.index(model.row_of("1042"), ORDER), "2042")
    assert store.get("1042") is None and store.get("2042") is not None
    model.undo_stack.undo()
    assert store.get("2042") is None and store.get("1042").status == "versandt"
    assert ids(model)[0] == "1042"
    model.undo_stack.redo()
    assert ids(model)[0] == "2042"


def test_add_an_order_and_undo_it(model, store):
    assert add_order(model, NEW)
    assert store.get("1578") == NEW and ids(model)[-1] == "1578"
    model.undo_stack.undo()
    assert store.get("1578") is None and "1578" not in ids(model)
    model.undo_stack.redo()
    assert store.get("1578") == NEW and ids(model)[-1] == "1578"


def test_adding_an_existing_id_is_refused_without_an_undo_step(qtbot, model, store):
    taken = NEW.model_copy(update={"order_id": "1042"})
    with qtbot.waitSignal(model.sig_refused) as refused:
        assert not add_order(model, taken)
    assert "1042" in refused.args[2]
    assert model.undo_stack.count() == 0 and store.get("1042").status == "versandt"


def test_delete_a_row_and_undo_brings_it_back_in_place(model, store):
    before, original = ids(model), store.get("1311")
    assert delete_rows(model, {model.row_of("1311")}) == 1
    assert store.get("1311") is None and "1311" not in ids(model)
    model.undo_stack.undo()
    assert store.get("1311") == original
    assert ids(model) == before
    model.undo_stack.redo()
    assert store.get("1311") is None


def test_delete_several_rows_and_undo_restores_their_positions(model, store):
    before, orders = ids(model), store.all()
    assert delete_rows(model, {0, 2, 5}) == 3
    assert ids(model) == ["1187", "1420", "1503"]
    assert model.undo_stack.count() == 1
    model.undo_stack.undo()
    assert ids(model) == before
    assert sorted(store.all(), key=lambda o: o.order_id) == sorted(orders, key=lambda o: o.order_id)


def test_a_refused_edit_leaves_the_undo_history_alone(model, store):
    assert model.setData(model.index(0, DELIVERY), "2026-11-05")
    assert not model.setData(model.index(0, STATUS), "unterwegs")
    assert model.undo_stack.count() == 1 and model.undo_stack.index() == 1


def test_an_undo_the_store_turns_down_is_reported(qtbot, model, store):
    assert add_order(model, NEW)
    store.delete("1578")  # someone else removed it meanwhile
    with qtbot.waitSignal(model.sig_refused) as refused:
        model.undo_stack.undo()
    assert refused.args[:2] == [-1, -1] and "1578" in refused.args[2]
