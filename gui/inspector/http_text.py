"""One model call's HTTP exchange as styled lines: request, every attempt, response or stream, error, protocol problems.

Pure Python (no Qt), so the layout is testable on its own; `HttpPane` paints
the (text, style) pieces. Every string goes through `redact` once more, so a
key can never reach the screen even if a header slipped past the core.
"""

from __future__ import annotations

import json
from http import HTTPStatus
from typing import Any

from core.providers.keys import redact

Piece = tuple[str, str]  # (text, style); styles: head, plain, dim, ok, error, problem
STYLES = ("head", "plain", "dim", "ok", "error", "problem")


def is_http(wire: Any) -> bool:
    """True for a provider's record (method, URL, headers); False for the fake model's plain JSON."""
    request = getattr(wire, "request", None)
    return isinstance(request, dict) and "method" in request and "url" in request


def status_line(status: Any) -> str:
    try:
        return f"{status} {HTTPStatus(int(status)).phrase}"
    except (TypeError, ValueError):
        return str(status)


def _json(data: Any) -> str:
    return data if isinstance(data, str) else json.dumps(data, indent=2, ensure_ascii=False)


def _headers(headers: dict[str, Any] | None) -> list[Piece]:
    return [(f"{name}: {value}", "dim") for name, value in (headers or {}).items()]


def problems_of(wire: Any) -> list[str]:
    request = getattr(wire, "request", None) or {}
    return [str(p) for p in request.get("problems", [])] if isinstance(request, dict) else []


def error_summary(error: Any) -> str:
    """One line for a failed call: status, the learner's text, request id, retries."""
    parts = [f"HTTP {status_line(error.status)}" if getattr(error, "status", None) else "no HTTP status"]
    parts.append(getattr(error, "text", None) or str(error))
    if getattr(error, "request_id", None):
        parts.append(f"request id {error.request_id}")
    parts.append(f"{getattr(error, 'retries', 0)} retries")
    return " · ".join(parts)


def pieces(wire: Any, error: Any = None) -> list[Piece]:
    out: list[Piece] = []
    if error is not None:
        out += [("FAILED", "head"), (error_summary(error), "error"), ("", "plain")]
    problems = problems_of(wire)
    if problems:
        out.append(("PROTOCOL CHECK — a provider would reject this history", "head"))
        out += [(f"✗ {p}", "problem") for p in problems]
        out.append(("", "plain"))
    out += _request(getattr(wire, "request", None) or {})
    http = list(getattr(wire, "http", None) or [])
    if len(http) > 1 or any("error" in a or a.get("status", 200) >= 400 for a in http):
        out += _attempts(http)
    out += _response(getattr(wire, "response", None))
    return [(redact(text), style) for text, style in out]


def _request(request: dict[str, Any]) -> list[Piece]:
    out: list[Piece] = [("REQUEST", "head"), (f"{request.get('method', '?')} {request.get('url', '?')}", "plain")]
    out += _headers(request.get("headers"))
    out += [("", "plain"), (_json(request.get("body")), "plain"), ("", "plain")]
    return out


def _attempts(http: list[dict[str, Any]]) -> list[Piece]:
    out: list[Piece] = [(f"ATTEMPTS ({len(http)})", "head")]
    for record in http:
        number = record.get("attempt", "?")
        if "error" in record:
            line, style = f"#{number}  ✗ {record['error']}", "error"
        else:
            status = record.get("status")
            line, style = f"#{number}  ← {status_line(status)}", "ok" if (status or 0) < 400 else "error"
        if "delay" in record:
            line += f"  → retrying in {record['delay']:.1f} s"
        out.append((line, style))
        if "delay" in record and record.get("status", 200) >= 400:  # the last one is the RESPONSE below
            out += [(f"    {text}", s) for text, s in _headers(record.get("headers"))]
            out += [(f"    {line}", "error") for line in _json(record.get("body")).splitlines()]
    out.append(("", "plain"))
    return out


def _response(response: dict[str, Any] | None) -> list[Piece]:
    if response is None:
        return [("RESPONSE", "head"), ("(no response)", "error")]
    status = response.get("status")
    out: list[Piece] = [("RESPONSE", "head"),
                        (f"← {status_line(status)}", "ok" if (status or 0) < 400 else "error")]
    out += _headers(response.get("headers"))
    out.append(("", "plain"))
    if "events" in response:
        events = response["events"]
        out.append((f"STREAM ({len(events)} events)", "head"))
        for event in events:
            if event.get("event"):
                out.append((f"event: {event['event']}", "dim"))
            data = event.get("data")
            out.append((f"data: {data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)}", "plain"))
    else:
        body = response.get("body")
        out.append((_json(body), "error" if (status or 0) >= 400 else "plain"))
    return out


def plain(wire: Any, error: Any = None) -> str:
    return "\n".join(text for text, _ in pieces(wire, error))
