"""Save run / Open run / Run again / Export Markdown, on the widgets the live run uses (offscreen)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from core.engine.events import RunEnded
from core.engine.messages import dumped
from core.engine.stepper import Stepper
from core.faults.tool_faults import FaultInjector, ToolFault, Trigger
from core.lesson.fake_model import FakeClient
from core.lesson.tools import lesson_registry
from core.runs.markdown import to_markdown
from core.runs.record import VERSION, load, recorded_settings
from gui.chat.view import ChatView
from gui.inspector import Inspector
from gui.runs.files import RunFiles
from gui.runs.replay_view import CHANGED_BG
from gui.runs.show import describe, show_record
from gui.window.worker import LoopRunner, RunRequest
from tests.lessons import shop_settings

Q1042 = "Wann kommt Bestellung 1042 an?"


class Bench:
    """A chat, an inspector and a loop runner wired like the main window, plus RunFiles."""

    def __init__(self, qtbot, store, injector=None) -> None:
        self.qtbot = qtbot
        self.host = QWidget()
        qtbot.addWidget(self.host)
        self.store = store
        self.injector = injector or FaultInjector()
        self.chat, self.inspector = ChatView(), Inspector()
        qtbot.addWidget(self.chat)
        qtbot.addWidget(self.inspector)
        self.client = FakeClient()
        self.runner = LoopRunner(lesson_registry(), store, Stepper(), self.injector)
        self.files = RunFiles(self.host, store, lambda r: show_record(r, self.chat, self.inspector),
                              busy=lambda: self.runner.busy)
        for sink in (self.chat.on_event, self.inspector.on_event, self.files.on_event):
            self.runner.sig_event.connect(sink)

    def ask(self, question: str = Q1042) -> RunEnded:
        request = RunRequest(question, shop_settings(enabled_tools=["get_order_status"]), client=self.client)
        self.files.capture.begin(recorded_settings(self.client, request.settings, "de-shop"),
                                 self.injector.armed(), self.store.all(), len(self.runner.history))
        with self.qtbot.waitSignal(self.runner.sig_event, timeout=5000,
                                   check_params_cb=lambda e: isinstance(e, RunEnded)) as blocker:
            assert self.runner.start(request)
        return blocker.args[0]

    def close(self) -> None:
        self.files.shutdown()
        self.runner.shutdown()


@pytest.fixture
def bench(qtbot, store):
    made = Bench(qtbot, store)
    yield made
    made.close()


def _messages(inspector) -> list[dict]:
    return [dumped(m, "json") for m in inspector.history.messages]


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def test_save_then_open_shows_the_same_run(bench, qtbot, tmp_path):
    fault = ToolFault(tool="get_order_status", kind="error", trigger=Trigger(kind="probability", p=1.0, seed=7))
    bench.ask()
    bench.injector.arm(fault)
    bench.ask()
    live_messages, live_chat = _messages(bench.inspector), bench.chat.plain_text()
    path = bench.files.save_run(tmp_path / "run.json")
    record = load(path)
    assert record.faults == [fault] and record.prior == 4 and record.question == Q1042
    assert record.settings.client == "fake" and record.settings.enabled_tools == ["get_order_status"]
    other = Bench(qtbot, bench.store)
    try:
        with qtbot.waitSignal(other.files.sig_opened):
            assert other.files.open_run(path) is not None
        assert _messages(other.inspector) == live_messages
        shown = other.chat.plain_text()
        assert "⚡ fault: get_order_status: returns an error result" in shown
        assert "✗ Der Dienst ist gerade nicht erreichbar." in live_chat
        assert "faults: get_order_status: returns an error result (p=1, seed 7)" in shown
        assert "seed 7) seed" not in shown  # the trigger names its seed, once
        assert "✗ Der Dienst ist gerade nicht erreichbar." in shown
        assert "4 earlier messages" in shown and other.runner.history == []  # nothing ran
        assert [r.stop_reason for r in other.inspector.calls.model.records] == ["tool_use", "end_turn"]
    finally:
        other.close()


def test_damaged_and_newer_files_are_refused_with_a_message(bench, qtbot, tmp_path):
    bench.ask()
    good = bench.files.save_run(tmp_path / "run.json")
    before = bench.chat.plain_text()
    damaged = tmp_path / "damaged.json"
    damaged.write_text(good.read_text(encoding="utf-8")[:-40], encoding="utf-8")
    with qtbot.waitSignal(bench.files.sig_refused) as refused:
        assert bench.files.open_run(damaged) is None
    assert "damaged.json is damaged" in refused.args[0]
    assert [b.text() for b in _boxes()] == [refused.args[0]]
    _boxes()[0].accept()
    newer = tmp_path / "newer.json"
    data = json.loads(good.read_text(encoding="utf-8"))
    data["version"] = VERSION + 1
    newer.write_text(json.dumps(data), encoding="utf-8")
    with qtbot.waitSignal(bench.files.sig_refused) as refused:
        assert bench.files.open_run(newer) is None
    assert "newer version of the app" in refused.args[0]
    assert bench.chat.plain_text() == before  # the refused files changed nothing on screen
    for box in _boxes():
        box.accept()


@pytest.mark.parametrize("kind,field,value", [("RunStarted", "question", 5), ("ToolFinished", "use", {"id": 7}),
                                              ("ReplyReceived", "seconds", "slow"), ("RunEnded", "reason", "x")])
def test_a_crafted_run_with_a_wrong_type_is_refused_before_anything_is_drawn(bench, qtbot, tmp_path,
                                                                             kind, field, value):
    bench.ask()
    data = json.loads(bench.files.save_run(tmp_path / "run.json").read_text(encoding="utf-8"))
    data["checksum"] = ""  # crafted: no checksum to betray it
    for event in data["events"]:
        if event["type"] == kind:
            event["data"][field] = value
    crafted = tmp_path / "crafted.json"
    crafted.write_text(json.dumps(data, indent=1), encoding="utf-8")
    bench.ask("Danke, das war alles.")
    chat, messages, calls = bench.chat.plain_text(), _messages(bench.inspector), bench.inspector.calls.model.records[:]
    with qtbot.waitSignal(bench.files.sig_refused) as refused:
        assert bench.files.open_run(crafted) is None
    assert refused.args[0].startswith("crafted.json is damaged:\nline ")
    assert f".data.{field}" in refused.args[0]
    assert [b.text() for b in _boxes()] == [refused.args[0]]
    assert bench.chat.plain_text() == chat and _messages(bench.inspector) == messages  # nothing drawn
    assert bench.inspector.calls.model.records == calls
    for box in _boxes():
        box.accept()


def test_run_again_after_editing_1042_shows_the_changed_answer(bench, qtbot, store):
    bench.ask()
    store.update("1042", delivery="2026-11-05")
    with qtbot.waitSignal(bench.files.sig_replayed, timeout=5000) as replayed:
        assert bench.files.run_again()
    diff = replayed.args[0]
    assert diff.answer_changed and not diff.calls_changed
    model = bench.files.replay_view.model
    rows = {row[0]: row for row in model.rows}
    assert "3. November" in rows["answer"][1] and "5. November" in rows["answer"][2]
    assert rows["answer"][3] and rows["tool 1"][3] and not rows["calls"][3]
    changed = model.changed_rows()
    assert model.data(model.index(changed[0], 1), _role("BackgroundRole")) == CHANGED_BG
    assert model.data(model.index(2, 1), _role("BackgroundRole")) is None  # calls: unchanged
    assert "answer" in bench.files.replay_view.summary.text()
    assert bench.files.replay_view.orders.text() == (
        "Run again used the orders in the table now, not those saved with the run: 1 order changed since: 1042")
    with qtbot.waitSignal(bench.files.sig_opened):
        bench.files.replay_view.show_button.click()
    assert "5. November" in bench.chat.plain_text() and "3. November" not in bench.chat.plain_text()


def test_run_again_unchanged_says_so(bench, qtbot):
    bench.ask()
    with qtbot.waitSignal(bench.files.sig_replayed, timeout=5000) as replayed:
        assert bench.files.run_again()
    assert not replayed.args[0].changed
    assert bench.files.replay_view.model.changed_rows() == []
    assert bench.files.replay_view.summary.text().startswith("✓")


def test_export_markdown_and_nothing_to_save_yet(bench, qtbot, tmp_path):
    with qtbot.waitSignal(bench.files.sig_refused):
        assert bench.files.save_run(tmp_path / "x.json") is None
    for box in _boxes():
        box.accept()
    bench.ask()
    path = bench.files.export_markdown(tmp_path / "run.md")
    text = path.read_text(encoding="utf-8")
    assert text.startswith(f"# {Q1042}") and "get_order_status" in text and "3. November" in text


def test_replay_rows_model_passes_qtmodeltester(bench, qtbot, qtmodeltester, store):
    bench.ask()
    store.update("1042", status="zugestellt")
    with qtbot.waitSignal(bench.files.sig_replayed, timeout=5000):
        bench.files.run_again()
    qtmodeltester.check(bench.files.replay_view.model)


def _role(name: str):

    return getattr(Qt.ItemDataRole, name)


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


def test_markdown_says_where_a_model_fault_struck(window, ask):
    from core.faults.model_faults import ModelFault

    window.injector.arm(ModelFault(kind="refusal"))
    assert ask(window, Q1042).reason == "stop_reason"
    text = to_markdown(window.bench.files.current)
    assert "- ⚡ Fault struck at call 1: model: stops with refusal (next call)" in text


def test_a_run_too_deep_to_open_again_is_refused_at_save_and_nothing_is_written(bench, qtbot, tmp_path):
    bench.ask()
    record = bench.files.current
    deep: dict = {}
    for _ in range(80):
        deep = {"a": deep}
    message = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "x", "content": "x"}], "x": deep}
    bench.files.current = record.model_copy(update={"messages": [*record.messages, message]})
    with qtbot.waitSignal(bench.files.sig_refused) as refused:
        assert bench.files.save_run(tmp_path / "run.json") is None
    assert "deeper than 64 levels" in refused.args[0] and not (tmp_path / "run.json").exists()
    for box in _boxes():
        box.accept()
