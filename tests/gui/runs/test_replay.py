"""Run again: it uses the saved script and its own client, and stops with the window."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.lesson.fake_model import FakeClient
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import ANSWER, CALLS, QUESTION, use_provider
from tests.gui.script_helpers import use_script

Q1042 = "Wann kommt Bestellung 1042 an?"


class GatedClient(FakeClient):
    """The lesson's fake, but once `gated` every call waits for `gate` (or the run's cancel) on a helper thread."""

    name = "gated"
    instant = False

    def __init__(self) -> None:
        super().__init__()
        self.gated = False
        self.gate = threading.Event()
        self.entered = threading.Event()

    def create(self, request, cancel=None, notify=None):
        if self.gated:
            self.entered.set()
            self.gate.wait(10)
        return super().create(request, cancel, notify)


def _visible_top_levels() -> list:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


@pytest.mark.parametrize("finished_first", [False, True], ids=["cancelled-by-close", "result-queued-before-close"])
def test_closing_the_window_during_run_again_opens_no_window_afterwards(make_window, ask, qtbot, finished_first):
    client = GatedClient()
    window = make_window(client=client)
    window.show()
    ask(window, Q1042)
    client.gated = True
    replayer = window.bench.files.replayer
    assert window.bench.files.run_again()
    qtbot.waitUntil(client.entered.is_set, timeout=3000)
    if finished_first:  # the worker has reported (queued to the GUI thread) before the window closes
        reported = threading.Event()
        replayer.worker.sig_done.connect(lambda *_: reported.set(), Qt.ConnectionType.DirectConnection)
        client.gate.set()
        assert reported.wait(5)
    window.close()
    client.gate.set()
    assert not replayer.running and not replayer.busy
    QApplication.processEvents()  # deliver whatever the replay thread queued before it stopped
    assert _visible_top_levels() == []
    assert window.bench.files.replay_dialog is None


def test_switching_the_model_during_run_again_does_not_close_the_client_it_uses(window, ask, qtbot):
    arrived, gate = threading.Event(), threading.Event()

    def script(record):
        number = len(server.requests)  # this request is already counted
        if number >= 3 and number % 2 == 1:  # the replay's first call waits until the test lets it go
            arrived.set()
            gate.wait(10)
        return Json(R.anthropic(CALLS) if number % 2 == 1 else R.anthropic(text=ANSWER))

    with ScriptedServer(script) as server:
        use_provider(window, server.url)
        assert ask(window, QUESTION).reason == "answer"
        provider = window.models.client
        with qtbot.waitSignal(window.bench.files.sig_replayed, timeout=5000) as replayed:
            assert window.bench.files.run_again()
            qtbot.waitUntil(arrived.is_set, timeout=3000)
            combo = window.toolbar.model_combo
            combo.setCurrentIndex(0)
            combo.activated.emit(0)  # back to the lesson's fake while "Run again" waits for the provider
            assert window.model_switch.label.text() == "model: Fake (lesson)"
            gate.set()
    diff = replayed.args[0]
    assert diff.after.reason == "answer", diff.after
    assert not diff.changed
    assert provider.session.http.is_closed  # closed once "Run again" no longer needs it


def test_run_again_of_a_later_scripted_question_uses_that_questions_replies(window, ask, qtbot, tmp_path):
    use_script(window, '{"replies": [{"text": "Erste Antwort."}, {"text": "Zweite Antwort."}]}')
    assert ask(window, Q1042).answer == "Erste Antwort."
    assert ask(window, Q1042).answer == "Zweite Antwort."
    saved = window.bench.files.save_run(tmp_path / "second.json")
    with qtbot.waitSignal(window.bench.files.sig_replayed, timeout=5000) as replayed:
        assert window.bench.files.run_again()
    assert replayed.args[0].after.answer == "Zweite Antwort." and not replayed.args[0].changed
    from core.runs.record import load

    assert load(saved).settings.script_start == 1
