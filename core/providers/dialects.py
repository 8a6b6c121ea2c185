"""A core history rendered in each provider's dialect: the bodies the adapters send, and the inspector's
side-by-side view.

An assistant turn that came from a provider speaking the same dialect is
replayed exactly as received (its wire record keeps the turn);
otherwise it is translated from the core's blocks. Tool call ids are carried
over unchanged, so the same id links a call and its result in every dialect.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from core.engine.messages import Message, TextBlock, history_to_json
from core.engine.switches import forced_tool, strict_schema
from core.engine.tools import ToolSpec
from core.engine.wire import anthropic_tool, anthropic_tool_choice
from core.providers._common import arguments_text, raw_turn, result_text

DIALECTS = ("anthropic", "openai-chat", "openai-responses")


def _texts(message: Message) -> list[str]:
    return [b.text for b in message.content if isinstance(b, TextBlock)]


# ---- Anthropic Messages -------------------------------------------------
def anthropic_tools(tools: Iterable[ToolSpec]) -> list[dict[str, Any]]:
    return [anthropic_tool(t) for t in tools]


def anthropic_messages(messages: Iterable[Message]) -> list[dict[str, Any]]:
    out = []
    for message in messages:
        turn = raw_turn(message, "anthropic")
        out.append({"role": "assistant", "content": turn} if turn is not None else history_to_json([message])[0])
    return out


# ---- OpenAI (both APIs): a strict tool's schema has every object closed and every field required ----
def _parameters(spec: ToolSpec) -> dict[str, Any]:
    return strict_schema(spec.shared_schema()) if spec.strict else spec.input_schema()


def openai_tool_choice(choice: str, flat: bool) -> str | dict[str, Any]:
    """`tool_choice` in Chat Completions (`flat=False`) or Responses (`flat=True`)."""
    name = forced_tool(choice)
    if name is None:
        return "required" if choice == "any" else choice
    return {"type": "function", "name": name} if flat else {"type": "function", "function": {"name": name}}


# ---- OpenAI Chat Completions --------------------------------------------
def chat_tools(tools: Iterable[ToolSpec]) -> list[dict[str, Any]]:
    """Non-strict unless a tool says so (an omitted `strict` is non-strict here)."""
    out = []
    for t in tools:
        function: dict[str, Any] = {"name": t.name, "description": t.description, "parameters": _parameters(t)}
        if t.strict:
            function["strict"] = True
        out.append({"type": "function", "function": function})
    return out


def chat_messages(system: str, messages: Iterable[Message]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": system}] if system else []
    for message in messages:
        if message.role == "assistant":
            turn = raw_turn(message, "openai-chat")
            out.append(turn if turn is not None else _chat_assistant(message))
            continue
        for result in message.tool_results():
            out.append({"role": "tool", "tool_call_id": result.tool_use_id, "content": result_text(result)})
        texts = _texts(message)
        if texts:
            out.append({"role": "user", "content": "\n\n".join(texts)})
    return out


def _chat_assistant(message: Message) -> dict[str, Any]:
    entry: dict[str, Any] = {"role": "assistant", "content": "\n\n".join(_texts(message)) or None}
    calls = [{"id": u.id, "type": "function", "function": {"name": u.name, "arguments": arguments_text(u)}}
             for u in message.tool_uses()]
    if calls:
        entry["tool_calls"] = calls
    return entry


# ---- OpenAI Responses ---------------------------------------------------
def responses_tools(tools: Iterable[ToolSpec]) -> list[dict[str, Any]]:
    """`strict` always said: Responses makes an unmarked tool strict."""
    return [{"type": "function", "name": t.name, "description": t.description,
             "parameters": _parameters(t), "strict": t.strict} for t in tools]


def responses_input(messages: Iterable[Message]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for message in messages:
        if message.role == "assistant":
            turn = raw_turn(message, "openai-responses")
            if turn is not None:
                out.extend(turn)
                continue
            texts = _texts(message)
            if texts:
                out.append({"role": "assistant", "content": "\n\n".join(texts)})
            out.extend({"type": "function_call", "call_id": u.id, "name": u.name, "arguments": arguments_text(u)}
                       for u in message.tool_uses())
            continue
        out.extend({"type": "function_call_output", "call_id": r.tool_use_id, "output": result_text(r)}
                   for r in message.tool_results())
        texts = _texts(message)
        if texts:
            out.append({"role": "user", "content": "\n\n".join(texts)})
    return out


# ---- side by side ---------------------------------------------------------
def tool_switches(dialect: str, choice: str = "auto", parallel: bool = True) -> dict[str, Any]:
    """The request fields that carry the tool choice and the parallel switch in one dialect."""
    if dialect == "anthropic":
        return {"tool_choice": anthropic_tool_choice(choice, parallel)}
    if dialect in ("openai-chat", "openai-responses"):
        return {"tool_choice": openai_tool_choice(choice, dialect == "openai-responses"),
                "parallel_tool_calls": parallel}
    raise ValueError(f"unknown dialect {dialect!r}")


def render(dialect: str, system: str, messages: list[Message], tools: Iterable[ToolSpec] = (),
           choice: str = "auto", parallel: bool = True) -> dict[str, Any]:
    """The conversation part of a request body in one dialect (model and limits left out); with tools, also
    the switches for what the model may call."""
    tools = list(tools)
    switches = tool_switches(dialect, choice, parallel) if tools else {}
    if dialect == "anthropic":
        body: dict[str, Any] = {"system": system}
        if tools:
            body["tools"] = anthropic_tools(tools)
        return {**body, **switches, "messages": anthropic_messages(messages)}
    if dialect == "openai-chat":
        body = {"messages": chat_messages(system, messages)}
        if tools:
            body["tools"] = chat_tools(tools)
        return {**body, **switches}
    if dialect == "openai-responses":
        body = {"instructions": system, "input": responses_input(messages)}
        if tools:
            body["tools"] = responses_tools(tools)
        return {**body, **switches}
    raise ValueError(f"unknown dialect {dialect!r}")


def side_by_side(system: str, messages: list[Message], tools: Iterable[ToolSpec] = (),
                 choice: str = "auto", parallel: bool = True) -> dict[str, dict[str, Any]]:
    tools = list(tools)
    return {dialect: render(dialect, system, messages, tools, choice, parallel) for dialect in DIALECTS}


def call_ids(messages: Iterable[Message]) -> list[str]:
    return [use.id for message in messages for use in message.tool_uses()]


def linked_ids(rendered: dict[str, dict[str, Any]], ids: Iterable[str]) -> dict[str, dict[str, list[str]]]:
    """For each tool call id, the JSON paths where it appears in each dialect (call and result alike)."""
    links: dict[str, dict[str, list[str]]] = {}
    for call_id in ids:
        links[call_id] = {d: list(_paths_of(body, call_id, "")) for d, body in rendered.items()}
    return links


def _paths_of(node: Any, value: str, path: str):
    if isinstance(node, dict):
        for key, child in node.items():
            yield from _paths_of(child, value, f"{path}.{key}" if path else key)
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from _paths_of(child, value, f"{path}[{index}]")
    elif node == value:
        yield path
