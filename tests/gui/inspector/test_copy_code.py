"""The calls table's menu copies a call as code: the fake model's in each dialect, the key as a variable."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from core.providers.dialects import DIALECTS


def _actions(menu) -> dict[str, object]:
    found = {}
    for action in menu.actions():
        if action.menu() is not None:
            found |= _actions(action.menu())
        elif action.objectName():
            found[action.objectName()] = action
    return found


def test_a_fake_model_call_is_copied_as_curl_httpx_or_sdk_in_any_dialect(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    actions = _actions(window.inspector.calls.code_menu(1))
    assert set(actions) == {f"copy-{form}-{d}" for form in ("curl", "httpx", "sdk") for d in DIALECTS}
    actions["copy-curl-openai-responses"].trigger()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("curl -sS https://api.openai.com/v1/responses")
    assert '"authorization: Bearer $OPENAI_API_KEY"' in copied and '"function_call_output"' in copied
    actions["copy-httpx-anthropic"].trigger()
    assert "os.environ['ANTHROPIC_API_KEY']" in QGuiApplication.clipboard().text()
    actions["copy-sdk-openai-chat"].trigger()
    assert "client.chat.completions.create(**BODY)" in QGuiApplication.clipboard().text()
