"""The wire record of one model call: what was sent, what came back, every HTTP attempt, the provider's own turn.

One type for every carrier: a `Reply` and the assistant `Message` made from it, the `ReplyReceived` event, and a
`ModelError` whose call failed for good. The inspector reads it, a saved run keeps it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class WireRecord:
    """`request`: the body sent (the fake and scripted models: the Anthropic Messages JSON; a provider: method,
    url, headers, body and, if the protocol check found any, `problems`). `response`: status, headers and body
    or stream events; None while nothing came back. `http`: one entry per attempt (status or error, headers,
    the delay before the next). `dialect` and `turn`: a provider's own rendering of the assistant turn,
    replayed unchanged to a provider speaking the same dialect."""

    request: dict[str, Any]
    response: dict[str, Any] | None = None
    http: list[dict[str, Any]] = field(default_factory=list)
    dialect: str = ""
    turn: Any = None

    @property
    def is_http(self) -> bool:
        """True for a provider's record (method, URL, headers); False for the fake model's plain JSON."""
        return "method" in self.request and "url" in self.request

    @property
    def problems(self) -> list[str]:
        """What the protocol check found wrong with the history that was sent."""
        return [str(p) for p in self.request.get("problems", [])]

    def turn_for(self, dialect: str) -> Any:
        """The provider's own assistant turn if it was spoken in `dialect`, else None."""
        return self.turn if self.dialect and self.dialect == dialect else None
