"""One model call's HTTP exchange as styled lines: request, every attempt, response or stream, error, protocol problems.

Pure Python (no Qt), so the layout is testable on its own; `HttpPane` paints
the (text, style) pieces. Every string goes through `redact` once more, so a
key can never reach the screen even if a header slipped past the core.
"""

from __future__ import annotations

import json
from http import HTTPStatus
from typing import Any

from core.engine.client import ModelError
from core.engine.events import Retrying
from core.engine.wire_record import WireRecord
from core.providers.keys import redact
from gui.common.i18n import QT_TRANSLATE_NOOP, number, translate
from gui.common.provider_events import status_text
from gui.common.provider_words import failure_lines, problem_lines, worded

Piece = tuple[str, str]  # (text, style); styles: head, plain, dim, ok, error, problem
STYLES = ("head", "plain", "dim", "ok", "error", "problem")


def status_line(status: Any) -> str:
    try:
        return f"{status} {HTTPStatus(int(status)).phrase}"
    except (TypeError, ValueError):
        return str(status)


def _json(data: Any) -> str:
    return data if isinstance(data, str) else json.dumps(data, indent=2, ensure_ascii=False)


def _headers(headers: dict[str, Any] | None) -> list[Piece]:
    return [(f"{name}: {value}", "dim") for name, value in (headers or {}).items()]


def error_lines(error: ModelError) -> list[str]:
    """A failed call: first one line of the program's words (why, request id, retries), then, each on a line of
    its own, the HTTP status as the protocol writes it, what the provider said (or the error's own text when the
    program has no words for it) and what the protocol check found. The provider's text, usually English, never
    shares a line with the program's words."""
    said = failure_lines(error)
    ours = [] if error.status else [translate("HttpText", "no HTTP status")]
    theirs = said
    if worded(error):
        ours.append(status_text(error.status) if error.code == "http" and error.status else said[0])
        theirs = said[1:]
    if error.request_id:
        ours.append(translate("HttpText", "request id {id}").format(id=error.request_id))
    retries = error.retries  # a plain name: lupdate does not see a %n text whose count is an attribute
    ours.append(translate("HttpText", "%n retries", None, retries))
    status = [f"HTTP {status_line(error.status)}"] if error.status else []
    return [" · ".join(ours), *status, *theirs]


def pieces(wire: WireRecord, error: ModelError | None = None) -> list[Piece]:
    out: list[Piece] = []
    if error is not None:
        out += [(translate("HttpText", "FAILED"), "head"), *[(line, "error") for line in error_lines(error)],
                ("", "plain")]
    if wire.problems:
        out.append((translate("HttpText", "PROTOCOL CHECK — a provider would reject this history"), "head"))
        out += [(f"✗ {p}", "problem") for p in problem_lines(wire)]
        out.append(("", "plain"))
    out += _request(wire.request)
    if len(wire.http) > 1 or any("error" in a or a.get("status", 200) >= 400 for a in wire.http):
        out += _attempts(wire.http)
    out += _response(wire.response)
    return [(redact(text), style) for text, style in out]


def _request(request: dict[str, Any]) -> list[Piece]:
    out: list[Piece] = [(translate("HttpText", "REQUEST"), "head"),
                        (f"{request.get('method', '?')} {request.get('url', '?')}", "plain")]
    out += _headers(request.get("headers"))
    out += [("", "plain"), (_json(request.get("body")), "plain"), ("", "plain")]
    return out


def _attempts(http: list[dict[str, Any]]) -> list[Piece]:
    out: list[Piece] = [(translate("HttpText", "ATTEMPTS ({n})").format(n=len(http)), "head")]
    for record in http:
        number = record.get("attempt", "?")
        if "error" in record:
            line, style = f"#{number}  ✗ {record['error']}", "error"
        else:
            status = record.get("status")
            line, style = f"#{number}  ← {status_line(status)}", "ok" if (status or 0) < 400 else "error"
        if "delay" in record:
            line += "  → " + translate("HttpText", "retrying in {time}").format(time=_seconds(record["delay"]))
        out.append((line, style))
        if "delay" in record and record.get("status", 200) >= 400:  # the last one is the RESPONSE below
            out += [(f"    {text}", s) for text, s in _headers(record.get("headers"))]
            out += [(f"    {line}", "error") for line in _json(record.get("body")).splitlines()]
    out.append(("", "plain"))
    return out


def _response(response: dict[str, Any] | None) -> list[Piece]:
    if response is None:
        return [(translate("HttpText", "RESPONSE"), "head"), (translate("HttpText", "(no response)"), "error")]
    status = response.get("status")
    out: list[Piece] = [(translate("HttpText", "RESPONSE"), "head"),
                        (f"← {status_line(status)}", "ok" if (status or 0) < 400 else "error")]
    out += _headers(response.get("headers"))
    out.append(("", "plain"))
    if "events" in response:
        events = response["events"]
        count = len(events)
        out.append((translate("HttpText", "STREAM (%n event(s))", None, count), "head"))
        for event in events:
            if event.get("event"):
                out.append((f"event: {event['event']}", "dim"))
            data = event.get("data")
            out.append((f"data: {data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)}", "plain"))
    else:
        body = response.get("body")
        out.append((_json(body), "error" if (status or 0) >= 400 else "plain"))
    return out


def retried_attempt(wire: WireRecord, number: int) -> dict[str, Any] | None:
    """The HTTP record of attempt `number` (1-based) if that attempt was tried again (it has a delay), else None.

    An injected fault's retry has no such record: the attempt of the same number may be a real, successful one.
    """
    return next((a for a in wire.http if a.get("attempt") == number and "delay" in a), None)


PENDING = QT_TRANSLATE_NOOP("HttpText", "(headers and body are shown here once the call has ended)")
NO_RECORD = QT_TRANSLATE_NOOP("HttpText", "(no HTTP record of this attempt: the fault was injected)")
ENDED_WITHOUT = QT_TRANSLATE_NOOP("HttpText", "(no HTTP record of this attempt: the fault was injected, or the call "
                                  "was stopped before it ended)")


def _seconds(value: float) -> str:
    """A delay with one decimal, as the retry loop waits it ("0,4 s" in German)."""
    return translate("Units", "{n} s").format(n=number(value, 1))


def attempt_pieces(retry: Retrying, wire: WireRecord | None = None, ended: bool = False) -> list[Piece]:
    """One failed attempt that was tried again: what the Retrying event said, then its HTTP from `wire` if known.
    `ended`: the call is over, so a missing record will not come any more."""
    record = retried_attempt(wire, retry.attempt) if wire is not None else None
    delay = record.get("delay", retry.delay) if record else retry.delay
    out: list[Piece] = [(translate("HttpText", "ATTEMPT {n} — tried again").format(n=retry.attempt), "head"),
                        ("↻ " + translate("HttpText", "waited {time} before attempt {n}").format(
                            time=_seconds(delay), n=retry.attempt + 1), "plain")]
    if retry.detail:
        out.append((retry.detail, "error"))
    out.append(("", "plain"))
    if record is None:
        out.append((translate("HttpText", NO_RECORD if wire is not None else ENDED_WITHOUT if ended else PENDING),
                    "dim"))
        return [(redact(text), style) for text, style in out]
    out.append((translate("HttpText", "RESPONSE to this attempt"), "head"))  # first: what differs between attempts
    if "error" in record:
        out.append((f"✗ {record['error']}", "error"))
    else:
        out.append((f"← {status_line(record.get('status'))}", "error"))
        out += _headers(record.get("headers"))
        out += [("", "plain"), (_json(record.get("body")), "error")]
    request = wire.request if wire is not None else {}
    out += [("", "plain"), (translate("HttpText", "REQUEST (the same for every attempt)"), "head"),
            (f"{request.get('method', '?')} {request.get('url', '?')}", "plain")]
    out += _headers(request.get("headers")) + [("", "plain"), (_json(request.get("body")), "dim")]
    return [(redact(text), style) for text, style in out]


def plain(wire: WireRecord, error: ModelError | None = None) -> str:
    return "\n".join(text for text, _ in pieces(wire, error))
