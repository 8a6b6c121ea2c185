"""Tool results by hand: every call waits with what the tool would return (nothing written); the human's
result goes back instead, marked as hand-written; accepted as suggested, the tool runs for real."""

from __future__ import annotations

import json

from core.engine.approval import TRAINER, Decision
from core.engine.by_hand import BY_HAND
from core.engine.events import ApprovalDecided, ApprovalRequested, ToolFinished
from core.engine.loop import ToolLoop
from core.engine.messages import ToolResultBlock
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.faults.scripted import ScriptedClient
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from core.providers import ProviderConfig, make_client
from core.runs.markdown import to_markdown
from core.runs.record import Recorder, loads, make_record, recorded_settings, save
from tests.core.engine.test_approval import Answers
from tests.core.helpers import assert_valid_history
from tests.core.providers import replies as R
from tests.core.providers.harness import KEY
from tests.core.providers.local_server import Json, ScriptedServer
from tests.lessons import SHOP

TOOLS = ["get_order_status", "cancel_order"]
HAND = ToolResultBlock(tool_use_id="anything", content="storniert", is_error=False)


def _run(client, approver, question: str, store: OrdersStore | None = None):
    store = store or OrdersStore.in_memory(seed=SHOP)
    events: list = []
    settings = RunSettings(enabled_tools=TOOLS, results_by_hand=True)
    loop = ToolLoop(client, lesson_registry(), store, Session("K-100"), settings, approver=approver)
    end = loop.run(question, emit=Recorder(events.append), cancel=None)
    assert_valid_history(list(end.messages))
    return end, events, store, loop


def test_a_hand_written_result_replaces_the_tools_and_is_marked():
    approver = Answers(Decision("approve", TRAINER, result=HAND))
    end, events, store, _ = _run(FakeClient(), approver, "Wann kommt Bestellung 1042 an?")
    [request] = approver.requests
    assert request.by_hand and request.suggested.content.startswith("1042 — versandt")  # as the tool would say
    assert end.answer == "Ich habe nachgesehen: storniert."
    [finished] = [e for e in events if isinstance(e, ToolFinished)]
    assert finished.note == BY_HAND and finished.result.tool_use_id == finished.use.id
    assert [e.result for e in events if isinstance(e, ApprovalDecided)][0].content == "storniert"


def test_the_suggestion_writes_nothing_and_accepting_it_runs_the_tool_for_real():
    store = OrdersStore.in_memory(seed=SHOP)
    seen: list[str] = []

    class Look(Answers):
        def decide(self, request, cancel):
            seen.append(store.get("1042").status)  # while deciding, the real order is untouched
            return super().decide(request, cancel)

    approver = Look(Decision("approve", TRAINER))
    end, events, store, _ = _run(FakeClient(), approver, "Storniere Bestellung 1042", store)
    assert "storniert" in approver.requests[0].suggested.content and seen == ["versandt"]
    assert store.get("1042").status == "storniert" and end.answer == "Erledigt: Bestellung 1042 storniert."
    assert all(not e.note for e in events if isinstance(e, ToolFinished))


def test_with_the_scripted_model_a_written_error_result_goes_back_as_is():
    script = json.dumps({"replies": [
        {"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042"}, "id": "s1"}]},
        {"text": "Dann frage ich nach."}]})
    written = ToolResultBlock(tool_use_id="s1", content="Datenbank nicht erreichbar", is_error=True)
    client = ScriptedClient.from_text(script)
    end, events, _, loop = _run(client, Answers(Decision("approve", TRAINER, result=written)), "Wo ist 1042?")
    assert end.messages[2].content[0] == written and end.answer == "Dann frage ich nach."
    requested = [e for e in events if isinstance(e, ApprovalRequested)]
    assert requested[0].suggested.content.startswith("1042 — versandt")


def test_with_a_provider_the_hand_result_is_what_the_server_receives():
    steps = [Json(R.anthropic([("toolu_1", "get_order_status", {"order_id": "1042"})])),
             Json(R.anthropic(text="Storniert, sagt das System."))]
    with ScriptedServer(steps) as server:
        client = make_client(ProviderConfig("anthropic", base_url=server.url), key=KEY)
        try:
            end, events, _, loop = _run(client, Answers(Decision("approve", TRAINER, result=HAND)),
                                        "Wann kommt Bestellung 1042 an?")
        finally:
            client.close()
        second = server.requests[1].body
    assert second["messages"][2]["content"] == [{"type": "tool_result", "tool_use_id": "toolu_1",
                                                 "content": "storniert"}]
    assert end.answer == "Storniert, sagt das System."


def test_saved_run_and_markdown_say_the_result_was_written_by_hand(tmp_path):
    recorder_events: list = []
    store = OrdersStore.in_memory(seed=SHOP)
    settings = RunSettings(enabled_tools=TOOLS, results_by_hand=True)
    client = FakeClient()
    loop = ToolLoop(client, lesson_registry(), store, Session("K-100"), settings,
                    approver=Answers(Decision("approve", TRAINER, result=HAND)))
    recorder = Recorder(recorder_events.append)
    end = loop.run("Wann kommt Bestellung 1042 an?", history=[], emit=recorder)
    record = make_record(recorded_settings(client, settings, "de-shop"), [], store.all(),
                         "Wann kommt Bestellung 1042 an?", list(end.messages), 0, recorder, end)
    path = save(record, tmp_path / "hand.json")
    again = loads(path.read_text(encoding="utf-8"))
    assert again.settings.results_by_hand
    assert [e.note for _, e in again.typed_events() if isinstance(e, ToolFinished)] == [BY_HAND]
    assert BY_HAND in to_markdown(again)
