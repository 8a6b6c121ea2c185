"""What a tester ran into on the bench in the real window, pinned down (offscreen): the scripted model after
New conversation, a seeded fault asked twice and run again, disarming one of two twins, the seed named once,
exports to a path that cannot be written, the provider dialog's prefill (CLI: test_bench_qa_cli.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.engine.events import ToolFinished
from core.faults.tool_faults import FaultInjector, ToolFault, Trigger
from core.runs.markdown import to_markdown
from gui.runs.show import describe
from gui.models.script_editor import ScriptEditor
from tests.bench.helpers import run
from tests.bench.test_batch_view import make_view

from .test_bench_window import Q1042, choose

GUESS = "Ich weiß die Nummer nicht mehr, es war ungefähr 1050."
SCRIPT = '{"replies": [{"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042"}}]},' \
         ' {"text": "Laut Skript: unterwegs."}]}'


def use_script(window, text: str) -> None:
    editor = window.bench.scripted.open_editor()
    editor.editor.setPlainText(text)
    assert window.bench.scripted.use(editor.use())


def test_new_conversation_starts_the_script_from_its_first_reply(window, ask, qtbot):
    use_script(window, SCRIPT)
    assert ask(window, Q1042).answer == "Laut Skript: unterwegs."
    assert ask(window, Q1042).reason == "model_error"  # the script is spent within one conversation
    qtbot.mouseClick(window.toolbar.widgetForAction(window.toolbar.act_new), Qt.MouseButton.LeftButton)
    end = ask(window, Q1042)
    assert end.reason == "answer" and end.answer == "Laut Skript: unterwegs."


def _strikes(window, ask, question: str) -> list[bool]:
    """Ask `question`; for each tool call, whether a fault struck it."""
    seen: list[bool] = []
    collect = lambda e: seen.append(bool(e.note)) if isinstance(e, ToolFinished) else None  # noqa: E731
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


def test_a_next_call_fault_behind_another_waits_for_the_following_call():
    injector = FaultInjector()
    for kind in ("error", "injection"):
        injector.arm(ToolFault(tool="get_order_status", kind=kind))
    first = run(Q1042, injector).of(ToolFinished)
    assert "returns an error result" in first[0].note and injector.count() == 1  # the injection still waits
    second = run(Q1042, injector).of(ToolFinished)
    assert "prompt-injection" in second[0].note and injector.count() == 0


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


def test_saved_run_and_markdown_name_a_seed_once_and_only_for_probability(window, ask):
    window.injector.arm(ToolFault(tool="get_order_status", kind="slow", delay_ms=0, trigger=Trigger(kind="every")))
    window.injector.arm(ToolFault(tool="get_return_window", kind="error",
                                  trigger=Trigger(kind="probability", p=0.3, seed=42)))
    ask(window, Q1042)
    record = window.bench.files.current
    for text in (describe(record), to_markdown(record)):
        assert text.lower().count("seed") == 1 and "p=0.3, seed 42" in text
        assert "(every call)" in text
    assert describe(record).startswith("saved run ")  # no 📂: a box where no emoji font is installed


def test_batch_export_to_a_path_that_cannot_be_written_says_so(qtbot, tmp_path):
    view = make_view(qtbot)
    try:
        view.load_file()
        with qtbot.waitSignal(view.sig_done, timeout=10000):
            assert view.start()
        assert view.export(tmp_path, "csv") is None  # a folder, not a file
        assert view.summary.text().startswith("✗ ") and "cannot be written" in view.summary.text()
        assert view.export(tmp_path / "r.csv", "csv") == tmp_path / "r.csv"
    finally:
        view.shutdown()


def test_script_editor_save_to_a_path_that_cannot_be_written_says_so(qtbot, tmp_path):
    editor = ScriptEditor()
    qtbot.addWidget(editor)
    assert editor.save_file(tmp_path) is False
    assert editor.status.text().startswith("cannot write") and editor.path is None
    assert editor.save_file(tmp_path / "s.json") and (tmp_path / "s.json").read_text(encoding="utf-8")


def test_refusals_use_a_mark_the_usual_fonts_have():
    from gui.models.switch import BUSY

    assert BUSY.startswith("⚠ ") and "⛔" not in BUSY


def test_provider_switch_prefills_the_url_that_fits_and_the_key_hint_is_not_clipped(qtbot, settings, monkeypatch):
    from core.providers import DEFAULT_BASE_URLS
    from gui.models.provider_dialog import ProviderDialog

    for name in ("LLM_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    settings.setValue("provider/name", "local")
    settings.setValue("provider/base_url", "http://127.0.0.1:18765/v1")
    dialog = ProviderDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.provider.setCurrentIndex(dialog.provider.findData("anthropic"))  # the local server's URL does not fit
    assert dialog.base_url.text() == DEFAULT_BASE_URLS["anthropic"]
    hint = dialog.key_hint
    assert "LLM_API_KEY" in hint.text() and hint.height() >= hint.heightForWidth(hint.width())
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai-chat"))
    dialog.base_url.setText("http://127.0.0.1:9999/v1")  # an OpenAI-compatible proxy typed by hand
    dialog.provider.setCurrentIndex(dialog.provider.findData("openai-responses"))
    assert dialog.base_url.text() == "http://127.0.0.1:9999/v1"  # same protocol family: kept


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


def test_markdown_says_where_a_model_fault_struck(window, ask):
    from core.faults.model_faults import ModelFault

    window.injector.arm(ModelFault(kind="refusal"))
    assert ask(window, Q1042).reason == "stop_reason"
    text = to_markdown(window.bench.files.current)
    assert "- ⚡ Fehler getroffen bei Aufruf 1: model: stops with refusal (next call)" in text
