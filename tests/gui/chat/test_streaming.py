"""Streaming into the chat (inserts only, one bubble per answer) and Abort during a slow provider (< 0.5 s)."""

from __future__ import annotations

import pytest

from gui.chat.stream import DISCARDED, STREAMING
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer, Sse
from tests.gui.provider_helpers import ANSWER, CALLS, QUESTION, use_provider

PROVIDERS = ["anthropic", "openai-chat", "openai-responses"]


def _removals(window) -> list[int]:
    """Every removal the chat's document sees from now on (streaming must only ever insert; a format change
    reports as many characters removed as added and is not counted)."""
    removed: list[int] = []
    window.chat.transcript.document().contentsChange.connect(
        lambda _pos, gone, added: removed.append(gone) if gone and gone != added else None)
    return removed


@pytest.mark.parametrize("provider", PROVIDERS)
def test_streamed_answer_appears_once_after_a_streamed_tool_turn(window, ask, provider):
    stream = R.STREAMED[provider]
    with ScriptedServer([Sse(stream(CALLS)), Sse(stream(text=ANSWER))]) as server:
        use_provider(window, server.url, provider=provider, stream=True)
        assert "streaming" in window.model_switch.label.text()
        end = ask(window, QUESTION)
    assert end.reason == "answer" and end.answer == ANSWER
    assert all(r.body.get("stream") is True for r in server.requests)
    chat = window.chat.plain_text()
    assert chat.count(ANSWER) == 1  # the streamed bubble is the answer: no second one at the end
    assert "Assistant\n" + ANSWER in chat and STREAMING not in chat
    assert "toolu_a1 get_order_status(1042) →" in chat


def test_text_arrives_piece_by_piece_and_abort_discards_it_within_half_a_second(window, qtbot):
    events = R.anthropic_sse(text=ANSWER, size=4)  # message_start, block start, ping, then 4-char deltas
    with ScriptedServer([Sse(events, stall_after=8)]) as server:
        use_provider(window, server.url, stream=True)
        removed = _removals(window)
        assert window.ask(QUESTION)
        qtbot.waitUntil(lambda: ANSWER[:20] in window.chat.plain_text(), timeout=5000)
        assert ANSWER[:24] not in window.chat.plain_text() and window.runner.busy
        assert STREAMING in window.chat.plain_text()
        with qtbot.waitSignal(window.sig_run_ended, timeout=500) as ended:
            window.toolbar.act_abort.trigger()
    assert ended.args[0].reason == "cancelled"
    assert removed == [len(STREAMING)]  # only the bubble's label was replaced; the text was inserted
    assert DISCARDED in window.chat.plain_text()
    found = window.chat.transcript.document().find(ANSWER[:20])
    assert found.charFormat().fontStrikeOut()  # the half-built reply is shown as thrown away


def test_abort_while_waiting_for_a_slow_response_returns_within_half_a_second(window, qtbot):
    with ScriptedServer([Json(R.anthropic(text="zu spät"), delay=30)]) as server:
        use_provider(window, server.url)
        assert window.ask(QUESTION)
        qtbot.waitUntil(lambda: len(server.requests) == 1, timeout=5000)
        with qtbot.waitSignal(window.sig_run_ended, timeout=500) as ended:
            window.toolbar.act_abort.trigger()
        assert ended.args[0].reason == "cancelled"
        assert not window.runner.busy and window.toolbar.act_new.isEnabled()
    assert [m.role for m in window.runner.history] == ["user"]  # the history stays valid


def test_a_truncated_streamed_reply_says_so_and_hands_off(window, ask):
    with ScriptedServer([Sse(R.anthropic_sse(text="1042 kommt am", stop="max_tokens"))]) as server:
        use_provider(window, server.url, stream=True)
        end = ask(window, QUESTION)
    assert end.reason == "stop_reason" and end.detail == "max_tokens"
    chat = window.chat.plain_text()
    assert "Assistant (stop_reason: max_tokens)\n1042 kommt am" in chat and "Handed off to a human" in chat
