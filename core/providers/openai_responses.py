"""OpenAI Responses (`POST /responses`), stateless: the whole history is replayed as input items every call."""

from __future__ import annotations

from typing import Any

from core.engine.client import ModelRequest
from core.engine.messages import Block, TextBlock, Usage
from core.providers._base import Parsed, ProviderClient
from core.providers._common import NO_NAME, replay_name, tool_use
from core.providers.dialects import responses_input, responses_tools, tool_switches
from core.providers.failures import failure
from core.providers.streaming import ResponsesStream

INCOMPLETE = {"max_output_tokens": "max_tokens", "content_filter": "refusal"}
UNFINISHED = ("queued", "in_progress")  # a response still running: seen only while streaming or with background: true


class ResponsesClient(ProviderClient):
    dialect = "openai-responses"
    path = "/responses"
    stream_type = ResponsesStream

    def auth_headers(self, key: str | None) -> dict[str, str]:
        return {"authorization": f"Bearer {key}"} if key else {}

    def body(self, request: ModelRequest, stream: bool) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model_for(request)}
        if request.system:
            body["instructions"] = request.system
        body["input"] = responses_input(request.messages)
        if request.tools:
            body["tools"] = responses_tools(request.tools)
            body.update(tool_switches(self.dialect, request.tool_choice, request.parallel_tool_calls))
        body["max_output_tokens"] = self.config.max_tokens
        if stream:
            body["stream"] = True
        return body

    def parse(self, data: dict[str, Any]) -> Parsed:
        status = data.get("status") or "completed"
        if status == "failed":
            error = data.get("error") or {}
            raise failure("provider_error", said=str(error.get("message") or error), body=data)
        if status in UNFINISHED:  # we never ask for background: a reply that is not done has nothing to use
            raise failure("not_finished", state=status, body=data)
        texts: list[str] = []
        calls: list[Block] = []
        refused = False
        output = list(data.get("output") or [])
        for index, item in enumerate(output):
            if item.get("type") == "message":
                for part in item.get("content") or []:
                    if part.get("type") == "output_text":
                        texts.append(part.get("text", ""))
                    elif part.get("type") == "refusal":
                        texts.append(part.get("refusal", ""))
                        refused = True
            elif item.get("type") == "function_call":
                use = tool_use(item.get("call_id"), item.get("name"), item.get("arguments"), index)
                calls.append(use)
                if item.get("call_id") != use.id:  # a call sent without id gets ours, so its output matches
                    output[index] = {**item, "call_id": use.id}
                if use.name == NO_NAME:
                    output[index] = {**output[index], "name": replay_name(item.get("name"))}
        content: list[Block] = ([TextBlock(text="".join(texts))] if texts else []) + calls
        if status == "cancelled":  # a cancelled (background) response: hand off, run none of its calls
            stop = "cancelled"
        elif status == "incomplete":
            reason = (data.get("incomplete_details") or {}).get("reason") or "incomplete"
            stop = INCOMPLETE.get(reason, reason)
        elif refused:
            stop = "refusal"
        else:
            stop = "tool_use" if calls else "end_turn"
        usage = data.get("usage") or {}
        return content, stop, Usage(input_tokens=int(usage.get("input_tokens") or 0),
                                    output_tokens=int(usage.get("output_tokens") or 0)), output
