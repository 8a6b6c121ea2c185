"""The headless `ask --provider`, and the key leak check over everything the app wrote."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

from core.cli.ask import build_parser, run_ask
from core.engine.events import ReplyReceived
from core.lesson.tools import lesson_registry
from core.engine.loop import LoopSettings, ToolLoop
from core.paths import data_dir
from core.providers import ProviderConfig, make_client
from core.lesson.store import OrdersStore
from core.engine.tools import Session

from . import replies as R
from .harness import FAST, KEY
from .local_server import Json, ScriptedServer, Sse

CALL = [("call_1", "get_order_status", {"order_id": "1042"})]


def _ask(argv: list[str]) -> tuple[int, str]:
    parser = build_parser()
    out = io.StringIO()
    code = run_ask(parser.parse_args(["ask", *argv]), parser, out)
    return code, out.getvalue()


def test_ask_with_a_local_provider_prints_the_same_trace_with_provider_tokens():
    script = [Json({"error": {"message": "busy"}}, status=429, headers={"retry-after-ms": "10"}),
              Sse(R.chat_sse(CALL, usage=(210, 17))), Sse(R.chat_sse(text="Kommt am 3. November.", usage=(260, 9)))]
    with ScriptedServer(script) as server:
        code, text = _ask(["--provider", "local", "--base-url", server.url, "--stream", "--model", "llama3.2",
                           "--lesson-data", "Wann kommt Bestellung 1042 an?"])
    assert code == 0
    assert text.splitlines() == [
        "Frage: Wann kommt Bestellung 1042 an?",
        "  429, neuer Versuch in 0.0 s",
        "  Aufruf 1 (~210 Tokens): tool_use",
        "    call_1 get_order_status(1042) → 1042 — versandt, Lieferung 3. November",
        "  Aufruf 2 (~260 Tokens): end_turn",
        "  Antwort: Kommt am 3. November.",
    ]
    assert server.requests[1].body["model"] == "llama3.2" and server.requests[1].body["max_tokens"] == 1024


def test_ask_without_a_key_says_which_variable_to_set(capsys):
    code, text = _ask(["--provider", "openai-chat", "--lesson-data", "Hallo"])
    assert code == 2 and text == "" and "OPENAI_API_KEY" in capsys.readouterr().err


def test_ask_without_provider_is_still_the_fake_model():
    code, text = _ask(["--lesson-data", "Wann kommt Bestellung 1042 an?"])
    assert text.splitlines()[1] == "  Aufruf 1 (~34 Tokens): tool_use"


def test_the_key_never_reaches_a_file_or_a_wire_dump(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    script = [Json({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}, status=529),
              Json(R.anthropic(CALL)), Sse(R.anthropic_sse(text="Kommt am 3. November."))]
    with ScriptedServer(script) as server:
        home = data_dir()
        store = OrdersStore.open(home / "orders.db")
        events: list = []
        for stream in (False, True):
            client = make_client(ProviderConfig("anthropic", base_url=server.url, stream=stream), policy=FAST)
            loop = ToolLoop(client, lesson_registry(), store, Session("K-100"), LoopSettings())
            loop.run("Wann kommt Bestellung 1042 an?", emit=events.append)
        store.close()
        code, _ = _ask(["--provider", "anthropic", "--base-url", server.url, "--db", str(home / "orders.db"), "Hallo"])
    assert server.requests[0].headers["x-api-key"] == KEY  # the key did go out over the wire
    files = [p for p in Path(os.environ["TOOL_LOOP_STUDIO_HOME"]).rglob("*") if p.is_file()]
    assert files, "the run should have written the database"
    for path in files:
        assert KEY.encode() not in path.read_bytes(), path
    dumps = [json.dumps([e.wire.request, e.wire.response, e.wire.http], default=str)
             for e in events if isinstance(e, ReplyReceived)]
    assert len(dumps) >= 2 and all(KEY not in d for d in dumps)
    assert all(KEY not in repr(e) for e in events)
