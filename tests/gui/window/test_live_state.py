"""The window while a run is in flight: the status bar names what the run waits on, the GUI keeps turning
through slow tools and slow models (a QTimer fires while the run is held inside the slow part); the
geometry and the customer come from the toolbar/settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRect, QSize

from core.engine import tools
from core.engine.cancel import CancelToken
from core.faults.model_faults import ModelFault
from core.faults.tool_faults import ToolFault
from gui.window.main_window import MainWindow, default_size
from tests.core.helpers import assert_valid_history
from tests.gui.gate import Gate, ask_through

Q1042 = "Wann kommt Bestellung 1042 an?"


def state(window) -> str:
    return window.status.state.text()


def test_status_says_waiting_for_the_model_while_a_call_is_in_flight(window, qtbot):
    window.injector.arm(ModelFault(kind="timeout", delay_ms=60_000))
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as blocker:
        assert window.ask(Q1042)
        qtbot.waitUntil(lambda: state(window).startswith("waiting for the model"), timeout=3000)
        assert window.runner.busy
        window.abort()
    assert blocker.args[0].reason == "cancelled"
    assert_valid_history(list(blocker.args[0].messages))


def test_status_says_running_tool_while_a_tool_runs(window, qtbot):
    window.injector.arm(ToolFault(tool="get_order_status", kind="hang"))
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as blocker:
        assert window.ask(Q1042)
        qtbot.waitUntil(lambda: state(window) == "running tool get_order_status(1042)", timeout=3000)
        assert window.runner.busy
        window.abort()
    assert blocker.args[0].reason == "cancelled"
    assert_valid_history(list(blocker.args[0].messages))


def test_window_geometry_is_restored_from_settings(make_window, settings, store, qtbot):
    first = make_window()
    first.setGeometry(QRect(40, 50, 611, 477))  # inside the offscreen screen (800 x 800)
    first.save_settings()
    saved = settings.value("window/geometry")
    assert isinstance(saved, QByteArray) and not saved.isEmpty()
    second = MainWindow(store, settings=settings)  # not make_window: it resizes after building
    qtbot.addWidget(second)
    try:
        assert (second.width(), second.height()) == (611, 477)
    finally:
        second.close()
        qtbot.waitUntil(lambda: not second.runner.running, timeout=3000)


def test_the_toolbar_customer_reaches_the_session(window, ask):
    combo = window.toolbar.customer_combo
    combo.setCurrentIndex(combo.findText("K-200"))
    assert window.toolbar.customer() == "K-200"
    end = ask(window, Q1042)
    result = end.messages[2].content[0]
    assert result.is_error and result.content == "keine Bestellung 1042"
    assert "Customer K-200" in window.chat.plain_text()


def test_gui_stays_responsive_during_a_slow_tool(window, qtbot, monkeypatch):
    window.injector.arm(ToolFault(tool="get_order_status", kind="slow", delay_ms=600))
    gate = Gate()
    gate.around(monkeypatch, tools, "_run")  # a tool call, the fault's delay inside it
    end = ask_through(window, qtbot, gate, Q1042)
    assert end.reason == "answer" and "3. November" in end.answer
    assert window.injector.struck and window.injector.struck[0].kind == "slow"
    assert_valid_history(list(end.messages))


@pytest.mark.parametrize("fault", [ModelFault(kind="timeout", delay_ms=400),
                                   ModelFault(kind="http_429", retry_after=0.4)], ids=["timeout", "http_429"])
def test_gui_stays_responsive_while_the_model_waits(window, qtbot, monkeypatch, fault):
    window.injector.arm(fault)
    gate = Gate()
    gate.around(monkeypatch, CancelToken, "wait")  # the timeout's hang and the retry's pause wait on the token
    end = ask_through(window, qtbot, gate, Q1042)
    assert end.reason in ("answer", "model_error")  # retried into an answer, or handed off: never a hang
    assert window.injector.struck and window.injector.struck[0].kind == fault.kind
    assert_valid_history(list(end.messages))


def test_new_conversation_starts_the_status_bar_counts_afresh(window, ask):
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert window.status.calls.text() == "calls 2/4"
    window.toolbar.max_calls_spin.setValue(10)
    assert window.new_conversation()
    assert window.status.calls.text() == "calls 0/10"
    assert window.status.tokens.text() == "tokens: last call 0 · this run 0"


def test_first_start_fits_a_small_screen(store, settings, qtbot):
    """1680×920 on a 1024×768 projector hid the orders, the input line and the status bar off-screen."""
    assert default_size(QSize(1920, 1080)) == QSize(1680, 920)
    assert default_size(QSize(1024, 738)) == QSize(983, 678)
    window = MainWindow(store, settings=settings)
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()  # offscreen: 800×800
    assert window.width() <= available.width() and window.height() <= available.height()
    window.close()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=3000)
