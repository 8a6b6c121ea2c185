"""A long conversation costs each call only its new messages: token counts, the highest call id and the ids
in use are carried on from the history the last call saw, and stay exact when a history is changed."""

from __future__ import annotations

import core.engine.tokens as tokens_module
from core.engine.call_ids import repeats, unique_ids
from core.engine.client import ModelRequest
from core.engine.loop import ToolLoop
from core.engine.messages import Message, TextBlock, ToolUseBlock
from core.engine.settings import RunSettings
from core.engine.tokens import count_input, tokens, words
from core.engine.tools import Session
from core.lesson.catalog import default_lesson
from core.lesson.store import OrdersStore
from tests.core.helpers import tool_reply


def counted_afresh(messages) -> int:
    return sum(tokens(words(block)) for message in messages for block in message.content)


def request(messages) -> ModelRequest:
    return ModelRequest(system="", messages=tuple(messages), tools=())


def test_the_work_per_question_does_not_grow_with_the_conversation(monkeypatch):
    lesson = default_lesson()
    loop = ToolLoop(lesson.fake_client(), lesson.registry(), OrdersStore.in_memory(seed=lesson.seed()),
                    Session(lesson.meta.customer), RunSettings())
    seen: list[int] = []
    monkeypatch.setattr(tokens_module, "words", lambda block: seen.append(1) or words(block))
    history: list[Message] = []
    examples = list(lesson.meta.examples)
    blocks_looked_at = []
    for n in range(120):
        before = len(seen)
        loop.run(examples[n % len(examples)], history)
        blocks_looked_at.append(len(seen) - before)
    assert len(history) > 300
    # the same questions in turn: the first round and the last look at as many blocks, however long the history
    assert sum(blocks_looked_at[-len(examples):]) == sum(blocks_looked_at[len(examples):2 * len(examples)])


def test_counts_stay_exact_when_a_history_grows_shrinks_or_changes_in_the_middle():
    history = [Message(role="user", content=f"Frage Nummer {n} mit Worten") for n in range(40)]
    assert count_input(request(history)) == counted_afresh(history)
    history.append(Message(role="assistant", content=[TextBlock(text="eine längere Antwort als sonst")]))
    assert count_input(request(history)) == counted_afresh(history)
    history[5] = Message(role="user", content="kurz")
    assert count_input(request(history)) == counted_afresh(history)
    assert count_input(request(history[:10])) == counted_afresh(history[:10])
    other = [Message(role="user", content="ganz etwas anderes")]
    assert count_input(request(other)) == counted_afresh(other)


def test_a_repeated_id_is_found_in_a_long_history_and_after_a_change_in_its_middle():
    history = [Message(role="assistant", content=[ToolUseBlock(id=f"call_{n}", name="t", input={})])
               for n in range(1, 60)]
    fresh, renamed = unique_ids(tool_reply(("call_99", "t", {})), history)
    assert renamed == {}
    fresh, renamed = unique_ids(tool_reply(("call_7", "t", {})), history)
    assert renamed == {"call_7_dup2": "call_7"}
    history[6] = Message(role="assistant", content=[ToolUseBlock(id="call_x", name="t", input={})])
    assert unique_ids(tool_reply(("call_7", "t", {})), history)[1] == {}
    assert unique_ids(tool_reply(("call_x", "t", {})), history)[1] == {"call_x_dup2": "call_x"}


def test_a_repeat_is_told_within_the_reply_in_a_short_history_and_in_a_long_one():
    short = [Message(role="assistant", content=[ToolUseBlock(id="call_1", name="t", input={})])]
    long = short + [Message(role="user", content=f"Frage {n}") for n in range(40)]
    for history in (short, long):
        assert repeats(["call_1"], history) and repeats(["call_2", "call_2"], history)
        assert not repeats(["call_2", "call_3"], history) and not repeats([], history)
