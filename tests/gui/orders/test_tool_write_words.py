"""The undo entry of a tool's write names each changed column by its title in the window's language and each
value as its cell shows it (not the store's field name and raw value: `status`, `2026-11-05`)."""

from __future__ import annotations

import datetime as dt

from gui.common.i18n import language
from tests.lessons import SHOP


def test_an_approved_write_is_undone_under_the_columns_title(window, qtbot, settings):
    assert language.set("ru")
    window.toolbar.tool_actions["cancel_order"].setChecked(True)
    assert window.ask("Storniere Bestellung 1042")
    qtbot.waitUntil(lambda: len(window.chat.cards) == 1, timeout=5000)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        next(iter(window.chat.cards.values())).approve_button.click()
    qtbot.waitUntil(lambda: window.orders_editor.undo_stack.canUndo(), timeout=3000)
    assert window.orders_editor.undo_stack.undoText() == "Инструмент изменил 1042: Статус → storniert"


def test_each_changed_column_and_its_shown_value(store):
    from gui.orders.model import tool_write_text

    before = store.get("1042")
    after = store.update("1042", status="storniert", delivery=dt.date(2026, 11, 5))
    assert tool_write_text(before, after, SHOP.dates) == \
        "Tool changed 1042: Status → storniert, Delivery → 5. November"
    assert language.set("de")
    assert tool_write_text(before, before, SHOP.dates) == "Tool hat 1042 geändert: unverändert"
