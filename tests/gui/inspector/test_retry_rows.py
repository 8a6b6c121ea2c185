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
    assert "ATTEMPT 1 — tried again" in text and "HTTP 429 (injected)" in text
    assert "the fault was injected" in text and "← 200" not in text


def test_an_injected_429_on_every_call_shows_every_attempt_and_the_failed_last_one(window, ask):
    from core.faults.model_faults import ModelFault
    from core.faults.tool_faults import Trigger

    window.injector.arm(ModelFault(kind="http_429", trigger=Trigger(kind="every"), retry_after=0.01))
    end = ask(window, QUESTION)
    assert end.reason == "model_error"
    calls = window.inspector.calls
    records = calls.model.records
    assert [r.kind for r in records] == ["retry", "retry", "failed"]  # the last attempt failed for good: a row too
    assert "429" in records[-1].stop_reason and records[-1].call == records[0].call
    for row in range(3):
        calls.select(row)
        pane = calls.stack.currentWidget()
        shown = calls.http_pane.text() if pane is calls.http_pane else calls.json_view.toPlainText()
        assert "once the call has ended" not in shown  # the run has ended: nothing is still to come


def test_a_retry_row_of_a_stopped_run_does_not_promise_more(window, qtbot):
    from core.faults.model_faults import ModelFault
    from core.faults.tool_faults import Trigger

    window.injector.arm(ModelFault(kind="http_429", trigger=Trigger(kind="every"), retry_after=30))
    calls = window.inspector.calls
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert window.ask(QUESTION)
        qtbot.waitUntil(lambda: len(calls.model.records) == 1, timeout=3000)
        calls.select(0)
        assert "once the call has ended" in calls.http_pane.text()  # still waiting to try again
        window.abort()
    assert calls.table.currentIndex().row() == 0
    assert "once the call has ended" not in calls.http_pane.text()
