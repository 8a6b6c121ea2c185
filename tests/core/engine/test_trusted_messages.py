"""Messages and replies the program builds of blocks it already holds skip pydantic's validation; they must be
the very objects validation would have made: equal, the same JSON, copyable, picklable, still frozen."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from pydantic import ValidationError

from core.engine.messages import (
    Message,
    Reply,
    TextBlock,
    ToolResultBlock,
    ToolUseBlock,
    Usage,
    dumped,
    history_to_json,
    message,
    reply,
    text_block,
    tool_result,
    tool_use,
    trusted,
)
from core.engine.wire_record import WireRecord

USE = ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1042"})
RESULT = ToolResultBlock(tool_use_id="call_1", content="1042 — versandt")


@pytest.mark.parametrize(("role", "content"), [("user", [TextBlock(text="Wo ist 1042?")]),
                                               ("assistant", [TextBlock(text="Ich sehe nach."), USE]),
                                               ("user", [RESULT])])
def test_a_message_built_without_validation_is_the_validated_one(role, content):
    built, validated = message(role, list(content)), Message(role=role, content=list(content))
    assert built == validated and repr(built) == repr(validated)
    assert history_to_json([built]) == history_to_json([validated])
    assert dumped(built) == dumped(validated) and built.text() == validated.text()
    assert pickle.loads(pickle.dumps(built)) == validated and copy.deepcopy(built) == validated
    assert copy.copy(built) == validated
    assert dataclasses.replace(built, role="assistant").role == "assistant" and built.role == role
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.role = "assistant"  # type: ignore[misc]


def test_a_reply_built_without_validation_is_the_validated_one_and_keeps_its_wire_record():
    wire = WireRecord(request={"messages": []})
    built = reply([USE], "tool_use", Usage(input_tokens=30, output_tokens=4), wire)
    validated = Reply(content=[USE], stop_reason="tool_use", usage=Usage(input_tokens=30, output_tokens=4), wire=wire)
    assert built == validated and dumped(built, "json") == dumped(validated, "json")
    assert built.wire is wire and built.as_message().wire is wire and built.tool_uses() == [USE]
    assert built.as_message() == Message(role="assistant", content=[USE], wire=wire)
    assert reply([TextBlock(text="Fertig.")], "end_turn", Usage()).text() == "Fertig."


def test_a_text_block_built_without_validation_is_the_validated_one_and_anything_else_is_still_checked():
    built, validated = text_block("Wo ist 1042?"), TextBlock(text="Wo ist 1042?")
    assert built == validated and repr(built) == repr(validated) and dumped(built) == dumped(validated)
    assert pickle.loads(pickle.dumps(built)) == validated
    with pytest.raises(ValidationError):
        text_block(42)  # type: ignore[arg-type]
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.text = "anders"  # type: ignore[misc]


@pytest.mark.parametrize(("built", "validated"), [
    (tool_use("call_1", "get_order_status", {"order_id": "1042"}), USE),
    (tool_result("call_1", "1042 — versandt", False), RESULT),
    (tool_result("call_1", "keine Bestellung", True),
     ToolResultBlock(tool_use_id="call_1", content="keine Bestellung", is_error=True)),
    (trusted(Usage, {"input_tokens": 3, "output_tokens": 1}), Usage(input_tokens=3, output_tokens=1)),
    (trusted(ToolUseBlock, {"type": "tool_use", "id": "call_1", "name": "get_order_status",
                            "input": {"order_id": "1042"}}), USE),
])
def test_each_fast_factory_makes_the_block_validation_would_make(built, validated):
    assert type(built) is type(validated) and built == validated and repr(built) == repr(validated)
    assert dumped(built, "json") == dumped(validated, "json")
    assert pickle.loads(pickle.dumps(built)) == validated and copy.deepcopy(built) == validated
