"""The toolbar's customer: the store's customers offered, typed ids normalised or refused with the reason."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.lesson.orders import Order

Q1042 = "Wann kommt Bestellung 1042 an?"


def type_customer(qtbot, window, text: str) -> None:
    line = window.toolbar.customer_combo.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def note(window) -> str:
    return window.toolbar.customer_combo.note()


def test_the_store_customers_are_offered_and_follow_the_store(window, store):
    combo = window.toolbar.customer_combo
    assert [combo.itemText(i) for i in range(combo.count())] == store.customers() == ["K-100", "K-200", "K-300"]
    store.insert(Order(order_id="2000", customer_id="K-400", status="versandt", delivery="2026-11-01",
                       return_by="2026-11-15"))
    combo.showPopup()
    combo.hidePopup()
    assert [combo.itemText(i) for i in range(combo.count())] == ["K-100", "K-200", "K-300", "K-400"]
    assert combo.currentText() == "K-100"


def test_a_typed_customer_is_normalised_and_reaches_the_session(window, ask, qtbot):
    window.show()
    type_customer(qtbot, window, " k-100 ")
    assert window.toolbar.customer_combo.currentText() == "K-100" and window.toolbar.customer() == "K-100"
    assert note(window) == ""
    end = ask(window, Q1042)
    assert "Lieferung 3. November" in end.answer and "Customer K-100" in window.chat.plain_text()


def test_a_typed_id_that_cannot_be_a_customer_is_refused_with_the_reason(window, qtbot):
    window.show()
    type_customer(qtbot, window, "K-200")
    type_customer(qtbot, window, "K 200!")
    assert window.toolbar.customer() == "K-200" and window.toolbar.customer_combo.currentText() == "K-200"
    assert "letters, digits" in note(window) and "still K-200" in note(window)
    type_customer(qtbot, window, "k-999")
    assert window.toolbar.customer() == "K-999" and note(window) == "K-999 has no orders"
    type_customer(qtbot, window, "K-100")
    assert note(window) == ""


def test_a_remembered_customer_comes_back_in_its_stored_form(make_window, settings):
    settings.setValue("run/customer", "k-200")
    assert make_window().toolbar.customer() == "K-200"
