"""An answer after a refused call: honest about the refusal, it is not marked "not from the data"; stating
what the data holds that no tool result said, it is."""

from __future__ import annotations

from core.engine.events import RunEnded, RunStarted, ToolFinished
from core.engine.messages import ToolUseBlock, tool_result
from gui.classroom.answer_marks import AnswerMarks

CANCEL = "Storniere Bestellung 1042"


def test_an_honest_answer_after_reject_is_not_marked(window, qtbot):
    window.toolbar.tool_actions["cancel_order"].setChecked(True)
    assert window.ask(CANCEL)
    qtbot.waitUntil(lambda: len(window.chat.cards) == 1, timeout=5000)
    card = next(iter(window.chat.cards.values()))
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        card.reject_button.click()
    assert ended.args[0].answer == "Bestellung 1042 wurde nicht storniert: abgelehnt: ohne Begründung."
    assert "Not from the data" not in window.chat.plain_text()


def refused_then(store, answer: str, result: str = "abgelehnt: ohne Begründung") -> list[tuple[str, bool]]:
    """The marks on `answer` after a run whose one call (cancel_order 1042) was rejected with `result`."""
    marks = AnswerMarks(store)
    use = ToolUseBlock(id="call_1", name="cancel_order", input={"order_id": "1042"})
    marks.on_event(RunStarted(CANCEL, 4, ("cancel_order",), "K-100"))
    marks.on_event(ToolFinished(1, use, tool_result("call_1", result, True), (), True))
    lines = marks.on_event(RunEnded("answer", answer, 2, 0, 0))
    return [(words if isinstance(words, str) else words(), program) for words, program in lines]


def test_an_answer_stating_data_no_tool_returned_is_marked(store):
    lines = refused_then(store, "Bestellung 1042 ist versandt, Lieferung 3. November.")
    assert ("⚠ Not from the data: no tool result said what this answer states.", True) in lines
    assert ("Shop: versandt, Lieferung 3. November", False) in lines
    assert refused_then(store, "Bestellung 1042 kommt am 3. November.")  # the date alone is data too


def test_the_same_words_from_a_tool_result_are_not_marked(store):
    assert refused_then(store, "Bestellung 1042 wurde nicht storniert: abgelehnt: ohne Begründung.") == []
    assert refused_then(store, "Bestellung 1042 ist versandt, Lieferung 3. November.",
                        "1042 — versandt, Lieferung 3. November") == []
