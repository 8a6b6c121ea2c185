"""The main window against a real provider (a scripted server on 127.0.0.1): the switch, the wire, retries, failures."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.lesson.fake_model import FakeClient
from gui.inspector.calls_model import STOP_COLUMN
from gui.inspector.provider_rows import FLAG_COLOR
from gui.models.labels import provider_config
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import ANSWER, CALLS, KEY, QUESTION, error_reply, pick_real, use_provider
from tests.gui.script_helpers import SCRIPT

ROLE_FG = 9  # Qt.ItemDataRole.ForegroundRole


def test_real_provider_runs_the_same_loop_and_shows_the_wire(window, ask, qtbot):
    with ScriptedServer([Json(R.anthropic(CALLS)), Json(R.anthropic(text=ANSWER))]) as server:
        use_provider(window, server.url)
        assert provider_config(window.models.client) is not None
        assert window.toolbar.model_combo.currentIndex() == 1
        assert window.model_switch.label.text() == "model: Anthropic Messages · claude-test"
        end = ask(window, QUESTION)
    assert end.reason == "answer" and end.answer == ANSWER
    assert server.requests[0].headers["x-api-key"] == KEY and server.requests[0].path == "/v1/messages"
    assert [m["role"] for m in server.requests[1].body["messages"]] == ["user", "assistant", "user"]
    assert "toolu_b2 get_return_window(1187) →" in window.chat.plain_text()
    calls = window.inspector.calls
    calls.select(0)
    assert calls.stack.currentWidget() is calls.http_pane
    text = calls.http_pane.text()
    assert f"POST {server.url}/messages" in text and "x-api-key: ***" in text and KEY not in text
    assert '"stop_reason": "tool_use"' in text


def test_cancel_puts_the_previous_model_back(window):
    dialog = pick_real(window)
    assert dialog.isVisible()
    dialog.reject()
    assert window.toolbar.model_combo.currentIndex() == 0
    assert isinstance(window.models.client, FakeClient)
    assert window.model_switch.label.text() == "model: Fake (lesson)"


def test_missing_key_keeps_the_dialog_open_and_says_why_there_before_any_request(window, monkeypatch):
    for name in ("LLM_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    with ScriptedServer([Json(R.anthropic(text="nie"))]) as server:
        dialog = use_provider(window, server.url, key=None)
        assert server.requests == []
    assert dialog.isVisible() and not dialog.message.isHidden()  # OK did not close it
    said = dialog.message.text()
    assert "No API key for anthropic" in said and "LLM_API_KEY" in said and "ANTHROPIC_API_KEY" in said
    assert dialog.message.wordWrap()  # the whole reason, wrapped, not cut off
    assert window.toolbar.model_combo.currentIndex() == 1  # the user is still choosing
    assert isinstance(window.models.client, FakeClient)
    dialog.reject()
    assert window.toolbar.model_combo.currentIndex() == 0


def test_local_server_needs_no_key_and_the_fake_comes_back(window, ask):
    with ScriptedServer([Json(R.chat(text="Hallo aus Ollama"))]) as server:
        use_provider(window, server.url, provider="local", key=None, model="llama3.1")
        assert window.model_switch.label.text() == "model: Local server (OpenAI-compatible) · llama3.1"
        assert ask(window, "Hallo?").answer == "Hallo aus Ollama"
    combo = window.toolbar.model_combo
    combo.setCurrentIndex(0)
    combo.activated.emit(0)
    assert isinstance(window.models.client, FakeClient)


def test_retry_is_a_line_in_the_chat_and_a_red_row_in_the_calls(window, ask):
    script = [error_reply(429, "rate limited", **{"retry-after-ms": "100"}), Json(R.anthropic(text=ANSWER))]
    with ScriptedServer(script) as server:
        use_provider(window, server.url)
        end = ask(window, QUESTION)
    assert end.reason == "answer" and len(server.requests) == 2
    assert "↻ 429 · too many requests (rate limit), retrying in 0.1 s (attempt 1)" in window.chat.plain_text()
    model = window.inspector.calls.model
    kinds = [r.kind for r in model.records]
    assert kinds == ["retry", "reply"]
    assert model.data(model.index(0, STOP_COLUMN), ROLE_FG) == FLAG_COLOR
    assert model.data(model.index(1, STOP_COLUMN), ROLE_FG) is None
    window.inspector.calls.select(1)
    assert "ATTEMPTS (2)" in window.inspector.calls.http_pane.text()


def test_failed_call_is_a_row_with_the_providers_error(window, ask):
    with ScriptedServer([error_reply(401, "invalid x-api-key", "req_401abc")]) as server:
        use_provider(window, server.url)
        end = ask(window, QUESTION)
    assert end.reason == "model_error" and "the key was refused" in end.detail
    assert len(server.requests) == 1  # 401 is not retried
    calls = window.inspector.calls
    record = calls.model.records[-1]
    assert record.kind == "failed" and record.stop_reason.startswith("✗ the key was refused (HTTP 401)")
    calls.select(len(calls.model.records) - 1)
    pane = calls.http_pane
    assert calls.stack.currentWidget() is pane and not pane.banner.isHidden()
    assert "req_401abc" in pane.banner.text() and "invalid x-api-key" in pane.text()
    assert "The model call failed: the key was refused (HTTP 401)" in window.chat.plain_text()


def test_dialects_tab_shows_the_provider_conversation(window, ask, qtbot):
    with ScriptedServer([Json(R.chat(CALLS)), Json(R.chat(text=ANSWER))]) as server:
        use_provider(window, server.url, provider="openai-chat", model="gpt-test")
        ask(window, QUESTION)
    dialects = window.inspector.dialects
    window.show()
    assert dialects.renders == 0  # hidden tab: nothing rendered per event
    window.inspector.tabs.setCurrentWidget(dialects)
    qtbot.waitUntil(lambda: dialects.renders == 1)
    assert '"tool_call_id": "toolu_a1"' in dialects.text("openai-chat")
    assert '"tool_use_id": "toolu_a1"' in dialects.text("anthropic")
    dialects.select_id("toolu_b2")
    assert dialects.highlighted("openai-responses") == ["toolu_b2", "toolu_b2"]


def test_switching_is_refused_while_a_question_runs(window, qtbot):
    with ScriptedServer([Json(R.anthropic(text="spät"), delay=30)]) as server:
        use_provider(window, server.url)
        assert window.ask(QUESTION)
        qtbot.waitUntil(lambda: len(server.requests) == 1, timeout=5000)
        combo = window.toolbar.model_combo
        combo.setCurrentIndex(0)
        combo.activated.emit(0)
        assert "can be switched once the running question is finished" in window.chat.plain_text()
        assert combo.currentIndex() == 1 and provider_config(window.models.client) is not None
        with qtbot.waitSignal(window.sig_run_ended, timeout=500):
            window.toolbar.act_abort.trigger()


def test_cancel_after_the_scripted_model_goes_back_to_it(window):
    combo = window.toolbar.model_combo
    scripted = combo.count() - 1  # "Scripted…" comes after the real provider
    combo.setCurrentIndex(scripted)
    combo.activated.emit(scripted)
    pick_real(window).reject()
    assert combo.currentIndex() == 0  # the editor is open, but no script is in use yet: the combo names the fake
    editor = window.bench.scripted.editor
    editor.editor.setPlainText('{"replies": [{"text": "Skript sagt hallo."}]}')
    assert editor.use() is not None
    pick_real(window).reject()
    assert combo.currentIndex() == scripted and window.models.client is window.bench.scripted.client


def test_a_saved_provider_run_opens_with_its_http_view(window, ask, tmp_path):
    with ScriptedServer([Json(R.anthropic(CALLS)), Json(R.anthropic(text=ANSWER))]) as server:
        use_provider(window, server.url)
        ask(window, QUESTION)
    files = window.bench.files
    saved = files.save_run(tmp_path / "provider-run.json")
    assert KEY not in saved.read_text()
    window.new_conversation()
    assert files.open_run(saved) is not None, files.last_message
    calls = window.inspector.calls
    calls.select(0)
    assert calls.stack.currentWidget() is calls.http_pane
    assert f"POST {server.url}/messages" in calls.http_pane.text()
    assert files.export_markdown(tmp_path / "provider-run.md") is not None


def test_key_from_the_environment_when_the_dialog_has_none(window, ask, monkeypatch):
    monkeypatch.setenv("LLM_API_KEY", KEY)
    with ScriptedServer([Json(R.responses(text=ANSWER))]) as server:
        use_provider(window, server.url, provider="openai-responses", key=None, model="gpt-test")
        assert ask(window, QUESTION).answer == ANSWER
    assert server.requests[0].headers["authorization"] == f"Bearer {KEY}"
    assert server.requests[0].path == "/v1/responses"


def test_the_model_combo_names_the_provider_in_use(window, qtbot):
    from gui.models.labels import REAL_MODEL

    combo = window.toolbar.model_combo
    assert combo.itemText(1) == REAL_MODEL
    with ScriptedServer([Json(R.anthropic(text="Hallo."))]) as server:
        use_provider(window, server.url)
        assert combo.itemText(1) == "Anthropic Messages…"
        window.models.choose(0)
        assert combo.itemText(1) == REAL_MODEL


def test_the_reporting_wrapper_is_as_instant_as_the_client_it_wraps():
    from core.lesson.fake_model import FakeClient
    from core.providers import ProviderConfig, make_client
    from gui.common.provider_events import ReportingClient

    assert ReportingClient(FakeClient()).instant is True
    provider = make_client(ProviderConfig("local", base_url="http://127.0.0.1:9/v1"))
    try:
        assert ReportingClient(provider).instant is False
    finally:
        provider.close()


Q1042 = "Wann kommt Bestellung 1042 an?"


def test_cancelling_the_provider_dialog_keeps_the_script_in_use_and_new_conversation_restarts_it(window, ask, qtbot):
    combo, scripted = window.toolbar.model_combo, window.bench.scripted
    combo.setCurrentIndex(scripted.index)
    combo.activated.emit(scripted.index)  # "Scripted…" as a user picks it
    scripted.editor.editor.setPlainText(SCRIPT)
    assert scripted.use(scripted.editor.use())
    assert ask(window, Q1042).answer == "Laut Skript: unterwegs."
    pick_real(window).reject()  # a look at "Real provider…", then Cancel
    assert window.models.client is scripted.client
    assert combo.currentIndex() == scripted.index and combo.currentText().startswith("Scripted: ")
    qtbot.mouseClick(window.toolbar.button_for(window.toolbar.act_new), Qt.MouseButton.LeftButton)
    end = ask(window, Q1042)
    assert end.reason == "answer" and end.answer == "Laut Skript: unterwegs."  # the script starts afresh


def test_the_combo_names_the_model_in_use_after_cancelling_the_script_editor_then_the_provider_dialog(window):
    combo, scripted = window.toolbar.model_combo, window.bench.scripted
    combo.setCurrentIndex(scripted.index)
    combo.activated.emit(scripted.index)
    scripted.dialog.reject()  # no script after all: still the lesson's fake
    assert combo.currentText() == "Fake (lesson)"
    pick_real(window).reject()
    assert window.models.client.name == "fake"
    assert combo.currentText() == "Fake (lesson)"


def test_a_script_left_for_a_real_provider_is_not_shown_as_in_use_after_the_editor_is_cancelled(window):
    combo, scripted = window.toolbar.model_combo, window.bench.scripted
    combo.setCurrentIndex(scripted.index)
    combo.activated.emit(scripted.index)
    scripted.editor.editor.setPlainText(SCRIPT)
    assert scripted.use(scripted.editor.use())
    use_provider(window, "http://127.0.0.1:9/v1")  # accepted: the real provider is the model now (no request yet)
    assert window.model_switch.config is not None
    combo.setCurrentIndex(scripted.index)
    combo.activated.emit(scripted.index)
    scripted.dialog.reject()
    assert combo.currentIndex() == 1 and window.model_switch.config is not None
    assert combo.itemText(scripted.index) == "Scripted…"
    pick_real(window).reject()
    assert combo.currentIndex() == 1  # Cancel goes back to the provider in use


def test_refusals_use_a_mark_the_usual_fonts_have():
    from gui.models.chooser import BUSY

    assert BUSY.startswith("⚠ ") and "⛔" not in BUSY
