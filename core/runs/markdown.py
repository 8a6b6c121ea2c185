"""A saved run as Markdown for course notes: settings, faults, and the conversation turn by turn.

The headings and labels are program words: the caller passes them in `MarkdownWords` (the window its
translated ones, the command line the English defaults). The run's own content (questions, answers,
tool results, reasons) stays as it was written, in the lesson's language.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.engine.events import ApprovalDecided, ToolFinished
from core.engine.messages import TextBlock, ToolResultBlock, ToolUseBlock
from core.engine.switches import describe_switches
from core.faults.tool_faults import FaultStruck, note_is_untrusted
from core.runs.record import RunRecord


def _same(code: str) -> str:
    return code


def _calls(count: int) -> str:
    return "1 call" if count == 1 else f"{count} calls"


def _described(fault: Any) -> str:
    return str(fault.describe())


def _quote(text: str) -> str:
    return "\n".join("> " + line for line in (text or "").splitlines() or [""])


@dataclass(frozen=True)
class MarkdownWords:
    """The export's own words, each a template over the named values; English unless the caller translates."""

    settings: str = "Model: {model} · MAX_CALLS {max_calls} · Tools: {tools} · Customer: {customer}"
    all_tools: str = "all"
    no_tools: str = "none"
    switches: str = "Switches: {switches}"
    armed: str = "Fault armed: {fault}"
    struck: str = "⚡ Fault struck at call {n}: {what}"
    ended: str = "End: {reason} after {calls}, {input} tokens in / {output} out"  # {calls}: call_count's words
    model_call: str = "Model (call {n}):"
    customer: str = "Customer:"
    asks: str = "asks for {id} {call}"
    result: str = "Result {id}: {content}"
    untrusted: str = "untrusted content"
    answer: str = "Answer:"
    decision: str = "Approval: {verdict}{edited} by {by}{why}"
    edited: str = " with input {input}"
    verdicts: dict[str, str] = field(default_factory=lambda: {"approve": "approved", "reject": "rejected",
                                                              "stop": "stopped"})
    decider: Callable[[str], str] = _same  # who decided, from the code a saved run keeps
    reason: Callable[[str], str] = _same  # how the run ended, from its code
    call_count: Callable[[int], str] = _calls  # "3 calls", in the words' plural form
    fault: Callable[[Any], str] = _described  # an armed fault
    struck_fault: Callable[[str], str] = _same  # a struck fault, from the description the run kept
    note: Callable[[str], str] = _same  # a tool result's note (a fault that shaped it, written by hand)
    switches_text: Callable[[str, bool, list[str]], str] = describe_switches


ENGLISH_WORDS = MarkdownWords()


def decision_text(event: ApprovalDecided, words: MarkdownWords = ENGLISH_WORDS) -> str:
    """`Approval: rejected by *trainer at the keyboard*: zu früh` (with the edited input, if any)."""
    edited = words.edited.format(input=f"`{json.dumps(event.input, ensure_ascii=False)}`") \
        if event.input is not None else ""
    why = f": {event.reason}" if event.reason else ""
    by = f"*{words.decider(event.by)}*"
    return words.decision.format(verdict=words.verdicts[event.verdict], edited=edited, by=by, why=why)


def _header(record: RunRecord, w: MarkdownWords) -> list[str]:
    s, o = record.settings, record.outcome
    tools = ", ".join(s.enabled_tools) if s.enabled_tools is not None else w.all_tools
    lines = [f"# {record.question}", "", "- " + w.settings.format(
        model=s.model or s.client, max_calls=s.max_calls, tools=tools or w.no_tools, customer=s.customer)]
    switches = w.switches_text(s.tool_choice, s.parallel_tool_calls, s.strict_tools)
    lines += ["- " + w.switches.format(switches=switches)] if switches else []
    for fault in record.faults:
        lines.append("- " + w.armed.format(fault=w.fault(fault)))  # a probability trigger names its seed
    for _, event in record.typed_events():  # model faults strike a call, not a tool result: say where
        if isinstance(event, FaultStruck) and event.side == "model":
            lines.append("- " + w.struck.format(n=event.call_no, what=w.struck_fault(event.description)))
    return lines + ["- " + w.ended.format(reason=w.reason(o.reason), calls=w.call_count(o.calls), input=o.input_tokens,
                                           output=o.output_tokens), ""]


def to_markdown(record: RunRecord, words: MarkdownWords = ENGLISH_WORDS) -> str:
    w = words
    notes = {e.use.id: e.note for _, e in record.typed_events() if isinstance(e, ToolFinished) and e.note}
    decisions = {e.use.id: e for _, e in record.typed_events() if isinstance(e, ApprovalDecided)}
    lines = _header(record, w)
    call = 0
    for message in record.history()[record.prior:]:
        if message.role == "assistant":
            call += 1
            lines.append(f"**{w.model_call.format(n=call)}**")
        for block in message.content:
            if isinstance(block, TextBlock):
                lines += ([f"**{w.customer}**"] if message.role == "user" else []) + [_quote(block.text), ""]
            elif isinstance(block, ToolUseBlock):
                asked = f"`{block.name}({json.dumps(block.input, ensure_ascii=False)})`"
                lines.append("- " + w.asks.format(id=f"`{block.id}`", call=asked))
                if block.id in decisions:
                    lines.append(f"  - {decision_text(decisions[block.id], w)}")
            elif isinstance(block, ToolResultBlock):
                mark = "✗ " if block.is_error else ""
                note = notes.get(block.tool_use_id, "")
                extra = f" ⚠ *{w.untrusted}*" if note_is_untrusted(note) else ""
                first = block.content.splitlines()[0] if block.content else ""
                lines.append("- " + w.result.format(id=f"`{block.tool_use_id}`", content=f"{mark}{first}{extra}"))
                if note:
                    lines.append(f"  - {w.note(note)}")
        lines.append("")
    lines += [f"**{w.answer}**", _quote(record.outcome.answer), ""]
    return "\n".join(lines)
