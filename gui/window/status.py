"""The status bar: what the run is doing, calls made out of MAX_CALLS, tokens of the last call and the run.

Its texts change at every step of a run. A QLabel's new text asks its parent's layout for a new pass, and the
status bar's pass asks the main window for one (the whole window laid out again, every step). So the run's state
sits in a box without a layout (`LabelBox`), whose size does not follow its text (the state is shortened with …
when the bar is narrow), and the numbers keep their text's size as a fixed size (`SteadyLabel`): only a text of
another width lays the bar out again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QStatusBar, QWidget

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
from gui.common.divided_status_bar import DividedStatusBar
from gui.common.elided_label import ElidedLabel
from gui.common.glossary_terms import explained
from gui.common.i18n import live, seconds, translate
from gui.common.label_box import LabelBox
from gui.common.run_words import END_WORDS, pause_text

STOP_WORDS = END_WORDS  # how a run ended, by its code
GAPS = 12  # the status bar's gap beside each of its widgets


class SteadyLabel(QLabel):
    """A label sized exactly to its text, as a fixed size: a new text of the same width repaints it alone (a fixed
    widget's geometry change stops at itself), one of another width lays out its parent again."""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        super().setText(text)
        self._fit()

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.Polish):
            self._fit()  # zoom, a style sheet: the same text needs another size
        return done

    def _fit(self) -> None:
        hint = self.sizeHint()
        if self.minimumSize() != hint or self.maximumSize() != hint:
            self.setFixedSize(hint)


class Notice(ElidedLabel):
    """A notice that stays whole while the bar has room for it beside the run's numbers and the shortest run
    state (the state gives way first), and is shortened with … (whole on hover) only when it has not."""

    def __init__(self, bar: QStatusBar, state: QLabel, numbers: tuple[QWidget, ...]) -> None:
        super().__init__("")
        self._bar, self._state, self._numbers = bar, state, numbers

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        shortest = super().minimumSizeHint()
        beside = sum(w.sizeHint().width() + GAPS for w in self._numbers if w.isVisibleTo(self._bar))
        room = self._bar.width() - beside - self._state.minimumSizeHint().width() - 3 * GAPS
        return QSize(max(shortest.width(), min(self.sizeHint().width(), room)), shortest.height())


def divided_bar(window: QMainWindow) -> QStatusBar:
    """The window's status bar, one whose fields are parted by lines (set now, unless it is one already)."""
    if not isinstance(window.statusBar(), DividedStatusBar):
        window.setStatusBar(DividedStatusBar())
    return window.statusBar()


def tokens_text(last_call: int, this_run: int) -> str:
    """Input tokens, labelled so that neither number reads like a call or run number."""
    return translate("RunStatus", "tokens: last call {last} · this run {run}").format(last=last_call, run=this_run)


def stopped_text(event: RunEnded) -> str:
    """Why the run stopped, in the program's words (a lesson-language detail stays in the chat's trace)."""
    source = STOP_WORDS.get(event.reason)
    word = translate("RunStatus", source) if source else event.reason
    if event.reason == "timeout" and _is_number(event.detail):  # the time limit, in seconds
        word = f"{word} ({seconds(float(event.detail))})"
    elif event.detail and (event.reason == "stop_reason" or not any(c.isalpha() for c in event.detail)):
        word = f"{word} ({event.detail})"  # a code (max_tokens) or numbers (141 > 100) read the same in any language
    return translate("RunStatus", "idle · stopped: {why}").format(why=word)


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


class RunStatus:
    """Three labels in a QStatusBar, updated from core events."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.state = ElidedLabel()  # gives way first when the bar is narrow
        self.calls = SteadyLabel()
        self.tokens = SteadyLabel()
        live(self.tokens.setToolTip, lambda: explained(translate(
            "RunStatus", "Input tokens the model read: in the last call, and summed over this question's calls"),
            "token"))
        live(self.calls.setToolTip, lambda: explained(translate(
            "RunStatus", "Model calls made for this question, out of MAX_CALLS"), "MAX_CALLS", "hand-off"))
        self.notice = Notice(bar, self.state, (self.calls, self.tokens))
        self.state.setObjectName("run-state")
        self.notice.setObjectName("status-notice")
        self.notice.setStyleSheet("color: #b26a00;")
        self._notice_timer = QTimer(bar)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.notice.hide)  # hidden, it leaves its room to the run's state
        self.notice.hide()
        self.state_box = LabelBox(self.state)
        bar.addWidget(self.state_box, 1)
        bar.addWidget(self.notice, 2)
        bar.addPermanentWidget(self.calls)
        bar.addPermanentWidget(self.tokens)
        self.max_calls = 4
        self.set_state(lambda: translate("RunStatus", "idle"))
        self._set_calls(0, 4)
        self._set_tokens(0, 0)

    def notify(self, text: str, ms: int = 8000) -> None:
        """A message beside the run state for `ms` milliseconds (never drawn over it)."""
        self.notice.setText(text)
        self.notice.show()
        self._notice_timer.start(ms)

    def customer_note(self, text: str, _refused: bool = False) -> None:
        """What the toolbar's customer box said about the id typed (a refusal's reason), for 15 s."""
        if text:
            self.notify(text, 15000)

    def set_state(self, text) -> None:
        """The run's state: a text, or a function giving it in the current language."""
        live(self.state.setText, text if callable(text) else lambda: text)

    def _set_calls(self, made: int, of: int) -> None:
        live(self.calls.setText, lambda: translate("RunStatus", "calls {made}/{of}").format(made=made, of=of))

    def _set_tokens(self, last: int, run: int) -> None:
        live(self.tokens.setText, lambda: tokens_text(last, run))

    def clear(self, max_calls: int) -> None:
        """A new conversation: no calls made, no tokens spent yet."""
        self.set_max_calls(max_calls)
        self._set_tokens(0, 0)

    def set_max_calls(self, value: int) -> None:
        self.max_calls = value
        self._set_calls(0, value)

    def on_event(self, event) -> None:
        if isinstance(event, RunStarted):
            self.max_calls = event.max_calls
            self._set_calls(0, event.max_calls)
            self._set_tokens(0, 0)
            self.set_state(lambda: translate("RunStatus", "running"))
        elif isinstance(event, CallStarted):
            self.set_state(lambda: translate("RunStatus", "waiting for the model (call {n})").format(n=event.call_no))
        elif isinstance(event, Retrying):
            self.set_state(lambda: translate("RunStatus", "waiting for the model: retry {n} in {delay}").format(
                n=event.attempt, delay=seconds(event.delay)))
        elif isinstance(event, ReplyReceived):
            usage = event.reply.usage
            self._set_calls(event.call_no, self.max_calls)
            self._set_tokens(usage.input_tokens, event.run_input_tokens)
            self.set_state(lambda: translate("RunStatus", "reply: {stop}").format(stop=event.reply.stop_reason))
        elif isinstance(event, ToolStarted):
            self.set_state(lambda: translate("RunStatus", "running tool {call}").format(call=describe_call(event.use)))
        elif isinstance(event, ToolFinished):
            self.set_state(lambda: translate("RunStatus", "tool done: {call}").format(call=describe_call(event.use)))
        elif isinstance(event, Paused):
            self.set_state(lambda: translate("RunStatus", "paused: {what}  (F10 = next step)").format(
                what=pause_text(event)))
        elif isinstance(event, RunEnded):
            self.set_state(lambda: stopped_text(event))
