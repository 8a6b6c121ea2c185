"""The retry policy of every model call, as the official SDKs apply it, written once.

What is retried: 408, 409, 429 and every status from 500 (Anthropic's 529 too),
unless the server says otherwise in `x-should-retry`; failures with no response
at all (connection errors, timeouts, a connection reset while a whole body is
read). How long to wait: the server's `retry-after-ms` / `retry-after` if it
asks for at most `retry_after_cap` seconds, else `initial_delay * 2**n` capped at
`max_delay`, minus up to 25 % jitter. The HTTP session and the injected model
faults both run their attempts through `with_retries`, so a fault retries
exactly as a real failure would.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from core.engine.cancel import Cancelled, CancelToken
from core.engine.client import ModelError, Notify
from core.engine.events import Retrying

T = TypeVar("T")
RETRY_STATUSES = frozenset({408, 409, 429})


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 2
    initial_delay: float = 0.5
    max_delay: float = 8.0
    retry_after_cap: float = 60.0


class TryAgain(Exception):
    """One attempt failed in a way the policy retries. `final` is what is raised if none is left."""

    def __init__(self, final: ModelError, status: int | None = None, headers: Mapping[str, str] | None = None,
                 detail: str = "") -> None:
        super().__init__(detail)
        self.final = final
        self.status = status
        self.headers = headers
        self.detail = detail


def should_retry(status: int, headers: Mapping[str, str]) -> bool:
    verdict = headers.get("x-should-retry", "").strip().lower()
    if verdict in ("true", "false"):
        return verdict == "true"
    return status in RETRY_STATUSES or status >= 500


def server_hint(headers: Mapping[str, str]) -> float | None:
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


def retry_delay(headers: Mapping[str, str] | None, retries_done: int, policy: RetryPolicy,
                rand: Callable[[], float] = random.random) -> float:
    hint = server_hint(headers) if headers is not None else None
    if hint is not None and 0 < hint <= policy.retry_after_cap:
        return hint
    nominal = min(policy.initial_delay * 2 ** retries_done, policy.max_delay)
    return nominal * (1 - 0.25 * rand())


def with_retries(attempt: Callable[[int], T], policy: RetryPolicy, cancel: CancelToken | None,
                 notify: Notify) -> T:
    """Call `attempt(n)` for n = 0, 1, … until it returns; after each TryAgain report Retrying and wait
    (a cancel ends the wait and the call). When the retries run out, the last TryAgain's `final` is raised."""
    cancel = cancel or CancelToken()
    for number in range(policy.max_retries + 1):
        cancel.raise_if_cancelled()
        try:
            return attempt(number)
        except TryAgain as failure:
            cancel.raise_if_cancelled()
            if number == policy.max_retries:
                failure.final.retries = number
                raise failure.final from None
            delay = retry_delay(failure.headers, number, policy)
            notify(Retrying(failure.status, delay, number + 1, failure.detail))
            if cancel.wait(delay):
                raise Cancelled(cancel.reason) from None
    raise AssertionError("unreachable")
