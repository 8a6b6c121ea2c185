"""The Anthropic Messages JSON of a request and of a reply, as the lesson prints them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from core.engine.client import ModelRequest
from core.engine.messages import Block, Reply, Usage, dumped, history_to_json, reply
from core.engine.switches import forced_tool, strict_schema
from core.engine.tools import ToolSpec
from core.engine.wire_record import Rendering

_TOOLS: dict[ToolSpec, dict[str, Any]] = {}


def anthropic_tool(spec: ToolSpec) -> dict[str, Any]:
    """The Anthropic tool definition (name, description, input_schema): the lesson's JSON and the Anthropic
    provider's body both use it. A strict tool says `strict: true`, its objects closed (optional fields
    stay optional). Cached and shared between requests: treat it as read-only."""
    cached = _TOOLS.get(spec)
    if cached is None:
        schema = strict_schema(spec.shared_schema(), all_required=False) if spec.strict else spec.shared_schema()
        cached = {"name": spec.name, "description": spec.description, "input_schema": schema}
        if spec.strict:
            cached["strict"] = True
        _TOOLS[spec] = cached
    return cached


def anthropic_tool_choice(choice: str, parallel: bool) -> dict[str, Any]:
    """`tool_choice` as Anthropic spells it; `none` takes no parallel flag."""
    name = forced_tool(choice)
    body: dict[str, Any] = {"type": "tool", "name": name} if name else {"type": choice}
    if not parallel and choice != "none":
        body["disable_parallel_tool_use"] = True
    return body


def anthropic_request(request: ModelRequest) -> dict[str, Any]:
    """The request as the lesson prints it: `tool_choice` only when the run changed it from the default."""
    body: dict[str, Any] = {"model": request.model, "max_tokens": request.max_tokens, "system": request.system}
    if request.tools:
        body["tools"] = [anthropic_tool(tool) for tool in request.tools]
        if request.tool_choice != "auto" or not request.parallel_tool_calls:
            body["tool_choice"] = anthropic_tool_choice(request.tool_choice, request.parallel_tool_calls)
    body["messages"] = history_to_json(list(request.messages))
    return body


def anthropic_head(request: ModelRequest) -> dict[str, Any]:
    """The request as `anthropic_request` prints it, without its messages (cheaper)."""
    return anthropic_request(replace(request, messages=()))


def anthropic_reply(reply: Reply) -> dict[str, Any]:
    data = dumped(reply, "json")
    return {"content": data["content"], "stop_reason": reply.stop_reason, "usage": data["usage"]}


def anthropic_reply_of(parts: tuple[list[Block], str, Usage]) -> dict[str, Any]:
    """`anthropic_reply` of the reply made of (content, stop reason, usage): a wire record keeps these rather than
    the reply that holds it, so the two make no reference cycle (one per call for the garbage collector)."""
    content, stop_reason, usage = parts
    return anthropic_reply(reply(content, stop_reason, usage))


# how a local model's record writes the request and the reply it made (see core.engine.wire_record.local_record)
ANTHROPIC = Rendering(anthropic_request, anthropic_head, anthropic_reply_of)
