"""The loop on its worker thread: step mode, abort, refusal of a second question, faults, closing mid-run."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from core.engine.events import Paused, ToolStarted
from core.lesson.tools import lesson_registry
from gui.window.main_window import REFUSED


def _events(window) -> list:
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    return seen


def _paused_kinds(seen) -> list[str]:
    return [e.kind for e in seen if isinstance(e, Paused)]


def test_step_mode_pauses_before_model_and_tool(window, qtbot):
    seen = _events(window)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=3000)
    assert "About to send 1 message" in window.status.state.text()
    assert "About to send 1 message" in window.chat.plain_text()
    calls = window.inspector.calls
    assert calls.caption.text().startswith("next request")
    assert '"content": "Wann kommt Bestellung 1042 an?"' in calls.json_view.toPlainText()
    assert window.toolbar.act_next.isEnabled()
    assert window.inspector.history.rowCount() == 1  # nothing sent yet
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool"], timeout=3000)
    assert "About to run get_order_status(1042)" in window.status.state.text()
    assert not any(isinstance(e, ToolStarted) for e in seen)
    window.toolbar.act_next.trigger()
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool", "model"], timeout=3000)
    assert "About to send 3 messages" in window.status.state.text()
    assert '"tool_use_id": "call_1"' in calls.json_view.toPlainText()
    with qtbot.waitSignal(window.sig_run_ended, timeout=3000) as blocker:
        window.toolbar.act_next.trigger()
    assert blocker.args[0].reason == "answer"
    assert not window.toolbar.act_next.isEnabled()


def _hanging_window(make_window):
    window = make_window(registry=lesson_registry(timeout=60))
    window.toolbar.arm("get_order_status", "hang")
    return window


def _wait_tool_running(qtbot, window, seen) -> None:
    qtbot.waitUntil(lambda: any(isinstance(e, ToolStarted) for e in seen), timeout=3000)


def test_abort_during_hanging_tool_ends_promptly_with_valid_history(make_window, qtbot):
    window = _hanging_window(make_window)
    assert window.toolbar.faults_button.text() == "Faults (1)"
    seen = _events(window)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    _wait_tool_running(qtbot, window, seen)
    assert window.toolbar.act_abort.isEnabled()
    with qtbot.waitSignal(window.sig_run_ended, timeout=500) as blocker:
        window.toolbar.act_abort.trigger()
    end = blocker.args[0]
    assert end.reason == "cancelled"
    history = window.runner.history
    uses = {b.id for m in history for b in m.tool_uses()}
    results = {b.tool_use_id for m in history for b in m.tool_results()}
    assert uses == results == {"call_1"}
    assert "Handed off to a human" in window.chat.plain_text()
    assert "⚡ fault: get_order_status: hangs past its timeout" in window.chat.plain_text()


def test_second_question_while_running_is_refused_visibly(make_window, qtbot):
    window = _hanging_window(make_window)
    seen = _events(window)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    assert not window.ask("Danke, das war alles.")
    assert REFUSED in window.chat.plain_text()
    assert not window.new_conversation()
    _wait_tool_running(qtbot, window, seen)
    with qtbot.waitSignal(window.sig_run_ended, timeout=1000):
        window.abort()
    questions = [m.text() for m in window.runner.history if m.role == "user" and m.text()]
    assert questions == ["Wann kommt Bestellung 1042 an?"]


def test_closing_during_a_run_stops_the_thread(make_window, qtbot):
    window = _hanging_window(make_window)
    seen = _events(window)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    _wait_tool_running(qtbot, window, seen)
    assert window.runner.running
    window.close()
    assert not window.runner.running
    assert not window.runner.busy


def test_closing_while_paused_in_step_mode(window, qtbot):
    seen = _events(window)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: bool(_paused_kinds(seen)), timeout=3000)
    window.close()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=1000)


@pytest.mark.parametrize("kind, text", [("error", "✗ Der Dienst ist gerade nicht erreichbar."),
                                        ("raise", "✗ Fehler in get_order_status: injizierter Absturz")])
def test_injected_fault_shows_in_chat_and_is_spent(window, ask, qtbot, kind, text):
    window.toolbar.fault_actions[("get_order_status", kind)].trigger()
    assert window.toolbar.faults_button.text() == "Faults (1)"
    end = ask(window, "Wann kommt Bestellung 1042 an?")
    chat = window.chat.plain_text()
    assert text in chat and "⚡ fault: get_order_status" in chat
    assert end.answer == "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer."
    qtbot.waitUntil(lambda: window.toolbar.faults_button.text() == "Faults", timeout=1000)


def test_disarm_all(window):
    window.toolbar.arm("get_order_status", "error")
    window.toolbar.arm("get_return_window", "hang")
    assert window.toolbar.faults_button.text() == "Faults (2)"
    window.toolbar.act_disarm.trigger()
    assert window.toolbar.faults_button.text() == "Faults"
    assert window.injector.armed() == []


class _CrashingClient:
    """A model client with a bug: the worker must turn the exception into a visible hand-off."""

    name = "crashing"
    instant = False

    def preview(self, request):
        return {}

    def create(self, request, cancel=None, notify=None):
        raise RuntimeError("kaputt")


def test_an_exception_in_the_worker_ends_the_run_visibly(make_window, ask):
    window = make_window(client=_CrashingClient())
    end = ask(window, "Wann kommt Bestellung 1042 an?")
    assert end.reason == "model_error" and "kaputt" in end.detail
    assert "Handed off to a human" in window.chat.plain_text()
    assert not window.runner.busy
    assert window.toolbar.act_new.isEnabled() and not window.toolbar.act_abort.isEnabled()


def test_keyboard_escape_aborts_a_paused_run_and_f10_steps(window, qtbot):

    seen = _events(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.toolbar.act_step.setChecked(True)
    window.chat.input.setFocus()
    window.chat.input.setText("Wann kommt Bestellung 1042 an?")
    qtbot.keyClick(window.chat.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=3000)
    assert REFUSED not in window.chat.plain_text()  # Ctrl+Return sent once, not also as returnPressed
    qtbot.keyClick(window.chat.input, Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model", "tool"], timeout=3000)
    with qtbot.waitSignal(window.sig_run_ended, timeout=500) as blocker:
        qtbot.keyClick(window.chat.input, Qt.Key.Key_Escape)
    assert blocker.args[0].reason == "cancelled"
    history = window.runner.history
    assert [b.tool_use_id for m in history for b in m.tool_results()] == ["call_1"]
    assert history[-1].tool_results()[0].is_error


def test_client_can_be_swapped_only_while_idle(make_window, ask, qtbot):
    window = _hanging_window(make_window)
    seen = _events(window)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    assert not window.models.use(_CrashingClient())
    _wait_tool_running(qtbot, window, seen)
    with qtbot.waitSignal(window.sig_run_ended, timeout=1000):
        window.abort()
    assert window.models.use(_CrashingClient())
    assert ask(window, "Wann kommt Bestellung 1042 an?").reason == "model_error"


class _FirstCallHangs:
    """The lesson's fake model, except that its first call hangs until the run is aborted."""

    name = "first-call-hangs"
    instant = False

    def __init__(self):
        from core.lesson.fake_model import FakeClient

        self.fake = FakeClient()
        self.calls = 0

    def preview(self, request):
        return self.fake.preview(request)

    def create(self, request, cancel=None, notify=None):
        self.calls += 1
        if self.calls == 1:
            cancel.wait(30)
        return self.fake.create(request)


def test_question_after_an_abort_joins_the_unanswered_turn_in_the_inspector(make_window, ask, qtbot):
    window = make_window(client=_FirstCallHangs())
    seen = _events(window)
    assert window.ask("Wo ist mein Paket?")
    qtbot.waitUntil(lambda: any(type(e).__name__ == "CallStarted" for e in seen))
    with qtbot.waitSignal(window.sig_run_ended, timeout=1000):
        window.abort()
    end = ask(window, "Wann kommt Bestellung 1042 an?")
    assert end.answer == "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November."
    history = window.inspector.history
    assert [m.role for m in history.messages] == ["user", "assistant", "user", "assistant"]
    first = history.index(0, 0)
    assert history.rowCount(first) == 2
    assert [history.index(r, 1, first).data() for r in range(2)] == ["Wo ist mein Paket?",
                                                                      "Wann kommt Bestellung 1042 an?"]


def test_abort_says_why_instead_of_abgebrochen_twice(window, qtbot):
    seen: list = []
    window.runner.sig_event.connect(seen.append)
    window.toolbar.act_step.setChecked(True)
    assert window.ask("Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: _paused_kinds(seen) == ["model"], timeout=3000)
    with qtbot.waitSignal(window.sig_run_ended, timeout=3000) as blocker:
        window.toolbar.act_abort.trigger()
    assert blocker.args[0].reason == "cancelled"
    chat, state = window.chat.plain_text(), window.status.state.text()
    assert "Abgebrochen (Abort gedrückt) → zu einem Menschen" in chat and "Abgebrochen (abgebrochen)" not in chat
    assert state == "idle · stopped: aborted"  # program words; the lesson's line above keeps its own


def test_each_run_gets_its_model_in_the_request_and_the_runners_keep_qobjects_thread(window, ask, qtbot):
    from PySide6.QtCore import QThread

    from core.faults.scripted import ScriptedClient
    from gui.window.worker import LoopWorker

    scripted = ScriptedClient.from_text('{"replies": [{"text": "Aus dem Skript."}]}')
    starts: list = []
    window.runner.sig_start_run.connect(starts.append)
    assert window.models.use(scripted)
    assert ask(window, "Wann kommt Bestellung 1042 an?").answer == "Aus dem Skript."
    assert starts[-1].client is scripted  # the model went with the run request
    assert not hasattr(LoopWorker(window.registry, window.store, window.stepper, window.injector), "client")
    files = window.bench.files
    for runner in (window.runner, files.replayer, window.bench.open_batch().runner):
        assert callable(runner.thread) and runner.thread() is QThread.currentThread()  # QObject.thread(), unshadowed
        assert runner.worker.thread() is not QThread.currentThread()  # the worker lives on its own thread
