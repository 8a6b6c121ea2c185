"""The Anthropic Messages JSON of a request and of a reply, as the lesson prints them."""

from __future__ import annotations

from typing import Any

from core.engine.client import ModelRequest
from core.engine.messages import Reply, history_to_json
from core.engine.tools import ToolSpec

_TOOLS: dict[ToolSpec, dict[str, Any]] = {}


def anthropic_tool(spec: ToolSpec) -> dict[str, Any]:
    """The Anthropic tool definition (name, description, input_schema): the lesson's JSON and the Anthropic
    provider's body both use it. Cached and shared between requests: treat it as read-only."""
    cached = _TOOLS.get(spec)
    if cached is None:
        cached = _TOOLS[spec] = {"name": spec.name, "description": spec.description,
                                 "input_schema": spec.shared_schema()}
    return cached


def anthropic_request(request: ModelRequest) -> dict[str, Any]:
    body: dict[str, Any] = {"model": request.model, "max_tokens": request.max_tokens, "system": request.system}
    if request.tools:
        body["tools"] = [anthropic_tool(tool) for tool in request.tools]
    body["messages"] = history_to_json(list(request.messages))
    return body


def anthropic_reply(reply: Reply) -> dict[str, Any]:
    data = reply.model_dump(mode="json")
    return {"content": data["content"], "stop_reason": reply.stop_reason, "usage": data["usage"]}
