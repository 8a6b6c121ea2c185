"""Replies of an unusual shape: a tool_use is answered even when the reply says end_turn; an empty reply leaves no
empty message."""

from __future__ import annotations

from core.engine.events import MessageReplaced, ToolFinished
from core.engine.loop import ToolLoop
from core.engine.messages import Reply, TextBlock, ToolUseBlock, Usage
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from core.providers import protocol_check
from tests.core.helpers import FunctionClient, assert_valid_history, text_reply
from tests.lessons import SHOP


def _answer_with_a_call(request):
    if len(request.messages) == 1:
        return Reply(content=[TextBlock(text="Fertig."),
                              ToolUseBlock(id="u1", name="get_order_status", input={"order_id": "1042"})],
                     stop_reason="end_turn", usage=Usage())
    return text_reply("Zweite Antwort.")


def test_an_end_turn_that_carries_a_tool_use_still_answers_it():
    events = []
    loop = ToolLoop(FunctionClient(_answer_with_a_call), lesson_registry(), OrdersStore.in_memory(seed=SHOP),
                    Session("K-100"), RunSettings())
    history = []
    end = loop.run("Wo ist 1042?", history=history, emit=events.append)
    assert end.reason == "answer" and end.answer == "Fertig."
    skipped = [e for e in events if isinstance(e, ToolFinished)]
    assert [(e.use.id, e.skipped, e.result.is_error) for e in skipped] == [("u1", True, True)]
    assert protocol_check.check(history) == []
    end = loop.run("Und jetzt?", history=history, emit=events.append)
    assert end.answer == "Zweite Antwort."
    assert any(isinstance(e, MessageReplaced) for e in events)  # the question joined the skipped results
    assert protocol_check.check(history) == []
    assert_valid_history(history)


def test_an_empty_reply_leaves_no_empty_message_that_providers_refuse():
    replies = iter([Reply(content=[], stop_reason="end_turn", usage=Usage()), text_reply("Jetzt aber.")])
    loop = ToolLoop(FunctionClient(lambda request: next(replies)), lesson_registry(), OrdersStore.in_memory(seed=SHOP),
                    Session("K-100"), RunSettings())
    history = []
    end = loop.run("Hallo?", history=history)
    assert end.reason == "answer" and end.answer == ""
    end = loop.run("Noch da?", history=history)
    assert end.answer == "Jetzt aber."
    assert all(message.content for message in history)  # "all messages must have non-empty content"
    assert_valid_history(history)
    assert [m.role for m in history] == ["user", "assistant"]
