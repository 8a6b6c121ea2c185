"""The wire record of one model call: what was sent, what came back, every HTTP attempt, the provider's own turn.

One type for every carrier: a `Reply` and the assistant `Message` made from it, the `ReplyReceived` event, and a
`ModelError` whose call failed for good. The inspector reads it, a saved run keeps it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


class _Body:
    """The `request` field: the body kept, or, for a record made with `WireRecord.rendered`, written afresh from
    the shared history each time it is read (a long conversation then holds one history, not one copy per call)."""

    def __get__(self, record: Any, owner: type | None = None) -> Any:
        if record is None:
            return None  # the field's default
        body = record.__dict__.get("request")
        render = record.__dict__.get("_render")
        if body is None and render is not None:
            return render[0](*render[1:])
        return body

    def __set__(self, record: Any, body: Any) -> None:
        record.__dict__["request"] = body


class _Response:
    """The `response` field: the body kept, or, for a local model's record (`WireRecord.local`), written on its
    first read and kept from then on (a run nobody inspects never writes it)."""

    def __get__(self, record: Any, owner: type | None = None) -> Any:
        if record is None:
            return None  # the field's default
        body = record.__dict__.get("response")
        respond = record.__dict__.get("_respond")
        if body is None and respond is not None:
            body = record.__dict__["response"] = respond[0](*respond[1:])
            record.__dict__["_respond"] = None
        return body

    def __set__(self, record: Any, body: Any) -> None:
        record.__dict__["response"] = body
        record.__dict__["_respond"] = None


@dataclass
class WireRecord:
    """`request`: the body sent (the fake and scripted models: the Anthropic Messages JSON; a provider: method,
    url, headers, body and, if the protocol check found any, `problems`). `response`: status, headers and body
    or stream events; None while nothing came back. `http`: one entry per attempt (status or error, headers,
    the delay before the next). `dialect` and `turn`: a provider's own rendering of the assistant turn,
    replayed unchanged to a provider speaking the same dialect."""

    request: dict[str, Any] = _Body()  # type: ignore[assignment]
    response: dict[str, Any] | None = _Response()  # type: ignore[assignment]
    http: list[dict[str, Any]] = field(default_factory=list)
    dialect: str = ""
    turn: Any = None

    @classmethod
    def rendered(cls, render: Callable[[], dict[str, Any]], response: dict[str, Any] | None = None,
                 head: Callable[[], dict[str, Any]] | None = None) -> WireRecord:
        """A record whose request body is `render()`, called when it is read; `head()` renders it without
        the messages (system prompt, tools, settings)."""
        record = cls(response=response)
        record.__dict__["_render"] = (render,)
        record.__dict__["_head"] = (head,) if head is not None else None
        return record

    @classmethod
    def local(cls, request: Any, answer: Any, render: Callable[[Any], dict[str, Any]],
              head: Callable[[Any], dict[str, Any]], respond: Callable[[Any], dict[str, Any]]) -> WireRecord:
        """A local model's record, made in one step (it is made on every call): the request body is
        `render(request)`, its head `head(request)`, the response `respond(answer)`, each written when read."""
        record = cls.__new__(cls)  # `request` and `response` read None from the dict until set; `dialect` and
        # `turn` keep the class's defaults
        record.__dict__ = {"http": [], "_render": (render, request), "_head": (head, request),
                           "_respond": (respond, answer)}
        return record

    def head(self) -> dict[str, Any]:
        """The request body, or as much of it as is needed for everything but the messages (cheaper)."""
        head = self.__dict__.get("_head")
        return head[0](*head[1:]) if self.__dict__.get("request") is None and head is not None else self.request

    @property
    def is_http(self) -> bool:
        """True for a provider's record (method, URL, headers); False for the fake model's plain JSON."""
        kept = self.__dict__.get("request")  # a rendered request is a local model's: never HTTP
        return isinstance(kept, dict) and "method" in kept and "url" in kept

    @property
    def problems(self) -> list[str]:
        """What the protocol check found wrong with the history that was sent."""
        kept = self.__dict__.get("request")  # a rendered request (a local model's) has no protocol check
        return [str(p) for p in kept.get("problems", [])] if isinstance(kept, dict) else []

    def turn_for(self, dialect: str) -> Any:
        """The provider's own assistant turn if it was spoken in `dialect`, else None."""
        return self.turn if self.dialect and self.dialect == dialect else None
