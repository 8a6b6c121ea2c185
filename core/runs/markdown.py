"""A saved run as Markdown for course notes: settings, faults, and the conversation turn by turn."""

from __future__ import annotations

import json

from core.engine.events import ApprovalDecided, ToolFinished
from core.engine.messages import TextBlock, ToolResultBlock, ToolUseBlock
from core.engine.switches import describe_switches
from core.faults.tool_faults import FaultStruck, note_is_untrusted
from core.lesson.trace import verdicts
from core.runs.record import RunRecord


def _quote(text: str) -> str:
    return "\n".join("> " + line for line in (text or "").splitlines() or [""])


def decision_text(event: ApprovalDecided) -> str:
    """`Freigabe: abgelehnt von *trainer at the keyboard*: zu früh` (with the edited input, if any)."""
    edited = f" mit Eingabe `{json.dumps(event.input, ensure_ascii=False)}`" if event.input is not None else ""
    why = f": {event.reason}" if event.reason else ""
    return f"Freigabe: {verdicts()[event.verdict]}{edited} von *{event.by}*{why}"


def to_markdown(record: RunRecord) -> str:
    s, o = record.settings, record.outcome
    notes = {e.use.id: e.note for _, e in record.typed_events() if isinstance(e, ToolFinished) and e.note}
    decisions = {e.use.id: e for _, e in record.typed_events() if isinstance(e, ApprovalDecided)}
    tools = ", ".join(s.enabled_tools) if s.enabled_tools is not None else "alle"
    lines = [f"# {record.question}", "",
             f"- Modell: {s.model or s.client} · MAX_CALLS {s.max_calls} · Tools: {tools or 'keine'} · "
             f"Kunde: {s.customer}"]
    switches = describe_switches(s.tool_choice, s.parallel_tool_calls, s.strict_tools)
    lines += [f"- Schalter: {switches}"] if switches else []
    for fault in record.faults:
        lines.append(f"- Fehler scharf: {fault.describe()}")  # a probability trigger names its seed
    for _, event in record.typed_events():  # model faults strike a call, not a tool result: say where
        if isinstance(event, FaultStruck) and event.side == "model":
            lines.append(f"- ⚡ Fehler getroffen bei Aufruf {event.call_no}: {event.description}")
    lines += [f"- Ende: {o.reason} nach {o.calls} Aufrufen, {o.input_tokens} Tokens rein / "
              f"{o.output_tokens} raus", ""]
    call = 0
    for message in record.history()[record.prior:]:
        if message.role == "assistant":
            call += 1
            lines.append(f"**Modell (Aufruf {call}):**")
        for block in message.content:
            if isinstance(block, TextBlock):
                lines += (["**Kunde:**"] if message.role == "user" else []) + [_quote(block.text), ""]
            elif isinstance(block, ToolUseBlock):
                lines.append(f"- verlangt `{block.id}` `{block.name}({json.dumps(block.input, ensure_ascii=False)})`")
                if block.id in decisions:
                    lines.append(f"  - {decision_text(decisions[block.id])}")
            elif isinstance(block, ToolResultBlock):
                mark = "✗ " if block.is_error else ""
                note = notes.get(block.tool_use_id, "")
                extra = " ⚠ *nicht vertrauenswürdiger Inhalt*" if note_is_untrusted(note) else ""
                first = block.content.splitlines()[0] if block.content else ""
                lines.append(f"- Ergebnis `{block.tool_use_id}`: {mark}{first}{extra}")
                if note:
                    lines.append(f"  - {note}")
        lines.append("")
    lines += ["**Antwort:**", _quote(o.answer), ""]
    return "\n".join(lines)
