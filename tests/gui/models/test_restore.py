"""The last model choice comes back on restart: the real provider if its key is at hand, else the fake and a hint."""

from __future__ import annotations

import pytest

from core.lesson.fake_model import FakeClient
from gui.models.labels import provider_config
from gui.models.switch import CHOICE_KEY
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import ANSWER, KEY, QUESTION, use_provider

KEY_VARIABLES = ("LLM_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_API_KEY")


@pytest.fixture(autouse=True)
def _no_keys(monkeypatch):
    for name in KEY_VARIABLES:
        monkeypatch.delenv(name, raising=False)


def _restart(window, make_window):
    window.close()
    return make_window()


def _settings_text(settings) -> str:
    settings.sync()
    with open(settings.fileName(), encoding="utf-8") as file:
        return file.read()


def test_real_provider_with_key_in_the_environment_comes_back(make_window, settings, ask, monkeypatch, qtbot):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    with ScriptedServer([Json(R.anthropic(text=ANSWER))]) as server:
        first = make_window()
        use_provider(first, server.url, key=None)
        again = _restart(first, make_window)
        client = again.models.client
        assert provider_config(client) is not None
        assert client.config.provider == "anthropic" and client.config.resolved_model == "claude-test"
        assert again.toolbar.model_combo.currentIndex() == 1
        assert again.model_switch.label.text() == "model: Anthropic Messages · claude-test"
        qtbot.waitUntil(lambda: "restored: model: Anthropic Messages" in again.status.notice.text())
        assert ask(again, QUESTION).answer == ANSWER  # it really talks to the provider
    assert server.requests[0].headers["x-api-key"] == KEY
    stored = _settings_text(settings)
    assert KEY not in stored and "choice=real" in stored


def test_missing_key_starts_on_the_fake_and_names_the_variable(make_window, settings, monkeypatch, qtbot):
    with ScriptedServer([]) as server:
        first = make_window()
        use_provider(first, server.url, key=KEY)  # typed into the dialog: memory only
        assert provider_config(first.models.client) is not None
        again = _restart(first, make_window)
        assert server.requests == []
    assert isinstance(again.models.client, FakeClient)
    assert again.toolbar.model_combo.currentIndex() == 0
    assert again.model_switch.label.text() == "model: Fake (lesson)"
    chat = again.chat.plain_text()
    assert "No key in the environment" in chat and "LLM_API_KEY or ANTHROPIC_API_KEY" in chat
    assert "claude-test" in chat
    qtbot.waitUntil(lambda: "set LLM_API_KEY or ANTHROPIC_API_KEY" in again.status.notice.text())
    assert KEY not in _settings_text(settings) and KEY not in chat
    monkeypatch.setenv("LLM_API_KEY", KEY)  # the choice was kept: with the key set, the next start uses it
    third = _restart(again, make_window)
    assert provider_config(third.models.client) is not None


def test_local_server_needs_no_key_to_come_back(make_window):
    with ScriptedServer([]) as server:
        first = make_window()
        use_provider(first, server.url, provider="local", key=None, model="llama3.1")
        again = _restart(first, make_window)
    client = again.models.client
    assert provider_config(client) is not None and client.config.provider == "local"
    assert client.config.resolved_base_url == server.url
    assert again.model_switch.label.text() == "model: Local server (OpenAI-compatible) · llama3.1"
    combo = again.toolbar.model_combo  # the bench's "Scripted…" entry, cancelled, goes back to the restored one
    scripted = combo.count() - 1
    combo.setCurrentIndex(scripted)
    combo.activated.emit(scripted)
    again.bench.scripted.dialog.reject()
    assert combo.currentIndex() == 1 and again.models.client is client


def test_going_back_to_the_fake_is_remembered_too(make_window, settings, monkeypatch):
    monkeypatch.setenv("LLM_API_KEY", KEY)
    with ScriptedServer([]) as server:
        first = make_window()
        use_provider(first, server.url, key=None)
        combo = first.toolbar.model_combo
        combo.setCurrentIndex(0)
        combo.activated.emit(0)
        assert settings.value(CHOICE_KEY) == "fake"
        again = _restart(first, make_window)
    assert isinstance(again.models.client, FakeClient)
    assert "Kein Schlüssel" not in again.chat.plain_text()


def test_a_window_given_its_model_keeps_it(make_window, settings, monkeypatch):
    monkeypatch.setenv("LLM_API_KEY", KEY)
    settings.setValue(CHOICE_KEY, "real")
    given = FakeClient()
    window = make_window(client=given)
    assert window.models.client is given
