"""The fault panel (offscreen): arming through the widgets, the armed list and counts, disarming,
strikes reported from the loop's thread, and a GUI that stays responsive while a fault hangs a tool."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from core.engine import tools
from core.engine.events import RunEnded, ToolFinished
from core.engine.stepper import Stepper
from core.faults.model_faults import FaultyClient, ModelFault
from core.faults.tool_faults import FaultInjector, FaultStruck, ToolFault, Trigger
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from gui.bench.fault_panel import MARK, FaultPanel
from gui.window.worker import LoopRunner, RunRequest
from tests.core.faults.helpers import Q1042
from tests.gui.gate import Gate
from tests.lessons import SHOP

TOOLS = ["get_order_status", "get_return_window"]


def make_panel(qtbot, injector=None) -> FaultPanel:
    panel = FaultPanel(injector or FaultInjector(), TOOLS)
    qtbot.addWidget(panel)
    return panel


def choose(combo, key) -> None:
    combo.setCurrentIndex(combo.findData(key))


def test_arming_a_tool_fault_through_the_widgets(qtbot):
    panel = make_panel(qtbot)
    panel.tool_combo.setCurrentIndex(1)
    choose(panel.kind_combo, "error")
    panel.text_edit.setText("Wartung bis 12 Uhr")
    choose(panel.tool_trigger.kind_combo, "nth")
    panel.tool_trigger.n_spin.setValue(2)
    qtbot.mouseClick(panel.arm_tool_button, Qt.MouseButton.LeftButton)
    assert panel.injector.armed() == [ToolFault(tool="get_return_window", kind="error", text="Wartung bis 12 Uhr",
                                               trigger=Trigger(kind="nth", n=2))]
    assert panel.armed_list.count() == 1 and "call #2" in panel.armed_list.item(0).text()
    assert panel.tool_combo.itemText(1) == MARK + "get_return_window" and panel.tool_combo.itemText(0) == TOOLS[0]
    assert panel.count_label.text() == "1 armed · 0 struck" and panel.windowTitle() == "Faults (1)"


def test_arming_a_model_fault_with_retry_after_and_seed(qtbot):
    panel = make_panel(qtbot)
    choose(panel.model_kind_combo, "http_429")
    panel.retry_check.setChecked(True)
    panel.retry_spin.setValue(2.5)
    choose(panel.model_trigger.kind_combo, "probability")
    panel.model_trigger.p_spin.setValue(0.3)
    panel.model_trigger.seed_spin.setValue(77)
    assert panel.retry_spin.isEnabled()
    fault = panel.arm_model_fault()
    assert fault == ModelFault(kind="http_429", retry_after=2.5, trigger=Trigger(kind="probability", p=0.3, seed=77))
    choose(panel.model_kind_combo, "refusal")
    assert not panel.retry_check.isEnabled() and panel.arm_model_fault().retry_after is None
    assert panel.injector.count() == 2


def test_disarm_selected_and_disarm_all(qtbot):
    panel = make_panel(qtbot)
    a = ToolFault(tool="get_order_status", kind="slow")
    b = ModelFault(kind="timeout")
    panel.injector.arm(a)
    panel.injector.arm(b)
    qtbot.waitUntil(lambda: panel.armed_list.count() == 2)
    assert not panel.disarm_button.isEnabled()
    panel.armed_list.item(0).setSelected(True)
    qtbot.mouseClick(panel.disarm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.armed_list.count() == 1)
    assert panel.injector.armed() == [b]
    qtbot.mouseClick(panel.disarm_all_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.armed_list.count() == 0)
    assert panel.injector.armed() == [] and not panel.disarm_all_button.isEnabled()
    assert panel.count_label.text().startswith("0 armed")


def test_strikes_from_another_thread_are_listed(qtbot):
    panel = make_panel(qtbot)
    panel.injector.arm(ToolFault(tool="get_order_status", kind="injection"))
    event = FaultStruck("tool", "injection", "get_order_status: injection", None, "call_1", True)
    with qtbot.waitSignal(panel.sig_struck) as blocker:
        worker = threading.Thread(target=panel.injector.report, args=(event,))
        worker.start()
        worker.join()
    assert blocker.args == [event]
    qtbot.waitUntil(lambda: panel.struck_list.count() == 1)
    assert "untrusted" in panel.struck_list.item(0).text() and "1 struck" in panel.count_label.text()
    panel.detach()
    assert panel.injector.listeners == [] and panel.injector.strike_listeners == []


def test_gui_stays_responsive_while_a_fault_hangs_a_tool(qtbot, monkeypatch):
    injector = FaultInjector()
    panel = make_panel(qtbot, injector)
    injector.arm(ToolFault(tool="get_order_status", kind="hang"))
    store = OrdersStore.in_memory(seed=SHOP)
    before = store.all()
    runner = LoopRunner(lesson_registry(timeout=1.0), store, Stepper(), injector)
    gate = Gate()
    gate.around(monkeypatch, tools, "_run")  # the run stays inside the hanging tool until the test opens it
    seen = []
    runner.sig_event.connect(seen.append)
    try:
        assert runner.start(RunRequest("Wann kommt Bestellung 1042 an?", client=FaultyClient(FakeClient(), injector)))
        qtbot.waitUntil(gate.inside.is_set)  # the tool now hangs
        qtbot.waitUntil(lambda: panel.armed_list.count() == 0)  # the hang fault is spent: it struck
        panel.injector.arm(ModelFault(kind="refusal"))
        qtbot.waitUntil(lambda: panel.armed_list.count() == 1)  # the GUI keeps working …
        assert not gate.held and runner.busy  # … while the run is still inside the tool
        assert not any(isinstance(e, ToolFinished) for e in seen)
        qtbot.mouseClick(panel.disarm_all_button, Qt.MouseButton.LeftButton)
        assert panel.armed_list.count() == 0
        gate.opened.set()
        qtbot.waitUntil(lambda: any(isinstance(e, RunEnded) for e in seen), timeout=5000)
    finally:
        gate.opened.set()
        runner.shutdown()
    gate.assert_held_until_opened()
    ended = [e for e in seen if isinstance(e, RunEnded)]
    end = ended[0]
    assert end.reason == "answer" and end.answer == "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer."
    assert store.all() == before


GUESS = "Ich weiß die Nummer nicht mehr, es war ungefähr 1050."


def _strikes(window, ask, question: str) -> list[bool]:
    """Ask `question`; for each tool call, whether a fault struck it."""
    seen: list[bool] = []

    def collect(event) -> None:
        if isinstance(event, ToolFinished):
            seen.append(bool(event.note))

    window.runner.sig_event.connect(collect)
    try:
        ask(window, question)
    finally:
        window.runner.sig_event.disconnect(collect)
    return seen


def test_a_seeded_probability_fault_strikes_alike_in_every_question_and_run_again_agrees(window, ask, qtbot):
    window.toolbar.max_calls_spin.setValue(6)
    panel = window.bench.panel
    choose(panel.kind_combo, "error")
    choose(panel.tool_trigger.kind_combo, "probability")
    panel.tool_trigger.p_spin.setValue(0.5)
    panel.tool_trigger.seed_spin.setValue(7)
    panel.arm_tool_button.click()
    first, second = _strikes(window, ask, GUESS), _strikes(window, ask, GUESS)
    assert len(first) >= 4 and any(first) and not all(first)
    assert second == first  # the same seed, the same strikes, question after question
    with qtbot.waitSignal(window.bench.files.sig_replayed, timeout=5000) as replayed:
        assert window.bench.files.run_again()
    assert not replayed.args[0].changed  # nothing changed, and "Run again" says so


def test_nth_call_counts_within_each_question(window, ask):
    panel = window.bench.panel
    choose(panel.kind_combo, "error")
    choose(panel.tool_trigger.kind_combo, "nth")
    panel.tool_trigger.n_spin.setValue(2)
    panel.arm_tool_button.click()
    window.toolbar.max_calls_spin.setValue(1)
    assert _strikes(window, ask, GUESS) == [False]  # one tool call: the 2nd never came
    window.toolbar.max_calls_spin.setValue(3)
    assert _strikes(window, ask, GUESS) == [False, True, False]  # "call #2" is this question's 2nd call


def test_a_second_fault_on_an_already_marked_tool_targets_that_tool_and_strikes(window, ask):
    panel = window.bench.panel
    choose(panel.kind_combo, "error")
    panel.arm_tool_button.click()  # the tool combo now reads "⚡ get_order_status"
    assert panel.tool_combo.currentText().startswith("⚡")
    choose(panel.kind_combo, "slow")
    panel.delay_spin.setValue(0)
    choose(panel.tool_trigger.kind_combo, "every")
    panel.arm_tool_button.click()
    assert [f.tool for f in window.injector.armed()] == ["get_order_status", "get_order_status"]
    assert _strikes(window, ask, Q1042) == [True]  # the error, spent
    assert _strikes(window, ask, Q1042) == [True]  # the slow one strikes its tool on every call


def test_disarm_selected_removes_only_the_selected_one_of_two_twins(window, qtbot):
    panel = window.bench.panel
    choose(panel.kind_combo, "error")
    panel.arm_tool_button.click()
    panel.arm_tool_button.click()
    assert panel.armed_list.count() == 2 and window.injector.armed()[0] == window.injector.armed()[1]
    panel.armed_list.item(0).setSelected(True)
    qtbot.mouseClick(panel.disarm_button, Qt.MouseButton.LeftButton)
    assert panel.armed_list.count() == 1 and window.injector.count() == 1
    qtbot.waitUntil(lambda: window.toolbar.faults_button.text() == "Faults (1)")
