"""Approval decisions in saved runs, in replays, in Markdown and in batch runs with their policies."""

from __future__ import annotations

import csv
import io
import json

import pytest

from core.engine.approval import TRAINER, ApprovalRequest, Decision
from core.engine.cancel import CancelToken
from core.engine.events import ApprovalDecided, ApprovalRequested
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.runs.batch import load_testset, run_batch, to_csv, to_json
from core.runs.markdown import to_markdown
from core.runs.record import RecordedSettings, load, save
from core.runs.replay import replay, run_recorded
from tests.lessons import SHOP, SHOP_APPROVALS

CANCEL = "Storniere Bestellung 1042"
SETTINGS = RecordedSettings(enabled_tools=["get_order_status", "cancel_order"], customer="K-100")


class Answers:
    def __init__(self, decision: Decision) -> None:
        self.decision = decision

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision:
        return self.decision


@pytest.mark.parametrize("decision, verdict, stored", [
    (Decision("approve", TRAINER), "approved", "storniert"),
    (Decision("approve", TRAINER, "", {"order_id": "1187"}), "approved with input `{\"order_id\": \"1187\"}`",
     "versandt"),
    (Decision("reject", TRAINER, "Kunde hat es sich anders überlegt"), "rejected", "versandt"),
    (Decision("stop", TRAINER), "stopped", "versandt"),
])
def test_each_decision_is_kept_in_the_saved_run_and_its_markdown(tmp_path, decision, verdict, stored):
    store = OrdersStore.in_memory(seed=SHOP)
    record = run_recorded(CANCEL, FakeClient(), store, SETTINGS, approver=Answers(decision))
    opened = load(save(record, tmp_path / "run.json"))
    events = [e for _, e in opened.typed_events()]
    requested = [e for e in events if isinstance(e, ApprovalRequested)]
    decided = [e for e in events if isinstance(e, ApprovalDecided)]
    assert len(requested) == 1 and requested[0].timeout == 60.0
    assert [(e.verdict, e.by, e.reason, e.input) for e in decided] == [
        (decision.verdict, TRAINER, decision.reason, decision.input)]
    assert opened.settings.approval_timeout == 60.0
    assert store.get("1042").status == stored
    markdown = to_markdown(opened)
    assert f"  - Approval: {verdict} by *trainer at the keyboard*" in markdown
    if decision.reason:
        assert decision.reason in markdown


def test_a_replay_decides_as_the_saved_run_did():
    record = run_recorded(CANCEL, FakeClient(), OrdersStore.in_memory(seed=SHOP), SETTINGS,
                          approver=Answers(Decision("approve", TRAINER)))
    fresh = OrdersStore.in_memory(seed=SHOP)
    diff = replay(record, fresh)
    assert not diff.changed and fresh.get("1042").status == "storniert"
    again = [e for _, e in diff.record.typed_events() if isinstance(e, ApprovalDecided)]
    assert [(e.verdict, e.by) for e in again] == [("approve", "replay of trainer at the keyboard")]


def test_a_timeout_is_recorded_as_made_by_the_timeout(tmp_path):
    class Never:
        def decide(self, request, cancel):
            cancel.wait(30)
            return Decision("approve", TRAINER)

    settings = SETTINGS.model_copy(update={"approval_timeout": 0.2})
    record = run_recorded(CANCEL, FakeClient(), OrdersStore.in_memory(seed=SHOP), settings, approver=Never())
    decided = [e for _, e in load(save(record, tmp_path / "r.json")).typed_events()
               if isinstance(e, ApprovalDecided)]
    assert [(e.verdict, e.by) for e in decided] == [("reject", "timeout")]
    assert "nicht storniert" in record.outcome.answer


def test_batch_cases_name_their_policy_and_the_exports_say_who_decided():
    testset = load_testset(SHOP_APPROVALS)
    store = OrdersStore.in_memory(seed=SHOP)
    results = run_batch(testset, FakeClient, store)
    assert [r.passed for r in results] == [True, True, True], [r.problems for r in results]
    assert [len(r.approvals) for r in results] == [1, 1, 1]
    assert "abgelehnt (Stapel-Richtlinie: die Richtlinie lehnt jede Aktion ab (reject_all))" in results[0].approvals[0]
    assert "freigegeben (Stapel-Richtlinie: approve_all)" in results[1].approvals[0]
    assert "abgelehnt (Stapel-Richtlinie: die Eingabe passt nicht zur Richtlinie" in results[2].approvals[0]
    assert store.get("1042").status == "storniert" and store.get("1187").status == "zugestellt"
    assert results[1].setup == "approval: approve_all"
    rows = list(csv.DictReader(io.StringIO(to_csv(results))))
    assert "Stapel-Richtlinie" in rows[1]["approvals"]
    assert "Stapel-Richtlinie" in json.loads(to_json(results))["results"][2]["approvals"][0]
    record = results[1].run.record()
    assert [e.by for _, e in record.typed_events() if isinstance(e, ApprovalDecided)] == ["batch policy"]


def test_a_test_set_without_a_policy_rejects_every_action():
    testset = load_testset(SHOP_APPROVALS)
    plain = testset.model_copy(update={"cases": [testset.cases[0].model_copy(update={"approval": None})]})
    result = run_batch(plain, FakeClient, OrdersStore.in_memory(seed=SHOP))[0]
    assert "abgelehnt" in result.approvals[0] and "nicht storniert" in result.answer
