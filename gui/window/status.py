"""The status bar: what the run is doing, calls made out of MAX_CALLS, tokens of the last call and the run."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QStatusBar

from core.engine.events import (
    CallStarted,
    Paused,
    ReplyReceived,
    Retrying,
    RunEnded,
    RunStarted,
    ToolFinished,
    ToolStarted,
)
from core.engine.loop import describe_call

STOP_WORDS = {
    "answer": "answered",
    "max_calls": "MAX_CALLS reached",
    "token_budget": "token budget exceeded",
    "stop_reason": "unexpected stop_reason",
    "timeout": "time limit",
    "model_error": "model error",
    "cancelled": "aborted",
}


def tokens_text(last_call: int, this_run: int) -> str:
    """Input tokens, labelled so that neither number reads like a call or run number."""
    return f"tokens: last call {last_call} · this run {this_run}"


class RunStatus:
    """Three labels in a QStatusBar, updated from core events."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.state = QLabel("idle")
        self.calls = QLabel("calls 0/4")
        self.tokens = QLabel(tokens_text(0, 0))
        self.tokens.setToolTip("Input tokens the model read: in the last call, and summed over this question's calls")
        self.notice = QLabel("")
        self.state.setObjectName("run-state")
        self.notice.setObjectName("status-notice")
        self.notice.setStyleSheet("color: #b26a00;")
        self._notice_timer = QTimer(bar)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(lambda: self.notice.setText(""))
        bar.addWidget(self.state, 1)
        bar.addWidget(self.notice, 2)
        bar.addPermanentWidget(self.calls)
        bar.addPermanentWidget(self.tokens)
        self.max_calls = 4

    def notify(self, text: str, ms: int = 8000) -> None:
        """A message beside the run state for `ms` milliseconds (never drawn over it)."""
        self.notice.setText(text)
        self._notice_timer.start(ms)

    def set_state(self, text: str) -> None:
        self.state.setText(text)

    def clear(self, max_calls: int) -> None:
        """A new conversation: no calls made, no tokens spent yet."""
        self.set_max_calls(max_calls)
        self.tokens.setText(tokens_text(0, 0))

    def set_max_calls(self, value: int) -> None:
        self.max_calls = value
        self.calls.setText(f"calls 0/{value}")

    def on_event(self, event) -> None:
        if isinstance(event, RunStarted):
            self.max_calls = event.max_calls
            self.calls.setText(f"calls 0/{event.max_calls}")
            self.tokens.setText(tokens_text(0, 0))
            self.set_state("running")
        elif isinstance(event, CallStarted):
            self.set_state(f"waiting for the model (call {event.call_no})")
        elif isinstance(event, Retrying):
            self.set_state(f"waiting for the model: retry {event.attempt} in {event.delay:.1f} s")
        elif isinstance(event, ReplyReceived):
            usage = event.reply.usage
            self.calls.setText(f"calls {event.call_no}/{self.max_calls}")
            self.tokens.setText(tokens_text(usage.input_tokens, event.run_input_tokens))
            self.set_state(f"reply: {event.reply.stop_reason}")
        elif isinstance(event, ToolStarted):
            self.set_state(f"running tool {describe_call(event.use)}")
        elif isinstance(event, ToolFinished):
            self.set_state(f"tool done: {describe_call(event.use)}")
        elif isinstance(event, Paused):
            self.set_state(f"paused: {event.what}  (F10 = next step)")
        elif isinstance(event, RunEnded):
            word = STOP_WORDS.get(event.reason, event.reason)
            detail = f" ({event.detail})" if event.detail else ""
            self.set_state(f"idle · stopped: {word}{detail}")
