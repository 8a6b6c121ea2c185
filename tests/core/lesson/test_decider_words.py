"""Who decided an acting call is worded in the lesson's language in its trace; the saved run keeps the code."""

from __future__ import annotations

import pytest

from core.engine.approval import BATCH_POLICY, TRAINER
from core.engine.events import ApprovalDecided
from core.engine.messages import ToolUseBlock
from core.lesson.catalog import shipped_lesson
from core.lesson.trace import approval_line, trace_line

ENGLISH_NAMES = ("trainer", "keyboard", "batch policy", "replay of")


def decided(verdict: str, by: str) -> ApprovalDecided:
    use = ToolUseBlock(id="call_1", name="cancel_order", input={"order_id": "1042"})
    return ApprovalDecided(1, use, verdict, by, "" if verdict == "approve" else "zu früh")  # type: ignore[arg-type]


@pytest.mark.parametrize("name, trainer, policy", [
    ("de-shop", "Trainer an der Tastatur", "Stapel-Richtlinie"),
    ("ru-northwind", "тренер за клавиатурой", "правило пакета"),
])
@pytest.mark.parametrize("verdict", ["approve", "reject"])
def test_approved_and_rejected_calls_name_the_decider_in_the_lessons_words(name, trainer, policy, verdict):
    labels = shipped_lesson(name).meta.trace
    for by, word in ((TRAINER, trainer), (BATCH_POLICY, policy), (f"replay of {TRAINER}", trainer)):
        event = decided(verdict, by)
        line = trace_line(event, labels) or ""
        assert word in line and line.strip() == approval_line(event, labels)
        assert not any(english in line for english in ENGLISH_NAMES), line
        assert event.by == by  # what a saved run records stays the code


def test_a_code_the_lesson_has_no_word_for_is_shown_as_it_is():
    labels = shipped_lesson("ru-northwind").meta.trace
    assert "(someone else)" in approval_line(decided("approve", "someone else"), labels)
