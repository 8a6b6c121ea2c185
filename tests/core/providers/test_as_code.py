"""A model call copied as code runs: the curl and httpx forms, sent to a local server, get the app's own reply."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import shutil
import subprocess
import sys

import pytest

from core.engine.client import ModelRequest
from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from core.lesson.fake_model import FakeClient
from core.lesson.tools import lesson_registry
from core.providers import ProviderConfig, make_client
from core.providers.as_code import FORMS, call_code, dialects_for, render
from core.providers.dialects import DIALECTS
from tests.core.providers import replies as R
from tests.core.providers.harness import KEY, QUESTION
from tests.core.providers.local_server import Json, Recorded, ScriptedServer

PROVIDERS = ["anthropic", "openai-chat", "openai-responses", "local"]
HISTORY = (
    Message(role="user", content=QUESTION),
    Message(role="assistant", content=[TextBlock(text="Ich sehe nach."),
                                       ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1042"})]),
    Message(role="user", content=[ToolResultBlock(tool_use_id="call_1", content="1042 — versandt, „Köln“")]),
)


def _request(messages=HISTORY) -> ModelRequest:
    tools = tuple(lesson_registry().specs())
    return ModelRequest(system="Du bist ein Assistent.", messages=tuple(messages), tools=tools, max_tokens=300)


def _echo(provider: str):
    """A reply that depends on every byte of the body and on the key: the same reply means the same request."""
    def answer(record: Recorded) -> Json:
        digest = hashlib.sha256(json.dumps(record.body, sort_keys=True).encode()).hexdigest()[:16]
        sent = record.headers.get("x-api-key") or record.headers.get("authorization", "").removeprefix("Bearer ")
        verdict = "key ok" if sent == KEY else "no key" if not sent else "wrong key"
        return Json(R.WHOLE[provider](text=f"{digest} {verdict}"))
    return answer


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower()}
    return env | {"ANTHROPIC_API_KEY": KEY, "OPENAI_API_KEY": KEY, "NO_PROXY": "127.0.0.1"}


def _run(form: str, text: str) -> dict:
    command = [sys.executable, "-c", text] if form == "httpx" else ["bash", "-c", text]
    done = subprocess.run(command, capture_output=True, text=True, env=_clean_env(), timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_curl_is_on_this_machine():
    """The curl form is run for real; `make test` installs curl when it is missing."""
    assert shutil.which("curl"), "curl is missing: run `make test`, which installs it"


@pytest.mark.parametrize("form", ["httpx", "curl"])
@pytest.mark.parametrize("provider", PROVIDERS)
def test_copied_code_gets_the_same_reply_as_the_app(provider, form):
    with ScriptedServer(_echo(provider)) as server:
        client = make_client(ProviderConfig(provider, base_url=server.url, max_tokens=300), key=KEY)
        try:
            reply = client.create(_request())
        finally:
            client.close()
        wire = reply.wire
        assert dialects_for(wire) == (wire.dialect,)
        text = render(call_code(wire), form)
        assert KEY not in text
        printed = _run(form, text)
        app, copied = server.requests
    assert copied.body == app.body
    assert printed == wire.response["body"]
    assert reply.text().endswith("key ok")


@pytest.mark.parametrize("dialect", DIALECTS)
def test_the_fake_models_call_runs_in_each_dialect_as_that_providers_adapter_sends_it(dialect):
    request = _request(HISTORY[:1])
    wire = FakeClient().create(request).wire
    assert dialects_for(wire) == DIALECTS
    provider = dialect
    with ScriptedServer(_echo(provider)) as server:
        code = call_code(wire, dialect)
        assert code.key_variable == ("ANTHROPIC_API_KEY" if dialect == "anthropic" else "OPENAI_API_KEY")
        local = dataclasses.replace(code, url=server.url + code.url.removeprefix(code.base_url))
        for form in ("httpx", "curl"):
            printed = _run(form, render(local, form))
            assert printed["model"] if "model" in printed else printed["id"]
        adapter = make_client(ProviderConfig(provider, base_url=server.url, max_tokens=300), key=KEY)
        try:
            expected = adapter.preview(request)
        finally:
            adapter.close()
        assert [r.body for r in server.requests] == [expected, expected]
        assert all(r.path == R.PATHS[provider] for r in server.requests)


@pytest.mark.parametrize("dialect", DIALECTS)
def test_every_form_names_the_key_variable_and_never_holds_the_key(dialect):
    wire = FakeClient().create(_request(HISTORY[:1])).wire
    variable = "ANTHROPIC_API_KEY" if dialect == "anthropic" else "OPENAI_API_KEY"
    texts = {form: render(call_code(wire, dialect), form) for form in FORMS}
    assert f"${variable}" in texts["curl"]
    assert f"os.environ['{variable}']" in texts["httpx"]
    assert variable in texts["sdk"]
    for form in ("httpx", "sdk"):
        compile(texts[form], f"<{form}>", "exec")
    assert all(KEY not in text for text in texts.values())
