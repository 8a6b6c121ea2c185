"""A server whose replies quote the API key (whole, and as the fragments a server echoes when it masks the key
itself): the key is masked where the provider's bytes come in, so no output path shows any of it.

Every output path runs against one local server: `main.py ask` (stdout, stderr), `main.py batch` (its table,
CSV and JSON), the window (the chat and everything else on screen, the inspector's calls), its saved run and
Markdown export, its batch export, and the settings it writes.
"""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stderr, redirect_stdout

from core.cli.ask import main
from core.runs.batch import TestCase, TestSet
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, Recorded, ScriptedServer, Sse
from tests.gui.models.test_key_secrecy import screen_texts
from tests.gui.provider_helpers import error_reply, use_provider

KEY = "sk-test-LEAKCHECK-0123456789abcdef"
PIECES = (KEY, KEY[:8], KEY[-8:])  # the whole key, and its first and last 8 characters
ECHO = f"{KEY[:8]}...{KEY[-8:]}"  # how a server names a key it masks itself
QUOTED = f"Dein Schlüssel ist {KEY} (kurz {ECHO})."


def _server_reply(record: Recorded):
    """Every kind of reply quotes the key: a tool call's input, the answer text, an error body."""
    messages = record.body["messages"]
    last = messages[-1]["content"]
    text = last if isinstance(last, str) else " ".join(b.get("text", "") for b in last if isinstance(b, dict))
    stream = bool(record.body.get("stream"))
    if isinstance(last, list) and any(b.get("type") == "tool_result" for b in last):
        return Sse(R.anthropic_sse(text=QUOTED)) if stream else Json(R.anthropic(text=QUOTED))
    if "Schlüssel" in text:
        return error_reply(401, f"Incorrect API key provided: {ECHO}. You passed {KEY}.")
    order = (re.findall(r"\d{4}", text) or ["1042"])[0]
    calls = [(f"toolu_{order}", "get_order_status", {"order_id": order, "note": KEY})]
    return Sse(R.anthropic_sse(calls, text=ECHO)) if stream else Json(R.anthropic(calls, text=ECHO))


def _leaks(texts) -> list[str]:
    return [f"{piece!r} in ...{text[max(0, text.find(piece) - 300):text.find(piece) + 60]!r}" for text in texts
            for piece in PIECES if piece in text]


def _cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def _testset(path) -> None:
    cases = [TestCase(question=f"Wann kommt Bestellung {n} an?", must_contain=[n]) for n in ("1042", "1187")]
    cases.append(TestCase(question="Ist mein Schlüssel gültig?", must_contain=["ja"]))
    path.write_text(TestSet(name="leak", cases=cases).model_dump_json(exclude_defaults=True), encoding="utf-8")


def test_a_key_quoted_by_the_provider_reaches_no_output(window, ask, qtbot, tmp_path, _isolated_home, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    _isolated_home.mkdir(parents=True, exist_ok=True)
    testset, csv_path, json_path = (_isolated_home / name for name in ("set.json", "cli.csv", "cli.json"))
    _testset(testset)
    outputs: list[str] = []
    with ScriptedServer(_server_reply) as server:
        base = ["--provider", "anthropic", "--base-url", server.url, "--lesson-data"]
        code, out, err = _cli(["ask", *base, "Wann kommt 1042 an?", "Ist mein Schlüssel gültig?"])
        assert code == 0 and "Schlüssel ist ***" in out  # the answer arrived, masked
        outputs += [out, err]
        code, out, err = _cli(["batch", str(testset), *base, "--csv", str(csv_path), "--json", str(json_path)])
        assert code == 1  # the key question fails its check (a 401)
        outputs += [out, err, csv_path.read_text(encoding="utf-8"), json_path.read_text(encoding="utf-8")]

        use_provider(window, server.url, key=KEY, stream=True)
        assert ask(window, "Wann kommt 1042 an?").reason == "answer"
        assert ask(window, "Ist mein Schlüssel gültig?").reason == "model_error"
        window.bench.file_actions["batch"].trigger()
        view = window.bench.batch_view
        assert view.load_file(testset)
        with qtbot.waitSignal(view.sig_done, timeout=20000):
            assert view.start()
    assert {r.headers["x-api-key"] for r in server.requests} == {KEY}  # the key was really on the wire

    files = window.bench.files
    (_isolated_home / "runs").mkdir(parents=True)
    assert files.save_run(_isolated_home / "runs" / "last.json") is not None
    assert files.export_markdown(_isolated_home / "runs" / "last.md") is not None
    assert view.export(_isolated_home / "gui.csv", "csv") and view.export(_isolated_home / "gui.json", "json")
    for row in range(len(window.inspector.calls.model.records)):  # every call's HTTP view
        window.inspector.calls.select(row)
        outputs += screen_texts(window.inspector.calls)
    outputs += screen_texts(window) + screen_texts(view)
    assert "Schlüssel ist ***" in "\n".join(outputs)
    window.close()  # writes the window's settings

    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert {"last.json", "last.md", "gui.csv", "gui.json", "cli.csv", "cli.json", "window.ini"} <= \
        {p.name for p in written}
    outputs += [p.read_bytes().decode("utf-8", "replace") for p in written]
    saved = json.loads((_isolated_home / "runs" / "last.json").read_text(encoding="utf-8"))
    assert "***" in json.dumps(saved)  # the record keeps the reply, masked
    assert not _leaks(outputs)
