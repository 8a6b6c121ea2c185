"""Undo and redo of order edits: exact restores, through the store, keyed by order id; Ctrl+Z in the window
reaches the order edit wherever the focus is after asking."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt

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


def _edit_1042_delivery(window, text: str) -> bool:
    editor = window.orders_editor
    index = editor.proxy.mapFromSource(editor.model.index(editor.model.row_of("1042"), 3))
    return editor.proxy.setData(index, text)


def test_ctrl_z_undoes_an_order_edit_after_asking_again_from_the_chat(window, ask, qtbot, store):
    """README's second step: edit 1042, ask again (focus is now in the chat), Ctrl+Z puts it back."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert _edit_1042_delivery(window, "5. November")
    assert "5. November" in ask(window, "Wann kommt Bestellung 1042 an?").answer
    for focus in (window.chat.transcript, window.inspector.tree):  # where a learner's focus is after asking
        focus.setFocus()
        qtbot.waitUntil(focus.hasFocus, timeout=2000)
        qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert store.get("1042").delivery == dt.date(2026, 11, 3)
        qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert store.get("1042").delivery == dt.date(2026, 11, 5)
    field = window.chat.input  # a text field undoes its own typing first, then the order edit
    field.setFocus()
    qtbot.waitUntil(field.hasFocus, timeout=2000)
    qtbot.keyClicks(field, "Wo")
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert field.text() == "" and store.get("1042").delivery == dt.date(2026, 11, 5)
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert field.text() == "" and store.get("1042").delivery == dt.date(2026, 11, 3)


def test_ctrl_z_right_after_asking_from_the_input_line_undoes_the_order_edit_not_the_question(window, qtbot, store):
    """README: edit 1042, type the question, Enter, Ctrl+Z puts the date back (the sent question stays sent)."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert _edit_1042_delivery(window, "5. November")
    field = window.chat.input
    field.setFocus()
    qtbot.waitUntil(field.hasFocus, timeout=2000)
    qtbot.keyClicks(field, "Wann kommt Bestellung 1042 an?")
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert "5. November" in ended.args[0].answer and field.hasFocus()
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert field.text() == ""
    assert store.get("1042").delivery == dt.date(2026, 11, 3)
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert field.text() == "" and store.get("1042").delivery == dt.date(2026, 11, 5)


def test_undo_clears_an_old_refusal_but_a_refused_undo_is_still_reported(window, store):
    editor = window.orders_editor
    assert _edit_1042_delivery(window, "5. November")
    assert not _edit_1042_delivery(window, "32. November")
    assert not editor.message.isHidden() and "32. November" in editor.message.text()
    editor.undo_action.trigger()  # the cell now shows 3. November: the old complaint no longer applies
    assert editor.message.isHidden()
    editor.redo_action.trigger()
    store.delete("1042")  # someone else removed the order: this undo cannot be done, and says so
    editor.undo_action.trigger()
    assert not editor.message.isHidden() and "1042" in editor.message.text()
