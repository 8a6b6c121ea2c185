"""The lesson's fake model (the FakeClient the lesson's code calls), decision for decision.

It reads the question's words, asks for the tools it has, and after results
strings them together. Tokens are words × 1.3 rounded up, tool names and
descriptions counted on every call. Call ids `call_1`, `call_2`, … are counted
per client across questions (as the lesson's several questions share one client)
and never repeat an id of the conversation; `reset` starts them at `call_1`
again for a new conversation.

One extension for multi-question chats: "the question" is the user text that
opened the current turn (for a one-question conversation that is messages[0],
exactly as in the lesson), and the "ungefähr" guess counts messages from there.
"""

from __future__ import annotations

import re
from typing import Any

from core.engine.cancel import CancelToken
from core.engine.client import ModelRequest, Notify
from core.engine.messages import Block, Reply, TextBlock, ToolResultBlock, ToolUseBlock, Usage
from core.engine.switches import forced_tool, forces_a_call
from core.engine.tokens import count_input, question_of, tokens, turn_start, words
from core.engine.wire import anthropic_reply, anthropic_request
from core.engine.wire_record import WireRecord

MADE_UP = "Bestellung 1042 kommt bis Freitag an."
ASK_ID = "Wie lautet deine Bestellnummer?"
NOT_FOUND = "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer."
THANKS = "Gern geschehen! Schreib uns, wenn du noch eine Frage hast."
# The acting tool's rule: "Storniere Bestellung N" asks for cancel_order(N) and nothing else; a rejected
# or failed cancel is said honestly.
CANCEL_ASKED = re.compile(r"Storniere Bestellung\s+([A-Za-z0-9_-]+)")
CANCEL_DONE = "Erledigt: {result}."
CANCEL_REFUSED = "Bestellung {order_id} wurde nicht storniert: {why}."
EXAMPLE_QUESTIONS = (
    "Wann kommt Bestellung 1042 an?",
    "Danke, das war alles.",
    "Wo ist Bestellung 9999?",
    "Wo ist mein Paket?",
    "Ich weiß die Nummer nicht mehr, es war ungefähr 1050.",
    "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?",
    "Storniere Bestellung 1042",
)


class FakeClient:
    """Stands in for the real model: recorded answers, no network, the same every time."""

    name = "fake"
    instant = True  # answers at once: the loop need not run it on a helper thread

    def __init__(self) -> None:
        self.last_id = 0

    def close(self) -> None:
        """Nothing to release: no connection."""

    def reset(self) -> None:
        """A new conversation: call ids start at `call_1` again."""
        self.last_id = 0

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        return anthropic_request(request)

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        content = self.decide(request)
        output = sum(tokens(words(b)) for b in content)
        stop = "tool_use" if isinstance(content[0], ToolUseBlock) else "end_turn"
        reply = Reply(content=content, stop_reason=stop,
                      usage=Usage(input_tokens=count_input(request), output_tokens=output))
        wire = WireRecord(request=anthropic_request(request), response=anthropic_reply(reply))
        return reply.model_copy(update={"wire": wire})

    def decide(self, request: ModelRequest) -> list[Block]:
        messages, tools = request.messages, request.tools
        self.last_id = max([self.last_id, *_id_numbers(messages)])  # never repeat an id of the conversation
        start = turn_start(messages)
        question = question_of(messages[start])
        last = messages[-1].content if start < len(messages) - 1 else []
        content: list[Block] = []
        if not tools or request.tool_choice == "none":
            content.append(TextBlock(text=MADE_UP))
        elif "ungefähr" in question:
            guess = 1050 + (len(messages) - start) // 2
            forced = forced_tool(request.tool_choice)
            name = forced if forced is not None and any(t.name == forced for t in tools) else "get_order_status"
            self._ask(content, tools, name, str(guess))
        elif last and isinstance(last[0], ToolResultBlock) and not forces_a_call(request.tool_choice):
            self._after_turn_results(content, request, start)
        elif (cancel := CANCEL_ASKED.search(question)) and any(t.name == "cancel_order" for t in tools):
            self._ask(content, tools, "cancel_order", cancel.group(1))
        else:
            planned = _plan(question, tools, request.tool_choice)
            if not request.parallel_tool_calls:
                planned = _pending(planned, messages[start:])[:1]  # one call per reply
            for name, order_id in planned:
                self._ask(content, tools, name, order_id)
            if not content and any(order_id is None and _is_strict(tools, name) for name, order_id in planned):
                content.append(TextBlock(text=ASK_ID))  # a strict tool cannot be called without its number
            if not content:
                content.append(TextBlock(text=THANKS))
        if not content:  # "ungefähr" without get_order_status offered: nothing to ask for
            content.append(TextBlock(text=THANKS))
        return content

    def _after_turn_results(self, content: list[Block], request: ModelRequest, start: int) -> None:
        """After results: the answer; with parallel calls off, first the next planned call not yet made."""
        messages = request.messages
        last = messages[-1].content
        settled = _after_cancel(messages, last)
        if settled or request.parallel_tool_calls or any(isinstance(b, ToolResultBlock) and b.is_error for b in last):
            content.append(TextBlock(text=settled or self._after_results(last)))
            return
        question = question_of(messages[start])
        pending = _pending(_plan(question, request.tools, request.tool_choice), messages[start:])
        if pending:
            self._ask(content, request.tools, *pending[0])
            return
        results: list[Block] = [r for m in messages[start + 1:] for r in m.tool_results()]
        content.append(TextBlock(text=self._after_results(results)))

    def _ask(self, content: list[Block], tools, name: str, order_id: str | None) -> None:
        spec = next((t for t in tools if t.name == name), None)
        if spec is None or (order_id is None and spec.strict):  # strict: the input always fits the schema
            return
        self.last_id += 1
        payload = {} if order_id is None else {"order_id": order_id}
        content.append(ToolUseBlock(id=f"call_{self.last_id}", name=name, input=payload))

    @staticmethod
    def _after_results(results: list[Block]) -> str:
        parts = []
        for block in results:
            if not isinstance(block, ToolResultBlock):
                continue
            if block.is_error:
                return ASK_ID if "order_id" in block.content else NOT_FOUND
            parts.append(block.content)
        return "Ich habe nachgesehen: " + "; ".join(parts) + "."


def _after_cancel(messages, results: list[Block]) -> str:
    """The answer after a cancel_order call, or "" when the results answer other calls."""
    uses = {u.id: u for u in messages[-2].tool_uses()} if len(messages) > 1 else {}
    for block in results:
        if not isinstance(block, ToolResultBlock):
            continue
        use = uses.get(block.tool_use_id)
        if use is not None and use.name == "cancel_order":
            if block.is_error:
                return CANCEL_REFUSED.format(order_id=use.input.get("order_id", "?"), why=block.content)
            return CANCEL_DONE.format(result=block.content)
    return ""


Planned = list[tuple[str, str | None]]


def _is_strict(tools, name: str) -> bool:
    return any(t.name == name and t.strict for t in tools)


def _plan(question: str, tools, choice: str) -> Planned:
    """The calls the question asks for (tool name, order number) among the offered tools; a forced tool takes
    every call's place (once per number), `any` calls the first tool when nothing else would be called."""
    planned: Planned = []
    if "1042" in question:
        planned.append(("get_order_status", "1042"))
    if "9999" in question:
        planned.append(("get_order_status", "9999"))
    if "1187" in question:
        planned.append(("get_return_window", "1187"))
    if "Paket" in question:
        planned.append(("get_order_status", None))
    names = [t.name for t in tools]
    forced = forced_tool(choice)
    if forced is not None and forced in names:
        return list(dict.fromkeys((forced, order_id) for _, order_id in planned)) or [(forced, None)]
    planned = [call for call in planned if call[0] in names]
    if choice == "any" and names and not planned:
        return [(names[0], None)]
    return planned


def _pending(planned: Planned, turn) -> Planned:
    """The planned calls not yet made in this turn."""
    made = {(u.name, u.input.get("order_id") if isinstance(u.input, dict) else None)
            for m in turn for u in m.tool_uses()}
    return [call for call in planned if call not in made]


def _id_numbers(messages) -> list[int]:
    """The numbers of the `call_N` ids already used in `messages`."""
    return [int(use.id[5:]) for message in messages for use in message.tool_uses()
            if use.id.startswith("call_") and use.id[5:].isdigit()]
