"""How the context grows: each model call's input tokens, split into what every call re-sends unchanged (the
system prompt and the tool definitions) and the history, with its output tokens and the run's running total.

The split is counted on the request that was sent, with the same rough token count the lesson uses; a real
provider's own count of the whole input is kept, and its history part is what remains after the definitions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.engine.events import ReplyReceived, RunStarted
from core.engine.tokens import tokens


@dataclass(frozen=True)
class CallTokens:
    run: int
    call_no: int
    input_tokens: int
    output_tokens: int
    definitions: int  # system prompt + tool definitions
    run_total: int  # the run's input tokens so far (what a token budget is checked against)

    @property
    def history(self) -> int:
        return self.input_tokens - self.definitions


def _text(value: Any) -> str:
    """A system prompt as a string, or as a list of text parts."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return " ".join(str(part.get("text", "")) for part in value if isinstance(part, dict))
    return ""


def definitions_tokens(request: dict[str, Any] | None) -> int:
    """Tokens of the system prompt and the tool definitions in a request body (Anthropic, Chat Completions or
    Responses); a provider's wire record carries the body under "body"."""
    if not isinstance(request, dict):
        return 0
    body = request.get("body") if "method" in request and "url" in request else request
    if not isinstance(body, dict):
        return 0
    system = _text(body.get("system")) or _text(body.get("instructions"))
    for message in body.get("messages") or []:
        if isinstance(message, dict) and message.get("role") in ("system", "developer"):
            system = " ".join(filter(None, (system, _text(message.get("content")))))
    total = tokens(system)
    for tool in body.get("tools") or []:
        if isinstance(tool, dict):
            spec = tool.get("function", tool) if isinstance(tool.get("function"), dict) else tool
            total += tokens(f"{spec.get('name', '')} {spec.get('description', '')}")
    return total


class ContextSeries:
    """Follows the event stream and keeps one `CallTokens` per answered model call."""

    def __init__(self) -> None:
        self.calls: list[CallTokens] = []
        self.run = 0

    def reset(self, earlier_runs: int = 0) -> None:
        self.calls = []
        self.run = earlier_runs

    def feed(self, event: object) -> CallTokens | None:
        """The call an event adds (a reply), else None."""
        if isinstance(event, RunStarted):
            self.run += 1
            return None
        if not isinstance(event, ReplyReceived):
            return None
        usage = event.reply.usage
        request = event.wire.head() if event.wire is not None else None
        definitions = min(definitions_tokens(request), usage.input_tokens)
        call = CallTokens(self.run, event.call_no, usage.input_tokens, usage.output_tokens, definitions,
                          event.run_input_tokens)
        self.calls.append(call)
        return call
