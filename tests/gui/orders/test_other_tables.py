"""The lesson's other tables in the orders pane: a chooser (orders first), the table's rows read-only, following
the store from any thread, reset with the lesson's data, a row a tool read lit up, the words in every language."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson.loader import Lesson, load_lesson
from core.lesson.store import OrdersStore
from gui.common.i18n import language
from gui.orders.editor import OrdersEditor
from tests.core.helpers import FunctionClient, text_reply, tool_reply
from tests.core.lesson.customers_lesson import customers_lesson

ANNA = ["K-100", "Anna Berg", "Köln"]
BEN = ["K-200", "Ben Ott", "Graz"]


@pytest.fixture
def lesson(tmp_path) -> Lesson:
    return load_lesson(customers_lesson(tmp_path))


@pytest.fixture
def customers_store(lesson):
    store = OrdersStore.in_memory(seed=lesson.seed())
    yield store
    store.close()


@pytest.fixture
def editor(qtbot, customers_store):
    widget = OrdersEditor(customers_store)
    qtbot.addWidget(widget)
    widget.resize(620, 420)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def shown_rows(editor) -> list[list[str]]:
    model = editor.tables.view.model()
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def move(lesson: Lesson, store: OrdersStore, city: str) -> None:
    use = ToolUseBlock(id="call_1", name="move_customer", input={"city": city})
    assert not lesson.registry().dispatch(use, ToolContext(Session("K-100"), store)).result.is_error


def test_the_chooser_offers_the_orders_first_then_the_lessons_other_tables(editor):
    chooser = editor.tables.chooser
    assert chooser.isVisible()
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["Orders", "customers"]
    assert editor.tables.current() == "orders" and editor.view.isVisible()


def test_choosing_another_table_shows_its_rows_read_only_and_the_orders_again(qtbot, editor):
    with qtbot.waitSignal(editor.tables.sig_chosen):
        editor.tables.chooser.setCurrentIndex(1)
    view = editor.tables.view
    assert view.isVisible() and not editor.view.isVisible() and not editor.filter.isVisible()
    model = view.model()
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == ["customer_id", "name", "city"]
    assert shown_rows(editor) == [ANNA, BEN]
    assert not model.flags(model.index(0, 1)) & Qt.ItemFlag.ItemIsEditable
    assert editor.tables.count.text() == "Rows: 2"
    editor.tables.choose("orders")
    assert editor.view.isVisible() and not view.isVisible()


def test_a_lesson_without_other_tables_shows_no_chooser(qtbot, store):
    editor = OrdersEditor(store)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    assert not editor.findChild(QWidget, "table-chooser-row").isVisible() and editor.view.isVisible()


def test_an_acting_tools_write_from_another_thread_shows_in_the_table(qtbot, editor, lesson, customers_store):
    editor.tables.choose("customers")
    writer = threading.Thread(target=move, args=(lesson, customers_store, "Bonn"))
    writer.start()
    writer.join()
    qtbot.waitUntil(lambda: shown_rows(editor)[0] == ["K-100", "Anna Berg", "Bonn"])


def test_reset_to_lesson_data_brings_the_tables_rows_back(qtbot, editor, lesson, customers_store, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: QMessageBox.StandardButton.Yes)
    move(lesson, customers_store, "Bonn")
    editor.tables.choose("customers")
    qtbot.waitUntil(lambda: shown_rows(editor)[0][2] == "Bonn")
    assert editor.reset_to_lesson()
    assert shown_rows(editor) == [ANNA, BEN]


def test_a_row_a_tool_read_lights_up_in_its_table(qtbot, make_window, lesson, customers_store, ask):
    def model(request):
        if request.messages[-1].tool_results():
            return text_reply("Sie sind " + request.messages[-1].tool_results()[0].content)
        return tool_reply(("call_1", "get_customer", {}))

    window = make_window(store=customers_store, lesson=lesson, client=FunctionClient(model))
    window.toolbar.tool_actions["get_customer"].setChecked(True)
    tables = window.orders_editor.tables
    tables.choose("customers")
    end = ask(window, "Wer bin ich?")
    assert end.answer == "Sie sind Anna Berg, Köln"
    rows = tables.models["customers"]
    assert rows.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert rows.index(1, 0).data(Qt.ItemDataRole.BackgroundRole) is None
    assert tables.highlighters["customers"].active() == ["K-100"]


@pytest.mark.parametrize("code, orders, rows", [("de", "Bestellungen", "Zeilen: 2"), ("ru", "Заказы", "Строк: 2")])
def test_the_chooser_and_its_words_follow_the_language(qtbot, editor, code, orders, rows):
    editor.tables.choose("customers")
    language.set(code)
    assert editor.tables.chooser.itemText(0) == orders and editor.tables.count.text() == rows
    assert editor.tables.chooser.itemText(1) == "customers"  # the lesson's own name for its table
