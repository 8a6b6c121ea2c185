"""Time per model call: the project's httpx adapters next to the official `anthropic` and `openai` SDKs.

A local server on 127.0.0.1 answers every request instantly with the same
realistic two-tool reply (whole JSON, or SSE when streaming), so what is timed
is the client side: building the body, HTTP over a kept-alive connection,
parsing, and (for ours) translation into core blocks. Both sides send the same
request (system prompt, the two lesson tools, one question).

    .venv/bin/pip install -e '.[bench]'      # the SDKs are dev-only
    python benchmarks/providers.py [--calls 300]
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys
import threading
import time
import warnings
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from core.engine.client import ModelRequest
from core.engine.messages import Message
from core.lesson.tools import lesson_registry
from core.providers import ProviderConfig, make_client
from core.providers.dialects import anthropic_tools, chat_tools, responses_tools
from tests.core.providers import replies as R

KEY = "sk-bench-not-a-real-key"
SYSTEM = "Du bist der Support-Assistent eines Online-Shops. Frag bei Bestellungen die Tools."
QUESTION = "Wo ist Bestellung 1042, und kann ich 1187 noch zurückgeben?"
CALLS = [("call_a1", "get_order_status", {"order_id": "1042"}), ("call_b2", "get_return_window", {"order_id": "1187"})]
TOOLS = tuple(lesson_registry().specs())
PATHS = {"/v1/messages": "anthropic", "/v1/chat/completions": "openai-chat", "/v1/responses": "openai-responses"}


def _replies() -> dict[tuple[str, bool], tuple[bytes, str]]:
    out = {}
    for provider in PATHS.values():
        out[provider, False] = json.dumps(R.WHOLE[provider](CALLS, text="Ich sehe nach.")).encode(), "application/json"
        out[provider, True] = "".join(R.STREAMED[provider](CALLS, text="Ich sehe nach.", size=8)).encode(), \
            "text/event-stream"
    return out


class InstantServer:
    def __init__(self) -> None:
        replies = _replies()

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body leave at once, no 40 ms delayed-ACK stalls

            def log_message(self, *args) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("content-length") or 0)))
                data, kind = replies[PATHS[self.path], bool(body.get("stream"))]
                self.send_response(200)
                self.send_header("content-type", kind)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.root = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def ours(root: str, provider: str, stream: bool):
    client = make_client(ProviderConfig(provider, base_url=root + "/v1", stream=stream), key=KEY)
    request = ModelRequest(system=SYSTEM, messages=(Message(role="user", content=QUESTION),), tools=TOOLS)
    return lambda: client.create(request)


def sdk(root: str, provider: str, stream: bool):
    messages = [{"role": "user", "content": QUESTION}]
    if provider == "anthropic":
        import anthropic

        client = anthropic.Anthropic(api_key=KEY, base_url=root)
        args = dict(model="claude-sonnet-4-5", max_tokens=1024, system=SYSTEM, tools=anthropic_tools(TOOLS),
                    tool_choice={"type": "auto"}, messages=messages)
        if stream:
            def call():
                with client.messages.stream(**args) as events:
                    return events.get_final_message()
            return call
        return lambda: client.messages.create(**args)
    import openai

    client = openai.OpenAI(api_key=KEY, base_url=root + "/v1")
    if provider == "openai-chat":
        args = dict(model="gpt-4.1", messages=[{"role": "system", "content": SYSTEM}, *messages],
                    tools=chat_tools(TOOLS), tool_choice="auto", parallel_tool_calls=True, max_completion_tokens=1024)
        if stream:
            def call():
                with client.chat.completions.stream(**args, stream_options={"include_usage": True}) as events:
                    return events.get_final_completion()
            return call
        return lambda: client.chat.completions.create(**args)
    args = dict(model="gpt-4.1", instructions=SYSTEM, input=messages, tools=responses_tools(TOOLS),
                tool_choice="auto", parallel_tool_calls=True, max_output_tokens=1024)
    if stream:
        def call():
            with client.responses.stream(**args) as events:
                return events.get_final_response()
        return call
    return lambda: client.responses.create(**args)


def per_call(call, calls: int) -> float:
    """Median seconds per call over `calls` calls (after a warm-up)."""
    for _ in range(20):
        call()
    times = []
    for _ in range(calls):
        started = time.perf_counter()
        call()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args(argv)
    warnings.simplefilter("ignore", DeprecationWarning)  # the SDK warns about the made-up model name
    server = InstantServer()
    try:
        print(f"{'protocol':<18}{'mode':<8}{'ours ms':>9}{'SDK ms':>9}{'SDK/ours':>10}")
        for provider in PATHS.values():
            for stream in (False, True):
                mine = per_call(ours(server.root, provider, stream), args.calls)
                theirs = per_call(sdk(server.root, provider, stream), args.calls)
                mode = "stream" if stream else "whole"
                print(f"{provider:<18}{mode:<8}{mine * 1000:>9.3f}{theirs * 1000:>9.3f}{theirs / mine:>10.2f}")
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
