"""A scripted HTTP server on 127.0.0.1 (standard library only) for end-to-end provider tests and the benchmark.

Each request is recorded (path, headers, JSON body) and answered by the next
step of the script: a JSON reply, an SSE stream sent with chunked transfer
encoding (optionally cut off mid-way), a slow reply, or a dropped connection.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Json:
    body: Any  # bytes are sent as they are
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


@dataclass
class Sse:
    events: list[str]  # each a full SSE event text, e.g. "event: x\ndata: {...}\n\n"
    cut_after: int | None = None  # close the connection after this many events, without the final chunk
    pause: float = 0.0  # wait between events
    stall_after: int | None = None  # after this many events, hang (until the server stops)


@dataclass
class Trickle:
    """Send `head` at once, then `tail` one byte every `interval` seconds (within the length announced)."""

    head: bytes
    tail: bytes
    interval: float = 0.5
    content_type: str = "application/json"


@dataclass
class Cut:
    """Announce `body` whole, send its first `sent` bytes, then reset the connection."""

    body: Any
    sent: int = 20


@dataclass
class Drop:
    """Close the connection without sending any response."""


def sse_event(data: Any, event: str | None = None) -> str:
    payload = data if isinstance(data, str) else json.dumps(data)
    return (f"event: {event}\n" if event else "") + f"data: {payload}\n\n"


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: Any


class ScriptedServer:
    def __init__(self, script: list | Callable[[Recorded], Any]) -> None:
        self.requests: list[Recorded] = []
        self.stopping = threading.Event()
        self.finished = threading.Event()  # a trickle ran to its last byte
        self._script = script
        self._lock = threading.Lock()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                       name="scripted-server", daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self) -> ScriptedServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stopping.set()
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=2)

    def next_step(self, record: Recorded) -> Any:
        with self._lock:
            self.requests.append(record)
            if callable(self._script):
                return self._script(record)
            return self._script.pop(0) if len(self._script) > 1 else self._script[0]

    def _handler_class(self):
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body leave at once, no 40 ms delayed-ACK stalls

            def log_message(self, *args) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                step = server.next_step(Recorded(self.path, dict(self.headers.items()), body))
                if isinstance(step, Drop):
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                if isinstance(step, Trickle):
                    self._trickle(step)
                    return
                if isinstance(step, Cut):
                    data = json.dumps(step.body).encode()
                    self.send_response(200)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data[: step.sent])
                    self.wfile.flush()
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                if isinstance(step, Json):
                    if step.delay and server.stopping.wait(step.delay):
                        return
                    data = step.body if isinstance(step.body, bytes) else json.dumps(step.body).encode()
                    self.send_response(step.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(data)))
                    for name, value in step.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                    return
                self._stream(step)

            def _trickle(self, step: Trickle) -> None:
                self.send_response(200)
                self.send_header("content-type", step.content_type)
                self.send_header("content-length", str(len(step.head) + len(step.tail)))
                self.end_headers()
                self.wfile.write(step.head)
                self.wfile.flush()
                try:
                    for byte in step.tail:
                        if server.stopping.wait(step.interval):
                            return
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                except OSError:  # the client hung up: what the test wants
                    return
                server.finished.set()

            def _stream(self, step: Sse) -> None:
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("transfer-encoding", "chunked")
                self.end_headers()
                for number, text in enumerate(step.events):
                    if step.cut_after is not None and number >= step.cut_after:
                        self.close_connection = True
                        self.wfile.flush()
                        self.connection.shutdown(2)
                        return
                    data = text.encode()
                    self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                    self.wfile.flush()
                    if step.pause and server.stopping.wait(step.pause):
                        return
                    if step.stall_after is not None and number + 1 >= step.stall_after:
                        server.stopping.wait(30)
                        return
                self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()

        return Handler
