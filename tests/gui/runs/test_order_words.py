"""A saved run's orders against the table now, in words a person understands: which orders changed, went or
came since, each counted in its plural form (it said "6 saved with it, 6 now" when one order had changed)."""

from __future__ import annotations

from gui.common.i18n import language

Q1042 = "Wann kommt Bestellung 1042 an?"


def _offer_lines(window) -> list[str]:
    record = window.bench.files.current
    assert record is not None
    box = window.bench.files.offer_orders(record)
    assert box is not None
    lines = box.text().splitlines()
    box.close()
    return lines


def test_the_offer_to_restore_says_which_orders_changed(window, ask, store):
    ask(window, Q1042)
    store.update("1042", status="storniert")  # as many orders as saved, one of them changed
    assert _offer_lines(window) == ["This run was made with other orders than those in the table now:",
                                    "1 order changed since: 1042",
                                    "Restore the orders saved with the run, or keep the current ones?"]
    store.delete("1577")
    store.delete("1503")
    language.set("ru")
    assert _offer_lines(window)[1:3] == ["1 заказ с тех пор изменён: 1042", "2 заказа с тех пор удалены: 1503, 1577"]


def test_run_again_says_whether_it_used_the_same_orders(store):
    from core.runs.order_changes import order_changes
    from gui.runs.order_words import run_again_text

    saved = store.all()
    assert run_again_text(order_changes(saved, saved)) == "Run again used the same 6 orders as the saved run."
    now = [*saved[1:], store.update("1042", status="storniert")]
    assert run_again_text(order_changes(saved, now)) == (
        "Run again used the orders in the table now, not those saved with the run: 1 order changed since: 1042")
    language.set("de")
    assert run_again_text(order_changes(saved, saved[:5])) == (
        "Der erneute Lauf nutzte die Bestellungen, die jetzt in der Tabelle stehen, nicht die mit dem Lauf "
        "gespeicherten: 1 Bestellung nicht mehr vorhanden: 1577")
