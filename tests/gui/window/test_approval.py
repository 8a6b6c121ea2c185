"""The approval card in the window: approve, edit then approve, reject with a reason, stop, the time limit,
Abort; an approved cancel changes the orders table and Ctrl+Z reverts it; reads that ran together are marked."""

from __future__ import annotations

import json

from core.engine.events import ApprovalDecided, ApprovalRequested
from core.engine.messages import ToolUseBlock
from gui.chat.approval_card import ApprovalCard

CANCEL = "Storniere Bestellung 1042"


def start(window, qtbot, question: str = CANCEL) -> ApprovalCard:
    """Offer cancel_order, ask, and wait for the approval card in the chat."""
    window.toolbar.tool_actions["cancel_order"].setChecked(True)
    assert window.ask(question)
    qtbot.waitUntil(lambda: len(window.chat.cards) == 1, timeout=5000)
    return next(iter(window.chat.cards.values()))


def decided(seen) -> list[ApprovalDecided]:
    return [e for e in seen if isinstance(e, ApprovalDecided)]


def status_of(window, order_id: str) -> str:
    model = window.orders_editor.model
    return model.index(model.row_of(order_id), 2).data()


def test_approve_changes_the_orders_table_and_ctrl_z_reverts_it(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    card = start(window, qtbot)
    assert "cancel_order" in card.call.text() and json.loads(card.input_edit.toPlainText()) == {"order_id": "1042"}
    assert window.inspector.calls.caption.text().startswith("awaiting approval (call 1): cancel_order")
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        card.approve_button.click()
    assert ended.args[0].answer == "Erledigt: Bestellung 1042 storniert."
    assert [(e.verdict, e.by) for e in decided(seen)] == [("approve", "trainer at the keyboard")]
    assert window.chat.cards == {}
    chat = window.chat.plain_text()
    assert "‖ call_1 cancel_order(1042) waits for approval" in chat
    assert "Freigabe call_1 cancel_order(1042): freigegeben (Trainer an der Tastatur)" in chat
    assert "trainer" not in chat
    assert window.store.get("1042").status == "storniert" and status_of(window, "1042") == "storniert"
    editor = window.orders_editor
    assert editor.undo_stack.undoText() == "Tool changed 1042: Status → storniert"
    editor.undo_action.trigger()
    assert window.store.get("1042").status == "versandt" and status_of(window, "1042") == "versandt"


def test_edit_the_input_then_approve(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    card = start(window, qtbot, "Storniere Bestellung 1187")
    card.edit_button.click()
    card.input_edit.setPlainText("[1042]")
    card.approve_button.click()
    assert "JSON object" in card.problem.text() and not card.decided  # a bad edit decides nothing
    assert card.problem.text().endswith('{"order_id": "1187"}')  # the example is the call's own input
    card.input_edit.setPlainText('{"order_id": "1042"}')
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        card.approve_button.click()
    assert [(e.verdict, e.input) for e in decided(seen)] == [("approve", {"order_id": "1042"})]
    assert window.store.get("1042").status == "storniert" and window.store.get("1187").status == "zugestellt"


def test_reject_with_a_reason_goes_back_to_the_model(window, qtbot):
    card = start(window, qtbot)
    card.reason.setText("Kunde hat angerufen")
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        card.reject_button.click()
    end = ended.args[0]
    result = end.messages[2].tool_results()[0]
    assert result.is_error and result.content == "abgelehnt: Kunde hat angerufen"
    assert end.answer == "Bestellung 1042 wurde nicht storniert: abgelehnt: Kunde hat angerufen."
    assert window.store.get("1042").status == "versandt"


def test_stop_the_run_hands_off(window, qtbot):
    card = start(window, qtbot)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        card.stop_button.click()
    assert ended.args[0].reason == "cancelled" and ended.args[0].detail == "bei der Freigabe gestoppt"
    assert "Handed off to a human" in window.chat.plain_text()
    assert window.store.get("1042").status == "versandt"


def test_an_unanswered_request_is_rejected_after_the_toolbars_timeout(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    window.toolbar.approval_spin.setValue(1)
    start(window, qtbot)
    with qtbot.waitSignal(window.sig_run_ended, timeout=10000) as ended:
        pass
    assert [(e.verdict, e.by) for e in decided(seen)] == [("reject", "timeout")]
    assert [e.timeout for e in seen if isinstance(e, ApprovalRequested)] == [1.0]
    assert "nicht storniert" in ended.args[0].answer and window.chat.cards == {}
    assert window.store.get("1042").status == "versandt"


def test_abort_rejects_the_waiting_request(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    start(window, qtbot)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        window.toolbar.act_abort.trigger()
    assert ended.args[0].reason == "cancelled"
    assert [(e.verdict, e.by) for e in decided(seen)] == [("reject", "cancel")]
    assert window.chat.cards == {}
    qtbot.waitUntil(lambda: window.approver.waiting is None, timeout=3000)  # its wait ended with the cancel


def test_a_late_answer_decides_nothing(window, qtbot):
    from core.engine.approval import TRAINER, Decision

    assert window.approver.answer(Decision("approve", TRAINER)) is False


def test_the_decision_is_in_the_saved_run(window, qtbot):
    card = start(window, qtbot)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        card.approve_button.click()
    record = window.bench.files.capture.record
    events = [e for _, e in record.typed_events() if isinstance(e, ApprovalDecided)]
    assert [(e.verdict, e.by) for e in events] == [("approve", "trainer at the keyboard")]
    assert record.settings.approval_timeout == 60.0


def test_reads_that_ran_together_are_marked_in_chat_and_inspector(window, ask):
    window.toolbar.tool_actions["get_return_window"].setChecked(True)
    ask(window, "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?")
    chat = window.chat.plain_text()
    assert "⇉ ran together: call_1, call_2" in chat and "⇉ call_2 get_return_window(1187)" in chat
    model = window.inspector.history
    results = model.index(2, 0)
    labels = [model.index(row, 0, results).data() for row in range(model.rowCount(results))]
    assert labels == ["tool_result → call_1  ⇉ ran together", "tool_result → call_2  ⇉ ran together"]


def test_the_card_counts_down_and_finishes_once(qtbot):
    from core.engine.approval import ApprovalRequest

    card = ApprovalCard(ApprovalRequest(2, ToolUseBlock(id="c", name="cancel_order", input={"order_id": "1"}), 3.0))
    qtbot.addWidget(card)
    assert "rejected in 3 s" in card.countdown.text()
    card._tick()
    assert "rejected in 2 s" in card.countdown.text()
    with qtbot.waitSignal(card.sig_decided) as first:
        card.reject_button.click()
    assert first.args[0].verdict == "reject" and first.args[0].reason == ""
    assert not card.approve_button.isEnabled()


def test_closing_the_window_while_a_request_waits_ends_the_run(make_window, qtbot):
    window = make_window()
    start(window, qtbot)
    window.close()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=5000)
    qtbot.waitUntil(lambda: window.approver.waiting is None, timeout=3000)
    assert window.store.get("1042").status == "versandt"


def test_a_request_nobody_answers_is_rejected_in_the_lessons_words(qapp):
    from core.engine.approval import ApprovalRequest
    from core.engine.cancel import CancelToken
    from core.lesson.catalog import shipped_lesson
    from gui.window.approver import GuiApprover

    texts = shipped_lesson("ru-northwind").meta.texts
    approver = GuiApprover(texts=texts)
    request = ApprovalRequest(1, ToolUseBlock(id="c", name="refund_order", input={"order_id": "4417"}), 0.01)
    assert approver.decide(request, CancelToken()).reason == texts.approval_timeout.format(seconds="0.01")
    token = CancelToken()
    token.cancel("test")
    assert approver.decide(request, token).reason == texts.run_cancelled
