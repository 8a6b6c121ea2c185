"""The work a question costs does not grow with the conversation: nothing walks the whole history on every call
(the call ids used, the tokens counted, the fake model's highest id are carried on as the history grows)."""

from __future__ import annotations

import pytest

from core.engine import messages, tokens
from core.engine.loop import ToolLoop
from core.engine.tools import Session
from core.lesson.catalog import default_lesson
from core.lesson.store import OrdersStore


def _visits_for_the_examples_after(asked_before: int, monkeypatch: pytest.MonkeyPatch) -> int:
    """How often a message's calls or a block's words are looked at while the lesson's example questions are
    answered once more, in a conversation that already has `asked_before` questions."""
    lesson = default_lesson()
    loop = ToolLoop(lesson.fake_client(), lesson.registry(), OrdersStore.in_memory(seed=lesson.seed()),
                    Session(lesson.meta.customer), lesson.run_settings())
    history: list = []
    examples = list(lesson.meta.examples)
    for n in range(asked_before):
        loop.run(examples[n % len(examples)], history)
    seen = [0]
    tool_uses, words = messages.Message.tool_uses, tokens.words

    def counted_uses(message):
        seen[0] += 1
        return tool_uses(message)

    def counted_words(block):
        seen[0] += 1
        return words(block)

    with monkeypatch.context() as patch:
        patch.setattr(messages.Message, "tool_uses", counted_uses)
        patch.setattr(tokens, "words", counted_words)
        for question in examples:
            assert loop.run(question, history).reason in ("answer", "max_calls")
    return seen[0]


def test_a_question_costs_the_same_after_28_questions_as_after_112(monkeypatch):
    assert _visits_for_the_examples_after(112, monkeypatch) == _visits_for_the_examples_after(28, monkeypatch) > 0
