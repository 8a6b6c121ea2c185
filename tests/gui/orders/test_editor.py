"""The orders editor widget: editing in the table, refusals next to the cell, highlight, reset, shortcuts."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QMessageBox, QToolTip

from core.lesson.orders import Order
from core.lesson.store import OrdersStore
from gui.orders.editor import OrdersEditor
from tests.lessons import SHOP

ORDER, CUSTOMER, STATUS, DELIVERY = 0, 1, 2, 3


@pytest.fixture
def editor(qtbot, store):
    widget = OrdersEditor(store)
    qtbot.addWidget(widget)
    widget.resize(700, 420)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def view_index(editor, order_id, column):
    return editor.proxy.mapFromSource(editor.model.index(editor.model.row_of(order_id), column))


def open_cell_editor(qtbot, editor, order_id, column, kind):
    index = view_index(editor, order_id, column)
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    widget = editor.view.viewport().findChild(kind)
    assert widget is not None and widget.isVisible()
    return widget


def test_typing_a_date_in_the_cell_writes_it_to_the_store(qtbot, editor, store):
    line = open_cell_editor(qtbot, editor, "1042", DELIVERY, QLineEdit)
    assert line.text() == "3. November"
    line.selectAll()
    qtbot.keyClicks(line, "2026-11-05")
    qtbot.keyClick(line, Qt.Key.Key_Return)  # the delegate commits on the next event loop turn
    qtbot.waitUntil(lambda: store.get("1042").delivery == dt.date(2026, 11, 5))
    assert view_index(editor, "1042", DELIVERY).data() == "5. November"
    assert editor.undo_stack.count() == 1


def test_status_is_chosen_from_a_combo_of_the_known_statuses(qtbot, editor, store):
    combo = open_cell_editor(qtbot, editor, "1042", STATUS, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())][:3] == ["in Bearbeitung", "versandt", "zugestellt"]
    assert combo.currentText() == "versandt"
    combo.setCurrentText("zugestellt")
    combo.activated.emit(combo.currentIndex())
    assert store.get("1042").status == "zugestellt"


def test_a_refused_value_is_explained_next_to_the_cell_until_the_next_good_edit(qtbot, editor, store):
    before = store.all()
    index = view_index(editor, "1042", STATUS)
    assert not editor.proxy.setData(index, "unterwegs")
    assert editor.message.isVisible()
    assert "1042" in editor.message.text() and "unterwegs" in editor.message.text()
    assert "unterwegs" in QToolTip.text()
    assert store.all() == before and editor.undo_stack.count() == 0
    assert editor.proxy.setData(view_index(editor, "1042", DELIVERY), "4. November")
    assert not editor.message.isVisible()


def test_highlight_marks_the_row_then_clears(qtbot, editor):
    row = editor.model.row_of("1187")
    editor.highlight_order("1187")
    assert editor.model.is_highlighted(row)
    assert editor.model.index(row, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert not editor.model.is_highlighted(editor.model.row_of("1042"))
    qtbot.waitUntil(lambda: not editor.model.is_highlighted(row), timeout=4000)
    assert editor.model.index(row, 0).data(Qt.ItemDataRole.BackgroundRole) is None


def test_highlight_scrolls_a_far_row_into_view(qtbot):
    day = dt.date(2026, 11, 3)
    orders = [Order(order_id=str(5000 + i), customer_id="K-100", status="versandt",
                    delivery=day, return_by=day) for i in range(3000)]
    big = OrdersStore.in_memory(orders)
    widget = OrdersEditor(big)
    qtbot.addWidget(widget)
    widget.resize(600, 400)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: not widget.model.canFetchMore())  # the rest came in pages after the first
    widget.highlight_order("7900")
    rect = widget.view.visualRect(view_index(widget, "7900", ORDER))
    assert widget.view.viewport().rect().contains(rect.center())
    big.close()


def test_add_starts_editing_a_fresh_order_of_the_selected_customer(qtbot, editor, store):
    editor.view.setCurrentIndex(view_index(editor, "1311", CUSTOMER))
    editor.add_action.trigger()
    new = store.get("1578")
    assert new is not None and new.customer_id == "K-200" and new.status == "in Bearbeitung"
    assert new.return_by > new.delivery
    assert editor.view.state() == editor.view.State.EditingState
    assert editor.view.currentIndex() == view_index(editor, "1578", ORDER)
    editor.undo_action.trigger()
    assert store.get("1578") is None


def test_add_with_nothing_selected_uses_k100(qtbot, editor, store):
    editor.view.setCurrentIndex(editor.proxy.index(-1, -1))
    editor.add_order()
    assert store.get("1578").customer_id == "K-100"


@pytest.fixture
def confirm(monkeypatch):
    """Answer the delete question with Yes, and keep what was asked."""
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kw: asked.append(args[2]) or QMessageBox.StandardButton.Yes)
    return asked


def test_delete_selected_rows_and_undo(qtbot, editor, store, confirm):
    editor.view.selectRow(view_index(editor, "1187", ORDER).row())
    editor.delete_action.trigger()
    assert store.get("1187") is None
    editor.undo_action.trigger()
    assert [o.order_id for o in editor.model.orders()][:2] == ["1042", "1187"]


def test_keyboard_undo_and_redo(qtbot, editor, store):
    assert editor.proxy.setData(view_index(editor, "1042", DELIVERY), "5. November")
    assert editor.undo_action.isEnabled() and not editor.redo_action.isEnabled()
    assert "1042" in editor.undo_action.toolTip() and editor.undo_action.text() == "Undo"
    editor.activateWindow()
    editor.view.setFocus()
    qtbot.waitUntil(editor.view.hasFocus)
    qtbot.keyClick(editor.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert store.get("1042").delivery == dt.date(2026, 11, 3)
    qtbot.keyClick(editor.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert store.get("1042").delivery == dt.date(2026, 11, 5)
    editor.undo_action.trigger()
    qtbot.keyClick(editor.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert store.get("1042").delivery == dt.date(2026, 11, 5)


@pytest.mark.parametrize("answer, restored", [(QMessageBox.StandardButton.Yes, True),
                                              (QMessageBox.StandardButton.Cancel, False)])
def test_reset_to_lesson_data_asks_first(qtbot, editor, store, monkeypatch, answer, restored):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args) or answer)
    store.delete("1042")
    assert editor.proxy.setData(view_index(editor, "1187", STATUS), "storniert")
    editor.reset_action.trigger()
    assert asked
    lesson = ["1042", "1187", "1311", "1420", "1503", "1577"]
    if restored:
        assert [o.order_id for o in store.all()] == lesson and editor.model.rowCount() == 6
        assert store.get("1187").status == "zugestellt"
        assert editor.undo_stack.count() == 0
    else:
        assert store.get("1042") is None and editor.undo_stack.count() == 1


def test_filter_narrows_the_rows_and_edits_still_land_on_the_right_order(qtbot, editor, store):
    qtbot.keyClicks(editor.filter, "k-200")
    qtbot.waitUntil(lambda: editor.proxy.rowCount() == 2)
    assert "2 of 6" in editor.count.text()
    index = view_index(editor, "1420", DELIVERY)
    assert index.row() == 1
    assert editor.proxy.setData(index, "1. November")
    assert store.get("1420").delivery == dt.date(2026, 11, 1)
    editor.highlight_order("1420")
    assert editor.model.is_highlighted(editor.model.row_of("1420"))


def test_a_hundred_thousand_rows_open_in_the_editor(qtbot):
    day = dt.date(2026, 11, 3)
    orders = [Order(order_id=str(100_000 + i), customer_id="K-1", status="versandt",
                    delivery=day, return_by=day) for i in range(100_000)]
    big = OrdersStore.in_memory(orders)
    widget = OrdersEditor(big)
    qtbot.addWidget(widget)
    assert 0 < widget.proxy.rowCount() < 100_000 and widget.model.canFetchMore()  # the first page, at once
    assert widget.count.text() == f"{widget.proxy.rowCount():,} of 100,000 orders, reading …"
    widget.show()
    qtbot.waitExposed(widget)
    with qtbot.waitSignal(widget.model.sig_loaded, timeout=30000):
        pass
    assert widget.proxy.rowCount() == 100_000 and widget.count.text() == "100,000 orders"
    widget.highlight_order("199999")
    assert widget.view.rowAt(widget.view.viewport().height() // 2) > 99_000
    big.close()


def test_the_filter_proxy_stays_consistent_through_changes(qtmodeltester, editor, store):
    editor.proxy.set_needle("zugestellt")
    assert [editor.proxy.index(r, 0).data() for r in range(editor.proxy.rowCount())] == ["1187", "1420"]
    qtmodeltester.check(editor.proxy, force_py=True)
    store.update("1042", status="zugestellt")
    store.delete("1187")
    store.insert(Order(order_id="1600", customer_id="K-9", status="zugestellt",
                       delivery="2026-11-01", return_by="2026-11-15"))
    assert [editor.proxy.index(r, 0).data() for r in range(editor.proxy.rowCount())] == ["1042", "1420", "1600"]


def test_adding_while_the_filter_hides_the_new_row_clears_the_filter(qtbot, editor, store):
    editor.filter.setText("storniert")
    editor.proxy.set_needle("storniert")
    editor.add_order()
    assert editor.filter.text() == "" and editor.proxy.rowCount() == 7
    assert editor.view.currentIndex() == view_index(editor, "1578", ORDER)


def test_the_delete_key_in_the_table_deletes_the_selected_row(qtbot, editor, store, confirm):
    editor.view.selectRow(view_index(editor, "1503", ORDER).row())
    editor.activateWindow()
    editor.view.setFocus()
    qtbot.waitUntil(editor.view.hasFocus)
    qtbot.keyClick(editor.view, Qt.Key.Key_Delete)
    assert store.get("1503") is None and editor.model.row_of("1503") is None
    assert editor.undo_action.isEnabled()


def test_a_reset_made_elsewhere_reloads_the_table_and_drops_the_stale_undo_history(editor, store):
    assert editor.proxy.setData(view_index(editor, "1042", STATUS), "zugestellt")
    store.replace_all(store.all()[:2])
    assert editor.model.rowCount() == 2 and "2 orders" in editor.count.text()
    assert editor.undo_stack.count() == 0


def select_row(editor, order_id):
    """Select the order's row as a click would, whatever keys an earlier test left held."""
    flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    editor.view.selectionModel().select(view_index(editor, order_id, ORDER), flags)


def test_delete_acts_only_on_a_visible_selection_asks_first_and_the_count_follows(qtbot, editor, store,
                                                                                   monkeypatch):
    answers, asked = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes], []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args[2]) or answers.pop(0))
    editor.view.setCurrentIndex(view_index(editor, "1187", ORDER))
    editor.view.selectionModel().clearSelection()  # a current cell, but nothing shown selected
    assert editor.view.currentIndex().isValid() and not editor.delete_action.isEnabled()
    assert editor.delete_selected() == 0 and asked == [] and store.count() == 6
    select_row(editor, "1187")
    assert editor.delete_action.isEnabled()
    assert editor.delete_selected() == 0 and store.get("1187") is not None  # Cancel
    assert editor.delete_selected() == 1 and store.get("1187") is None  # Yes
    assert asked == ["Delete order 1187?\nUndo (Ctrl+Z) brings it back."] * 2
    assert editor.count.text() == "5 orders"
    assert not editor.delete_action.isEnabled() and editor.delete_selected() == 0  # the next row is not selected
    assert store.count() == 5


def test_after_a_filtered_delete_the_footer_counts_both_right(qtbot, editor, store, confirm):
    editor.proxy.set_needle("k-200")
    select_row(editor, "1420")
    assert editor.delete_selected() == 1
    assert editor.count.text() == "1 of 5 orders"
    editor.undo_action.trigger()
    assert editor.count.text() == "2 of 6 orders"


def test_a_refused_value_stays_marked_at_its_cell_when_focus_returns_until_the_next_edit(qtbot, editor, store):
    line = open_cell_editor(qtbot, editor, "1042", DELIVERY, QLineEdit)
    line.selectAll()
    qtbot.keyClicks(line, "32. Foo")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.model.refusal() is not None)
    editor.view.setFocus()  # back in the table: a tooltip would be gone now
    qtbot.waitUntil(lambda: editor.view.state() == editor.view.State.NoState)
    cell = view_index(editor, "1042", DELIVERY)
    assert "not a valid date" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert cell.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert editor.message.isVisible() and "1042, Delivery" in editor.message.text()
    assert view_index(editor, "1187", DELIVERY).data(Qt.ItemDataRole.BackgroundRole) is None
    assert editor.proxy.setData(view_index(editor, "1187", STATUS), "storniert")  # the next edit
    assert editor.model.refusal() is None and not editor.message.isVisible()
    assert cell.data(Qt.ItemDataRole.BackgroundRole) is None
    assert "not a valid date" not in cell.data(Qt.ItemDataRole.ToolTipRole)


def test_the_customer_column_stores_the_customer_id_in_its_one_form(qtbot, editor, store):
    assert editor.proxy.setData(view_index(editor, "1042", CUSTOMER), " k-300 ")
    assert store.get("1042").customer_id == "K-300" and view_index(editor, "1042", CUSTOMER).data() == "K-300"
    assert not editor.proxy.setData(view_index(editor, "1042", CUSTOMER), "K 300")
    assert "only letters, digits" in editor.message.text() and store.get("1042").customer_id == "K-300"


def test_a_read_only_database_says_why_and_nothing_can_be_changed(qtbot, tmp_path, monkeypatch):
    import sqlite3

    path = tmp_path / "orders.sqlite3"
    OrdersStore.open(path, seed=SHOP).close()
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, check_same_thread=False, isolation_level=None)
    reason = "Read only: the file is read-only. Changes are off."
    read_only = OrdersStore(db, path, read_only=reason)
    widget = OrdersEditor(read_only)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    assert widget.read_only_note.isVisible() and widget.read_only_note.text() == reason
    cell = view_index(widget, "1042", STATUS)
    assert not cell.flags() & Qt.ItemFlag.ItemIsEditable
    assert not widget.add_action.isEnabled() and not widget.reset_action.isEnabled()
    select_row(widget, "1042")
    assert not widget.delete_action.isEnabled()
    assert not widget.proxy.setData(cell, "storniert")
    assert widget.message.isVisible() and reason in widget.message.text()
    assert read_only.get("1042").status == "versandt"
    read_only.close()


@pytest.mark.parametrize("code, words", [
    ("en", ("not a valid date", "order number 1187 already taken")),
    ("ru", ("недопустимая дата", "номер заказа 1187 уже занят")),
    ("de", ("kein gültiges Datum", "Bestellnummer 1187 gibt es schon")),
])
def test_a_refused_value_is_said_in_the_ui_language(qtbot, store, code, words):
    from gui.common.i18n import language
    from gui.orders.model import OrdersModel

    model = OrdersModel(store)
    assert language.set(code)
    said: list[str] = []
    model.sig_refused.connect(lambda row, column, why: said.append(why))
    row = model.row_of("1042")
    assert row is not None
    assert not model.setData(model.index(row, 3), "32. Foo")
    assert not model.setData(model.index(row, 0), "1187")
    assert [words[0] in said[0], said[1]] == [True, words[1]], said


def test_reset_names_no_count_of_the_lessons_orders(editor):
    """Lessons ship different numbers of orders (and other tables): the reset's words promise none of them."""
    tip = editor.reset_action.toolTip()
    assert tip and not any(word in tip for word in ("six", "6"))
    assert "tables" in tip
