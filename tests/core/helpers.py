"""Small model stand-ins for loop tests: a function sees the request and returns a reply."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable

from core.engine.client import ModelRequest
from core.engine.messages import Message, Reply, TextBlock, ToolUseBlock, Usage
from core.engine.wire import anthropic_request


class FunctionClient:
    name = "function"
    instant = True

    def __init__(self, fn: Callable[[ModelRequest], Reply]) -> None:
        self.fn = fn
        self.requests: list[ModelRequest] = []

    def preview(self, request):
        return anthropic_request(request)

    def create(self, request, cancel=None, notify=None):
        self.requests.append(request)
        return self.fn(request)


def tool_reply(*uses: tuple[str, str, dict], stop: str = "tool_use") -> Reply:
    return Reply(content=[ToolUseBlock(id=i, name=n, input=a) for i, n, a in uses], stop_reason=stop,
                 usage=Usage(input_tokens=10, output_tokens=2))


def text_reply(text: str, stop: str = "end_turn") -> Reply:
    return Reply(content=[TextBlock(text=text)], stop_reason=stop, usage=Usage(input_tokens=10, output_tokens=2))


def endless_client() -> FunctionClient:
    """A model that asks for another tool call forever."""
    counter = itertools.count(1)
    return FunctionClient(lambda r: tool_reply((f"t{next(counter)}", "get_order_status", {"order_id": "1042"})))


def assert_valid_history(messages: list[Message]) -> None:
    """Every tool_use is answered in the very next message, ids match, results first."""
    for index, message in enumerate(messages):
        uses = message.tool_uses() if message.role == "assistant" else []
        if not uses:
            continue
        assert index + 1 < len(messages), "tool_use without a following message"
        answer = messages[index + 1]
        assert answer.role == "user"
        ids = [b.tool_use_id for b in answer.tool_results()]
        assert sorted(ids) == sorted(u.id for u in uses)
        assert all(b.type == "tool_result" for b in answer.content[: len(uses)])
    roles = [m.role for m in messages]
    assert all(a != b for a, b in itertools.pairwise(roles)), f"roles do not alternate: {roles}"


class Gate:
    """A blocking handler the test releases."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()

    def __call__(self, args, ctx):
        self.entered.set()
        self.release.wait(30)
        return "late"
