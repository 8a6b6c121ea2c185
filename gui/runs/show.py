"""Show a saved run in the chat and inspector exactly as it was, by replaying its recorded events
through the widgets the live run uses. Nothing runs: no model, no tools, no store."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from core.engine.messages import Message
from core.runs.record import RunRecord
from gui.common.fault_words import fault_text
from gui.common.i18n import translate
from gui.common.run_words import describe_switches

DIM = "#6b7280"


class _EventView(Protocol):
    def clear(self) -> None: ...

    def on_event(self, event: object) -> None: ...


class ChatLike(_EventView, Protocol):
    """What showing a run needs of the chat view."""

    def add_notice(self, text: str | Callable[[], str], color: str = ...) -> None: ...


class _Messages(Protocol):
    def append(self, message: Message) -> None: ...


class InspectorLike(_EventView, Protocol):
    """What showing a run needs of the inspector: its events and its history table."""

    def clear(self, earlier_runs: int = 0) -> None: ...

    @property
    def history(self) -> _Messages: ...


def describe(record: RunRecord, source: str = "") -> str:
    s = record.settings
    none = translate("RunShow", "none")
    tools = ", ".join(s.enabled_tools) if s.enabled_tools is not None else translate("RunShow", "all")
    faults = "; ".join(fault_text(f) for f in record.faults) or none
    switches = describe_switches(s.tool_choice, s.parallel_tool_calls, list(s.strict_tools))
    return translate("RunShow", "saved run {where}{when} · model {model} · MAX_CALLS {max} · tools {tools} · customer "
                     "{customer} · faults: {faults}").format(
        where=f"{source} · " if source else "", when=record.saved_at or translate("RunShow", "unsaved"),
        model=s.model or s.client, max=s.max_calls, tools=tools or none, customer=s.customer,
        faults=faults) + (f" · {switches}" if switches else "")


def show_record(record: RunRecord, chat: ChatLike, inspector: InspectorLike,
                extra: Iterable[Callable[[object], None]] = (), source: str = "") -> None:
    """Clear chat and inspector, then feed them the record: earlier turns into the inspector, then
    every recorded event in order (to `extra` sinks too, e.g. the status bar). The run keeps its
    number in its conversation; a question asked next continues both."""
    chat.clear()
    inspector.clear(record.earlier_questions())
    chat.add_notice(lambda: describe(record, source), DIM)  # follows a language switch
    history = record.history()
    for message in history[: record.prior]:
        inspector.history.append(message)
    if record.prior:
        prior = record.prior  # a plain name: lupdate finds a plural's call only with one
        chat.add_notice(lambda: "… " + translate("RunShow", "%n earlier message(s) of this conversation: see the "
                                                  "inspector", None, prior), DIM)
    sinks = (chat.on_event, inspector.on_event, *extra)
    for _, event in record.typed_events():
        for sink in sinks:
            sink(event)
