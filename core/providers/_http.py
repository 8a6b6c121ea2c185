"""One POST with the official SDKs' retry rules (408, 409, 429, 5xx and connection errors, with exponential
backoff or the server's retry-after), cancellable, recorded for the inspector."""

from __future__ import annotations

import datetime as dt
import email.utils
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx

from core.engine.cancel import Cancelled, CancelToken
from core.engine.client import ModelError, Notify
from core.engine.events import Retrying
from core.engine.wire_record import WireRecord
from core.providers.config import CONNECT_TIMEOUT
from core.providers.keys import redact, redact_data, redact_headers

RETRY_STATUSES = frozenset({408, 409, 429})
FRIENDLY = {
    400: "die Anfrage wurde abgelehnt (Format oder Inhalt ungültig)",
    401: "der Schlüssel wurde abgelehnt",
    403: "der Schlüssel darf das nicht",
    404: "kein solches Modell oder kein solcher Pfad",
    408: "der Anbieter hat zu lange gewartet",
    409: "Konflikt beim Anbieter",
    413: "das Gespräch ist zu groß",
    422: "die Anfrage ließ sich nicht verarbeiten",
    429: "zu viele Anfragen (Rate-Limit)",
    529: "der Anbieter ist überlastet",
}


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 2
    initial_delay: float = 0.5
    max_delay: float = 8.0
    retry_after_cap: float = 60.0


def friendly(status: int) -> str:
    if status in FRIENDLY:
        return FRIENDLY[status]
    return "Fehler beim Anbieter" if status >= 500 else "die Anfrage wurde abgelehnt"


def should_retry(status: int, headers: httpx.Headers) -> bool:
    verdict = headers.get("x-should-retry", "").strip().lower()
    if verdict in ("true", "false"):
        return verdict == "true"
    return status in RETRY_STATUSES or status >= 500


def server_hint(headers: httpx.Headers) -> float | None:
    """Seconds the server asks us to wait: retry-after-ms, retry-after (seconds or HTTP date)."""
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        raw = headers.get(name)
        if raw is None:
            continue
        try:
            return float(raw) * scale
        except ValueError:
            if name == "retry-after" and raw.strip():
                try:
                    parsed = email.utils.parsedate_to_datetime(raw)
                except (TypeError, ValueError, OverflowError):  # not a date either: use our own backoff
                    continue
                if parsed.tzinfo is None:  # "-0000": UTC by RFC 5322, not local time
                    parsed = parsed.replace(tzinfo=dt.UTC)
                return parsed.timestamp() - time.time()
    return None


def retry_delay(headers: httpx.Headers | None, retries_done: int, policy: RetryPolicy,
                rand: Callable[[], float] = random.random) -> float:
    hint = server_hint(headers) if headers is not None else None
    if hint is not None and 0 < hint <= policy.retry_after_cap:
        return hint
    nominal = min(policy.initial_delay * 2 ** retries_done, policy.max_delay)
    return nominal * (1 - 0.25 * rand())


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def strict_json(text: str) -> Any:
    """json.loads without NaN/Infinity: what came in must go out again in the next request body."""
    return json.loads(text, parse_constant=_no_constant)


def decode(content: bytes) -> Any:
    text = content.decode("utf-8", "replace")
    try:
        return strict_json(text)
    except ValueError:
        return redact(text)


def provider_message(body: Any) -> str:
    if isinstance(body, dict):
        error = body.get("error")
        if isinstance(error, dict) and error.get("message"):
            return str(error["message"])
        if isinstance(error, str):
            return error
        if body.get("message"):
            return str(body["message"])
    return str(body)[:200] if body else ""


class HttpSession:
    """Sends one JSON POST per model call through an injected or own httpx.Client."""

    def __init__(self, base_url: str, headers: dict[str, str], timeout: float,
                 http: httpx.Client | None = None, policy: RetryPolicy | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.headers = headers
        self.timeout = httpx.Timeout(timeout, connect=min(CONNECT_TIMEOUT, timeout))
        self.http = http or httpx.Client(timeout=self.timeout)
        self.policy = policy or RetryPolicy()

    def close(self) -> None:
        self.http.close()

    def exchange_for(self, path: str, body: dict[str, Any]) -> tuple[httpx.Request, WireRecord]:
        request = self.http.build_request("POST", self.base_url + path, json=body, headers=self.headers,
                                          timeout=self.timeout)
        shown = {"method": "POST", "url": str(request.url), "headers": redact_headers(request.headers),
                 "body": body}
        return request, WireRecord(request=shown)

    def open(self, request: httpx.Request, wire: WireRecord, cancel: CancelToken,
             notify: Notify) -> httpx.Response:
        """The first successful (2xx) response, body not yet read; ModelError after the retries run out."""
        for attempt in range(self.policy.max_retries + 1):
            cancel.raise_if_cancelled()
            record: dict[str, Any] = {"attempt": attempt + 1}
            wire.http.append(record)
            try:
                response = self._send(request, cancel)
            except (httpx.UnsupportedProtocol, httpx.LocalProtocolError) as error:
                record["error"] = redact(f"{type(error).__name__}: {error}")
                raise ModelError(redact(f"die Basis-URL {request.url} taugt nicht: {error}"), retries=attempt) from None
            except httpx.TransportError as error:
                cancel.raise_if_cancelled()
                record["error"] = redact(f"{type(error).__name__}: {error}")
                if attempt < self.policy.max_retries:
                    self._backoff(None, attempt, record, cancel, notify)
                    continue
                raise self._connection_error(error, request, attempt) from None
            record.update(status=response.status_code, headers=redact_headers(response.headers))
            if response.status_code < 400:
                return response
            body = self._read_error(response, record)
            if should_retry(response.status_code, response.headers) and attempt < self.policy.max_retries:
                self._backoff(response, attempt, record, cancel, notify)
                continue
            wire.response = {"status": response.status_code, "headers": record["headers"], "body": body}
            raise self._status_error(response, body, attempt)
        raise AssertionError("unreachable")

    def _send(self, request: httpx.Request, cancel: CancelToken) -> httpx.Response:
        response = self.http.send(request, stream=True)
        if cancel.cancelled:
            response.close()
            raise Cancelled(cancel.reason)
        return response

    @staticmethod
    def _read_error(response: httpx.Response, record: dict[str, Any]) -> Any:
        try:
            body = redact_data(decode(response.read()))
        except httpx.HTTPError as error:
            body = f"(Antwort unvollständig: {error})"
        finally:
            response.close()
        record["body"] = body
        return body

    def _backoff(self, response: httpx.Response | None, attempt: int, record: dict[str, Any],
                 cancel: CancelToken, notify: Notify) -> None:
        delay = retry_delay(response.headers if response is not None else None, attempt, self.policy)
        record["delay"] = delay
        status = response.status_code if response is not None else None
        detail = friendly(status) if status else record.get("error", "keine Verbindung")
        notify(Retrying(status, delay, attempt + 1, detail))
        if cancel.wait(delay):
            raise Cancelled(cancel.reason)

    def _status_error(self, response: httpx.Response, body: Any, attempt: int) -> ModelError:
        status = response.status_code
        said = redact(provider_message(body))
        text = f"{friendly(status)} (HTTP {status}" + (f": {said})" if said else ")")
        request_id = response.headers.get("request-id") or response.headers.get("x-request-id")
        if request_id is None and isinstance(body, dict):
            request_id = body.get("request_id")
        return ModelError(text, status=status, body=body, request_id=request_id, retries=attempt)

    def _connection_error(self, error: httpx.TransportError, request: httpx.Request, attempt: int) -> ModelError:
        what = "keine Antwort rechtzeitig" if isinstance(error, httpx.TimeoutException) else "keine Verbindung"
        text = redact(f"{what} zu {request.url.host}:{request.url.port or ''} ({type(error).__name__})")
        return ModelError(text, status=None, body=redact(str(error)), retries=attempt)
