"""Results by hand in the window: the card shows what the tool would return; accepted, the tool runs;
edited, the hand-written result goes back to the model, marked in the chat and the inspector."""

from __future__ import annotations

from gui.chat.hand_result_card import HandResultCard
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import use_provider

Q1042 = "Wann kommt Bestellung 1042 an?"
BY_HAND = "✍ written by hand (not by the tool)"  # the note in the window's language


def _card(window, qtbot) -> HandResultCard:
    qtbot.waitUntil(lambda: len(window.chat.cards) == 1, timeout=5000)
    card = next(iter(window.chat.cards.values()))
    assert isinstance(card, HandResultCard)
    return card


def test_an_edited_result_goes_back_and_is_marked_by_hand(window, qtbot, store):
    window.toolbar.act_by_hand.setChecked(True)
    assert window.ask(Q1042)
    card = _card(window, qtbot)
    assert card.result_edit.toPlainText().startswith("1042 — versandt")  # what the tool would return
    card.result_edit.setPlainText("storniert")
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        card.approve_button.click()
    assert ended.args[0].answer == "Ich habe nachgesehen: storniert."
    assert BY_HAND in window.chat.plain_text()
    history = window.inspector.history
    result = history.index(0, 0, history.index(2, 0))
    assert result.data() == "tool_result → call_1  ✍"
    assert store.get("1042").status == "versandt"


def test_accepting_what_the_tool_would_return_runs_the_tool_for_real(window, qtbot, store):
    window.toolbar.act_by_hand.setChecked(True)
    window.toolbar.tool_actions["cancel_order"].setChecked(True)
    assert window.ask("Storniere Bestellung 1042")
    card = _card(window, qtbot)
    assert "storniert" in card.result_edit.toPlainText() and store.get("1042").status == "versandt"
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        card.approve_button.click()
    assert ended.args[0].answer == "Erledigt: Bestellung 1042 storniert."
    assert store.get("1042").status == "storniert" and BY_HAND not in window.chat.plain_text()


def test_by_hand_with_a_provider_against_a_local_server(window, qtbot):
    steps = [Json(R.anthropic([("toolu_1", "get_order_status", {"order_id": "1042"})])),
             Json(R.anthropic(text="Laut System storniert."))]
    with ScriptedServer(steps) as server:
        use_provider(window, server.url)
        window.toolbar.act_by_hand.setChecked(True)
        assert window.ask(Q1042)
        card = _card(window, qtbot)
        card.result_edit.setPlainText("storniert")
        card.result_error.setChecked(True)
        with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
            card.approve_button.click()
        sent = server.requests[1].body["messages"][2]["content"][0]
    assert sent == {"type": "tool_result", "tool_use_id": "toolu_1", "content": "storniert", "is_error": True}


def test_the_by_hand_mark_is_in_the_window_language(window, qtbot):
    from gui.common.i18n import language
    from tests.core.german_words import german_in

    assert language.set("ru")
    window.toolbar.act_by_hand.setChecked(True)
    assert window.ask(Q1042)
    card = _card(window, qtbot)
    card.result_edit.setPlainText("storniert")
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        card.approve_button.click()
    marks = [line for line in window.chat.plain_text().splitlines() if line.startswith("✍")]
    assert marks == ["✍ написано вручную (не инструментом)"] and german_in(marks) == []
