"""The headless `ask --provider`, and the key leak check over everything the app wrote."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import httpx
import pytest

from core.cli.ask import build_parser, run_ask
from core.engine.client import ModelError, ModelRequest
from core.engine.events import ReplyReceived
from core.engine.loop import ToolLoop
from core.engine.messages import Message
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from core.paths import data_dir
from core.providers import MissingKey, ProviderConfig, find_key, make_client
from tests.core.providers import replies as R
from tests.core.providers.harness import FAST, KEY, mock_client
from tests.core.providers.local_server import Json, ScriptedServer, Sse
from tests.lessons import SHOP

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
        "  429, retrying in 0.0 s",
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
        store = OrdersStore.open(home / "orders.db", seed=SHOP)
        events: list = []
        for stream in (False, True):
            client = make_client(ProviderConfig("anthropic", base_url=server.url, stream=stream), policy=FAST)
            loop = ToolLoop(client, lesson_registry(), store, Session("K-100"), RunSettings())
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


@pytest.mark.parametrize("pasted", ["sk-test-SECRET-4f9a2c7e1b\n", "  sk-test-SECRET-4f9a2c7e1b\r\n"])
def test_a_pasted_key_with_a_line_break_is_trimmed(pasted):
    assert find_key("openai-chat", pasted) == "sk-test-SECRET-4f9a2c7e1b"


@pytest.mark.parametrize("bad", ["sk-SECRETpart\r\nX-Injected: 1", "sk-sécret-Schlüssel", "sk-a\x00b"])
def test_a_key_with_unusable_characters_is_refused_before_any_request_without_showing_it(bad):
    with pytest.raises(MissingKey) as caught:
        make_client(ProviderConfig("openai-chat", base_url="http://127.0.0.1:9/v1"), key=bad)
    text = str(caught.value)
    assert "SECRET" not in text and "sécret" not in text and "a\x00b" not in text
    assert isinstance(caught.value, ModelError)


def test_a_key_with_unusable_characters_in_the_environment_is_refused():
    with pytest.raises(MissingKey):
        find_key("anthropic", env={"LLM_API_KEY": "sk-ünicode"})


def test_a_good_key_still_reaches_the_header():
    client, script = mock_client("openai-chat", [R.WHOLE["openai-chat"](text="ok")])
    client.create(ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=()))
    assert script.requests[0].headers["authorization"] == "Bearer sk-test-SECRET-4f9a2c7e1b"


@pytest.mark.parametrize("stream", [False, True])
def test_a_key_echoed_in_a_200_reply_is_hidden_from_the_error_and_the_record(stream):
    echo = {"error": {"message": "invalid api key sk-test-SECRET-4f9a2c7e1b"}, "choices": []}
    if stream:
        step = httpx.Response(200, content=f"data: {json.dumps(echo)}\n\n".encode(),
                              headers={"content-type": "text/event-stream"})
    else:
        step = httpx.Response(200, json=echo)
    client, _ = mock_client("openai-chat", [step], stream=stream)
    with pytest.raises(ModelError) as caught:
        client.create(ModelRequest(system="s", messages=(Message(role="user", content="hi"),), tools=()))
    error = caught.value
    for shown in (error.text, repr(error.body), repr(error.wire.response)):
        assert "SECRET" not in shown


def test_ask_prints_a_providers_failure_and_a_missing_key_in_english(capsys, monkeypatch):
    from tests.core.german_words import german_in

    with ScriptedServer([Json({"error": {"message": "invalid x-api-key"}}, status=401)]) as server:
        code, text = _ask(["--provider", "local", "--base-url", server.url, "--lesson-data", "Wo ist 1042?"])
    lines = text.splitlines()
    assert "  model error: the key was refused (HTTP 401): invalid x-api-key" in lines  # the program's line
    stop = lines[lines.index("  model error: the key was refused (HTTP 401): invalid x-api-key") + 1]
    assert stop.startswith("  Stopp: ") and "HTTP 401" in stop and "refused" not in stop  # the lesson's line
    for name in ("LLM_API_KEY", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    code, _ = _ask(["--provider", "anthropic", "--lesson-data", "Hallo"])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("No API key for anthropic") and german_in([err]) == []


def test_a_russian_lessons_stop_line_holds_no_english_sentence():
    with ScriptedServer([Json(b"not json at all")]) as server:
        _, text = _ask(["--lesson", "ru-northwind", "--provider", "local", "--base-url", server.url,
                        "--lesson-data", "Где мой заказ 4417?"])
    lines = text.splitlines()
    assert "  model error: the answer was not a JSON object" in lines
    stop = next(line for line in lines if line.startswith("  Стоп"))
    assert "not_json" in stop and "answer" not in stop
