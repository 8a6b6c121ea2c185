"""A tool_use added in the inspector starts from the conversation's own last call, never a lesson's tool by name."""

from __future__ import annotations

from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from gui.inspector.history_edits import call_template


def test_a_new_call_starts_as_the_last_call_of_the_conversation_with_its_fields_empty():
    asked = [ToolUseBlock(id="call_1", name="lookup_order", input={"order_id": "4417"}),
             ToolUseBlock(id="call_2", name="track", input={"order_id": "5120", "n": 2})]
    history = [Message(role="user", content=[TextBlock(text="Где мои заказы 4417 и 5120?")]),
               Message(role="assistant", content=asked),
               Message(role="user", content=[ToolResultBlock(tool_use_id="call_1", content="ok"),
                                             ToolResultBlock(tool_use_id="call_2", content="ok")])]
    block = call_template(history, "call_edit_3_0")
    assert (block.id, block.name, block.input) == ("call_edit_3_0", "track", {"order_id": "", "n": ""})


def test_without_any_call_in_the_conversation_no_tool_is_named():
    block = call_template([Message(role="user", content="Hallo")], "call_edit_1_0")
    assert (block.name, block.input) == ("", {})
