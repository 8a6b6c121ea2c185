"""The testers' bench in the real main window (offscreen): fault panel, ⚡ marks in chat and inspector,
model faults through FaultyClient, a responsive GUI during a hang, save/open/run again, the scripted model,
batch runs."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.engine import tools
from core.engine.messages import dumped
from core.faults.scripted import ScriptedClient
from core.faults.tool_faults import ToolFault
from core.lesson.tools import lesson_registry
from core.runs.record import load
from gui.inspector.history_model import ERROR_COLOR, UNTRUSTED_FG
from gui.models.labels import SCRIPTED
from gui.runs.run_problem_words import problem_text
from tests.core.helpers import assert_valid_history
from tests.gui.gate import Gate, ask_through

Q1042 = "Wann kommt Bestellung 1042 an?"
NORMAL = "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November."


def choose(combo, key) -> None:
    combo.setCurrentIndex(combo.findData(key))


def arm_tool_fault(window, kind: str, trigger: str = "next") -> None:
    panel = window.bench.panel
    panel.tool_combo.setCurrentIndex(0)  # get_order_status
    choose(panel.kind_combo, kind)
    choose(panel.tool_trigger.kind_combo, trigger)
    panel.arm_tool_button.click()


def result_index(window, message_row: int = 2, block_row: int = 0):
    model = window.inspector.history
    return model, model.index(block_row, 0, model.index(message_row, 0))


def test_fault_button_opens_the_panel_and_shows_the_count(window, qtbot):
    bar, bench = window.toolbar, window.bench
    assert bench.panel.isHidden()
    qtbot.mouseClick(bar.faults_button, Qt.MouseButton.LeftButton)
    assert not bench.panel.isHidden() and window.dockWidgetArea(bench.panel) == Qt.DockWidgetArea.RightDockWidgetArea
    arm_tool_fault(window, "error")
    bar.fault_actions[("get_return_window", "raise")].trigger()  # the quick menu arms on the same injector
    qtbot.waitUntil(lambda: bar.faults_button.text() == "Faults (2)" and bench.panel.armed_list.count() == 2)
    assert bar.tool_actions["get_order_status"].text() == "get_order_status ⚡"
    assert bar.tool_actions["get_return_window"].text() == "get_return_window ⚡"
    bar.act_disarm.trigger()
    qtbot.waitUntil(lambda: bar.faults_button.text() == "Faults")
    assert bar.tool_actions["get_order_status"].text() == "get_order_status"
    qtbot.mouseClick(bar.faults_button, Qt.MouseButton.LeftButton)
    assert bench.panel.isHidden()


def test_tool_fault_from_the_panel_strikes_then_disarm_all_restores(window, ask, qtbot):
    arm_tool_fault(window, "error", "every")
    end = ask(window, Q1042)
    assert end.reason == "answer" and end.answer != NORMAL
    chat = window.chat.plain_text()
    assert "⚡ fault: get_order_status: returns an error result (every call)" in chat
    assert "call_1 get_order_status(1042) → ✗ Der Dienst ist gerade nicht erreichbar." in chat
    model, result = result_index(window)
    assert model.block_at(result).is_error and result.data() == "tool_result → call_1  is_error  ⚡"
    assert model.data(result, Qt.ItemDataRole.ForegroundRole) == ERROR_COLOR
    assert "⚡ fault: get_order_status" in model.data(result, Qt.ItemDataRole.ToolTipRole)
    qtbot.waitUntil(lambda: window.bench.panel.struck_list.count() == 2)  # the question's header and its strike
    qtbot.mouseClick(window.bench.panel.disarm_all_button, Qt.MouseButton.LeftButton)
    assert window.injector.count() == 0
    assert ask(window, Q1042).answer == NORMAL
    _, second = result_index(window, 6)
    assert second.data() == "tool_result → call_2"


def test_prompt_injection_result_is_marked_untrusted(window, ask):
    arm_tool_fault(window, "injection")
    end = ask(window, Q1042)
    model, result = result_index(window)
    assert not model.block_at(result).is_error
    assert result.siblingAtColumn(1).data().startswith("[untrusted] 1042 — versandt")
    assert model.data(result, Qt.ItemDataRole.ForegroundRole) == UNTRUSTED_FG
    # the injected instructions changed nothing: one tool call, the model's own answer
    assert [m.role for m in end.messages] == ["user", "assistant", "user", "assistant"]
    assert "untrusted content" in window.chat.plain_text()


def test_model_fault_from_the_panel_strikes_and_history_stays_valid(window, ask):
    panel = window.bench.panel
    choose(panel.model_kind_combo, "unknown_tool")
    panel.arm_model_button.click()
    end = ask(window, Q1042)
    assert_valid_history(list(end.messages))
    chat = window.chat.plain_text()
    assert "⚡ fault struck at call 1: model: asks for an unknown tool" in chat
    assert "delete_all_orders" in chat
    model = window.inspector.history
    assert model.index(1, 0).data() == "#1 assistant  ⚡"
    assert "asks for an unknown tool" in model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole)
    records = window.inspector.calls.model.records
    assert records[0].fault and not records[1].fault
    assert window.inspector.calls.model.index(0, 5).data() == "⚡ tool_use"


def test_gui_stays_responsive_while_a_tool_hangs(make_window, qtbot, monkeypatch):
    window = make_window(registry=lesson_registry(timeout=0.6))
    arm_tool_fault(window, "hang")
    gate = Gate()
    gate.around(monkeypatch, tools, "_run")  # held after the hang timed out, until a GUI timer opens it
    end = ask_through(window, qtbot, gate, Q1042)
    assert "✗" in window.chat.plain_text() and end.reason == "answer"
    assert_valid_history(list(end.messages))


def test_save_open_round_trip_in_the_window(window, make_window, ask, qtbot, tmp_path):
    arm_tool_fault(window, "error")
    ask(window, Q1042)
    saved = [dumped(m) for m in window.inspector.history.messages]
    path = window.bench.files.save_run(tmp_path / "run.json")
    assert load(path).faults == [ToolFault(tool="get_order_status", kind="error",
                                           text="Der Dienst ist gerade nicht erreichbar.")]
    other = make_window()
    with qtbot.waitSignal(other.bench.files.sig_opened):
        other.bench.files.open_run(path)
    assert [dumped(m) for m in other.inspector.history.messages] == saved
    _, result = result_index(other)
    assert result.data() == "tool_result → call_1  is_error  ⚡"
    assert "⚡ fault: get_order_status" in other.chat.plain_text()
    ask(other, "Danke, das war alles.")  # the opened conversation goes on
    assert len(other.inspector.history.messages) == 6


def test_run_again_after_editing_1042_shows_the_changed_answer(window, ask, qtbot, store):
    ask(window, Q1042)
    store.update("1042", delivery="2026-11-05")
    with qtbot.waitSignal(window.bench.files.sig_replayed, timeout=5000) as replayed:
        window.bench.file_actions["again"].trigger()
    diff = replayed.args[0]
    assert diff.answer_changed and "5. November" in diff.after.answer
    view = window.bench.files.replay_view
    assert not window.bench.files.replay_dialog.isHidden() and view.model.changed_rows() == [0, 3]


def test_scripted_model_from_a_valid_script_runs(window, ask, qtbot):
    combo = window.toolbar.model_combo
    index = combo.findText(SCRIPTED)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    editor = window.bench.scripted.editor
    assert not window.bench.scripted.dialog.isHidden()
    editor.editor.setPlainText('{"replies": [{"text": "Skript sagt hallo."}]}')
    qtbot.mouseClick(editor.use_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.models.client, ScriptedClient)
    assert combo.currentText() == "Scripted: script (1 reply)"
    end = ask(window, Q1042)
    assert end.answer == "Skript sagt hallo."
    record = window.bench.files.current
    assert record.settings.client == "scripted" and "Skript sagt hallo." in record.settings.script


def test_invalid_script_is_refused_with_the_line_and_nothing_changes(window, ask):
    window.bench.scripted.open_editor()
    editor = window.bench.scripted.editor
    editor.editor.setPlainText('{"replies": [\n  {"text": "ok"},\n  {"stop_reason": "tool_use"}\n]}')
    assert editor.use() is None and not editor.use_button.isEnabled()
    problems = [editor.problems.item(i).text() for i in range(editor.problems.count())]
    assert problems and "line 3" in problems[0]
    assert window.models.client.name == "fake"
    assert ask(window, Q1042).answer == NORMAL


def test_batch_run_from_the_file_menu(window, qtbot):
    window.bench.file_actions["batch"].trigger()
    view = window.bench.batch_view
    assert view.testset is not None and view.run_button.isEnabled()
    view.concurrency_spin.setValue(2)
    with qtbot.waitSignal(view.sig_done, timeout=15000) as done:
        assert view.start()
    assert len(done.args[0]) == 9 and [r.passed for r in done.args[0]].count(False) == 1  # the made-up answer


def arm_model_fault(window, kind: str, trigger: str = "next") -> None:
    panel = window.bench.panel
    choose(panel.model_kind_combo, kind)
    choose(panel.model_trigger.kind_combo, trigger)
    panel.arm_model_button.click()


def test_model_fault_strikes_the_scripted_model(window, ask):
    window.bench.scripted.open_editor()
    editor = window.bench.scripted.editor
    editor.editor.setPlainText('{"replies": [{"text": "Skript sagt hallo."}]}')
    assert editor.use() is not None
    arm_model_fault(window, "refusal")
    end = ask(window, Q1042)
    assert end.reason == "stop_reason"
    assert "⚡ fault struck at call 1: model: stops with refusal" in window.chat.plain_text()
    assert_valid_history(list(end.messages))


def test_model_faults_strike_a_real_provider_and_a_failed_request_never_leaves(window, ask, monkeypatch):
    import gui.models.provider_dialog
    from core.engine.events import Retrying
    from core.providers import RetryPolicy, make_client
    from tests.core.providers import replies as R
    from tests.core.providers.local_server import Json, ScriptedServer
    from tests.gui.provider_helpers import ANSWER, CALLS, QUESTION, use_provider

    fast = RetryPolicy(initial_delay=0.01)  # the provider's own policy, which the injected faults follow too
    monkeypatch.setattr(gui.models.provider_dialog, "make_client",
                        lambda config, key=None: make_client(config, key, policy=fast))
    retries: list = []
    window.runner.sig_event.connect(lambda e: retries.append(e) if isinstance(e, Retrying) else None)
    with ScriptedServer([Json(R.anthropic(CALLS)), Json(R.anthropic(text=ANSWER))]) as server:
        use_provider(window, server.url)
        arm_model_fault(window, "http_529", "every")
        failed = ask(window, QUESTION)
        assert failed.reason == "model_error" and "HTTP 529" in failed.detail
        assert server.requests == []  # three injected failures, none of them sent a request
        assert [(r.status, r.attempt) for r in retries] == [(529, 1), (529, 2)]  # retried twice, like the SDKs
        assert all(r.delay <= 0.02 for r in retries)  # with the provider's own (here: quick) backoff
        window.injector.disarm()
        arm_model_fault(window, "http_500")  # next call: fails once before it leaves, the retry goes out
        retries.clear()
        end = ask(window, QUESTION)
    assert end.answer == ANSWER and len(server.requests) == 2 and [r.attempt for r in retries] == [1]
    chat = window.chat.plain_text()
    assert "⚡ fault struck at call 1: model: HTTP 529 overloaded" in chat
    assert "⚡ fault struck at call 1: model: HTTP 500 server error" in chat
    assert_valid_history(list(end.messages)[1:])  # [0] is the question the 529 left unanswered


def test_an_injected_model_fault_distorts_a_real_reply(window, ask):
    from tests.core.providers import replies as R
    from tests.core.providers.local_server import Json, ScriptedServer
    from tests.gui.provider_helpers import ANSWER, CALLS, QUESTION, use_provider

    with ScriptedServer([Json(R.anthropic(CALLS)), Json(R.anthropic(text=ANSWER))]) as server:
        use_provider(window, server.url)
        arm_model_fault(window, "unknown_tool")
        end = ask(window, QUESTION)
    assert end.answer == ANSWER and len(server.requests) == 2
    chat = window.chat.plain_text()
    assert "⚡ fault struck at call 1: model: asks for an unknown tool" in chat and "delete_all_orders" in chat
    assert_valid_history(list(end.messages))


def test_a_failed_provider_run_saves_and_opens(window, ask, qtbot, tmp_path):
    from tests.core.providers.local_server import ScriptedServer
    from tests.gui.provider_helpers import QUESTION, error_reply, use_provider

    with ScriptedServer([error_reply(400, "kaputte Anfrage")]) as server:
        use_provider(window, server.url)
        assert ask(window, QUESTION).reason == "model_error"
    path = window.bench.files.save_run(tmp_path / "failed.json")
    record = load(path)
    assert record.settings.client.startswith("anthropic") and record.settings.model == "claude-test"
    assert "sk-test" not in path.read_text(encoding="utf-8")
    with qtbot.waitSignal(window.bench.files.sig_opened):
        assert window.bench.files.open_run(path) is not None
    assert "kaputte Anfrage" in window.chat.plain_text()


def test_struck_faults_are_grouped_by_question_and_new_conversation_clears_them(window, ask, qtbot):
    panel = window.bench.panel
    arm_tool_fault(window, "error", "every")
    ask(window, Q1042)
    ask(window, Q1042)
    qtbot.waitUntil(lambda: panel.struck_list.count() == 4)
    texts = [panel.struck_list.item(i).text() for i in range(4)]
    assert texts[0] == f"run 2: {Q1042}" and texts[2] == f"run 1: {Q1042}"
    assert "call_2" in texts[1] and "call_1" in texts[3]  # each strike under the question it struck in
    assert "2 struck" in panel.count_label.text()
    qtbot.mouseClick(window.toolbar.button_for(window.toolbar.act_new), Qt.MouseButton.LeftButton)
    assert panel.struck_list.count() == 0 and "0 struck" in panel.count_label.text()
    ask(window, Q1042)
    qtbot.waitUntil(lambda: panel.struck_list.count() == 2)
    assert panel.struck_list.item(0).text() == f"run 1: {Q1042}"


def test_a_batch_offers_lesson_data_or_current_orders_and_says_which_ran(window, qtbot, store, tmp_path):
    import csv

    store.update("1042", delivery="2026-11-05")  # one edit in the main window's orders
    view = window.bench.open_batch()
    assert [view.data_combo.itemText(i) for i in range(view.data_combo.count())] == ["lesson data", "current orders"]
    assert view.data_combo.currentText() == "lesson data"
    with qtbot.waitSignal(view.sig_done, timeout=15000) as lesson:
        assert view.start()
    assert [r.passed for r in lesson.args[0]].count(False) == 1  # the lesson's set, on the lesson's data
    assert view.summary.text() == "8 of 9 passed · ran against lesson data"
    assert store.get("1042").delivery.day == 5  # the user's edit is untouched
    view.data_combo.setCurrentText("current orders")
    with qtbot.waitSignal(view.sig_done, timeout=15000) as current:
        assert view.start()
    results = current.args[0]
    assert [r.passed for r in results].count(False) > 1 and {r.data for r in results} == {"current orders"}
    assert view.summary.text().endswith("· ran against current orders")
    rows = list(csv.DictReader(view.export(tmp_path / "r.csv", "csv").open(encoding="utf-8")))
    assert {row["data"] for row in rows} == {"current orders"}


def test_a_batch_case_reads_in_full_and_opens_as_its_run(window, qtbot):
    view = window.bench.open_batch()
    with qtbot.waitSignal(view.sig_done, timeout=15000) as done:
        assert view.start()
    failed = next(i for i, r in enumerate(done.args[0]) if not r.passed)
    view.table.selectRow(failed)
    details = view.details.toPlainText()
    for problem in done.args[0][failed].problems:
        assert problem_text(problem) in details  # every problem readable without a tooltip
    assert done.args[0][failed].answer in details and "orders: lesson data" in details
    with qtbot.waitSignal(window.bench.files.sig_opened, timeout=3000) as opened:
        view.table.doubleClicked.emit(view.model.index(failed, 0))
    record = opened.args[0]
    assert record.question == done.args[0][failed].question and record.outcome.answer == done.args[0][failed].answer
    assert done.args[0][failed].question in window.chat.plain_text()
    assert window.inspector.history.messages  # the case's conversation, as File → Open run shows a run
    assert window.bench.files.current is record  # File → Save run would save this case
