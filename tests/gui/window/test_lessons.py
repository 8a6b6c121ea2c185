"""File → Lesson switches the whole window; the choice is remembered; a broken lesson is refused in words."""

from __future__ import annotations

import json
import shutil

import pytest

from core.lesson.catalog import SHIPPED
from core.lesson.store import OrdersStore
from gui.window.lessons import KEY, LessonWindows


@pytest.fixture
def root(tmp_path):
    """The shipped lessons and one whose tool writes from a reading query."""
    folder = tmp_path / "lessons"
    for name in ("de-shop", "ru-northwind"):
        shutil.copytree(SHIPPED / name, folder / name)
    shutil.copytree(SHIPPED / "de-shop", folder / "broken")
    tools = folder / "broken" / "tools.json"
    data = json.loads(tools.read_text(encoding="utf-8"))
    data["tools"][0]["handler"]["query"] = "DELETE FROM orders WHERE customer_id = :customer"
    tools.write_text(json.dumps(data), encoding="utf-8")
    return folder


@pytest.fixture
def windows(qtbot, settings, root):
    stores: list[OrdersStore] = []

    def open_store(lesson):
        stores.append(OrdersStore.in_memory(seed=lesson.seed()))
        return stores[-1]

    made = LessonWindows(settings, open_store, root)
    yield made
    if made.window is not None:
        made.window.close()
        qtbot.waitUntil(lambda: not made.window.runner.running, timeout=3000)
    for store in stores:
        store.close()


def test_switching_changes_data_tools_fake_model_and_examples(qtbot, windows, ask, settings):
    german = windows.start()  # the fixture closes whichever window is current at the end
    assert german.lesson.name == "de-shop" and "get_order_status" in german.toolbar.tool_actions
    assert set(german.lesson_menu.actions) >= {"de-shop", "ru-northwind"}

    with qtbot.waitSignal(windows.sig_switched) as switched:
        german.lesson_menu.actions["ru-northwind"].trigger()
    russian = switched.args[0]
    qtbot.waitUntil(lambda: not german.runner.running, timeout=3000)  # the old window's worker stopped

    assert windows.window is russian and russian.lesson.name == "ru-northwind"
    assert list(russian.toolbar.tool_actions) == ["lookup_order", "refund_order"]
    assert russian.toolbar.enabled_tools() == ("lookup_order",) and russian.toolbar.customer() == "ALFKI"
    assert "Где мои заказы 4417 и 5120?" in russian.chat.examples.text()
    assert {o.order_id for o in russian.store.all()} >= {"4417", "5120"} and russian.store.get("4471") is None
    assert russian.orders_editor.model.rowCount() == len(russian.store.all())
    assert settings.value(KEY) == "ru-northwind"

    end = ask(russian, "Где мои заказы 4417 и 5120?")
    assert end.answer.startswith("Вот что показывает система: 4417 — отправлен, доставка 14 ноября; 5120")
    assert "Вызов 1 (~42 ток.): tool_use" in russian.chat.transcript.toPlainText()  # the lesson's labels
    assert end.calls == 2 and len(end.messages[1].tool_uses()) == 2  # both calls in one reply


def test_the_choice_is_remembered_for_the_next_start(qtbot, windows, settings, root):
    windows.start()
    assert windows.switch("ru-northwind")
    again = LessonWindows(settings, lambda lesson: OrdersStore.in_memory(seed=lesson.seed()), root)
    window = again.start()
    try:
        assert window.lesson.name == "ru-northwind"
    finally:
        window.close()
        qtbot.waitUntil(lambda: not window.runner.running, timeout=3000)
        window.store.close()


def test_a_broken_lesson_is_refused_in_words_and_the_current_one_stays(qtbot, windows, settings):
    german = windows.start()  # the fixture closes whichever window is current at the end
    assert not windows.switch("broken")
    assert windows.window is german and german.lesson.name == "de-shop"
    said = german.chat.transcript.toPlainText()
    assert "The lesson broken was not loaded:\n" in said and "tools.json: tools.0.handler" in said
    assert "tools.0.handler.query: SQLite refused DELETE orders: a reading tool may not write" in said
    assert "The lesson de-shop stays." in said
    assert german.lesson_menu.actions["de-shop"].isChecked()
    assert settings.value(KEY) is None


def test_a_remembered_lesson_that_no_longer_loads_starts_the_default_with_a_notice(qtbot, windows, settings):
    settings.setValue(KEY, "broken")
    window = windows.start()
    assert window.lesson.name == "de-shop"
    assert "The lesson broken does not load; de-shop runs instead:" in window.chat.transcript.toPlainText()


def test_the_batch_dialog_runs_the_lessons_own_test_set_with_its_tools(qtbot, windows):
    windows.start()
    assert windows.switch("ru-northwind")
    window = windows.window
    view = window.bench.open_batch()
    assert view.path is not None and view.path.parent.name == "ru-northwind"
    with qtbot.waitSignal(view.runner.sig_finished, timeout=10000):
        assert view.start()
    assert len(view.results) == 6 and all(r.passed for r in view.results)
    view.window().close()


def test_an_approved_refund_in_the_russian_lesson_changes_its_orders_table(qtbot, windows):
    windows.start()
    assert windows.switch("ru-northwind")
    window = windows.window
    window.toolbar.tool_actions["refund_order"].setChecked(True)
    assert window.ask("Верните деньги за заказ 5120, пожалуйста.")
    qtbot.waitUntil(lambda: len(window.chat.cards) == 1, timeout=5000)
    card = next(iter(window.chat.cards.values()))
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        card.approve_button.click()
    assert ended.args[0].answer == "Готово: 5120 — деньги возвращены, статус возвращён."
    model = window.orders_editor.model
    assert window.store.get("5120").status == "возвращён"
    assert model.index(model.row_of("5120"), 2).data() == "возвращён"
    assert "Решение call_1 refund_order(5120): одобрено (тренер за клавиатурой)" in window.chat.plain_text()
    assert "trainer" not in window.chat.plain_text()


def test_a_made_up_answer_in_the_russian_lesson_is_followed_by_the_data_in_the_lessons_words(qtbot, windows):
    windows.start()
    assert windows.switch("ru-northwind")
    window = windows.window
    for action in window.toolbar.tool_actions.values():
        action.setChecked(False)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert window.ask("Когда придёт заказ 4417?")
    lines = window.chat.plain_text().splitlines()
    assert "Магазин: отправлен, доставка 14 ноября" in lines
    assert not any("Lieferung" in line or "Shop:" in line for line in lines)


def test_the_orders_editor_of_the_russian_lesson_offers_its_statuses_and_writes_its_dates(qtbot, windows):
    from PySide6.QtWidgets import QComboBox, QLineEdit, QStyleOptionViewItem

    from core.lesson.store import FIELDS

    windows.start()
    with qtbot.waitSignal(windows.sig_switched) as switched:
        windows.window.lesson_menu.actions["ru-northwind"].trigger()
    editor = switched.args[0].orders_editor
    model, view = editor.model, editor.view
    row = next(r for r in range(model.rowCount()) if model.order_at(r).order_id == "4417")

    def cell_editor(field: str):
        index = editor.proxy.mapFromSource(model.index(row, FIELDS.index(field)))
        return view.itemDelegate().createEditor(view.viewport(), QStyleOptionViewItem(), index)

    combo = cell_editor("status")
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "в обработке", "отправлен", "доставлен", "отменён", "возвращён"]
    assert model.index(row, FIELDS.index("delivery")).data() == "14 ноября"
    date = cell_editor("delivery")
    assert isinstance(date, QLineEdit) and date.placeholderText() == "3 ноября"
    assert date.toolTip().splitlines()[1:] == ["3 ноября", "3 ноября 2026 г.", "2026-11-03"]
    assert model.setData(model.index(row, FIELDS.index("delivery")), "1 декабря")
    assert "1 декабря" in editor.undo_stack.text(editor.undo_stack.index() - 1)
    for widget in (combo, date):
        widget.deleteLater()


def test_a_new_order_in_the_russian_lesson_is_the_signed_in_customers_with_the_lessons_first_status(
        qtbot, windows):
    windows.start()
    with qtbot.waitSignal(windows.sig_switched) as switched:
        windows.window.lesson_menu.actions["ru-northwind"].trigger()
    window = switched.args[0]
    editor, before = window.orders_editor, {o.order_id for o in window.store.all()}
    editor.view.setCurrentIndex(editor.proxy.index(-1, -1))
    editor.add_order()
    (new,) = [o for o in window.store.all() if o.order_id not in before]
    assert (new.customer_id, new.status) == (window.toolbar.customer(), "в обработке") == ("ALFKI", "в обработке")
