"""Every call of an acting tool waits for a decision: approve, edit then approve, reject, stop; default deny."""

from __future__ import annotations

import threading

import pytest
from pydantic import ValidationError

from core.engine.approval import (
    TRAINER,
    ApprovalPolicy,
    ApprovalRequest,
    Decision,
    PolicyApprover,
)
from core.engine.cancel import CancelToken
from core.engine.events import ApprovalDecided, ApprovalRequested, ToolFinished
from core.engine.loop import ToolLoop
from core.engine.messages import ToolUseBlock
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.core.helpers import assert_valid_history
from tests.lessons import SHOP

CANCEL = "Storniere Bestellung 1042"
TOOLS = ["get_order_status", "cancel_order"]


class Answers:
    """An approver that gives the decisions it was handed, in turn, and keeps the requests."""

    def __init__(self, *decisions: Decision) -> None:
        self.decisions = list(decisions)
        self.requests: list[ApprovalRequest] = []

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision:
        self.requests.append(request)
        return self.decisions.pop(0)


class Never:
    """An approver nobody answers: it waits until the run gives up on it."""

    def __init__(self) -> None:
        self.asked = threading.Event()

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision:
        self.asked.set()
        threading.Event().wait(30)
        return Decision("approve", TRAINER)


def run(approver, question: str = CANCEL, store: OrdersStore | None = None, cancel: CancelToken | None = None,
        **settings):
    store = store or OrdersStore.in_memory(seed=SHOP)
    events: list = []
    loop = ToolLoop(FakeClient(), lesson_registry(), store, Session("K-100"),
                    RunSettings(enabled_tools=TOOLS, **settings), approver=approver)
    end = loop.run(question, emit=events.append, cancel=cancel)
    assert_valid_history(list(end.messages))
    return end, events, store


def decided(events) -> list[ApprovalDecided]:
    return [e for e in events if isinstance(e, ApprovalDecided)]


def test_approve_runs_the_call_and_changes_the_store():
    approver = Answers(Decision("approve", TRAINER))
    end, events, store = run(approver)
    assert store.get("1042").status == "storniert"
    assert end.answer == "Erledigt: Bestellung 1042 storniert."
    assert [type(e).__name__ for e in events if isinstance(e, (ApprovalRequested, ApprovalDecided, ToolFinished))] \
        == ["ApprovalRequested", "ApprovalDecided", "ToolFinished"]
    assert approver.requests[0].use.input == {"order_id": "1042"} and approver.requests[0].timeout == 60.0
    assert decided(events)[0].by == TRAINER and decided(events)[0].verdict == "approve"


def test_edit_then_approve_runs_with_the_edited_input():
    edited = Decision("approve", TRAINER, "andere Nummer", {"order_id": "1042"})
    end, events, store = run(Answers(edited), "Storniere Bestellung 1187")
    assert store.get("1042").status == "storniert" and store.get("1187").status == "zugestellt"
    finished = [e for e in events if isinstance(e, ToolFinished)][0]
    assert finished.use.input == {"order_id": "1042"} and finished.result.content == "Bestellung 1042 storniert"
    assert decided(events)[0].input == {"order_id": "1042"}
    assert end.messages[1].tool_uses()[0].input == {"order_id": "1187"}  # the history keeps what the model asked


def test_reject_goes_back_to_the_model_as_an_error_with_the_reason():
    end, events, store = run(Answers(Decision("reject", TRAINER, "Kunde hat angerufen, nicht stornieren")))
    result = end.messages[2].tool_results()[0]
    assert result.is_error and result.content == "abgelehnt: Kunde hat angerufen, nicht stornieren"
    assert store.get("1042").status == "versandt"
    assert end.reason == "answer"
    assert end.answer == ("Bestellung 1042 wurde nicht storniert: abgelehnt: Kunde hat angerufen, "
                          "nicht stornieren.")


def test_stop_ends_the_run_and_nothing_acts():
    end, events, store = run(Answers(Decision("stop", TRAINER)))
    assert end.reason == "cancelled" and end.handoff and end.detail == "bei der Freigabe gestoppt"
    assert end.messages[2].tool_results()[0].content == "nicht ausgeführt: bei der Freigabe gestoppt"
    assert store.get("1042").status == "versandt"
    assert decided(events)[0].verdict == "stop"


def test_nobody_to_ask_means_deny():
    loop = ToolLoop(FakeClient(), lesson_registry(), OrdersStore.in_memory(seed=SHOP), Session("K-100"),
                    RunSettings(enabled_tools=TOOLS))
    events: list = []
    end = loop.run(CANCEL, emit=events.append)
    assert end.messages[2].tool_results()[0].is_error
    assert decided(events)[0].verdict == "reject" and "nicht storniert" in end.answer


def test_an_unanswered_request_is_rejected_after_the_time_limit():
    end, events, store = run(Never(), approval_timeout=0.2)
    decision = decided(events)[0]
    assert (decision.verdict, decision.by) == ("reject", "timeout")
    assert end.messages[2].tool_results()[0].content == "abgelehnt: keine Entscheidung innerhalb von 0.2 s"
    assert store.get("1042").status == "versandt" and "nicht storniert" in end.answer


def test_a_cancel_rejects_a_pending_request():
    approver, token = Never(), CancelToken()
    threading.Thread(target=lambda: (approver.asked.wait(10), token.cancel("Abort")), daemon=True).start()
    end, events, store = run(approver, approval_timeout=None, cancel=token)
    assert end.reason == "cancelled"
    assert (decided(events)[0].verdict, decided(events)[0].by) == ("reject", "cancel")
    assert end.messages[2].tool_results()[0].content == "abgelehnt: Lauf abgebrochen"
    assert store.get("1042").status == "versandt"


def test_reading_calls_are_never_asked_about():
    approver = Answers()
    end, events, _ = run(approver, "Wann kommt Bestellung 1042 an?")
    assert approver.requests == [] and decided(events) == [] and end.reason == "answer"


def test_the_approval_wait_does_not_count_toward_the_time_limit():
    gate = threading.Event()

    class Slow:
        def decide(self, request, cancel):
            gate.wait(0.5)
            return Decision("approve", TRAINER)

    end, _, store = run(Slow(), wall_clock=0.3)
    assert end.reason == "answer" and store.get("1042").status == "storniert"


def use(**given) -> ToolUseBlock:
    return ToolUseBlock(id="c", name="cancel_order", input=given)


def test_policies_approve_all_reject_all_and_matching_inputs():
    request = ApprovalRequest(1, use(order_id="1187"), None)
    token = CancelToken()
    assert PolicyApprover(ApprovalPolicy.model_validate("approve_all")).decide(request, token).approved
    assert not PolicyApprover(ApprovalPolicy.model_validate("reject_all")).decide(request, token).approved
    matching = ApprovalPolicy(policy="approve_matching", match={"order_id": "11\\d\\d"})
    assert PolicyApprover(matching).decide(request, token).verdict == "approve"
    other = ApprovalRequest(1, use(order_id="1042"), None)
    refused = PolicyApprover(matching).decide(other, token)
    assert refused.verdict == "reject" and refused.by == "batch policy" and "order_id~11" in refused.reason
    assert not matching.matches(use())  # a missing field does not match


@pytest.mark.parametrize("data, words", [
    ({"policy": "approve_matching"}, "needs `match`"),
    ({"policy": "reject_all", "match": {"order_id": "1"}}, "only for approve_matching"),
    ({"policy": "approve_matching", "match": {"order_id": "("}}, "not a valid regular expression"),
    ({"policy": "approve_some"}, "approve_all"),
])
def test_a_bad_policy_is_refused_in_words(data, words):
    with pytest.raises(ValidationError, match=words):
        ApprovalPolicy.model_validate(data)
