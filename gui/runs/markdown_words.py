"""The Markdown export's headings and labels in the window's language (the run's content stays as written)."""

from __future__ import annotations

from core.runs.markdown import MarkdownWords
from gui.common.decider_words import decider_text
from gui.common.fault_words import described_text, fault_text, note_text
from gui.common.i18n import translate
from gui.common.run_words import describe_switches, end_text


def markdown_words() -> MarkdownWords:
    """The export's words, translated now: an export is written in the language the window speaks."""
    return MarkdownWords(
        settings=translate("MarkdownExport",
                           "Model: {model} · MAX_CALLS {max_calls} · Tools: {tools} · Customer: {customer}"),
        all_tools=translate("MarkdownExport", "all"),
        no_tools=translate("MarkdownExport", "none"),
        switches=translate("MarkdownExport", "Switches: {switches}"),
        armed=translate("MarkdownExport", "Fault armed: {fault}"),
        struck=translate("MarkdownExport", "⚡ Fault struck at call {n}: {what}"),
        ended=translate("MarkdownExport", "End: {reason} after {calls}, {input} tokens in / {output} out"),
        call_count=lambda n: translate("MarkdownExport", "%n call(s)", None, n),
        model_call=translate("MarkdownExport", "Model (call {n}):"),
        customer=translate("MarkdownExport", "Customer:"),
        asks=translate("MarkdownExport", "asks for {id} {call}"),
        result=translate("MarkdownExport", "Result {id}: {content}"),
        untrusted=translate("MarkdownExport", "untrusted content"),
        answer=translate("MarkdownExport", "Answer:"),
        decision=translate("MarkdownExport", "Approval: {verdict}{edited} by {by}{why}"),
        edited=translate("MarkdownExport", " with input {input}"),
        verdicts={"approve": translate("MarkdownExport", "approved"),
                  "reject": translate("MarkdownExport", "rejected"),
                  "stop": translate("MarkdownExport", "stopped")},
        decider=decider_text,
        reason=end_text,
        fault=fault_text,
        struck_fault=described_text,
        note=note_text,
        switches_text=describe_switches,
    )
