"""Model-side faults: `FaultyClient` wraps any ModelClient and distorts or fails a call when a
`ModelFault` armed on the shared `FaultInjector` strikes.

For the fake and scripted models (and for a real provider "before the request
leaves") a fault becomes the equivalent `Reply` or a `ModelError`. Each strike
is reported as a `FaultStruck` through `notify` (so it lands in the run's
event stream) and in the injector's log.
"""

from __future__ import annotations

import time
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

from core.engine.cancel import CancelToken
from core.engine.client import ModelClient, ModelError, ModelRequest, Notify
from core.engine.events import TextDelta
from core.engine.messages import Block, Reply, TextBlock, Usage
from core.engine.texts import ENGLISH, LoopTexts, seconds_text
from core.engine.tokens import turn_start
from core.faults._model_strikes import distort, with_wire
from core.faults.tool_faults import FaultInjector, FaultStruck, ToolFault, Trigger
from core.lesson.spec import Guessing
from core.providers.retry import RetryPolicy, TryAgain, with_retries

ModelFaultKind = Literal["unknown_tool", "missing_field", "extra_fields", "bad_json", "repeat_id",
                         "guess_forever", "max_tokens", "refusal", "http_429", "http_500", "http_529",
                         "timeout", "stream_cut"]
MODEL_FAULT_KINDS: tuple[ModelFaultKind, ...] = get_args(ModelFaultKind)
HTTP_KINDS = {"http_429": 429, "http_500": 500, "http_529": 529}
RETRIED_KINDS = {*HTTP_KINDS, "timeout"}  # what the official SDKs retry: these statuses and timeouts

MODEL_FAULT_LABELS = {
    "unknown_tool": "asks for an unknown tool",
    "missing_field": "omits a required field",
    "extra_fields": "sends extra fields",
    "bad_json": "sends arguments that are not valid JSON",
    "repeat_id": "repeats a tool_use id",
    "guess_forever": "keeps guessing forever",
    "max_tokens": "stops with max_tokens",
    "refusal": "stops with refusal",
    "http_429": "HTTP 429 rate limited",
    "http_500": "HTTP 500 server error",
    "http_529": "HTTP 529 overloaded",
    "timeout": "times out",
    "stream_cut": "stream cut mid-way",
}
_ERROR_TYPES = {429: "rate_limit_error", 500: "api_error", 529: "overloaded_error"}


class ModelFault(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    side: Literal["model"] = "model"
    kind: ModelFaultKind
    trigger: Trigger = Trigger()
    retry_after: float | None = Field(default=None, ge=0)  # HTTP kinds: seconds the server asks to wait
    delay_ms: int = Field(default=1000, ge=0)  # timeout: how long the call hangs before it fails

    @property
    def target(self) -> str:
        return "model"

    def describe(self) -> str:
        label = MODEL_FAULT_LABELS[self.kind]
        if self.kind in HTTP_KINDS:
            label += f", retry-after {self.retry_after:g} s" if self.retry_after is not None else ", no retry-after"
        return f"model: {label} ({self.trigger.describe()})"


AnyFault = Annotated[ToolFault | ModelFault, Field(discriminator="side")]


def call_number(request: ModelRequest) -> int:
    """Which call of the current turn this request is (1 for the first), counted from the history."""
    start = turn_start(request.messages)
    return 1 + sum(1 for m in request.messages[start:] if m.role == "assistant")


class FaultyClient:
    """A ModelClient whose calls can be made to fail by the model faults armed on `plan`."""

    def __init__(self, inner: ModelClient, plan: FaultInjector, policy: RetryPolicy | None = None,
                 texts: LoopTexts = ENGLISH, guessing: Guessing | None = None) -> None:
        self.inner = inner
        self.plan = plan
        self.texts = texts  # the lesson's words for what a fault makes the model say or fail with
        self.guessing = guessing  # the lesson's own guessing rule, for the guess-forever fault
        # the real provider's own retry policy when there is one, so an injected failure retries like a real one
        self.policy = policy or _policy_of(inner) or RetryPolicy()
        self.name = inner.name

    @property
    def instant(self) -> bool:
        """As the inner client: the waits of an injected fault honour the cancel token themselves."""
        return self.inner.instant

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        return self.inner.preview(request)

    def close(self) -> None:
        self.inner.close()

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        notify = notify or (lambda event: None)
        fault = self.plan.pick_model()
        if fault is None:
            return self.inner.create(request, cancel, notify)
        return self._apply(fault, request, cancel, notify)

    def _apply(self, fault: ModelFault, request: ModelRequest, cancel: CancelToken | None,
               notify: Notify) -> Reply:
        self._report(fault, request, notify)
        if fault.kind in RETRIED_KINDS:
            return self._retry(self._fail_once(fault, cancel), request, cancel, notify)
        if fault.kind == "stream_cut":
            return self._cut(request, cancel, notify)
        if fault.kind in ("max_tokens", "refusal"):
            reply = self.inner.create(request, cancel, _drop_event)
            return _stopped(fault.kind, reply, self.preview(request), self.texts)
        inner = None if fault.kind == "guess_forever" else self.inner.create(request, cancel, _drop_event)
        return distort(fault.kind, request, inner, self.preview(request), self.guessing)

    def _report(self, fault: ModelFault, request: ModelRequest, notify: Notify) -> None:
        event = FaultStruck("model", fault.kind, fault.describe(), call_number(request))
        self.plan.report(event)
        notify(event)

    def _retry(self, fault: ModelFault, request: ModelRequest, cancel: CancelToken | None, notify: Notify) -> Reply:
        """Fail like the provider would, then retry as the real call does (same policy, same Retrying events)."""
        struck = [fault]

        def attempt(number: int) -> Reply:
            if number:
                again = self.plan.pick_model()
                if again is None:
                    return self.inner.create(request, cancel, notify)
                if again.kind not in RETRIED_KINDS:
                    return self._apply(again, request, cancel, notify)
                self._report(again, request, notify)
                struck.append(self._fail_once(again, cancel))
            failed = struck[-1]
            status = HTTP_KINDS.get(failed.kind)
            asked = status is not None and failed.retry_after is not None  # the server's retry-after header
            headers = {"retry-after": f"{failed.retry_after:g}"} if asked else None
            error = _final_error(failed, self.policy.max_retries, self.texts)
            raise TryAgain(error, status, headers, _detail(failed, status))

        return with_retries(attempt, self.policy, cancel, notify)

    def _fail_once(self, fault: ModelFault, cancel: CancelToken | None) -> ModelFault:
        """One failed attempt: an HTTP fault fails at once, a timeout first hangs for its delay."""
        if fault.kind == "timeout":
            if cancel is not None:
                cancel.wait(fault.delay_ms / 1000)
                cancel.raise_if_cancelled()
            else:
                time.sleep(fault.delay_ms / 1000)
        return fault

    def _cut(self, request: ModelRequest, cancel: CancelToken | None, notify: Notify) -> Reply:
        reply = self.inner.create(request, cancel, lambda e: None)
        text = reply.text() or " ".join(f"{u.name}({u.input})" for u in reply.tool_uses())
        half = text[: max(1, len(text) // 2)]
        notify(TextDelta(half))
        raise ModelError(self.texts.fault_stream_cut.format(chars=len(half)))


def _drop_event(event: object) -> None:
    """Swallows the inner call's own events: they would contradict the fault."""


def _policy_of(client: object) -> RetryPolicy | None:
    """The retry policy of a provider client, looking through wrappers (`.client`, `.inner`); None for fakes."""
    for _ in range(4):
        policy = getattr(getattr(client, "session", None), "policy", None)
        if isinstance(policy, RetryPolicy):
            return policy
        client = getattr(client, "client", None) or getattr(client, "inner", None)
    return None


def _detail(fault: ModelFault, status: int | None) -> str:
    if status is None:
        return f"ReadTimeout: no answer after {fault.delay_ms / 1000:g} s (injected)"
    return f"HTTP {status} (injected)"


def _final_error(fault: ModelFault, retries: int, texts: LoopTexts) -> ModelError:
    """What the last failed attempt leaves: the status error or the timeout, after `retries` retries."""
    if fault.kind == "timeout":
        said = texts.fault_model_timeout.format(seconds=seconds_text(fault.delay_ms / 1000), retries=retries)
        return ModelError(said, retries=retries)
    status = HTTP_KINDS[fault.kind]
    body: dict[str, Any] = {"type": "error", "error": {"type": _ERROR_TYPES[status], "message": "injected fault"}}
    hint = "" if fault.retry_after is None else f" (retry-after {fault.retry_after:g} s)"
    return ModelError(texts.fault_http.format(error=f"HTTP {status}{hint}: {body['error']['type']}"), status=status,
                      body=body, retries=retries)


def _stopped(stop: str, reply: Reply, sent: dict[str, Any], texts: LoopTexts) -> Reply:
    """The reply cut off (max_tokens) or withheld (refusal): text only, any tool calls dropped."""
    content: list[Block]
    if stop == "refusal":
        content = [TextBlock(text=texts.fault_refusal)]
    else:
        text = reply.text() or texts.fault_cut_reply
        content = [TextBlock(text=text[: max(1, len(text) // 2)] + "…")]
    usage = Usage(input_tokens=reply.usage.input_tokens, output_tokens=reply.usage.output_tokens)
    return with_wire(Reply(content=content, stop_reason=stop, usage=usage), sent)

