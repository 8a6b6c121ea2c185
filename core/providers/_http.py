"""One POST per model call, retried by the public retry policy, cancellable, recorded for the inspector.

A whole (non-streamed) body is read inside the attempt, so a connection that
breaks in the middle of it is retried as the official SDKs do; a stream is
handed back open and is never retried once it has started.
"""

from __future__ import annotations

from typing import Any

import httpx

from core.engine.cancel import Cancelled, CancelToken
from core.engine.client import ModelError, Notify
from core.engine.events import Retrying
from core.engine.wire_record import WireRecord
from core.providers._intake import decode, read_all, shorten
from core.providers._watch import TimeUp, Watch
from core.providers.config import CONNECT_TIMEOUT
from core.providers.failures import failure, status_words
from core.providers.keys import Mask, redact, redact_headers
from core.providers.retry import RetryPolicy, TryAgain, should_retry, with_retries


def provider_message(body: Any) -> str:
    if isinstance(body, dict):
        error = body.get("error")
        if isinstance(error, dict) and error.get("message"):
            return str(error["message"])
        if isinstance(error, str):
            return error
        if body.get("message"):
            return str(body["message"])
    return str(body) if body else ""


class HttpSession:
    """Sends one JSON POST per model call through an injected or own httpx.Client."""

    def __init__(self, base_url: str, headers: dict[str, str], timeout: float,
                 http: httpx.Client | None = None, policy: RetryPolicy | None = None,
                 mask: Mask | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.headers = headers
        self.seconds = timeout
        self.timeout = httpx.Timeout(timeout, connect=min(CONNECT_TIMEOUT, timeout))
        self.http = http or httpx.Client(timeout=self.timeout)
        self.policy = policy or RetryPolicy()
        self.mask = mask or Mask(None)

    def close(self) -> None:
        self.http.close()

    def exchange_for(self, path: str, body: dict[str, Any]) -> tuple[httpx.Request, WireRecord]:
        request = self.http.build_request("POST", self.base_url + path, json=body, headers=self.headers,
                                          timeout=self.timeout)
        shown = {"method": "POST", "url": str(request.url), "headers": redact_headers(request.headers),
                 "body": body}
        return request, WireRecord(request=shown)

    def fetch(self, request: httpx.Request, wire: WireRecord, cancel: CancelToken, notify: Notify) -> Any:
        """The first successful (2xx) response's body, read whole (JSON, or text if it is none)."""
        return with_retries(lambda n: self._attempt(request, wire, cancel, whole=True), self.policy, cancel,
                            self._noting(wire, notify))

    def open_stream(self, request: httpx.Request, wire: WireRecord, cancel: CancelToken,
                    notify: Notify) -> tuple[httpx.Response, Watch]:
        """The first successful (2xx) response, body not yet read, with the watch that still guards it."""
        return with_retries(lambda n: self._attempt(request, wire, cancel, whole=False), self.policy, cancel,
                            self._noting(wire, notify))

    @staticmethod
    def _noting(wire: WireRecord, notify: Notify) -> Notify:
        def note(event: object) -> None:
            if isinstance(event, Retrying) and wire.http:
                wire.http[-1]["delay"] = event.delay
            notify(event)
        return note

    def _attempt(self, request: httpx.Request, wire: WireRecord, cancel: CancelToken, whole: bool) -> Any:
        record: dict[str, Any] = {"attempt": len(wire.http) + 1}
        wire.http.append(record)
        watch = Watch(cancel, self.seconds)
        response = None
        kept = False
        try:
            response = self._send(request, watch, record)
            record.update(status=response.status_code, headers=self.mask.headers(response.headers))
            if response.status_code >= 400:
                raise self._refusal(response, watch, record, wire)
            if not whole:
                kept = True  # the caller reads the stream, then closes the response and the watch
                return response, watch
            body = self._read_whole(response, watch, record)
            wire.response = {"status": response.status_code, "headers": record["headers"], "body": body}
            return body
        finally:
            if not kept:
                watch.close()
                if response is not None:
                    response.close()

    def _send(self, request: httpx.Request, watch: Watch, record: dict[str, Any]) -> httpx.Response:
        try:
            response = self.http.send(request, stream=True)
        except (httpx.UnsupportedProtocol, httpx.LocalProtocolError) as error:
            record["error"] = redact(f"{type(error).__name__}: {error}")
            raise failure("bad_base_url", url=redact(str(request.url)), said=redact(str(error))) from None
        except httpx.TransportError as error:
            watch.cancel.raise_if_cancelled()
            record["error"] = redact(f"{type(error).__name__}: {error}")
            final = watch.time_up() if watch.expired else self._connection_error(error, request)
            raise TryAgain(final, detail=record["error"]) from None
        watch.attach(response)
        if watch.cancel.cancelled:
            raise Cancelled(watch.cancel.reason)
        return response

    def _read_whole(self, response: httpx.Response, watch: Watch, record: dict[str, Any]) -> Any:
        try:
            return decode(read_all(response, watch, self.mask))
        except (httpx.TransportError, TimeUp, RuntimeError) as error:
            watch.cancel.raise_if_cancelled()
            if watch.expired or isinstance(error, TimeUp):
                final: ModelError = watch.time_up()
            else:
                final = failure("broke_off", status=response.status_code,
                                said=redact(f"{type(error).__name__}: {error}"))
            record["error"] = final.text
            raise TryAgain(final, detail=final.text) from None
        except ModelError as error:  # too large: not retried, the same body would come again
            record["error"] = error.text
            raise

    def _refusal(self, response: httpx.Response, watch: Watch, record: dict[str, Any],
                 wire: WireRecord) -> Exception:
        """What an error status becomes: TryAgain if the policy retries it, else the final ModelError."""
        body = self._read_error(response, watch)
        record["body"] = body
        error = self._status_error(response, body)
        wire.response = {"status": response.status_code, "headers": record["headers"], "body": body}
        if should_retry(response.status_code, response.headers):
            return TryAgain(error, response.status_code, response.headers, status_words(response.status_code))
        return error

    def _read_error(self, response: httpx.Response, watch: Watch) -> Any:
        try:
            return decode(read_all(response, watch, self.mask))
        except ModelError as error:  # too large, or not within the time limit
            watch.cancel.raise_if_cancelled()
            return f"({error.text})"
        except (httpx.HTTPError, RuntimeError) as error:
            watch.cancel.raise_if_cancelled()
            return f"(answer incomplete: {type(error).__name__})"

    @staticmethod
    def _status_error(response: httpx.Response, body: Any) -> ModelError:
        status = response.status_code
        said = shorten(provider_message(body))
        request_id = response.headers.get("request-id") or response.headers.get("x-request-id")
        if request_id is None and isinstance(body, dict):
            request_id = body.get("request_id")
        return failure("http", status=status, said=said, body=body, request_id=request_id)

    @staticmethod
    def _connection_error(error: httpx.TransportError, request: httpx.Request) -> ModelError:
        code = "no_answer" if isinstance(error, httpx.TimeoutException) else "no_connection"
        return failure(code, host=redact(request.url.host), port=request.url.port or "",
                       said=type(error).__name__, body=redact(str(error)))


