"""The tool editor shows an acting tool's check and refusals, checks them as you type, and a saved refusal is
what the tool then does."""

from __future__ import annotations

import pytest

from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson.catalog import find_lesson
from core.lesson.store import OrdersStore
from gui.lessons.tool_editor import ToolEditor
from tests.gui.lessons.editor_helpers import tool_editor, typed
from tests.lessons import SHOP

CANCEL = 2  # cancel_order's row in the de-shop lesson's list


@pytest.fixture
def saved():
    return []


@pytest.fixture
def editor(qtbot, saved):
    made = tool_editor(qtbot, saved, [])
    made.show()
    made.tool_list.setCurrentRow(CANCEL)
    return made


def tool(lesson, name: str = "cancel_order"):
    return next(t for t in lesson.tools if t.name == name)


def shown(label) -> str:
    return label.text() if not label.isHidden() else ""


def set_cell(editor: ToolEditor, row: int, column: int, text: str) -> None:
    editor.form.before_write.refusals.item(row, column).setText(text)


def test_an_acting_tool_shows_its_check_and_refusals_and_a_reading_tool_does_not(editor):
    before = editor.form.before_write
    assert before.isVisible()
    assert "SELECT order_id, status FROM orders" in before.check_edit.toPlainText()
    assert before.refusals.refusals() == tool(find_lesson("de-shop")).handler.model_dump()["refuse"]
    assert before.refusals.item(1, 1).text() == "zugestellt | zurückgegeben"
    editor.tool_list.setCurrentRow(0)
    assert not before.isVisible()
    assert "check" not in editor.form.draft()["handler"]


def test_a_refusal_naming_a_column_the_check_does_not_read_is_refused_at_its_row(qtbot, editor):
    before = editor.form.before_write
    typed(qtbot, editor, lambda: set_cell(editor, 0, 0, "delivery"))
    assert "row 1, column: the check query gives no column delivery" in shown(before.refusal_problems)
    assert not editor.save_button.isEnabled()
    typed(qtbot, editor, lambda: set_cell(editor, 0, 0, "status"))
    typed(qtbot, editor, lambda: set_cell(editor, 1, 1, " | "))
    assert "row 2, values: name at least one value" in shown(before.refusal_problems)
    assert not editor.save_button.isEnabled()


def test_a_check_that_writes_or_forgets_the_customer_is_refused_under_the_check(qtbot, editor):
    before = editor.form.before_write
    typed(qtbot, editor, lambda: before.check_edit.setPlainText("DELETE FROM orders WHERE order_id = :order_id"))
    assert "SQLite refused" in shown(before.check_problems)
    typed(qtbot, editor, lambda: before.check_edit.setPlainText(
        "SELECT order_id, status FROM orders WHERE order_id = :order_id"))
    assert "use :customer" in shown(before.check_problems)
    assert not editor.save_button.isEnabled()


def test_a_saved_refusal_is_what_the_tool_does(qtbot, editor, saved):
    typed(qtbot, editor, lambda: set_cell(editor, 0, 1, "storniert | versandt"))
    typed(qtbot, editor, lambda: set_cell(editor, 0, 2, "Bestellung {order_id} ist {status}: zu spät"))
    assert editor.save_button.isEnabled()
    editor.save_button.click()
    lesson = saved[-1]
    assert tool(lesson).handler.refuse[0].values == ["storniert", "versandt"]
    store = OrdersStore.in_memory(seed=SHOP)
    use = ToolUseBlock(id="call_1", name="cancel_order", input={"order_id": "1042"})
    outcome = lesson.registry(timeout=None).dispatch(use, ToolContext(Session("K-100"), store))
    assert outcome.result.is_error
    assert outcome.result.content == "Bestellung 1042 ist versandt: zu spät"
    assert store.get("1042").status == "versandt"  # refused: nothing written


def test_an_added_refusal_without_values_is_named_and_a_removed_one_is_gone(qtbot, editor):
    before = editor.form.before_write
    typed(qtbot, editor, before.refusals.add_refusal)
    assert "row 3, values: name at least one value" in shown(before.refusal_problems)
    assert "row 3, text: may not be empty" in shown(before.refusal_problems)
    before.refusals.selectRow(2)
    typed(qtbot, editor, before.refusals.remove_selected)
    assert shown(before.refusal_problems) == ""
    assert len(editor.form.draft()["handler"]["refuse"]) == 2


def test_the_refusals_are_worded_in_the_windows_language(qtbot, editor):
    from gui.common.i18n import language

    language.set("ru")
    before = editor.form.before_write
    typed(qtbot, editor, lambda: set_cell(editor, 0, 0, "delivery"))
    text = shown(before.refusal_problems)
    assert "строка 1" in text and "delivery" in text
    assert before.add_button.text() != "Add refusal"
