"""A retry row in the calls table shows its own failed attempt: status, headers (key as ***), body, the delay."""

from __future__ import annotations

from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import ANSWER, KEY, QUESTION, error_reply, use_provider


def test_selected_retry_row_shows_that_attempts_http(window, ask):
    script = [error_reply(429, "rate limited, slow down", "req_429aaa", **{"retry-after-ms": "100"}),
              Json(R.anthropic(text=ANSWER))]
    with ScriptedServer(script) as server:
        use_provider(window, server.url)
        ask(window, QUESTION)
    calls = window.inspector.calls
    assert [r.kind for r in calls.model.records] == ["retry", "reply"]
    calls.select(0)
    assert calls.stack.currentWidget() is calls.http_pane
    text = calls.http_pane.text()
    assert "ATTEMPT 1 — tried again" in text
    assert "↻ waited 0.1 s before attempt 2" in text
    assert "← 429 Too Many Requests" in text
    assert "request-id: req_429aaa" in text and "retry-after-ms: 100" in text  # that attempt's response headers
    assert "rate limited, slow down" in text  # its error body
    assert f"POST {server.url}/messages" in text and "x-api-key: ***" in text
    assert KEY not in text and "(not available)" not in text
    assert "rate limited, slow down" in calls.response_text and KEY not in calls.request_text
    assert calls.http_pane.color_at("← 429") == "#c62828"
    calls.select(1)  # the reply row still shows the whole exchange
    assert "ATTEMPTS (2)" in calls.http_pane.text()


def test_retry_rows_of_a_call_that_failed_for_good(window, ask):
    overloaded = [error_reply(529, f"overloaded {n}", f"req_529_{n}", **{"retry-after-ms": "50"}) for n in range(3)]
    with ScriptedServer(overloaded) as server:
        use_provider(window, server.url)
        end = ask(window, QUESTION)
    assert end.reason == "model_error" and len(server.requests) == 3
    calls = window.inspector.calls
    assert [r.kind for r in calls.model.records] == ["retry", "retry", "failed"]
    calls.select(1)
    text = calls.http_pane.text()
    assert "ATTEMPT 2 — tried again" in text and "529" in text and "overloaded 1" in text
    assert "overloaded 0" not in text and "overloaded 2" not in text  # only this attempt's body
    assert calls.http_pane.banner.isHidden()


def test_retry_row_selected_while_the_call_runs_fills_in_when_it_ends(window, qtbot):
    script = [error_reply(503, "busy", "req_503", **{"retry-after-ms": "50"}),
              Json(R.anthropic(text=ANSWER), delay=0.8)]
    with ScriptedServer(script) as server:
        use_provider(window, server.url)
        calls = window.inspector.calls
        with qtbot.waitSignal(window.sig_run_ended, timeout=8000):
            assert window.ask(QUESTION)
            qtbot.waitUntil(lambda: len(calls.model.records) == 1, timeout=5000)
            calls.select(0)
            early = calls.http_pane.text()
            assert "ATTEMPT 1 — tried again" in early and "↻ waited 0.1 s before attempt 2" in early
            assert "once the call has ended" in early and "← 503" not in early
    assert calls.table.currentIndex().row() == 0
    late = calls.http_pane.text()
    assert "← 503 Service Unavailable" in late and "busy" in late and "once the call has ended" not in late


def test_injected_429_retry_row_does_not_borrow_a_real_attempt(window, ask):
    from core.faults.model_faults import ModelFault

    with ScriptedServer([Json(R.anthropic(text=ANSWER))]) as server:
        use_provider(window, server.url)
        window.injector.arm(ModelFault(kind="http_429", retry_after=0.05))
        assert ask(window, QUESTION).answer == ANSWER
    assert len(server.requests) == 1  # the 429 was injected before the request left; the real one got 200
    calls = window.inspector.calls
    assert [r.kind for r in calls.model.records] == ["retry", "reply"]
    calls.select(0)
    text = calls.http_pane.text()
    assert "ATTEMPT 1 — tried again" in text and "HTTP 429 (injiziert)" in text
    assert "the fault was injected" in text and "← 200" not in text
