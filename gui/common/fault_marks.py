"""Where injected faults struck, so the chat and the inspector can mark the spot.

A tool fault reports itself on its `ToolFinished.note` (the tool_result it
distorted); a model fault arrives as a `FaultStruck` event between the call's
`CallStarted` and its `ReplyReceived`, so the next assistant message and that
call's row are the places it struck. `FaultMarks` follows the event stream (live
or replayed from a saved run) and answers "is this block / message / call
marked, and with what".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.engine.events import MessageAppended, ReplyReceived, RunEnded, RunStarted, ToolFinished
from core.faults.tool_faults import FaultStruck, note_is_untrusted
from gui.common.fault_words import fault_kind_text
from gui.common.i18n import translate

UNTRUSTED_TAG = "untrusted"
MARK = "⚡ "  # on a tool an armed fault waits for
FAULT_COLOR = "#b26a00"
UNTRUSTED_COLOR = "#e65100"  # orange: data from a tool that carries instructions
FAULT_BG = "#fff3e0"
UNTRUSTED_BG_COLOR = "#ffe9d6"


def chat_line(event: FaultStruck) -> str:
    """The ⚡ line the chat shows where a fault struck."""
    what = fault_kind_text(event.kind)
    if event.side == "model":
        what = translate("Faults", "model: {label}").format(label=what)
    if event.call_no:
        line = translate("Faults", "⚡ fault struck at call {n}: {what}").format(n=event.call_no, what=what)
    elif event.tool_use_id:
        line = translate("Faults", "⚡ fault struck at {id}: {what}").format(id=event.tool_use_id, what=what)
    else:
        line = translate("Faults", "⚡ fault struck: {what}").format(what=what)
    return line + (translate("Faults", " · untrusted content") if event.untrusted else "")


@dataclass
class FaultMarks:
    tools: dict[str, str] = field(default_factory=dict)  # tool_use id -> note of the fault on its result
    untrusted: set[str] = field(default_factory=set)  # tool_use ids whose result is untrusted content
    messages: dict[int, str] = field(default_factory=dict)  # message index -> model fault description
    calls: dict[tuple[int, int], str] = field(default_factory=dict)  # (run, call_no) -> description
    run: int = 0
    _pending: FaultStruck | None = None

    def on_event(self, event) -> None:
        if isinstance(event, RunStarted):
            self.run += 1
            self._pending = None
        elif isinstance(event, FaultStruck):
            if event.side == "model":
                self._pending = event
            elif event.tool_use_id:
                self.tools.setdefault(event.tool_use_id, event.description)
                if event.untrusted:
                    self.untrusted.add(event.tool_use_id)
        elif isinstance(event, ToolFinished) and event.note:
            self.tools[event.use.id] = event.note
            if note_is_untrusted(event.note):
                self.untrusted.add(event.use.id)
        elif isinstance(event, ReplyReceived) and self._pending is not None:
            self.calls[(self.run, event.call_no)] = self._pending.description
        elif isinstance(event, MessageAppended) and self._pending is not None:
            if event.message.role == "assistant":
                self.messages[event.index] = self._pending.description
                self._pending = None
        elif isinstance(event, RunEnded):
            self._pending = None

    def call_fault(self, call_no: int) -> str:
        """The model fault that struck call `call_no` of the current run ("" if none)."""
        return self.calls.get((self.run, call_no), "")

    def clear(self) -> None:
        self.tools.clear()
        self.untrusted.clear()
        self.messages.clear()
        self.calls.clear()
        self.run = 0
        self._pending = None
