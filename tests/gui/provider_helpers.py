"""Choosing a real provider in the window, as a user would: the combo, then the dialog (driven without blocking)."""

from __future__ import annotations

from tests.core.providers.local_server import Json

KEY = "sk-test-SECRET-123"
CALLS = [("toolu_a1", "get_order_status", {"order_id": "1042"}),
         ("toolu_b2", "get_return_window", {"order_id": "1187"})]
QUESTION = "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?"
ANSWER = "1042 kommt am 3. November an; 1187 kannst du bis zum 30. November zurückgeben."


def pick_real(window):
    """Choose "Real provider…" in the toolbar's combo; returns the (open, non-blocking) ProviderDialog."""
    combo = window.toolbar.model_combo
    combo.setCurrentIndex(1)
    combo.activated.emit(1)
    return window.model_switch.dialog


def use_provider(window, url: str, provider: str = "anthropic", key: str | None = KEY, stream: bool = False,
                 model: str = "claude-test", timeout: float = 30.0):
    dialog = pick_real(window)
    dialog.provider.setCurrentIndex(dialog.provider.findData(provider))
    dialog.base_url.setText(url)
    dialog.model.setText(model)
    dialog.stream.setChecked(stream)
    dialog.timeout.setValue(timeout)
    dialog.key.setText(key or "")
    dialog.accept()
    return dialog


def error_reply(status: int, message: str, request_id: str = "req_011CXyz", **headers: str) -> Json:
    body = {"type": "error", "error": {"type": "api_error", "message": message}, "request_id": request_id}
    return Json(body, status=status, headers={"request-id": request_id, **headers})
