"""OpenAI Chat Completions (`POST /chat/completions`), also spoken by local servers (Ollama, LM Studio, llama.cpp,
vLLM)."""

from __future__ import annotations

from typing import Any

from core.engine.client import ModelRequest
from core.engine.messages import Block, TextBlock, Usage
from core.providers._base import Parsed, ProviderClient
from core.providers._common import NO_NAME, replay_name, tool_use
from core.providers.dialects import chat_messages, chat_tools, tool_switches
from core.providers.failures import failure
from core.providers.streaming import ChatStream

# Keys of an assistant message that are sent back as received (others, e.g. `annotations`, are reply-only).
REPLAY_KEYS = ("role", "content", "refusal", "tool_calls", "reasoning_content", "reasoning")


def finish_to_stop(finish: str | None, has_calls: bool, refused: bool) -> str:
    if finish == "length":
        return "max_tokens"
    if finish == "content_filter" or refused:
        return "refusal"
    if has_calls:
        # a reply with calls wants them run, whatever finish_reason says: "stop" after a forced named function,
        # legacy "function_call"
        return "tool_use"
    if finish in ("stop", "tool_calls", "function_call", None):  # function_call: deprecated `functions`, never sent
        return "end_turn"
    return finish


class ChatClient(ProviderClient):
    dialect = "openai-chat"
    path = "/chat/completions"
    stream_type = ChatStream

    @property
    def local(self) -> bool:
        return self.config.provider == "local"

    def auth_headers(self, key: str | None) -> dict[str, str]:
        return {"authorization": f"Bearer {key}"} if key else {}

    def body(self, request: ModelRequest, stream: bool) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model_for(request),
                                "messages": chat_messages(request.system, request.messages)}
        if request.tools:
            body["tools"] = chat_tools(request.tools)
            body.update(tool_switches(self.dialect, request.tool_choice, request.parallel_tool_calls))
            if self.local and request.tool_choice == "auto":
                del body["tool_choice"]  # Ollama ignores it; vLLM may refuse "auto" without its parser flags
            # parallel_tool_calls always said: llama.cpp defaults to false
        body["max_tokens" if self.local else "max_completion_tokens"] = self.config.max_tokens
        if stream:
            body["stream"] = True
            body["stream_options"] = {"include_usage": True}
        return body

    def parse(self, data: dict[str, Any]) -> Parsed:
        choices = data.get("choices") or []
        if not choices:
            raise failure("no_choices", body=data)
        message = choices[0].get("message") or {}
        content: list[Block] = []
        text = message.get("content")
        if isinstance(text, list):  # some servers send content parts
            text = "".join(p.get("text", "") for p in text if isinstance(p, dict))
        if text:
            content.append(TextBlock(text=text))
        refusal = message.get("refusal")
        if refusal:
            content.append(TextBlock(text=refusal))
        calls = [dict(call) for call in message.get("tool_calls") or []]
        for index, call in enumerate(calls):
            function = call.get("function") or {}
            use = tool_use(call.get("id"), function.get("name"), function.get("arguments"), index)
            call["id"] = use.id  # a server that sent no id gets ours, so the tool message can match it
            if use.name == NO_NAME:
                call["function"] = {**function, "name": replay_name(function.get("name"))}
            content.append(use)
        stop = finish_to_stop(choices[0].get("finish_reason"), bool(message.get("tool_calls")), bool(refusal))
        usage = data.get("usage") or {}
        turn = {k: message[k] for k in REPLAY_KEYS if message.get(k) is not None or k == "content"}
        if calls:
            turn["tool_calls"] = calls
        turn["role"] = "assistant"
        return content, stop, Usage(input_tokens=int(usage.get("prompt_tokens") or 0),
                                    output_tokens=int(usage.get("completion_tokens") or 0)), turn
