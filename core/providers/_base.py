"""What every HTTP adapter does the same way: check, send, read (whole or streamed), record, translate."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Callable
from typing import Any

import httpx

from core.engine.cancel import Cancelled, CancelToken
from core.engine.client import ModelError, ModelRequest, Notify
from core.engine.messages import Block, Reply, Usage
from core.engine.wire_record import WireRecord
from core.providers import protocol_check
from core.providers._http import HttpSession, RetryPolicy, decode
from core.providers.config import ProviderConfig
from core.providers.keys import redact, redact_data
from core.providers.streaming import CUT, iter_sse

Parsed = tuple[list[Block], str, Usage, Any]


def abort(response: httpx.Response) -> None:
    """Stop reading `response` from another thread: shut the socket down (wakes a blocked read), then close."""
    # This runs inside CancelToken.cancel() and must never raise into the canceller; a second thread may be
    # closing the same response at the same moment.
    with contextlib.suppress(Exception):
        stream = response.extensions.get("network_stream")
        sock = stream.get_extra_info("socket") if stream is not None else None
        if sock is not None:
            sock.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(Exception):
        response.close()


class ProviderClient:
    """Base of the three adapters. Subclasses give `dialect`, `path`, `auth_headers`, `body`, `parse`, `stream_type`."""

    dialect = ""
    path = ""
    stream_type: Callable[[Notify], Any]
    instant = False

    def __init__(self, config: ProviderConfig, key: str | None = None, http: httpx.Client | None = None,
                 policy: RetryPolicy | None = None) -> None:
        self.config = config
        self.name = f"{config.provider}:{config.resolved_model}"
        headers = {"accept": "application/json"} | self.auth_headers(key)
        self.session = HttpSession(config.resolved_base_url, headers, config.timeout, http, policy)

    # ---- per protocol ------------------------------------------------------
    def auth_headers(self, key: str | None) -> dict[str, str]:
        raise NotImplementedError

    def body(self, request: ModelRequest, stream: bool) -> dict[str, Any]:
        raise NotImplementedError

    def parse(self, data: dict[str, Any]) -> Parsed:
        raise NotImplementedError

    # ---- the ModelClient protocol -----------------------------------------
    def model_for(self, request: ModelRequest) -> str:
        return self.config.model or (request.model if not request.model.startswith("<") else "") \
            or self.config.resolved_model

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        return self.body(request, self.config.stream)

    def close(self) -> None:
        self.session.close()

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        cancel = cancel or CancelToken()
        notify = notify or (lambda event: None)
        stream = self.config.stream
        base = self.config.resolved_base_url
        try:
            if not base.startswith(("http://", "https://")):
                raise httpx.InvalidURL("sie muss mit http:// oder https:// beginnen")
            http_request, shown = self.session.exchange_for(self.path, self.body(request, stream))
        except httpx.InvalidURL as error:
            raise ModelError(f"die Basis-URL {base!r} taugt nicht: {error}") from None
        except ValueError as error:  # e.g. NaN in a replayed turn: not JSON, cannot be sent
            raise ModelError(redact(f"die Anfrage lässt sich nicht als JSON senden: {error}")) from None
        wire = WireRecord(request=shown.request, dialect=self.dialect)
        problems = protocol_check.check(request.messages)
        if problems:
            wire.request["problems"] = problems
        try:
            response = self.session.open(http_request, wire, cancel, notify)
            content, stop, usage, turn = self._read_and_parse(response, wire, cancel, notify, stream)
        except ModelError as error:
            error.wire = wire  # the inspector shows what was sent and what came back
            error.body = redact_data(error.body)
            if error.request_id is None and wire.http:
                headers = wire.http[-1].get("headers") or {}
                error.request_id = headers.get("request-id") or headers.get("x-request-id")
            if problems and error.status == 400:
                error.text += " — Protokollprüfung: " + "; ".join(problems)
            raise
        wire.turn = turn
        return Reply(content=content, stop_reason=stop, usage=usage, wire=wire)

    def _read_and_parse(self, response: httpx.Response, wire: WireRecord, cancel: CancelToken,
                        notify: Notify, stream: bool) -> Parsed:
        try:
            content, stop, usage, turn = self.parse(self._read(response, wire, cancel, notify, stream))
            if not isinstance(stop, str):  # e.g. "stop_reason": 5 would fail Reply outside this guard
                stop = str(stop)
            return content, stop, usage, turn
        except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:  # not the protocol's shape
            raise ModelError(redact(f"unerwartete Antwort vom Anbieter ({type(error).__name__}: {error})"),
                             status=response.status_code, body=(wire.response or {}).get("body")) from None

    def _read(self, response: httpx.Response, wire: WireRecord, cancel: CancelToken,
              notify: Notify, stream: bool) -> dict[str, Any]:
        """Read the body, closing the response at once if the run is cancelled meanwhile."""
        unsubscribe = cancel.on_cancel(lambda: abort(response))
        shown = {"status": response.status_code, "headers": wire.http[-1].get("headers", {})}
        events: list[dict[str, Any]] = []
        kind = response.headers.get("content-type", "")
        if stream and "json" in kind and "event-stream" not in kind:
            stream = False  # a server that ignores "stream": true answers whole; read it as such
        try:
            if stream:
                assembler = self.stream_type(notify)
                shown["events"] = events
                wire.response = shown
                for event in iter_sse(response.iter_lines()):
                    cancel.raise_if_cancelled()
                    events.append(redact_data(event))  # the record; the assembler reads the event as sent
                    assembler.feed(event)
                cancel.raise_if_cancelled()
                return assembler.result()
            body = decode(response.read())
            shown["body"] = redact_data(body)  # a key echoed back must not reach the inspector; parse reads it as sent
            wire.response = shown
        except (httpx.HTTPError, RuntimeError) as error:
            if cancel.cancelled:
                raise Cancelled(cancel.reason) from None
            what = CUT if stream else "die Antwort brach ab"
            raise ModelError(redact(f"{what} ({type(error).__name__}: {error})"),
                             status=response.status_code, retries=len(wire.http) - 1) from None
        finally:
            unsubscribe()
            response.close()
        if not isinstance(body, dict):
            raise ModelError("die Antwort war kein JSON-Objekt", status=response.status_code, body=body)
        return body
