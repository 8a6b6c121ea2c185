"""Threads and shutdown: nothing a worker finishes after the window closed may open a window or touch a closed model."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.lesson.fake_model import FakeClient
from tests.providers import replies as R
from tests.providers.local_server import Json, ScriptedServer

from .provider_helpers import ANSWER, CALLS, QUESTION, use_provider

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
    assert not replayer.thread.isRunning() and not replayer.busy
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
        provider = window.runner.worker.client
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
    assert provider.client.session.http.is_closed  # closed once "Run again" no longer needs it


class _BatchGate:
    entered = threading.Event()
    gate = threading.Event()


class GatedBatchClient(FakeClient):
    """Every instance (the batch makes one per case) waits for the class's gate on a helper thread."""

    instant = False

    def create(self, request, cancel=None, notify=None):
        _BatchGate.entered.set()
        _BatchGate.gate.wait(10)
        return super().create(request, cancel, notify)


def test_closing_the_window_during_a_batch_stops_its_thread(make_window, qtbot):
    _BatchGate.entered.clear()
    _BatchGate.gate.clear()
    window = make_window(client=GatedBatchClient())
    window.show()
    view = window.bench.open_batch()
    assert view.start()
    qtbot.waitUntil(_BatchGate.entered.is_set, timeout=3000)
    window.close()
    _BatchGate.gate.set()
    assert not view.thread.isRunning() and view.token.cancelled

