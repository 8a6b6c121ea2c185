"""The tool editor: problems named at their field as you type, Save only without problems, the input as a table
and as raw JSON Schema in step."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson.catalog import find_lesson
from core.lesson.store import OrdersStore
from gui.lessons.tool_editor import ToolEditor
from tests.gui.lessons.editor_helpers import tool_editor, typed
from tests.lessons import SHOP


@pytest.fixture
def saved():
    return []


@pytest.fixture
def editor(qtbot, saved):
    made = tool_editor(qtbot, saved, ["get_return_window"])
    return made


def problems_at(editor: ToolEditor, field: str) -> str:
    label = editor.form.problem_labels[field]
    return label.text() if not label.isHidden() else ""


def test_it_lists_the_lessons_tools_without_problems(editor):
    names = [editor.tool_list.item(i).text() for i in range(editor.tool_list.count())]
    assert names == ["get_order_status", "get_return_window", "cancel_order"]
    assert editor.form.name_edit.text() == "get_order_status"
    assert "customer_id = :customer" in editor.form.query_edit.toPlainText()
    assert not editor.save_button.isEnabled()  # nothing changed yet
    editor.tool_list.setCurrentRow(1)
    assert editor.form.strict_check.isChecked()


def test_a_write_in_a_reading_tool_is_refused_at_the_query(qtbot, editor):
    typed(qtbot, editor, lambda: editor.form.query_edit.setPlainText(
        "UPDATE orders SET status = 'storniert' WHERE customer_id = :customer"))
    assert "SQLite refused UPDATE orders: a reading tool may not write" in problems_at(editor, "query")
    assert not editor.save_button.isEnabled()
    assert editor.tool_list.item(0).text().startswith("✗")


def test_a_query_without_customer_is_refused_at_the_query(qtbot, editor):
    typed(qtbot, editor, lambda: editor.form.query_edit.setPlainText(
        "SELECT order_id, status, delivery FROM orders WHERE order_id = :order_id"))
    assert "use :customer" in problems_at(editor, "query")
    assert not editor.save_button.isEnabled()


def test_a_bad_name_is_refused_at_the_name(qtbot, editor):
    editor.tool_list.setCurrentRow(2)
    typed(qtbot, editor, lambda: editor.form.name_edit.setText("Bestellung stornieren"))
    assert "1 to 64 letters" in problems_at(editor, "name")
    assert problems_at(editor, "query") == ""
    assert not editor.save_button.isEnabled()


def test_a_bad_schema_is_refused_at_the_input(qtbot, editor):
    schema = {"type": "object", "properties": {"order_id": {"type": "text"}}}
    typed(qtbot, editor, lambda: editor.form.schema_edit.setPlainText(json.dumps(schema)))
    assert "not a valid JSON Schema at properties/order_id/type" in problems_at(editor, "input_schema")
    typed(qtbot, editor, lambda: editor.form.schema_edit.setPlainText('{"type": "object",'))
    assert "not JSON" in problems_at(editor, "input_schema")
    assert not editor.save_button.isEnabled()


def test_the_fields_table_and_the_raw_schema_stay_in_step(qtbot, editor):
    form = editor.form
    form.fields.add_field()
    schema = json.loads(form.schema_edit.toPlainText())
    assert schema["properties"] == {"order_id": {"type": "string"}, "field_1": {"type": "string"}}
    assert schema["required"] == ["order_id", "field_1"]
    raw = {"type": "object", "properties": {"order_id": {"type": "string", "description": "Nummer"},
                                            "express": {"type": "boolean"}}, "required": ["order_id"]}
    form.schema_edit.setPlainText(json.dumps(raw))
    assert [(f.name, f.type, f.required, f.description) for f in form.fields.fields()] == [
        ("order_id", "string", True, "Nummer"), ("express", "boolean", False, "")]
    form.schema_edit.setPlainText(json.dumps({**raw, "additionalProperties": False}))
    assert not form.fields.isEnabled() and not form.table_note.isHidden()


def test_save_only_without_problems_and_a_new_tool_is_offered(qtbot, editor, saved):
    editor.add_button.click()
    typed(qtbot, editor, lambda: editor.form.name_edit.setText("get_delivery_date"))
    typed(qtbot, editor, lambda: editor.form.description_edit.setPlainText("Lieferdatum einer Bestellung."))
    assert editor.save_button.isEnabled()
    editor.save_button.click()
    lesson = saved[-1]
    assert [t.name for t in lesson.tools][-1] == "get_delivery_date"
    assert "get_delivery_date" in lesson.meta.offered
    assert lesson.meta.offered == [*find_lesson("de-shop").meta.offered, "get_delivery_date"]


def test_a_tool_the_fake_model_calls_cannot_be_deleted_but_a_new_one_can(qtbot, editor):
    assert not editor.delete_button.isEnabled()
    editor.duplicate_button.click()
    assert editor.form.name_edit.text() == "get_order_status_copy"
    assert editor.delete_button.isEnabled()
    editor.delete_button.click()
    assert editor.tool_list.count() == 3


def test_problems_are_worded_in_the_windows_language(qtbot, editor):
    from gui.common.i18n import language

    language.set("ru")
    typed(qtbot, editor, lambda: editor.form.query_edit.setPlainText(
        "SELECT order_id, status, delivery FROM orders WHERE order_id = :order_id"))
    assert "читающий инструмент читает только строки вошедшего клиента" in problems_at(editor, "query")
    assert editor.save_button.text() == "Сохранить"


def test_a_new_tool_in_the_russian_lesson_lacks_only_its_description(qtbot):
    made = ToolEditor(find_lesson("ru-northwind"), [], lambda lesson: lesson)
    qtbot.addWidget(made)
    made.add_button.click()
    made.check()
    assert [(p.field, p.code) for p in made.entries[-1].problems] == [("description", "empty")]
    assert "may not be empty" in problems_at(made, "description")


def test_the_lessons_checks_of_a_field_are_columns_of_the_table_and_are_saved(qtbot, editor, saved):
    from gui.lessons.fields_table import MAX_LENGTH, NOT_EMPTY

    form = editor.form
    field = form.fields.fields()[0]
    assert (field.name, field.not_empty, field.max_length) == ("order_id", True, 32)
    typed(qtbot, editor, lambda: form.fields.item(0, MAX_LENGTH).setText("zwölf"))
    assert "field order_id: the longest length is a whole number" in problems_at(editor, "input_schema")
    assert not editor.save_button.isEnabled()
    typed(qtbot, editor, lambda: form.fields.item(0, MAX_LENGTH).setText("6"))
    typed(qtbot, editor, lambda: form.fields.item(0, NOT_EMPTY).setCheckState(Qt.CheckState.Unchecked))
    assert form.draft()["checks"] == {"order_id": {"max_length": 6}}
    editor.save_button.click()
    tool = next(t for t in saved[-1].tools if t.name == "get_order_status")
    assert tool.checks["order_id"].max_length == 6 and not tool.checks["order_id"].not_empty
    outcome = saved[-1].registry(timeout=None).dispatch(
        ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1042-1042"}),
        ToolContext(Session("K-100"), OrdersStore.in_memory(seed=SHOP)))
    assert outcome.result.is_error
    assert "zu lang (9 Zeichen, höchstens 6)" in outcome.result.content


def test_checks_survive_a_round_trip_through_the_raw_schema(qtbot, editor):
    form = editor.form
    raw = {"type": "object", "properties": {"order_id": {"type": "string"}, "note": {"type": "string"}},
           "required": ["order_id"]}
    form.schema_edit.setPlainText(json.dumps(raw))
    assert [(f.name, f.not_empty, f.max_length) for f in form.fields.fields()] == [
        ("order_id", True, 32), ("note", False, None)]
    assert form.draft()["checks"] == {"order_id": {"not_empty": True, "max_length": 32}}
