"""The engine's own words in a run (refused, skipped, rejected calls) are the lesson's, never another lesson's."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from core.engine.approval import ApprovalPolicy, PolicyApprover
from core.engine.loop import ToolLoop
from core.engine.tools import Session
from core.faults.scripted import ScriptedClient
from core.lesson.catalog import SHIPPED, find_lesson
from core.lesson.loader import LessonError, load_lesson
from core.lesson.store import OrdersStore

GERMAN = re.compile(r"[äöüßÄÖÜ]|\b(kein|keine|fehlt|nicht|abgelehnt|Zeitlimit|abgebrochen|Richtlinie|Eingabe)\b",
                    re.IGNORECASE)
SCRIPT = {"replies": [
    {"tool_calls": [{"name": "nope", "input": {}}, {"name": "lookup_order", "input": {}}]},
    {"tool_calls": [{"name": "refund_order", "input": {"order_id": "5120"}}]},
    {"tool_calls": [{"name": "lookup_order", "input": {"order_id": "4417"}}], "stop_reason": "max_tokens"},
]}


def russian_results() -> list[str]:
    lesson = find_lesson("ru-northwind")
    registry = lesson.registry()
    approver = PolicyApprover(ApprovalPolicy(policy="reject_all"), "policy", registry.texts)
    loop = ToolLoop(ScriptedClient.from_text(json.dumps(SCRIPT)), registry,
                    OrdersStore.in_memory(seed=lesson.seed()), Session("ALFKI"),
                    lesson.run_settings(enabled_tools=["lookup_order", "refund_order"]), approver=approver)
    end = loop.run("Верните деньги за заказ 5120.")
    return [r.content for m in end.messages for r in m.tool_results()]


def test_the_russian_lessons_refused_skipped_and_rejected_calls_read_in_russian():
    assert russian_results() == [
        "Failed: нет инструмента nope",
        "Failed: не хватает поля order_id",
        "отклонено: правило отклоняет любое действие (reject_all)",
        "не выполнено: stop_reason max_tokens",
    ]
    assert not [text for text in russian_results() if GERMAN.search(text)]


def test_a_lesson_without_one_of_the_engines_texts_is_refused_naming_file_and_field(tmp_path: Path):
    folder = tmp_path / "de-shop"
    shutil.copytree(SHIPPED / "de-shop", folder)
    path = folder / "lesson.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["texts"]["skipped"]
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_lesson(folder)
    assert (Path(caught.value.file).name, caught.value.field) == ("lesson.json", "texts.skipped")


def test_a_text_with_other_placeholders_than_its_own_is_refused(tmp_path: Path):
    folder = tmp_path / "de-shop"
    shutil.copytree(SHIPPED / "de-shop", folder)
    path = folder / "lesson.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["texts"]["missing"] = "fehlt {name}"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_lesson(folder)
    assert caught.value.field == "texts.missing" and "{field}" in caught.value.reason
