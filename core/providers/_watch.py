"""One HTTP attempt's guard: its time limit covers the whole attempt, and a cancel ends it at once.

httpx applies its read timeout to each read, so a server that sends one byte
just before every timeout would never trip it. The watch arms a timer for the
configured timeout when the attempt starts; when it fires, or when the call is
cancelled, it shuts the response's socket down, which wakes a blocked read.
"""

from __future__ import annotations

import contextlib
import socket
import threading

import httpx

from core.engine.cancel import CancelToken
from core.engine.client import ModelError
from core.providers.failures import failure_of


class TimeUp(ModelError):
    """The attempt was not done within the configured timeout."""


def abort(response: httpx.Response) -> None:
    """Stop reading `response` from another thread: shut the socket down (wakes a blocked read), then close."""
    # This runs in a timer or inside CancelToken.cancel() and must never raise there; a second thread may be
    # closing the same response at the same moment.
    with contextlib.suppress(Exception):
        stream = response.extensions.get("network_stream")
        sock = stream.get_extra_info("socket") if stream is not None else None
        if sock is not None:
            sock.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(Exception):
        response.close()


class Watch:
    def __init__(self, cancel: CancelToken, seconds: float) -> None:
        self.cancel = cancel
        self.seconds = seconds
        self.expired = False
        self._response: httpx.Response | None = None
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True
        self._timer.start()
        self._unsubscribe = cancel.on_cancel(self._stop)

    def attach(self, response: httpx.Response) -> None:
        """The response to abort from now on (at once, if the attempt has already ended)."""
        with self._lock:
            self._response = response
        if self.expired or self.cancel.cancelled:
            abort(response)

    def check(self) -> None:
        """Raise Cancelled or TimeUp if the attempt has ended."""
        self.cancel.raise_if_cancelled()
        if self.expired:
            raise self.time_up()

    def time_up(self) -> TimeUp:
        return failure_of(TimeUp, "timeout", seconds=self.seconds)

    def close(self) -> None:
        self._timer.cancel()
        self._unsubscribe()

    def _expire(self) -> None:
        self.expired = True
        self._stop()

    def _stop(self) -> None:
        with self._lock:
            response = self._response
        if response is not None:
            abort(response)
