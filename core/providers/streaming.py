"""Server-sent events: parse the lines, reassemble each protocol's reply into its non-streaming shape.

Anthropic keeps state per content-block `index`, Chat Completions per
`tool_calls[].index`, Responses per output item (`item_id`). Text pieces are
reported as TextDelta as they arrive. A stream that ends before its final event,
or that carries an error event, raises ModelError; the half-built reply is dropped.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from core.engine.client import ModelError, Notify
from core.engine.events import TextDelta
from core.providers._intake import strict_json
from core.providers.failures import failure


def iter_sse(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """One dict per event: {"event": name or None, "data": parsed JSON or the raw text}."""
    name: str | None = None
    data: list[str] = []
    for line in lines:
        if line == "":
            if data:
                yield _event(name, data)
            name, data = None, []
            continue
        if line.startswith(":"):
            continue
        field, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if field == "event":
            name = value
        elif field == "data":
            data.append(value)
    if data:
        yield _event(name, data)


def _event(name: str | None, data: list[str]) -> dict[str, Any]:
    text = "\n".join(data)
    try:
        parsed: Any = strict_json(text)
    except ValueError:
        parsed = text
    return {"event": name, "data": parsed}


def _stream_error(message: Any, body: Any) -> ModelError:
    return failure("stream_error", said=str(message), body=body)


class AnthropicStream:
    def __init__(self, notify: Notify) -> None:
        self.notify = notify
        self.message: dict[str, Any] = {}
        self.blocks: dict[int, dict[str, Any]] = {}
        self.buffers: dict[int, list[str]] = {}
        self.usage: dict[str, Any] = {}
        self.done = False

    def feed(self, event: dict[str, Any]) -> None:
        data = event["data"]
        kind = data.get("type") if isinstance(data, dict) else None
        if kind == "message_start":
            self.message = dict(data.get("message") or {})
            self.usage.update(self.message.get("usage") or {})
        elif kind == "content_block_start":
            block = dict(data.get("content_block") or {})
            self.blocks[data["index"]] = block
            if block.get("type") == "tool_use":
                self.buffers[data["index"]] = []
        elif kind == "content_block_delta":
            self._delta(data["index"], data.get("delta") or {})
        elif kind == "content_block_stop":
            self._finish_block(data["index"])
        elif kind == "message_delta":
            self.message.update({k: v for k, v in (data.get("delta") or {}).items() if v is not None})
            self.usage.update(data.get("usage") or {})
        elif kind == "message_stop":
            self.done = True
        elif kind == "error":
            error = data.get("error") or {}
            raise _stream_error(error.get("message") or error, data)

    def _delta(self, index: int, delta: dict[str, Any]) -> None:
        block = self.blocks.setdefault(index, {"type": "text", "text": ""})
        kind = delta.get("type")
        if kind == "text_delta":
            block["text"] = block.get("text", "") + delta.get("text", "")
            self.notify(TextDelta(delta.get("text", "")))
        elif kind == "input_json_delta":
            self.buffers.setdefault(index, []).append(delta.get("partial_json", ""))
        elif kind == "thinking_delta":
            block["thinking"] = block.get("thinking", "") + delta.get("thinking", "")
        elif kind == "signature_delta":
            block["signature"] = delta.get("signature", "")

    def _finish_block(self, index: int) -> None:
        if index not in self.buffers:
            return
        text = "".join(self.buffers.pop(index))
        try:
            self.blocks[index]["input"] = strict_json(text) if text.strip() else {}
        except (ValueError, RecursionError):
            self.blocks[index]["input"] = text  # the adapter answers it with an error result

    def result(self) -> dict[str, Any]:
        if not self.done or self.buffers:
            raise failure("stream_cut")
        return {**self.message, "content": [self.blocks[i] for i in sorted(self.blocks)], "usage": self.usage}


class ChatStream:
    def __init__(self, notify: Notify) -> None:
        self.notify = notify
        self.meta: dict[str, Any] = {}
        self.text: list[str] = []
        self.refusal: list[str] = []
        self.calls: dict[int, dict[str, Any]] = {}
        self.finish: str | None = None
        self.usage: dict[str, Any] | None = None
        self.done = False

    def feed(self, event: dict[str, Any]) -> None:
        data = event["data"]
        if data == "[DONE]":
            self.done = True
            return
        if not isinstance(data, dict):
            return
        if data.get("error"):
            error = data["error"]
            raise _stream_error(error.get("message") if isinstance(error, dict) else error, data)
        for key in ("id", "model", "created"):
            self.meta.setdefault(key, data.get(key))
        if data.get("usage"):
            self.usage = data["usage"]
        for choice in data.get("choices") or []:
            if choice.get("index", 0) == 0:
                self._choice(choice)

    def _choice(self, choice: dict[str, Any]) -> None:
        delta = choice.get("delta") or {}
        if delta.get("content"):
            self.text.append(delta["content"])
            self.notify(TextDelta(delta["content"]))
        if delta.get("refusal"):
            self.refusal.append(delta["refusal"])
        for part in delta.get("tool_calls") or []:
            slot = self.calls.setdefault(part.get("index", len(self.calls)),
                                         {"id": None, "type": "function", "function": {"name": None, "arguments": ""}})
            function = part.get("function") or {}
            if part.get("id") and not slot["id"]:
                slot["id"] = part["id"]
            if function.get("name") and not slot["function"]["name"]:
                slot["function"]["name"] = function["name"]
            slot["function"]["arguments"] += function.get("arguments") or ""
        if choice.get("finish_reason"):
            self.finish = choice["finish_reason"]

    def result(self) -> dict[str, Any]:
        if self.finish is None:
            raise failure("stream_cut")
        message: dict[str, Any] = {"role": "assistant", "content": "".join(self.text) or None}
        if self.refusal:
            message["refusal"] = "".join(self.refusal)
        if self.calls:
            message["tool_calls"] = [self.calls[i] for i in sorted(self.calls)]
        return {**self.meta, "object": "chat.completion", "usage": self.usage,
                "choices": [{"index": 0, "message": message, "finish_reason": self.finish}]}


class ResponsesStream:
    TERMINAL = ("response.completed", "response.incomplete")

    def __init__(self, notify: Notify) -> None:
        self.notify = notify
        self.items: dict[int, dict[str, Any]] = {}
        self.index_of: dict[str, int] = {}
        self.final: dict[str, Any] | None = None

    def feed(self, event: dict[str, Any]) -> None:
        data = event["data"]
        if not isinstance(data, dict):
            return
        kind = data.get("type") or event.get("event")
        if kind in ("response.output_item.added", "response.output_item.done"):
            item = dict(data.get("item") or {})
            index = data.get("output_index", len(self.items))
            self.items[index] = item
            if item.get("id"):
                self.index_of[item["id"]] = index
        elif kind == "response.output_text.delta":
            self.notify(TextDelta(data.get("delta", "")))
        elif kind == "response.function_call_arguments.delta":
            item = self._item(data)
            item["arguments"] = item.get("arguments", "") + data.get("delta", "")
        elif kind == "response.function_call_arguments.done":
            self._item(data)["arguments"] = data.get("arguments", "")
        elif kind in self.TERMINAL:
            self.final = dict(data.get("response") or {})
        elif kind == "response.failed":
            response = data.get("response") or {}
            error = response.get("error") or {}
            raise _stream_error(error.get("message") or "response.failed", data)
        elif kind == "error":
            raise _stream_error(data.get("message") or data.get("code"), data)

    def _item(self, data: dict[str, Any]) -> dict[str, Any]:
        known = self.index_of.get(data.get("item_id") or "")
        index = known if known is not None else int(data.get("output_index") or 0)
        return self.items.setdefault(index, {"type": "function_call", "id": data.get("item_id")})

    def result(self) -> dict[str, Any]:
        if self.final is None:
            raise failure("stream_cut")
        if not self.final.get("output"):
            self.final["output"] = [self.items[i] for i in sorted(self.items)]
        return self.final
