"""Blocks, messages and replies are frozen pydantic dataclasses: built by keyword (a provider, a fault, an editor
building them of untrusted data) or copied with `dataclasses.replace` they are checked, and a history's JSON is
the lesson's byte for byte (a short user text as a string, `is_error` only when true, `type` first)."""

from __future__ import annotations

import dataclasses
import json

import pytest
from pydantic import TypeAdapter, ValidationError

from core.engine.messages import (
    Message,
    Reply,
    TextBlock,
    ToolResultBlock,
    ToolUseBlock,
    Usage,
    dumped,
    history_from_json,
    history_to_json,
    message,
    text_block,
    tool_result,
    tool_use,
)


@pytest.mark.parametrize(("cls", "fields"), [
    (TextBlock, {"text": 42}),
    (TextBlock, {"type": "tool_use", "text": "x"}),
    (ToolUseBlock, {"id": "c", "name": "n", "input": "1042"}),
    (ToolUseBlock, {"name": "n"}),
    (ToolResultBlock, {"tool_use_id": "c", "content": ["x"]}),
    (ToolResultBlock, {"tool_use_id": "c", "content": "x", "is_error": "perhaps"}),
    (Message, {"role": "system", "content": "Hallo"}),
    (Message, {"role": "user", "content": [{"type": "image", "text": "x"}]}),
    (Message, {"role": "assistant", "content": [TextBlock(text="x")], "wire": {"http": []}}),
    (Usage, {"input_tokens": "viele"}),
    (Reply, {"content": [], "stop_reason": None}),
])
def test_a_block_built_by_keyword_from_bad_data_is_refused(cls, fields):
    with pytest.raises(ValidationError):
        cls(**fields)
    with pytest.raises(ValidationError):
        TypeAdapter(cls).validate_python(fields)  # as a history, or a record holding one, is read


def test_a_block_built_by_keyword_from_plain_data_becomes_typed_blocks():
    turn = Message(role="assistant", content=[{"type": "text", "text": "Ich sehe nach."},
                                              {"type": "tool_use", "id": "c1", "name": "get_order_status"}])
    assert turn.content == [TextBlock(text="Ich sehe nach."), ToolUseBlock(id="c1", name="get_order_status")]
    assert Message(role="user", content="Wo ist 1042?").content == [TextBlock(text="Wo ist 1042?")]
    assert Reply(content=[], stop_reason="end_turn").usage == Usage(input_tokens=0, output_tokens=0)


def test_a_copy_made_with_replace_is_checked_too():
    use = ToolUseBlock(id="c1", name="get_order_status", input={"order_id": "1042"})
    assert dataclasses.replace(use, id="c2") == ToolUseBlock(id="c2", name="get_order_status",
                                                             input={"order_id": "1042"})
    with pytest.raises(ValidationError):
        dataclasses.replace(use, input="kaputt")
    with pytest.raises(ValidationError):
        dataclasses.replace(TextBlock(text="x"), text=None)
    with pytest.raises(ValidationError):
        dataclasses.replace(message("user", [text_block("x")]), content=[{"type": "nothing"}])


HISTORY_JSON = (
    '[{"role":"user","content":"Wo ist 1042?"},'
    '{"role":"assistant","content":[{"type":"text","text":"Ich sehe nach."},'
    '{"type":"tool_use","id":"c1","name":"get_order_status","input":{"order_id":"1042"}}]},'
    '{"role":"user","content":[{"type":"tool_result","tool_use_id":"c1","content":"versandt"},'
    '{"type":"tool_result","tool_use_id":"c2","content":"keine Bestellung","is_error":true}]},'
    '{"role":"user","content":[{"type":"text","text":"Und?"},{"type":"text","text":"Danke."}]},'
    '{"role":"assistant","content":[{"type":"text","text":"Gern."}]}]')


def test_the_json_of_a_history_is_the_lessons_byte_for_byte():
    history = [
        message("user", [text_block("Wo ist 1042?")]),
        message("assistant", [text_block("Ich sehe nach."), tool_use("c1", "get_order_status", {"order_id": "1042"})]),
        message("user", [tool_result("c1", "versandt", False), tool_result("c2", "keine Bestellung", True)]),
        Message(role="user", content=[TextBlock(text="Und?"), TextBlock(text="Danke.")]),
        Message(role="assistant", content="Gern."),  # a short text is a string only in a user turn
    ]
    assert json.dumps(history_to_json(history), ensure_ascii=False, separators=(",", ":")) == HISTORY_JSON
    assert history_from_json(json.loads(HISTORY_JSON)) == history
    assert list(dumped(history[2].content[0])) == ["type", "tool_use_id", "content"]
    assert "wire" not in dumped(history[1]) and "wire" not in repr(history[1])
