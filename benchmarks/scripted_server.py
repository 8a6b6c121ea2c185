"""A local scripted model server on 127.0.0.1 (stdlib, port 0) that answers OpenAI Chat Completions
requests after a fixed delay, the way the lesson's fake model decides: ask get_order_status for the
number in the question, then string the tool results together."""

from __future__ import annotations

import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

_NUMBER = re.compile(r"\b\d{4}\b")


def decide(body: dict) -> dict:
    """One Chat Completions response for the request `body`."""
    messages = body.get("messages") or []
    last = messages[-1] if messages else {}
    tools = {t["function"]["name"] for t in body.get("tools") or []}
    question = next((m.get("content") or "" for m in messages if m.get("role") == "user"), "")
    message: dict = {"role": "assistant", "content": None}
    finish = "stop"
    if last.get("role") == "tool":
        results = [m.get("content") or "" for m in messages if m.get("role") == "tool"]
        message["content"] = "Ich habe nachgesehen: " + "; ".join(results) + "."
    elif "get_order_status" in tools and _NUMBER.search(question):
        number = _NUMBER.search(question).group(0)
        message["tool_calls"] = [{"id": f"call_{len(messages)}", "type": "function",
                                  "function": {"name": "get_order_status",
                                               "arguments": json.dumps({"order_id": number})}}]
        finish = "tool_calls"
    else:
        message["content"] = "Gern geschehen! Schreib uns, wenn du noch eine Frage hast."
    words = sum(len(str(m.get("content") or "").split()) for m in messages)
    return {"id": "chatcmpl-local", "object": "chat.completion", "model": body.get("model", "scripted"),
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": words, "completion_tokens": 5, "total_tokens": words + 5}}


class ScriptedServer:
    """`with ScriptedServer(delay=0.1) as server:` then talk to `server.base_url`."""

    def __init__(self, delay: float = 0.1) -> None:
        self.delay = delay
        self.requests = 0
        self.in_flight = 0
        self.peak_in_flight = 0  # how many requests were being answered at the same moment, at most
        self._lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                with outer._lock:
                    outer.requests += 1
                    outer.in_flight += 1
                    outer.peak_in_flight = max(outer.peak_in_flight, outer.in_flight)
                time.sleep(outer.delay)  # the model "thinking": the fixed cost per reply
                with outer._lock:
                    outer.in_flight -= 1
                data = json.dumps(decide(body)).encode("utf-8")
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="tls-scripted-server", daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> ScriptedServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)
