"""The wire record of one model call: what was sent, what came back, every HTTP attempt, the provider's own turn.

One type for every carrier: a `Reply` and the assistant `Message` made from it, the `ReplyReceived` event, and a
`ModelError` whose call failed for good. The inspector reads it, a saved run keeps it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple


class Rendering(NamedTuple):
    """How a local model's record writes its JSON when read: the request body of the request, the body without
    its messages (None: the whole body), the response of the answer."""

    request: Callable[[Any], dict[str, Any]]
    head: Callable[[Any], dict[str, Any]] | None
    response: Callable[[Any], dict[str, Any]] | None  # None: the response is given when the record is made


class _Body:
    """The `request` field: the body kept, or, for a record made with `local_record` or `WireRecord.rendered`,
    written afresh from the shared history each time it is read (a long conversation then holds one history,
    not one copy per call)."""

    def __get__(self, record: Any, owner: type | None = None) -> Any:
        if record is None:
            return None  # the field's default
        kept = record.__dict__
        body = kept.get("request")
        if body is None and (local := kept.get("_local")) is not None:
            return local[0].request(local[1])
        return body

    def __set__(self, record: Any, body: Any) -> None:
        record.__dict__["request"] = body


class _Response:
    """The `response` field: the body kept, or, for a local model's record (`local_record`), written on its
    first read and kept from then on (a run nobody inspects never writes it)."""

    def __get__(self, record: Any, owner: type | None = None) -> Any:
        if record is None:
            return None  # the field's default
        kept = record.__dict__
        body = kept.get("response")
        if body is None and (answer := kept.get("_answer")) is not None:
            body = kept["response"] = kept["_local"][0].response(answer)
            kept.pop("_answer", None)
        return body

    def __set__(self, record: Any, body: Any) -> None:
        record.__dict__["response"] = body
        record.__dict__.pop("_answer", None)


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
        record.__dict__["_local"] = (_RENDERED if head is not None else _RENDERED_WHOLE, (render, head))
        return record

    def head(self) -> dict[str, Any]:
        """The request body, or as much of it as is needed for everything but the messages (cheaper)."""
        local = self.__dict__.get("_local")
        if self.__dict__.get("request") is None and local is not None and local[0].head is not None:
            return local[0].head(local[1])
        return self.request

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


_new = object.__new__


def local_record(request: Any, answer: Any, rendering: Rendering) -> WireRecord:
    """A local model's record, made in one step (it is made on every call): its request body, its head and its
    response are `rendering`'s of `request` and `answer`, each written when read."""
    record = _new(WireRecord)  # `request` and `response` read None from the dict until set; `dialect` and `turn`
    # keep the class's defaults
    record.__dict__ = {"http": [], "_local": (rendering, request), "_answer": answer}
    return record


def _rendered(fns: tuple[Callable[[], dict[str, Any]], Any]) -> dict[str, Any]:
    return fns[0]()


def _rendered_head(fns: tuple[Any, Callable[[], dict[str, Any]]]) -> dict[str, Any]:
    return fns[1]()


_RENDERED = Rendering(_rendered, _rendered_head, None)
_RENDERED_WHOLE = Rendering(_rendered, None, None)
