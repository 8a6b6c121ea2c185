"""Realistic provider replies (shapes as each provider documents them), whole and as SSE events.

A call is (id, name, arguments), arguments a dict or a raw JSON string.
"""

from __future__ import annotations

import json
from typing import Any

from tests.core.providers.local_server import sse_event

Call = tuple[str, str | None, Any]


def _args_text(args: Any) -> str:
    return args if isinstance(args, str) else json.dumps(args)


def _chunks(text: str, size: int) -> list[str]:
    return [text[i:i + size] for i in range(0, len(text), size)] or [""]


# ---- Anthropic --------------------------------------------------------------
def anthropic(calls: list[Call] = (), text: str | None = None, stop: str | None = None,
              usage: tuple[int, int] = (512, 98)) -> dict[str, Any]:
    content: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
    for call_id, name, args in calls:
        content.append({"type": "tool_use", "id": call_id, "name": name, "input": args,
                        "caller": {"type": "direct"}})
    return {"id": "msg_01Hx7", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5-20250929",
            "content": content, "stop_reason": stop or ("tool_use" if calls else "end_turn"),
            "stop_sequence": None, "usage": {"input_tokens": usage[0], "output_tokens": usage[1],
                                             "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}}


def anthropic_sse(calls: list[Call] = (), text: str | None = None, stop: str | None = None,
                  size: int = 3, usage: tuple[int, int] = (512, 98)) -> list[str]:
    reply = anthropic(calls, text, stop, usage)
    start = {**reply, "content": [], "stop_reason": None,
             "usage": {"input_tokens": usage[0], "cache_creation_input_tokens": 0,
                       "cache_read_input_tokens": 0, "output_tokens": 1}}
    out = [sse_event({"type": "message_start", "message": start}, "message_start")]
    for index, block in enumerate(reply["content"]):
        if block["type"] == "text":
            out.append(sse_event({"type": "content_block_start", "index": index,
                                  "content_block": {"type": "text", "text": ""}}, "content_block_start"))
            out.append(sse_event({"type": "ping"}, "ping"))
            for piece in _chunks(block["text"], size):
                out.append(sse_event({"type": "content_block_delta", "index": index,
                                      "delta": {"type": "text_delta", "text": piece}}, "content_block_delta"))
        else:
            out.append(sse_event({"type": "content_block_start", "index": index, "content_block":
                                  {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}},
                                 "content_block_start"))
            for piece in [""] + _chunks(_args_text(block["input"]), size):
                out.append(sse_event({"type": "content_block_delta", "index": index,
                                      "delta": {"type": "input_json_delta", "partial_json": piece}},
                                     "content_block_delta"))
        out.append(sse_event({"type": "content_block_stop", "index": index}, "content_block_stop"))
    out.append(sse_event({"type": "message_delta", "delta": {"stop_reason": reply["stop_reason"],
                                                             "stop_sequence": None},
                          "usage": {"output_tokens": usage[1]}}, "message_delta"))
    out.append(sse_event({"type": "message_stop"}, "message_stop"))
    return out


# ---- OpenAI Chat Completions ----------------------------------------------------
def chat(calls: list[Call] = (), text: str | None = None, finish: str | None = None,
         usage: tuple[int, int] = (140, 52), refusal: str | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": text, "refusal": refusal, "annotations": []}
    if calls:
        message["tool_calls"] = [{"id": i, "type": "function", "function": {"name": n, "arguments": _args_text(a)}}
                                 for i, n, a in calls]
    return {"id": "chatcmpl-9x", "object": "chat.completion", "created": 1767225600, "model": "gpt-4.1-2025-04-14",
            "choices": [{"index": 0, "message": message, "logprobs": None,
                         "finish_reason": finish or ("tool_calls" if calls else "stop")}],
            "usage": {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage),
                      "prompt_tokens_details": {"cached_tokens": 0}}}


def chat_sse(calls: list[Call] = (), text: str | None = None, finish: str | None = None,
             size: int = 3, usage: tuple[int, int] = (140, 52)) -> list[str]:
    head = {"id": "chatcmpl-9x", "object": "chat.completion.chunk", "created": 1767225600, "model": "gpt-4.1"}

    def chunk(delta: dict[str, Any], finish_reason: str | None = None) -> str:
        return sse_event({**head, "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}]})

    out = [chunk({"role": "assistant", "content": None})]
    for piece in _chunks(text, size) if text else []:
        out.append(chunk({"content": piece}))
    for index, (call_id, name, args) in enumerate(calls):
        out.append(chunk({"tool_calls": [{"index": index, "id": call_id, "type": "function",
                                          "function": {"name": name, "arguments": ""}}]}))
        for piece in _chunks(_args_text(args), size):
            out.append(chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]}))
    out.append(chunk({}, finish or ("tool_calls" if calls else "stop")))
    out.append(sse_event({**head, "choices": [], "usage": {"prompt_tokens": usage[0], "completion_tokens": usage[1],
                                                           "total_tokens": sum(usage)}}))
    out.append(sse_event("[DONE]"))
    return out


# ---- OpenAI Responses -------------------------------------------------------------
def responses_items(calls: list[Call] = (), text: str | None = None) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = [{"type": "reasoning", "id": "rs_01", "summary": []}]
    if text:
        items.append({"type": "message", "id": "msg_01", "role": "assistant", "status": "completed",
                      "content": [{"type": "output_text", "text": text, "annotations": []}]})
    for number, (call_id, name, args) in enumerate(calls):
        items.append({"type": "function_call", "id": f"fc_0{number}", "call_id": call_id, "name": name,
                      "arguments": _args_text(args), "status": "completed"})
    return items


def responses(calls: list[Call] = (), text: str | None = None, status: str = "completed",
              reason: str | None = None, usage: tuple[int, int] = (150, 48)) -> dict[str, Any]:
    return {"id": "resp_68ad11", "object": "response", "created_at": 1767225600, "model": "gpt-4.1-2025-04-14",
            "status": status, "error": None, "incomplete_details": {"reason": reason} if reason else None,
            "output": responses_items(calls, text), "parallel_tool_calls": True, "previous_response_id": None,
            "usage": {"input_tokens": usage[0], "input_tokens_details": {"cached_tokens": 0},
                      "output_tokens": usage[1], "output_tokens_details": {"reasoning_tokens": 0},
                      "total_tokens": sum(usage)}}


def responses_sse(calls: list[Call] = (), text: str | None = None, status: str = "completed",
                  reason: str | None = None, size: int = 3, usage: tuple[int, int] = (150, 48)) -> list[str]:
    final = responses(calls, text, status, reason, usage)
    seq = iter(range(10_000))

    def ev(kind: str, **data: Any) -> str:
        return sse_event({"type": kind, "sequence_number": next(seq), **data}, kind)

    out = [ev("response.created", response={**final, "status": "in_progress", "output": [], "usage": None})]
    for index, item in enumerate(final["output"]):
        if item["type"] == "function_call":
            out.append(ev("response.output_item.added", output_index=index,
                          item={**item, "arguments": "", "status": "in_progress"}))
            for piece in _chunks(item["arguments"], size):
                out.append(ev("response.function_call_arguments.delta", item_id=item["id"], output_index=index,
                              delta=piece))
            out.append(ev("response.function_call_arguments.done", item_id=item["id"], output_index=index,
                          name=item["name"], arguments=item["arguments"]))
        else:
            out.append(ev("response.output_item.added", output_index=index, item={**item, "content": []}))
            if item["type"] == "message":
                part = item["content"][0]
                out.append(ev("response.content_part.added", item_id=item["id"], output_index=index,
                              content_index=0, part={**part, "text": ""}))
                for piece in _chunks(part["text"], size):
                    out.append(ev("response.output_text.delta", item_id=item["id"], output_index=index,
                                  content_index=0, delta=piece, logprobs=[]))
                out.append(ev("response.output_text.done", item_id=item["id"], output_index=index,
                              content_index=0, text=part["text"], logprobs=[]))
                out.append(ev("response.content_part.done", item_id=item["id"], output_index=index,
                              content_index=0, part=part))
        out.append(ev("response.output_item.done", output_index=index, item=item))
    terminal = "response.completed" if status == "completed" else "response.incomplete"
    out.append(ev(terminal, response=final))
    return out


WHOLE = {"anthropic": anthropic, "openai-chat": chat, "local": chat, "openai-responses": responses}
STREAMED = {"anthropic": anthropic_sse, "openai-chat": chat_sse, "local": chat_sse, "openai-responses": responses_sse}
PATHS = {"anthropic": "/v1/messages", "openai-chat": "/v1/chat/completions", "local": "/v1/chat/completions",
         "openai-responses": "/v1/responses"}
