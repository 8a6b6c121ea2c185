"""Closing the window is a stop like Abort: the in-flight provider call and its retries end with it."""

from __future__ import annotations

from core.engine.events import Retrying
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import use_provider

FAILING = Json({"type": "error", "error": {"type": "api_error", "message": "kaputt"}}, status=500)


def test_closing_the_window_during_a_retry_backoff_sends_no_further_request(make_window, qtbot):
    window = make_window()
    with ScriptedServer([FAILING]) as server:
        use_provider(window, server.url)
        retried: list = []
        window.runner.sig_event.connect(lambda e: retried.append(e) if isinstance(e, Retrying) else None)
        assert window.ask("Wo ist 1042?")
        qtbot.waitUntil(lambda: bool(retried), timeout=5000)  # the first attempt failed; a retry is due
        window.close()
        qtbot.waitUntil(lambda: not window.runner.running, timeout=3000)
        # The policy's next attempt would come 0.5–1 s after the first; wait past it and count.
        qtbot.wait(2500)
        assert len(server.requests) == 1
