"""The Markdown export's headings speak the window's language; the run's own words stay the lesson's."""

from __future__ import annotations

import json
import re

import pytest

from core.engine.approval import BATCH_POLICY, TRAINER, ApprovalRequest, Decision
from core.engine.cancel import CancelToken
from core.engine.events import ApprovalDecided
from core.faults.scripted import ScriptedClient
from core.runs.record import RecordedSettings
from core.runs.replay import run_recorded
from gui.common.i18n import language

Q1042 = "Wann kommt Bestellung 1042 an?"
HEADINGS = {
    "en": ("**Customer:**", "**Model (call 1):**", "**Answer:**", "- asks for `call_1`", "Customer: K-100"),
    "ru": ("**Клиент:**", "**Модель (вызов 1):**", "**Ответ:**", "- запрашивает `call_1`", "Клиент: K-100"),
}
GERMAN_HEADINGS = ("**Kunde:**", "**Antwort:**", "Aufruf 1", "verlangt", "Ende:")


@pytest.mark.parametrize("code", ["en", "ru"])
def test_the_exports_headings_follow_the_ui_language(window, ask, tmp_path, code):
    ask(window, Q1042)
    assert language.set(code)
    path = window.bench.files.export_markdown(tmp_path / "run.md")
    assert path is not None
    text = path.read_text(encoding="utf-8")
    assert all(heading in text for heading in HEADINGS[code]), text
    assert not [word for word in GERMAN_HEADINGS if word in text], text
    assert Q1042 in text and "3. November" in text  # the lesson's content, as it was written


TWO_CANCELS = json.dumps({"replies": [
    {"tool_calls": [{"name": "cancel_order", "input": {"order_id": "1042"}},
                    {"name": "cancel_order", "input": {"order_id": "1187"}}]},
    {"text": "Erledigt."}]})
ENGLISH_DECIDER_WORDS = ("trainer at the keyboard", "batch policy", "approved", "rejected", " by ", "replay of",
                         "End:", "answer after")


class FirstYesThenNo:
    """The trainer approves the first acting call; the batch policy rejects the second."""

    def __init__(self) -> None:
        self.asked = 0

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision:
        self.asked += 1
        if self.asked == 1:
            return Decision("approve", TRAINER)
        return Decision("reject", BATCH_POLICY, "слишком рано")


def test_a_russian_export_words_who_decided_in_russian(window, tmp_path, store):
    settings = RecordedSettings(enabled_tools=["get_order_status", "cancel_order"], customer="K-100",
                                client="scripted", script=TWO_CANCELS)
    record = run_recorded("Storniere 1042 und 1187", ScriptedClient.from_text(TWO_CANCELS), store, settings,
                          approver=FirstYesThenNo())
    assert [e.verdict for _, e in record.typed_events() if isinstance(e, ApprovalDecided)] == ["approve", "reject"]
    window.bench.files.show_record(record)
    assert language.set("ru")
    path = window.bench.files.export_markdown(tmp_path / "run.md")
    assert path is not None
    text = path.read_text(encoding="utf-8")
    assert "одобрено" in text and "отклонено" in text and "слишком рано" in text, text
    assert "*тренер за клавиатурой*" in text and "*правило пакета*" in text, text
    assert not [word for word in ENGLISH_DECIDER_WORDS if word in text], text


def test_a_struck_fault_and_a_results_note_are_worded_in_the_exports_language(window, ask, tmp_path):
    from core.faults.model_faults import ModelFault
    from core.faults.tool_faults import ToolFault

    window.injector.arm(ModelFault(kind="extra_fields"))
    window.injector.arm(ToolFault(tool="get_order_status", kind="error"))
    ask(window, Q1042)
    assert language.set("ru")
    path = window.bench.files.export_markdown(tmp_path / "run.md")
    assert path is not None
    text = path.read_text(encoding="utf-8")
    struck = [line for line in text.splitlines() if line.startswith("- ⚡")]
    notes = [line for line in text.splitlines() if line.startswith("  - ⚡")]
    assert struck and notes, text
    for line in struck + notes:
        assert not re.search(r"\b(returns|error result|next call|extra fields|fault)\b", line), line
        assert re.search("[а-яА-Я]", line), line
