"""Anthropic Messages (`POST /v1/messages`): the core's own shape, so translation is mostly renaming stop reasons."""

from __future__ import annotations

from typing import Any

from core.engine.client import ModelRequest
from core.engine.messages import Block, TextBlock, Usage
from core.providers._base import Parsed, ProviderClient
from core.providers._common import tool_use
from core.providers.dialects import anthropic_messages, anthropic_tools, tool_switches
from core.providers.streaming import AnthropicStream

VERSION = "2023-06-01"
STOPS = {
    "end_turn": "end_turn", "stop_sequence": "end_turn", "tool_use": "tool_use",
    "max_tokens": "max_tokens", "model_context_window_exceeded": "max_tokens",
    "refusal": "refusal", "pause_turn": "pause_turn",
}


def settle(stop: str, has_calls: bool) -> str:
    """A natural end or a tool turn is decided by the calls actually present."""
    if stop in ("end_turn", "tool_use"):
        return "tool_use" if has_calls else "end_turn"
    return stop


class AnthropicClient(ProviderClient):
    dialect = "anthropic"
    path = "/messages"
    stream_type = AnthropicStream

    def auth_headers(self, key: str | None) -> dict[str, str]:
        headers = {"anthropic-version": VERSION}
        if key:
            headers["x-api-key"] = key
        return headers

    def body(self, request: ModelRequest, stream: bool) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model_for(request), "max_tokens": self.config.max_tokens}
        if request.system:
            body["system"] = request.system
        if request.tools:
            body["tools"] = anthropic_tools(request.tools)
            body.update(tool_switches(self.dialect, request.tool_choice, request.parallel_tool_calls))
        body["messages"] = anthropic_messages(request.messages)
        if stream:
            body["stream"] = True
        return body

    def parse(self, data: dict[str, Any]) -> Parsed:
        content: list[Block] = []
        turn: list[dict[str, Any]] = []
        for index, block in enumerate(data.get("content") or []):
            kind = block.get("type")
            if kind == "text":
                content.append(TextBlock(text=block.get("text", "")))
            elif kind == "tool_use":
                use = tool_use(block.get("id"), block.get("name"), block.get("input"), index)
                content.append(use)
                if not isinstance(block.get("input"), dict):
                    block = {**block, "input": {}}  # the API only takes an object back
                if block.get("id") != use.id:
                    block = {**block, "id": use.id}  # a call sent without id gets ours, so its result matches
            turn.append(block)
        raw_stop = data.get("stop_reason") or "end_turn"
        stop = settle(STOPS.get(raw_stop, raw_stop), any(b.type == "tool_use" for b in content))
        usage = data.get("usage") or {}
        tokens_in = sum(int(usage.get(k) or 0) for k in
                        ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"))
        return content, stop, Usage(input_tokens=tokens_in, output_tokens=int(usage.get("output_tokens") or 0)), turn
