"""The provider settings dialog: pre-filled URLs, remembered settings, and a key that is never saved."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from core.providers import ProviderConfig
from tests.core.providers.harness import KEY


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "provider.ini"), QSettings.Format.IniFormat)


def _dialog(qtbot, settings):
    from gui.models.provider_dialog import ProviderDialog

    dialog = ProviderDialog(None, settings=settings)
    qtbot.addWidget(dialog)
    return dialog


def test_local_servers_prefill_their_default_ports(qtbot, settings):
    dialog = _dialog(qtbot, settings)
    assert dialog.config() == ProviderConfig("anthropic", model="claude-sonnet-4-5",
                                             base_url="https://api.anthropic.com/v1")
    dialog.provider.setCurrentIndex(dialog.provider.findData("local"))
    assert dialog.base_url.text() == "http://localhost:11434/v1" and dialog.server.isEnabled()
    for server, port in (("LM Studio", 1234), ("llama.cpp", 8080), ("vLLM", 8000)):
        dialog.server.setCurrentIndex(dialog.server.findData(server))
        assert dialog.base_url.text() == f"http://localhost:{port}/v1"
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai-responses"))
    assert dialog.base_url.text() == "https://api.openai.com/v1" and dialog.model.text() == "gpt-4.1"


def test_settings_are_remembered_but_the_key_is_not(qtbot, settings, tmp_path):
    dialog = _dialog(qtbot, settings)
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai-chat"))
    dialog.model.setText("gpt-4.1-mini")
    dialog.max_tokens.setValue(2048)
    dialog.timeout.setValue(30)
    dialog.stream.setChecked(True)
    dialog.key.setText(KEY)
    assert dialog.api_key() == KEY
    dialog.accept()
    dialog.grab().save(str(tmp_path / "dialog.png"))
    again = _dialog(qtbot, settings)
    assert again.config() == ProviderConfig("openai-chat", model="gpt-4.1-mini", base_url="https://api.openai.com/v1",
                                            max_tokens=2048, timeout=30.0, stream=True)
    assert again.api_key() is None
    files = [p for p in tmp_path.rglob("*") if p.is_file() and p.suffix != ".png"]
    assert files and all(KEY.encode() not in p.read_bytes() for p in files)


def test_the_key_hint_names_the_variable(qtbot, settings, monkeypatch):
    dialog = _dialog(qtbot, settings)
    assert "LLM_API_KEY" in dialog.key_hint.text() and "ANTHROPIC_API_KEY" in dialog.key_hint.text()
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai-chat"))
    assert "found in OPENAI_API_KEY" in dialog.key_hint.text() and KEY not in dialog.key_hint.text()


def test_provider_switch_prefills_the_url_that_fits_and_the_key_hint_is_not_clipped(qtbot, settings, monkeypatch):
    from core.providers import DEFAULT_BASE_URLS
    from gui.models.provider_dialog import ProviderDialog

    for name in ("LLM_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    settings.setValue("provider/name", "local")
    settings.setValue("provider/base_url", "http://127.0.0.1:18765/v1")
    dialog = ProviderDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.provider.setCurrentIndex(dialog.provider.findData("anthropic"))  # the local server's URL does not fit
    assert dialog.base_url.text() == DEFAULT_BASE_URLS["anthropic"]
    hint = dialog.key_hint
    assert "LLM_API_KEY" in hint.text() and hint.height() >= hint.heightForWidth(hint.width())
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai-chat"))
    dialog.base_url.setText("http://127.0.0.1:9999/v1")  # an OpenAI-compatible proxy typed by hand
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai-responses"))
    assert dialog.base_url.text() == "http://127.0.0.1:9999/v1"  # same protocol family: kept


def test_test_connection_sends_one_small_request_and_shows_the_answer_in_the_dialog(qtbot, settings):
    from tests.core.providers import replies as R
    from tests.core.providers.local_server import Json, ScriptedServer

    dialog = _dialog(qtbot, settings)
    try:
        with ScriptedServer([Json(R.anthropic(text="ok"))]) as server:
            dialog.base_url.setText(server.url)
            dialog.model.setText("claude-test")
            dialog.key.setText(KEY)
            with qtbot.waitSignal(dialog.tester.sig_result, timeout=5000) as result:
                assert dialog.test_connection()
                assert not dialog.test_button.isEnabled()  # one test at a time
        assert result.args[0] is True and len(server.requests) == 1
        body = server.requests[0].body
        assert body["max_tokens"] <= 16 and not body.get("stream") and server.requests[0].path == "/v1/messages"
        said = dialog.message.text()
        assert not dialog.message.isHidden() and "Connected" in said and "“ok”" in said
        assert dialog.test_button.isEnabled() and KEY not in said
    finally:
        dialog.shutdown()


def test_a_failed_connection_test_says_why_in_the_dialog(qtbot, settings):
    from tests.core.providers.local_server import Json, ScriptedServer

    error = {"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}}
    dialog = _dialog(qtbot, settings)
    try:
        with ScriptedServer([Json(error, status=401)]) as server:
            dialog.base_url.setText(server.url)
            dialog.key.setText(KEY)
            with qtbot.waitSignal(dialog.tester.sig_result, timeout=5000) as result:
                assert dialog.test_connection()
        assert result.args[0] is False
        said = dialog.message.text()
        assert said.startswith("✗ the key was refused (HTTP 401)") and KEY not in said
    finally:
        dialog.shutdown()


def test_ok_without_a_key_keeps_the_dialog_open_and_shows_the_whole_reason(qtbot, settings, monkeypatch):
    for name in ("LLM_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    dialog = _dialog(qtbot, settings)
    built = []
    dialog.sig_client_ready.connect(lambda client, key: built.append(client))
    dialog.show()
    dialog.accept()
    assert dialog.isVisible() and built == []
    assert "No API key for anthropic" in dialog.message.text() and dialog.message.wordWrap()
    dialog.key.setText(KEY)
    dialog.accept()
    assert not dialog.isVisible() and len(built) == 1 and dialog.message.isHidden()
    built[0].close()


def test_the_dialog_shows_the_request_timeout_with_its_one_minute_default(qtbot, settings):
    dialog = _dialog(qtbot, settings)
    dialog.show()
    assert dialog.timeout.isVisible() and dialog.timeout.value() == 60.0
    assert dialog.config().timeout == 60.0


def test_plain_http_to_another_machine_is_refused_in_the_dialog_unless_ticked(qtbot, settings):
    dialog = _dialog(qtbot, settings)
    built = []
    dialog.sig_client_ready.connect(lambda client, key: built.append(client))
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai-chat"))
    dialog.base_url.setText("http://192.168.1.20:8000/v1")
    dialog.key.setText(KEY)
    dialog.show()
    dialog.accept()
    assert dialog.isVisible() and built == [] and "Unencrypted" in dialog.message.text()
    assert dialog.insecure.isVisible() and not dialog.insecure.isChecked()
    dialog.insecure.setChecked(True)
    dialog.accept()
    assert not dialog.isVisible() and len(built) == 1 and built[0].config.allow_insecure_http
    built[0].close()
    assert settings.value("provider/allow_insecure_http") in (True, "true")
