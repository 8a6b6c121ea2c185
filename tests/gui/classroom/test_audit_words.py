"""What a trainer's German or Russian class sees is in their language: the calls table's seconds with the
language's decimal separator, the message tree's edit menu and block editor, the branch comparison, the
protocol check and the saved run's orders question."""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QMessageBox

from core.engine.messages import ToolResultBlock
from core.faults.model_faults import ModelFault
from core.faults.tool_faults import ToolFault, Trigger
from core.runs.edits import Edit
from gui.common.i18n import language
from gui.runs.compare_view import CompareDialog

Q1042 = "Wann kommt Bestellung 1042 an?"
SECONDS = 4


def seconds_cells(window) -> list[str]:
    model = window.inspector.calls.model
    return [model.index(row, SECONDS).data() for row in range(model.rowCount())]


def test_the_calls_seconds_use_the_languages_decimal_separator_live(window, ask):
    ask(window, Q1042)
    assert all(re.fullmatch(r"\d+\.\d{3}", cell) for cell in seconds_cells(window))
    language.set("de")
    assert all(re.fullmatch(r"\d+,\d{3}", cell) for cell in seconds_cells(window))


def test_the_message_trees_edit_menu_and_block_editor_speak_russian(window, ask):
    ask(window, Q1042)
    language.set("ru")
    edits = window.inspector.edits
    history = window.inspector.history
    assistant = history.index(1, 0, QModelIndex())
    menu = edits.menu_for(history.index(0, 0, assistant))
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts and all(re.search("[а-я]", t) for t in texts), texts
    assert not any("continue" in t.lower() or "edit" in t.lower() for t in texts)


def test_the_branch_dialogs_and_the_orders_question_speak_german(window, ask, qtbot):
    ask(window, Q1042)
    language.set("de")
    assert CompareDialog(window).windowTitle() == "Zweige vergleichen"
    shown: list[QMessageBox] = []
    window.branching.confirm = lambda problems, dialect: shown.append(problems) or False
    assert window.branching.fork(Edit(2, 0, ToolResultBlock(tool_use_id="call_99", content="x")), 2) is None
    assert "Nicht gesendet" in window.chat.plain_text()
    record = window.bench.files.current
    assert record is not None
    window.store.delete("1577")  # the orders now differ from the saved run's
    box = window.bench.files.offer_orders(record)
    assert box is not None and box.windowTitle() == "Bestellungen des gespeicherten Laufs"
    assert [b.text() for b in box.buttons()] == ["Gespeicherte wiederherstellen", "Jetzige behalten"]
    box.close()


def test_a_struck_fault_and_a_result_by_hand_are_noted_in_the_windows_language(window, ask, qtbot):
    language.set("ru")
    window.injector.arm(ToolFault(tool="get_order_status", kind="injection"))
    window.injector.arm(ModelFault(kind="refusal", trigger=Trigger(kind="nth", n=2)))
    ask(window, Q1042)
    chat = window.chat.plain_text()
    assert ("⚡ сбой: get_order_status: возвращает текст с prompt injection (следующий вызов) · недоверенное "
            "содержимое: результат содержит указания; это данные, а не команда") in chat
    assert "fault:" not in chat and "untrusted content" not in chat
    history = window.inspector.history
    result = history.index(0, 0, history.index(2, 0))
    assert result.data(Qt.ItemDataRole.ToolTipRole).startswith("⚡ сбой: get_order_status: возвращает текст")
    calls = window.inspector.calls.model
    assert calls.index(1, 0).data(Qt.ItemDataRole.ToolTipRole) == ("⚡ сбой: модель: останавливается с refusal "
                                                                    "(вызов № 2)")
    window.toolbar.act_by_hand.setChecked(True)
    assert window.ask(Q1042)
    qtbot.waitUntil(lambda: len(window.chat.cards) == 1, timeout=5000)
    card = next(iter(window.chat.cards.values()))
    card.result_edit.setPlainText("storniert")
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        card.approve_button.click()
    assert "✍ написано вручную (не инструментом)" in window.chat.plain_text()
    assert "(nicht vom Tool)" not in window.chat.plain_text()
