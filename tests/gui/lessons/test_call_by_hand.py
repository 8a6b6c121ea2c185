"""Tools → Call a tool by hand: a form from the tool's schema, run as the loop would, rows lit up, Undo for acts."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit

from core.engine.events import ToolFinished
from core.lesson.catalog import find_lesson
from core.lesson.spec import ToolDef
from core.lesson.store import OrdersStore

Q1042 = "Wann kommt Bestellung 1042 an?"


@pytest.fixture
def lesson_window(make_window):
    """A window for the named lesson, on a store of its own orders."""
    stores: list[OrdersStore] = []

    def make(name: str):
        lesson = find_lesson(name)
        stores.append(OrdersStore.in_memory(seed=lesson.seed()))
        return make_window(store=stores[-1], lesson=lesson)

    yield make
    for store in stores:
        store.close()


def _open(window):
    window.tools_menu.act_call.trigger()
    dock = window.tools_menu.dock
    assert not dock.isHidden()
    return dock


def _called(qtbot, dock):
    """Start the dock's call and wait for its outcome from the worker."""
    with qtbot.waitSignal(dock.runner.sig_called, timeout=5000) as blocker:
        assert dock.run()
    return blocker.args[0]


def _run(qtbot, dock, tool: str, **fields: str):
    dock.choose(tool)
    for name, text in fields.items():
        edit = dock.form.fields[name]
        assert isinstance(edit, QLineEdit)
        edit.setText(text)
    return _called(qtbot, dock)


def _loop_result(window, ask, question: str) -> ToolFinished:
    finished: list[ToolFinished] = []
    window.runner.sig_event.connect(lambda e: finished.append(e) if isinstance(e, ToolFinished) else None)
    ask(window, question)
    return finished[0]


@pytest.mark.parametrize("name", ["de-shop", "ru-northwind"])
def test_the_form_has_one_field_per_property_of_every_tool_of_the_lesson(lesson_window, name):
    window = lesson_window(name)
    dock = _open(window)
    tools = [dock.tool_combo.itemText(i) for i in range(dock.tool_combo.count())]
    assert tools == window.lesson.tool_names()  # every tool, offered to the model or not
    for tool in window.lesson.tools:
        dock.choose(tool.name)
        assert list(dock.form.fields) == list(tool.input_schema["properties"])
        assert dock.form.required == set(tool.input_schema["required"])
        assert all(isinstance(w, QLineEdit) for w in dock.form.fields.values())  # strings: a line each
        assert dock.confirm.isVisibleTo(dock) == (tool.kind == "acting")


@pytest.mark.parametrize(("name", "question", "tool", "order"), [
    ("de-shop", Q1042, "get_order_status", "1042"),
    ("ru-northwind", "Когда придёт заказ 4471?", "lookup_order", "4471"),
])
def test_a_call_by_hand_shows_what_the_loop_gets_for_the_same_input(lesson_window, ask, qtbot, name, question, tool,
                                                                    order):
    window = lesson_window(name)
    in_loop = _loop_result(window, ask, question)
    assert in_loop.use.input == {"order_id": order}
    dock = _open(window)
    call = _run(qtbot, dock, tool, order_id=order)
    assert (call.result.content, call.result.is_error) == (in_loop.result.content, in_loop.result.is_error)
    assert dock.result_view.toPlainText() == in_loop.result.content
    assert dock.verdict.text() == ("✗ is_error: true" if in_loop.result.is_error else "✓ is_error: false")
    assert '"order_id": "' + order + '"' in dock.sent_view.toPlainText()


def test_the_rows_read_light_up_in_the_orders_table(lesson_window, qtbot):
    window = lesson_window("de-shop")
    dock = _open(window)
    assert not dock.result_view.isVisibleTo(dock)  # nothing to show before the first call
    assert _run(qtbot, dock, "get_order_status", order_id="1042").touched == ("1042",)
    assert dock.result_view.isVisibleTo(dock) and dock.rows_label.isVisibleTo(dock)
    model = window.orders_editor.model
    qtbot.waitUntil(lambda: model.is_highlighted(model.row_of("1042")))
    assert "1042" in dock.rows_label.text()
    assert not model.is_highlighted(model.row_of("1187"))


def test_another_customers_order_is_refused_for_the_signed_in_customer(lesson_window, qtbot):
    window = lesson_window("ru-northwind")
    dock = _open(window)
    assert window.toolbar.customer() == "ALFKI" and "ALFKI" in dock.customer_label.text()
    call = _run(qtbot, dock, "lookup_order", order_id="4420")  # ANATR's order
    assert call.result.is_error and dock.result_view.toPlainText() == "Failed: заказ 4420 не найден"
    assert call.touched == () and dock.verdict.text().startswith("✗")
    window.toolbar.customer_combo.set_customer("ANATR")
    assert "ANATR" in dock.customer_label.text()
    assert not _called(qtbot, dock).result.is_error  # the same form, now for the order's own customer


def test_a_missing_required_field_is_the_tools_validation_error(lesson_window, qtbot):
    window = lesson_window("ru-northwind")
    dock = _open(window)
    call = _run(qtbot, dock, "lookup_order")  # order_id left empty: not sent
    assert call.use.input == {} and dock.sent_view.toPlainText() == "{}"
    assert call.result.is_error
    assert dock.result_view.toPlainText() == "Failed: " + window.registry.texts.missing.format(field="order_id")


def test_an_acting_tool_asks_for_confirmation_changes_the_store_and_undo_reverts_it(lesson_window, qtbot):
    window = lesson_window("de-shop")
    dock = _open(window)
    before = window.store.get("1042")
    dock.choose("cancel_order")
    dock.form.fields["order_id"].setText("1042")
    assert not dock.run_button.isEnabled() and not dock.run()  # not confirmed: nothing runs
    assert window.store.get("1042") == before
    dock.confirm.setChecked(True)
    assert dock.run_button.isEnabled()
    call = _called(qtbot, dock)
    assert not call.result.is_error and window.store.get("1042").status == "storniert"
    assert not dock.confirm.isChecked()  # the next act is confirmed on its own
    stack = window.orders_editor.undo_stack
    qtbot.waitUntil(stack.canUndo)
    qtbot.waitUntil(lambda: window.orders_editor.model.order_at(window.orders_editor.model.row_of("1042")).status
                    == "storniert")
    stack.undo()
    assert window.store.get("1042") == before


def test_a_tool_added_to_the_lesson_shows_up_in_the_form(lesson_window, qtbot):
    window = lesson_window("de-shop")
    dock = _open(window)
    extra = ToolDef.model_validate({
        "name": "orders_in_status", "description": "Bestellungen des Kunden in einem Status.", "kind": "reading",
        "input_schema": {"type": "object", "required": ["status", "limit"], "properties": {
            "status": {"type": "string", "enum": list(window.store.statuses)},
            "limit": {"type": "integer"}, "newest_first": {"type": "boolean"}, "ids": {"type": "array"}}},
        "handler": {"query": "SELECT order_id, status FROM orders WHERE customer_id = :customer "
                             "AND status = :status LIMIT :limit",
                    "result": "{order_id} — {status}", "not_found": "keine Bestellung im Status {status}"}})
    lesson = dataclasses.replace(window.lesson, tools=(*window.lesson.tools, extra))
    window.tool_editing.apply(lesson, [])  # what saving in the tool editor does to the window
    assert dock.tool_combo.findText("orders_in_status") >= 0
    dock.choose("orders_in_status")
    fields = dock.form.fields
    assert isinstance(fields["status"], QComboBox) and isinstance(fields["limit"], QLineEdit)
    assert isinstance(fields["newest_first"], QCheckBox) and isinstance(fields["ids"], QLineEdit)
    assert dock.form.required == {"status", "limit"}
    fields["status"].setCurrentText("zugestellt")
    fields["limit"].setText("5")
    call = _called(qtbot, dock)
    assert call.use.input == {"status": "zugestellt", "limit": 5}  # optional fields left alone are not sent
    assert call.result.content == "1187 — zugestellt" and call.touched == ("1187",)
    fields["limit"].setText("fünf")  # not a whole number: sent as typed, refused by the tool's validation
    wrong = _called(qtbot, dock)
    assert wrong.use.input["limit"] == "fünf" and wrong.result.is_error
    assert wrong.result.content == window.registry.texts.not_integer.format(field="limit")


def test_the_dock_follows_the_windows_zoom(lesson_window):
    window = lesson_window("de-shop")
    dock = _open(window)
    window.classroom.zoom.set_percent(150)
    assert dock.widget().font().pointSizeF() == pytest.approx(window.font().pointSizeF())
    assert window.tools_menu.act_call.shortcut().toString() == "Ctrl+Shift+T"


def test_a_changed_tool_rebuilds_its_form_and_keeps_it_chosen(lesson_window):
    window = lesson_window("de-shop")
    dock = _open(window)
    dock.choose("get_return_window")
    tools = [tool.model_copy(update={"input_schema": {**tool.input_schema, "properties": {
        **tool.input_schema["properties"], "note": {"type": "string"}}}}) if tool.name == "get_return_window"
        else tool for tool in window.lesson.tools]
    window.tool_editing.apply(dataclasses.replace(window.lesson, tools=tuple(tools)), [])
    assert dock.tool_combo.currentText() == "get_return_window"
    assert list(dock.form.fields) == ["order_id", "note"] and dock.form.required == {"order_id"}
