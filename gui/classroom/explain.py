"""What just happened, and why, in two or three plain sentences: one explanation per kind of step.

`Explainer.explain(event)` is a pure mapping from core events to text, plus what it must remember across
events (the signed-in customer, the model's last tool calls, how long the history is). It names calls and
tool names, never quotes what the model or a tool said: lesson words stay in the chat and the inspector.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from core.engine.events import (
    ApprovalDecided,
    ApprovalRequested,
    CallStarted,
    MessageAppended,
    Paused,
    ReplyReceived,
    Retrying,
    RunEnded,
    RunStarted,
    ToolFinished,
)
from core.engine.messages import ToolUseBlock
from core.faults.model_faults import HTTP_KINDS
from core.faults.tool_faults import FAULT_LABELS, FaultStruck
from gui.classroom import explain_texts as T


def tr(text: str, n: int = -1) -> str:
    """`text` in the UI language; with `n`, in its plural form for n (`%n` in the text)."""
    return QCoreApplication.translate(T.C, text, None, n)


def listed(items: list[str]) -> str:
    """`a, b and c` as the chosen language lists things ("a, b und c", "a, b и c")."""
    return QLocale().createSeparatedList(items)


def call_words(use: ToolUseBlock) -> str:
    """`get_order_status with order_id 1042`: a call named as a sentence of the language can say it."""
    pairs = [f"{key} {value}" for key, value in use.input.items()] if isinstance(use.input, dict) else []
    return tr(T.CALL_WITH).format(tool=use.name, inputs=listed(pairs)) if pairs else use.name


def calls_words(uses: list[ToolUseBlock]) -> str:
    return listed([call_words(u) for u in uses])


@dataclass
class Explainer:
    """Follows the event stream and explains each step; `fake` says the lesson's fake model answers."""

    fake: bool = True
    customer: str = ""
    tools: tuple[str, ...] = ()
    messages: int = 0
    last_uses: list[ToolUseBlock] = field(default_factory=list)

    def explain(self, event) -> str | None:
        """The explanation of `event`, or None for events that are not a step of their own."""
        if isinstance(event, MessageAppended):
            self.messages = event.index + 1
            if event.message.role == "assistant":
                self.last_uses = event.message.tool_uses()
            return None
        for kind, method in _DISPATCH:
            if isinstance(event, kind):
                return method(self, event)
        return None

    def _started(self, event: RunStarted) -> str:
        self.customer, self.tools = event.customer_id, event.tools
        return tr(T.QUESTION if event.tools else T.QUESTION_NO_TOOLS)

    def _call(self, event: CallStarted) -> str:
        return tr(T.MODEL_CALL, event.message_count).format(n=event.call_no)

    def _paused(self, event: Paused) -> str:
        if event.kind == "model":
            return tr(T.NEXT_MODEL, self.messages).format(n=event.call_no)
        return tr(T.NEXT_TOOL).format(calls=calls_words(self.last_uses) or "…")

    def _reply(self, event: ReplyReceived) -> str:
        reason = event.reply.stop_reason or "?"
        uses = event.reply.tool_uses()
        if reason == "tool_use" or (uses and reason not in T.STOP_REASONS):
            return tr(T.STOP_REASONS["tool_use"]).format(calls=calls_words(uses))
        if reason in T.STOP_REASONS:
            return tr(T.STOP_REASONS[reason])
        return tr(T.OTHER_STOP).format(reason=reason)

    def _tool(self, event: ToolFinished) -> str:
        text = self._tool_result(event)
        fault = next((kind for kind, label in FAULT_LABELS.items() if f": {label} (" in event.note), None)
        return f"{tr(T.TOOL_FAULTS[fault])} {text}" if fault in T.TOOL_FAULTS else text

    def _tool_result(self, event: ToolFinished) -> str:
        call = call_words(event.use)
        if event.skipped:
            return tr(T.TOOL_SKIPPED).format(call=call)
        if event.result.is_error:
            text = tr(T.TOOL_ERROR).format(call=call)
            return f"{text} {tr(T.FAKE_ON_ERROR)}" if self.fake else text
        return tr(T.TOOL_OK).format(call=call, customer=self.customer)

    def _fault(self, event: FaultStruck) -> str:
        if event.side == "tool":
            return tr(T.TOOL_FAULTS.get(event.kind, T.OTHER_FAULT))
        kind = "http" if event.kind in HTTP_KINDS else event.kind
        return tr(T.MODEL_FAULTS.get(kind, T.OTHER_FAULT))

    def _retry(self, event: Retrying) -> str:
        delay = QLocale().toString(float(event.delay), "f", 1)
        said = tr(T.RETRY if event.status else T.RETRY_NO_CONNECTION)
        return said.format(status=event.status, delay=delay, attempt=event.attempt)

    def _approval_asked(self, event: ApprovalRequested) -> str:
        return tr(T.APPROVAL_ASKED).format(call=call_words(event.use))

    def _approval(self, event: ApprovalDecided) -> str:
        return tr(T.APPROVAL[event.verdict]).format(call=call_words(event.use))

    def _ended(self, event: RunEnded) -> str:
        text = tr(T.ENDINGS.get(event.reason, T.ENDINGS["stop_reason"]), event.calls)  # "%n model call(s)"
        text = text.format(tokens=QLocale().toString(event.input_tokens))
        return f"{text} {tr(T.OVER_BUDGET)}" if event.over_budget else text


_DISPATCH: tuple[tuple[type, Any], ...] = (
    (RunStarted, Explainer._started), (CallStarted, Explainer._call), (Paused, Explainer._paused),
    (ReplyReceived, Explainer._reply), (ToolFinished, Explainer._tool), (FaultStruck, Explainer._fault),
    (Retrying, Explainer._retry), (ApprovalRequested, Explainer._approval_asked),
    (ApprovalDecided, Explainer._approval), (RunEnded, Explainer._ended))
