"""The replies a struck model fault puts in place of (or on top of) the real model's reply."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from core.engine.client import ModelRequest
from core.engine.messages import Block, Reply, TextBlock, ToolUseBlock, Usage
from core.engine.tokens import count_input, tokens, turn_start, words
from core.engine.tools import INVALID_ARGUMENTS, ToolSpec
from core.engine.wire import anthropic_reply
from core.engine.wire_record import WireRecord
from core.lesson.spec import Guessing

UNKNOWN_TOOL = "delete_all_orders"
EXTRA_FIELDS = {"customer_id": "*", "include_all_customers": True}  # the model tries to choose the customer
NUMBER = re.compile(r"\b\d{3,6}\b")


def with_wire(reply: Reply, sent: dict[str, Any]) -> Reply:
    """A distorted reply carries its own wire record, never the real model's own turn (which
    a provider might replay unchanged)."""
    return replace(reply, wire=WireRecord(request=sent, response=anthropic_reply(reply)))


def distort(kind: str, request: ModelRequest, inner: Reply | None, sent: dict[str, Any],
            guessing: Guessing | None = None) -> Reply:
    """`guessing` is the lesson's own guessing rule (its fake model's), for the guess-forever fault."""
    uses = inner.tool_uses() if inner is not None else []
    fid = f"toolu_fault_{len(request.messages)}"
    tool = _reading_tool(request)
    first, field = (tool.name, _first_field(tool)) if tool is not None else (UNKNOWN_TOOL, "id")
    number = _number(uses, field, request)
    content: list[Block]
    if kind == "guess_forever":
        content = [_guess(request, fid, guessing)]
    elif kind == "unknown_tool":
        content = [ToolUseBlock(id=fid, name=UNKNOWN_TOOL, input={field: number})]
    elif kind == "missing_field":
        content = [replace(u, input={}) for u in uses] or [ToolUseBlock(id=fid, name=first)]
    elif kind == "extra_fields":
        content = [replace(u, input={**u.input, **EXTRA_FIELDS}) for u in uses] or [
            ToolUseBlock(id=fid, name=first, input={field: number, **EXTRA_FIELDS})]
    elif kind == "bad_json":
        broken = {INVALID_ARGUMENTS: f'{{"{field}": "{number}", '}  # cut off after the first field
        content = [replace(u, input=broken) for u in uses] or [
            ToolUseBlock(id=fid, name=first, input=broken)]
    elif kind == "repeat_id":
        content = _repeated(request, uses, fid, first, {field: number})
    else:
        raise ValueError(f"not a reply-shaping model fault: {kind}")
    usage = Usage(input_tokens=count_input(request), output_tokens=sum(tokens(words(b)) for b in content))
    return with_wire(Reply(content=content, stop_reason="tool_use", usage=usage), sent)


def _guess(request: ModelRequest, fid: str, guessing: Guessing | None) -> ToolUseBlock:
    """The next guess of a model that never stops: the lesson's own guessing rule when it has one (and its tool
    is offered); else the first reading tool offered, its first required field, counting up from the number in
    the question (else 1). One more per call of the turn."""
    offered = [t.name for t in request.tools]
    start = turn_start(request.messages)
    step = (len(request.messages) - start) // 2
    if guessing is not None and (guessing.tool in offered or not offered):
        return ToolUseBlock(id=fid, name=guessing.tool, input={guessing.field: str(guessing.start + step)})
    tool = _reading_tool(request)
    if tool is None:
        return ToolUseBlock(id=fid, name=UNKNOWN_TOOL, input={"id": str(1 + step)})
    field = _first_field(tool)
    question = request.messages[start] if start < len(request.messages) else None
    said = " ".join(b.text for b in question.content if isinstance(b, TextBlock)) if question else ""
    found = NUMBER.findall(said)
    value = (int(found[0]) if found else 1) + step
    schema = tool.input_model.model_json_schema().get("properties", {}).get(field, {})
    return ToolUseBlock(id=fid, name=tool.name, input={field: value if schema.get("type") == "integer" else str(value)})


def _reading_tool(request: ModelRequest) -> ToolSpec | None:
    """The first reading tool the request offers (else its first tool; None when it offers none)."""
    return next((t for t in request.tools if not t.acting), request.tools[0] if request.tools else None)


def _first_field(tool: ToolSpec) -> str:
    """The tool's first required field (else its first field; "id" when it has none)."""
    fields = tool.input_model.model_fields
    return next((n for n, f in fields.items() if f.is_required()), next(iter(fields), "id"))


def _number(uses: list[ToolUseBlock], field: str, request: ModelRequest) -> str:
    """The value the real reply gave `field`; else the last number the customer wrote; else "1"."""
    for use in uses:
        value = use.input.get(field)
        if isinstance(value, str | int) and not isinstance(value, bool):
            return str(value)
    said = [b.text for m in request.messages if m.role == "user" for b in m.content if isinstance(b, TextBlock)]
    found = NUMBER.findall(" ".join(said))
    return found[-1] if found else "1"


def _repeated(request: ModelRequest, uses: list[ToolUseBlock], fid: str, first: str,
              args: dict[str, Any]) -> list[Block]:
    """Reuse an id from earlier in the conversation; with none, two calls in this reply share one id."""
    earlier = [u.id for m in request.messages for u in m.tool_uses()]
    calls = uses or [ToolUseBlock(id=fid, name=first, input=args)]
    if earlier:
        return [replace(calls[0], id=earlier[-1]), *calls[1:]]
    if len(calls) == 1:
        calls = [calls[0], calls[0]]
    return [calls[0], replace(calls[1], id=calls[0].id), *calls[2:]]

