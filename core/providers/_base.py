"""What every HTTP adapter does the same way: check, send, read (whole or streamed), record, translate."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx

from core.engine.cancel import Cancelled, CancelToken
from core.engine.client import ModelError, ModelRequest, Notify
from core.engine.messages import Block, Reply, Usage
from core.engine.wire_record import WireRecord
from core.providers import protocol_check
from core.providers._http import HttpSession
from core.providers._intake import decode, iter_lines, json_problem, read_all, shorten
from core.providers._masked_stream import DeltaMask, masked_reply, scrub_events
from core.providers._watch import Watch
from core.providers.config import ProviderConfig
from core.providers.failures import failure
from core.providers.keys import Mask, redact, redact_data
from core.providers.retry import RetryPolicy
from core.providers.streaming import iter_sse

Parsed = tuple[list[Block], str, Usage, Any]


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
        self.session = HttpSession(config.resolved_base_url, headers, config.timeout, http, policy, Mask(key))

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
        if not base.startswith(("http://", "https://")):
            raise failure("base_url_scheme", url=repr(base))
        try:
            http_request, shown = self.session.exchange_for(self.path, self.body(request, stream))
        except httpx.InvalidURL as error:
            raise failure("bad_base_url", url=repr(base), said=str(error)) from None
        except ValueError as error:  # e.g. NaN in a replayed turn: not JSON, cannot be sent
            raise failure("not_serialisable", said=redact(str(error))) from None
        wire = WireRecord(request=shown.request, dialect=self.dialect)
        problems = protocol_check.find(request.messages, self.dialect)
        if problems:
            wire.request["problems"] = [p.text for p in problems]  # English; the window words the codes
            wire.request["problem_codes"] = [{"code": p.code, "values": p.values} for p in problems]
        try:
            content, stop, usage, turn = self._exchange(http_request, wire, cancel, notify, stream)
        except ModelError as error:
            raise self._explained(error, wire, problems) from None
        wire.turn = turn
        return Reply(content=content, stop_reason=stop, usage=usage, wire=wire)

    def _exchange(self, http_request: httpx.Request, wire: WireRecord, cancel: CancelToken,
                  notify: Notify, stream: bool) -> Parsed:
        """Send, read and parse. Whatever a provider's bytes make fail becomes a ModelError: they are
        untrusted input, and nothing they hold may end a run with a traceback."""
        try:
            if stream:
                response, watch = self.session.open_stream(http_request, wire, cancel, notify)
                data = self._read_stream(response, watch, wire, notify)
            else:
                data = self.session.fetch(http_request, wire, cancel, notify)
            if not isinstance(data, dict):
                raise json_problem(data, (wire.response or {}).get("status"))
            content, stop, usage, turn = self.parse(data)
            return content, stop if isinstance(stop, str) else str(stop), usage, turn
        except (ModelError, Cancelled):
            raise
        except Exception as error:  # noqa: BLE001 - not shaped as the protocol says, in any way at all
            raise failure("unexpected", said=f"{type(error).__name__}: {error}",
                          status=(wire.response or {}).get("status"),
                          body=(wire.response or {}).get("body")) from None

    def _explained(self, error: ModelError, wire: WireRecord, problems: list[protocol_check.Problem]) -> ModelError:
        """The error as a learner reads it (short, key masked) with what the inspector shows beside it."""
        error.wire = wire  # the inspector shows what was sent and what came back
        if error.request_id is None and wire.http:
            headers = wire.http[-1].get("headers") or {}
            error.request_id = headers.get("request-id") or headers.get("x-request-id")
        if problems and error.status == 400:
            error.values["problems"] = [{"code": p.code, "values": p.values} for p in problems]
            error.text += " — protocol check: " + "; ".join(p.text for p in problems)
        if "said" in error.values:
            error.values["said"] = shorten(str(error.values["said"]))
        error.values = redact_data(error.values)
        error.text = shorten(redact(error.text))
        error.args = (error.text,)
        return error

    def _read_stream(self, response: httpx.Response, watch: Watch, wire: WireRecord,
                     notify: Notify) -> Any:
        """Assemble the streamed reply (a server that ignores "stream": true answers whole: read as such)."""
        shown: dict[str, Any] = {"status": response.status_code, "headers": wire.http[-1].get("headers", {})}
        wire.response = shown
        kind = response.headers.get("content-type", "")
        try:
            if "json" in kind and "event-stream" not in kind:
                shown["body"] = decode(read_all(response, watch, self.session.mask))
                return shown["body"]
            masked = DeltaMask(notify, self.session.mask)
            assembler = self.stream_type(masked)
            shown["events"] = events = []
            for event in iter_sse(iter_lines(response, watch, self.session.mask)):
                watch.check()
                events.append(event)
                assembler.feed(event)
            watch.check()
            masked.flush()
            return masked_reply(assembler.result(), self.session.mask)
        except (httpx.HTTPError, RuntimeError) as error:
            watch.cancel.raise_if_cancelled()
            if watch.expired:
                raise watch.time_up() from None
            raise failure("stream_cut", said=f"{type(error).__name__}: {error}", status=response.status_code,
                          retries=len(wire.http) - 1) from None
        finally:
            scrub_events(shown, self.session.mask)
            watch.close()
            response.close()
