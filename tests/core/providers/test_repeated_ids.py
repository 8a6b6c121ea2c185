"""A reply that repeats a tool call id: caught when it arrives, answered as an error, and the next request is valid."""

from __future__ import annotations

import pytest

from core.engine.events import ToolFinished
from core.engine.messages import Message, ToolResultBlock, ToolUseBlock
from core.providers import protocol_check
from tests.core.providers import replies as R
from tests.core.providers.harness import mock_client, of_type, run_loop

TWICE = [("toolu_same", "get_order_status", {"order_id": "1042"}),
         ("toolu_same", "get_return_window", {"order_id": "1187"})]


def _sent_ids(body: dict, provider: str) -> tuple[list[str], list[str]]:
    """(ids of the calls, ids the results answer) in a request body."""
    if provider == "anthropic":
        blocks = [b for m in body["messages"] if isinstance(m["content"], list) for b in m["content"]]
        return ([b["id"] for b in blocks if b["type"] == "tool_use"],
                [b["tool_use_id"] for b in blocks if b["type"] == "tool_result"])
    if provider == "openai-responses":
        items = body["input"]
        return ([i["call_id"] for i in items if i.get("type") == "function_call"],
                [i["call_id"] for i in items if i.get("type") == "function_call_output"])
    messages = body["messages"]
    return ([c["id"] for m in messages for c in m.get("tool_calls") or []],
            [m["tool_call_id"] for m in messages if m["role"] == "tool"])


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize("provider", ["anthropic", "openai-chat", "openai-responses", "local"])
def test_a_repeated_id_is_answered_as_an_error_and_the_next_request_has_unique_ids(provider, stream):
    first = (R.STREAMED if stream else R.WHOLE)[provider](TWICE)
    client, script = mock_client(provider, [first, R.WHOLE[provider](text="Fertig.")], stream=stream)
    end, events = run_loop(client)
    assert end.reason == "answer" and len(script.requests) == 2
    ran, repeated = of_type(events, ToolFinished)
    assert not ran.skipped and ran.use.id == "toolu_same"
    assert repeated.skipped and repeated.result.is_error and repeated.use.id == "toolu_same_dup2"
    assert "toolu_same kam in diesem Gespräch schon vor" in repeated.result.content
    calls, answered = _sent_ids(script.bodies()[1], provider)
    assert calls == ["toolu_same", "toolu_same_dup2"] and sorted(answered) == sorted(calls)
    assert protocol_check.check(list(end.messages)) == []


def test_an_id_used_in_an_earlier_turn_is_repeated_too():
    again = [("toolu_old", "get_order_status", {"order_id": "1042"})]
    client, script = mock_client("anthropic", [R.anthropic(again), R.anthropic(again), R.anthropic(text="Ok.")])
    end, events = run_loop(client)
    assert [f.use.id for f in of_type(events, ToolFinished)] == ["toolu_old", "toolu_old_dup2"]
    assert [f.skipped for f in of_type(events, ToolFinished)] == [False, True]
    calls, answered = _sent_ids(script.bodies()[2], "anthropic")
    assert calls == answered == ["toolu_old", "toolu_old_dup2"]


def test_the_protocol_check_flags_repeated_tool_use_ids():
    use = ToolUseBlock(id="toolu_1", name="get_order_status", input={"order_id": "1042"})
    history = [Message(role="user", content="Wo ist 1042?"),
               Message(role="assistant", content=[use, use]),
               Message(role="user", content=[ToolResultBlock(tool_use_id="toolu_1", content="a"),
                                             ToolResultBlock(tool_use_id="toolu_1", content="b")])]
    problems = protocol_check.check(history)
    assert any("more than once" in p and "toolu_1" in p for p in problems)
