"""A call by hand runs off the GUI thread: the window keeps turning while the tool runs, the dock says it is
running with Run disabled and a Cancel, the result shows once the tool returns; Cancel and closing the window
stop waiting for a tool that does not return, and nothing is left running."""

from __future__ import annotations

import threading

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QTimer

from core.engine.tools import ToolContext, ToolSpec
from core.lesson.tools import lesson_registry

GIVE_UP_S = 10.0  # the test tool lets go after this long, so a broken test fails instead of hanging


class NoInput(BaseModel):
    pass


class BlockingTool:
    """A tool that waits for the test to release it, noting that it was entered and on which thread."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        self.returned = threading.Event()
        self.threads: list[threading.Thread] = []

    def __call__(self, args: NoInput, ctx: ToolContext) -> str:
        self.threads.append(threading.current_thread())
        self.entered.set()
        try:
            self.release.wait(GIVE_UP_S)
            ctx.touched.append("1042")
            return "released" if self.release.is_set() else "gave up"
        finally:
            self.returned.set()


def _window_with(make_window, tool: BlockingTool):
    registry = lesson_registry(timeout=None)  # no time limit: only the test ends the wait
    registry.register(ToolSpec("wait_for_test", "Waits until the test releases it.", NoInput), tool)
    window = make_window(registry=registry)
    window.tools_menu.act_call.trigger()
    dock = window.tools_menu.dock
    dock.choose("wait_for_test")
    return window, dock


def test_the_window_keeps_turning_while_a_call_by_hand_runs_and_its_result_shows_after(make_window, qtbot):
    tool = BlockingTool()
    window, dock = _window_with(make_window, tool)
    assert dock.run()
    assert dock.running and not dock.run_button.isEnabled() and not dock.run()  # one call at a time
    assert dock.cancel_button.isVisibleTo(dock) and dock.running_label.text() == "Running wait_for_test…"
    qtbot.waitUntil(tool.entered.is_set)
    fired: list[bool] = []
    QTimer.singleShot(0, lambda: fired.append(dock.running and not tool.returned.is_set()))
    qtbot.waitUntil(lambda: bool(fired))
    assert fired == [True], "the GUI thread ran a timer only after the tool had returned"
    assert threading.main_thread() not in tool.threads
    with qtbot.waitSignal(dock.runner.sig_called, timeout=5000) as blocker:
        tool.release.set()
    call = blocker.args[0]
    assert call.result.content == "released" and not call.result.is_error
    assert dock.result_view.toPlainText() == "released" and dock.verdict.text() == "✓ is_error: false"
    assert not dock.running and dock.run_button.isEnabled() and not dock.cancel_button.isVisibleTo(dock)
    assert not dock.running_label.isVisibleTo(dock)
    model = window.orders_editor.model
    qtbot.waitUntil(lambda: model.is_highlighted(model.row_of("1042")))  # the rows it read still light up


def test_cancel_stops_waiting_for_the_tool_and_the_dock_is_ready_again(make_window, qtbot):
    tool = BlockingTool()
    _, dock = _window_with(make_window, tool)
    assert dock.run()
    qtbot.waitUntil(tool.entered.is_set)
    with qtbot.waitSignal(dock.runner.sig_cancelled, timeout=5000):
        dock.cancel_button.click()
    assert not tool.returned.is_set()  # the tool still waits: the dock no longer does
    assert dock.verdict.text() == "Cancelled: the tool's result was not waited for"
    assert not dock.result_view.isVisibleTo(dock) and dock.last is None
    assert not dock.running and dock.run_button.isEnabled() and not dock.cancel_button.isVisibleTo(dock)
    tool.release.set()
    dock.choose("get_order_status")
    dock.form.fields["order_id"].setText("1042")
    with qtbot.waitSignal(dock.runner.sig_called, timeout=5000) as blocker:  # the worker is free for the next
        assert dock.run()
    assert blocker.args[0].use.name == "get_order_status"


def test_closing_the_window_during_a_call_by_hand_leaves_nothing_running(make_window, qtbot):
    tool = BlockingTool()
    window, dock = _window_with(make_window, tool)
    shown: list[object] = []
    dock.runner.sig_called.connect(shown.append)
    dock.runner.sig_cancelled.connect(lambda: shown.append("cancelled"))
    assert dock.run()
    qtbot.waitUntil(tool.entered.is_set)
    assert dock.runner.running
    window.close()
    assert not dock.runner.running and not dock.running  # the worker's thread has ended
    assert not tool.returned.is_set()
    tool.release.set()
    assert tool.returned.wait(GIVE_UP_S)
    QCoreApplication.processEvents()
    assert shown == [] and dock.last is None  # what the abandoned tool returned reaches no one
