"""The replies a struck model fault puts in place of (or on top of) the real model's reply."""

from __future__ import annotations

import re
from typing import Any

from core.engine.client import ModelRequest
from core.engine.messages import Block, Reply, TextBlock, ToolUseBlock, Usage
from core.engine.tokens import count_input, tokens, turn_start, words
from core.engine.tools import INVALID_ARGUMENTS
from core.engine.wire import anthropic_reply
from core.engine.wire_record import WireRecord

UNKNOWN_TOOL = "delete_all_orders"
EXTRA_FIELDS = {"customer_id": "K-200", "include_all_customers": True}
NUMBER = re.compile(r"\b\d{3,6}\b")


def with_wire(reply: Reply, sent: dict[str, Any]) -> Reply:
    """A distorted reply carries its own wire record, never the real model's own turn (which
    a provider might replay unchanged)."""
    return reply.model_copy(update={"wire": WireRecord(request=sent, response=anthropic_reply(reply))})


def distort(kind: str, request: ModelRequest, inner: Reply | None, sent: dict[str, Any]) -> Reply:
    uses = inner.tool_uses() if inner is not None else []
    fid = f"toolu_fault_{len(request.messages)}"
    first = _first_tool(request)
    order_id = _order_id(uses, request)
    content: list[Block]
    if kind == "guess_forever":
        start = turn_start(request.messages)
        guess = str(1050 + (len(request.messages) - start) // 2)
        content = [ToolUseBlock(id=fid, name="get_order_status", input={"order_id": guess})]
    elif kind == "unknown_tool":
        content = [ToolUseBlock(id=fid, name=UNKNOWN_TOOL, input={"order_id": order_id})]
    elif kind == "missing_field":
        content = [u.model_copy(update={"input": {}}) for u in uses] or [ToolUseBlock(id=fid, name=first)]
    elif kind == "extra_fields":
        content = [u.model_copy(update={"input": {**u.input, **EXTRA_FIELDS}}) for u in uses] or [
            ToolUseBlock(id=fid, name=first, input={"order_id": order_id, **EXTRA_FIELDS})]
    elif kind == "bad_json":
        broken = {INVALID_ARGUMENTS: f'{{"order_id": "{order_id}", '}  # cut off after the first field
        content = [u.model_copy(update={"input": broken}) for u in uses] or [
            ToolUseBlock(id=fid, name=first, input=broken)]
    elif kind == "repeat_id":
        content = _repeated(request, uses, fid, first, order_id)
    else:
        raise ValueError(f"not a reply-shaping model fault: {kind}")
    usage = Usage(input_tokens=count_input(request), output_tokens=sum(tokens(words(b)) for b in content))
    return with_wire(Reply(content=content, stop_reason="tool_use", usage=usage), sent)


def _first_tool(request: ModelRequest) -> str:
    names = [t.name for t in request.tools]
    return "get_order_status" if "get_order_status" in names or not names else names[0]


def _order_id(uses: list[ToolUseBlock], request: ModelRequest) -> str:
    """The order the real reply asked about; else the last number the customer wrote; else "1"."""
    for use in uses:
        value = use.input.get("order_id")
        if isinstance(value, str):
            return value
    said = [b.text for m in request.messages if m.role == "user" for b in m.content if isinstance(b, TextBlock)]
    found = NUMBER.findall(" ".join(said))
    return found[-1] if found else "1"


def _repeated(request: ModelRequest, uses: list[ToolUseBlock], fid: str, first: str,
              order_id: str) -> list[Block]:
    """Reuse an id from earlier in the conversation; with none, two calls in this reply share one id."""
    earlier = [u.id for m in request.messages for u in m.tool_uses()]
    calls = uses or [ToolUseBlock(id=fid, name=first, input={"order_id": order_id})]
    if earlier:
        return [calls[0].model_copy(update={"id": earlier[-1]}), *calls[1:]]
    if len(calls) == 1:
        calls = [calls[0], calls[0]]
    return [calls[0], calls[1].model_copy(update={"id": calls[0].id}), *calls[2:]]

