"""One history in three dialects with linked ids, and the protocol check before each request."""

from __future__ import annotations

from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from core.lesson.tools import lesson_registry
from core.providers.dialects import call_ids, linked_ids, side_by_side
from core.providers.protocol_check import check
from tests.core.providers import replies as R
from tests.core.providers.harness import mock_client, run_loop

GET_ORDER_STATUS = lesson_registry().specs(["get_order_status"])[0]
USE = ToolUseBlock(id="call_7", name="get_order_status", input={"order_id": "1042"})
HISTORY = [
    Message(role="user", content="Wo ist 1042?"),
    Message(role="assistant", content=[TextBlock(text="Ich sehe nach."), USE]),
    Message(role="user", content=[ToolResultBlock(tool_use_id="call_7", content="keine Bestellung 1042",
                                                  is_error=True)]),
    Message(role="assistant", content=[TextBlock(text="Nicht gefunden.")]),
]


def test_the_same_history_in_three_dialects():
    views = side_by_side("Systemtext", HISTORY, [GET_ORDER_STATUS])
    anthropic, chat, responses = views["anthropic"], views["openai-chat"], views["openai-responses"]
    assert anthropic["messages"][2]["content"][0] == {"type": "tool_result", "tool_use_id": "call_7",
                                                      "content": "keine Bestellung 1042", "is_error": True}
    assert chat["messages"][2]["tool_calls"][0] == {"id": "call_7", "type": "function", "function": {
        "name": "get_order_status", "arguments": '{"order_id":"1042"}'}}
    assert chat["messages"][3] == {"role": "tool", "tool_call_id": "call_7", "content": "ERROR: keine Bestellung 1042"}
    assert responses["input"][2] == {"type": "function_call", "call_id": "call_7", "name": "get_order_status",
                                     "arguments": '{"order_id":"1042"}'}
    assert responses["input"][3]["output"].startswith("ERROR: ")
    assert responses["instructions"] == "Systemtext" and chat["messages"][0]["role"] == "system"


def test_ids_are_linked_across_dialects():
    views = side_by_side("s", HISTORY, [])
    links = linked_ids(views, call_ids(HISTORY))
    assert links["call_7"] == {
        "anthropic": ["messages[1].content[1].id", "messages[2].content[0].tool_use_id"],
        "openai-chat": ["messages[2].tool_calls[0].id", "messages[3].tool_call_id"],
        "openai-responses": ["input[2].call_id", "input[3].call_id"],
    }


def test_a_provider_history_is_shown_with_its_raw_turn_in_its_own_dialect():
    client, _ = mock_client("openai-responses", [R.responses([("call_a", "get_order_status", {"order_id": "1042"})]),
                                                 R.responses(text="ok")])
    end, _ = run_loop(client)
    views = side_by_side("s", list(end.messages), [])
    assert views["openai-responses"]["input"][1]["type"] == "reasoning"  # replayed as received
    assert views["anthropic"]["messages"][1]["content"][0]["type"] == "tool_use"  # translated from blocks


def test_a_well_formed_history_has_no_problems():
    assert check(HISTORY) == []


def test_protocol_problems_are_found():
    missing = [HISTORY[0], HISTORY[1], Message(role="user", content="und?")]
    assert any("tool_use without tool_result" in p and "call_7" in p for p in check(missing))
    orphan = HISTORY[:3] + [Message(role="assistant", content="x"),
                            Message(role="user", content=[ToolResultBlock(tool_use_id="call_99", content="?")])]
    assert any("unknown call id: call_99" in p for p in check(orphan))
    late = [HISTORY[0], HISTORY[1], Message(role="user", content=[TextBlock(text="hier:"), HISTORY[2].content[0]])]
    assert any("before any other content" in p for p in check(late))
    twice = [HISTORY[0], Message(role="user", content="noch mal")]
    assert any("roles do not alternate" in p for p in check(twice))


def test_problems_travel_with_the_request_and_explain_a_400():
    import httpx

    client, _ = mock_client("anthropic", [httpx.Response(400, json={"type": "error", "error": {
        "type": "invalid_request_error", "message": "tool_use ids were found without tool_result blocks"}})])
    broken = [HISTORY[0], HISTORY[1], Message(role="user", content="und?")]
    end, events = run_loop(client, history=broken[:-1] + [])  # the loop appends the question as a user text
    assert end.reason == "model_error" and "protocol check" in end.detail and "call_7" in end.detail
