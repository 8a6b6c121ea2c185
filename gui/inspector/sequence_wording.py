"""The sequence diagram's own words (lifelines, call labels, hand-offs) in the UI language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.runs.sequence import Wording
from gui.common.decider_words import decider_text


def translated_wording() -> Wording:
    """The diagram's own words in the UI language (the lesson's words stay as they are). Every source text
    is written out in a QCoreApplication.translate call of its own, so that lupdate finds it."""
    t = QCoreApplication
    return Wording(
        customer=t.translate("SequenceView", "Customer"),
        program=t.translate("SequenceView", "Program"),
        model=t.translate("SequenceView", "Model"),
        tools=t.translate("SequenceView", "Tools/Database"),
        human=t.translate("SequenceView", "Human"),
        call=t.translate("SequenceView", "call {call} · {messages}"),
        tokens=t.translate("SequenceView", "{label} · {tokens}"),
        message_count=lambda n: t.translate("SequenceView", "%n message(s)", None, n),
        tool_use_count=lambda n: t.translate("SequenceView", "one reply, %n tool_use block(s)", None, n),
        token_count=lambda n: t.translate("SequenceView", "~%n token(s)", None, n),
        results=t.translate("SequenceView", "{label} · tool_result {ids}"),
        approval=t.translate("SequenceView", "approve {call}?"),
        verdicts={"approve": t.translate("SequenceView", "approved · {by}"),
                  "reject": t.translate("SequenceView", "rejected · {by}: {reason}"),
                  "stop": t.translate("SequenceView", "stop · {by}")},
        decider=decider_text,
        handoffs={
            "max_calls": t.translate("SequenceView", "hand-off: MAX_CALLS {detail} reached"),
            "token_budget": t.translate("SequenceView", "hand-off: token budget exceeded ({detail})"),
            "stop_reason": t.translate("SequenceView", "hand-off: stop_reason {detail}"),
            "timeout": t.translate("SequenceView", "hand-off: time limit exceeded ({detail} s)"),
            "model_error": t.translate("SequenceView", "hand-off: model error ({detail})"),
            "cancelled": t.translate("SequenceView", "hand-off: cancelled ({detail})"),
        },
    )
