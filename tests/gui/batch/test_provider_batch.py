"""File → Batch run… uses the window's model: a real provider (local server, cases in parallel) or the script."""

from __future__ import annotations

import csv
import json
import re
import threading

import pytest
from PySide6.QtWidgets import QLabel, QLineEdit

from core.runs.batch import TestCase, TestSet
from gui.models.labels import provider_config
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, Recorded, ScriptedServer
from tests.gui.provider_helpers import KEY, use_provider

CASES = [TestCase(question="Wann kommt Bestellung 1042 an?", must_contain=["3. November"]),
         TestCase(question="Wann kommt Bestellung 1187 an?", must_contain=["26. Oktober"]),
         TestCase(question="Wann kommt Bestellung 1577 an?", must_contain=["20. November"]),
         TestCase(question="Wo ist Bestellung 9999?", must_contain=["keine Bestellung 9999"]),
         TestCase(question="Wann kommt Bestellung 1042 an?", must_contain=["Freitag"])]  # fails on purpose
SCRIPT = ('{"name": "batch-skript", "replies": [\n'
          '  {"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042"}}]},\n'
          '  {"text": "Skript: 1042 kommt am 3. November.", "usage": {"input_tokens": 7, "output_tokens": 3}}\n]}')


class CountingServer(ScriptedServer):
    """Counts requests in flight in the handler. The first request is held until a second one arrives (or 10 s
    pass), so a parallel batch shows 2+ in flight for sure and a sequential one cannot: no timing involved."""

    def __init__(self, script) -> None:
        self.in_flight = self.peak = 0
        self.gate_open = False
        self.cond = threading.Condition()
        super().__init__(script)

    def enter(self) -> None:
        with self.cond:
            self.in_flight += 1
            self.peak = max(self.peak, self.in_flight)
            self.cond.notify_all()
            if not self.gate_open:
                self.cond.wait_for(lambda: self.peak >= 2 or self.stopping.is_set(), timeout=10)
                self.gate_open = True

    def leave(self) -> None:
        with self.cond:
            self.in_flight -= 1

    def _handler_class(self):
        base, server = super()._handler_class(), self

        class Counting(base):
            def do_POST(self) -> None:
                server.enter()
                try:
                    super().do_POST()
                finally:
                    server.leave()

        return Counting


def tool_text(message: dict) -> str | None:
    """The text of the tool_result in a user message (string or text blocks), or None if it has none."""
    for block in message["content"] if isinstance(message["content"], list) else []:
        if block.get("type") == "tool_result":
            content = block.get("content")
            return content if isinstance(content, str) else " ".join(b.get("text", "") for b in content)
    return None


def order_model(record: Recorded) -> Json:
    """A model that looks the order up, then repeats what the tool said."""
    messages = record.body["messages"]
    result = tool_text(messages[-1])
    if result is not None:
        return Json(R.anthropic(text=f"Laut System: {result}"))
    question = messages[-1]["content"]
    question = question if isinstance(question, str) else question[0]["text"]
    order = re.search(r"\d{4}", question).group(0)
    return Json(R.anthropic([(f"toolu_{order}", "get_order_status", {"order_id": order})]))


def write_testset(tmp_path, cases=CASES):
    path = tmp_path / "set.json"
    path.write_text(TestSet(name="batch", cases=cases).model_dump_json(exclude_defaults=True), encoding="utf-8")
    return path


def run(view, qtbot) -> list:
    with qtbot.waitSignal(view.sig_done, timeout=20000) as done:
        assert view.start()
    return done.args[0]


def test_provider_batch_runs_every_case_through_the_server_in_parallel(window, qtbot, tmp_path, monkeypatch):
    monkeypatch.delenv("LLM_API_KEY", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    view = window.bench.open_batch()
    assert view.model_label.text() == "model: Fake (lesson)"  # what the window used when the batch opened
    with CountingServer(order_model) as server:
        use_provider(window, server.url)  # the key is typed into the dialog: memory only
        assert provider_config(window.models.client) is not None
        assert view.load_file(write_testset(tmp_path))
        results = run(view, qtbot)
    assert view.model_label.text() == "model: Anthropic Messages · claude-test"
    assert view.concurrency_spin.value() == 4  # a real provider runs 4 at once unless the user said otherwise
    assert len(server.requests) == 2 * len(CASES)  # one tool call and one answer per question
    assert server.peak >= 2 and server.in_flight == 0
    assert all(r.path == "/v1/messages" and r.headers["x-api-key"] == KEY for r in server.requests)
    assert {r.body["model"] for r in server.requests} == {"claude-test"}
    assert [r.passed for r in results] == [True, True, True, True, False]
    assert [(r.calls, r.tokens, r.handoffs) for r in results] == [(2, 2 * (512 + 98), 0)] * len(CASES)
    assert [r.failures for r in results] == [0, 0, 0, 1, 0]  # 9999: the tool's error result
    assert results[0].answer.startswith("Laut System: 1042") and "3. November" in results[0].answer
    model = view.model
    assert model.rowCount() == len(CASES) and view.progress.value() == len(CASES)
    assert [model.index(row, 2).data() for row in range(len(CASES))] == ["pass"] * 4 + ["FAIL"]
    assert view.summary.text() == "4 of 5 passed · ran against lesson data"
    csv_text = view.export(tmp_path / "r.csv", "csv").read_text(encoding="utf-8")
    json_text = view.export(tmp_path / "r.json", "json").read_text(encoding="utf-8")
    assert KEY not in csv_text and KEY not in json_text
    assert len(list(csv.DictReader(csv_text.splitlines()))) == len(CASES)
    assert json.loads(json_text)["passed"] == 4
    shown = [w.text() for w in view.window().findChildren(QLabel) + view.window().findChildren(QLineEdit)]
    shown += [model.index(r, c).data() for r in range(model.rowCount()) for c in range(model.columnCount())]
    assert not any(KEY in str(text) for text in shown)


def test_provider_batch_takes_the_key_from_the_environment(window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LLM_API_KEY", KEY)
    with CountingServer(order_model) as server:
        use_provider(window, server.url, key=None)
        view = window.bench.open_batch()
        assert view.load_file(write_testset(tmp_path, CASES[:2]))
        results = run(view, qtbot)
    assert [r.passed for r in results] == [True, True]
    assert len(server.requests) == 4 and {r.headers["x-api-key"] for r in server.requests} == {KEY}


def test_a_missing_key_stops_the_batch_before_any_request(window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LLM_API_KEY", KEY)
    with CountingServer(order_model) as server:
        use_provider(window, server.url, key=None)
        monkeypatch.delenv("LLM_API_KEY")  # gone from the environment after the model was chosen
        monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
        view = window.bench.open_batch()
        assert view.load_file(write_testset(tmp_path, CASES[:1]))
        assert not view.start() and not view.running
        assert "No API key for anthropic" in view.summary.text()
        assert view.model_label.text().startswith("✗ No API key")
    assert server.requests == []


def test_scripted_batch_uses_the_script_once_per_question(window, qtbot, tmp_path):
    window.bench.scripted.open_editor()
    editor = window.bench.scripted.editor
    editor.editor.setPlainText(SCRIPT)
    chosen = editor.use()
    assert chosen is not None and window.models.client is chosen
    view = window.bench.open_batch()
    assert view.model_label.text() == "model: Scripted: batch-skript (2 replies)"
    cases = [TestCase(question=q, must_contain=["3. November"]) for q in ("Wann kommt 1042?", "Und 1042?", "1042?")]
    view.concurrency_spin.setValue(2)
    assert view.load_file(write_testset(tmp_path, cases))
    results = run(view, qtbot)
    assert [r.answer for r in results] == ["Skript: 1042 kommt am 3. November."] * 3  # each case from reply 1
    assert all(r.passed and r.calls == 2 and r.tokens == 10 and r.reason == "answer" for r in results)
    assert chosen.position == 0  # the window's own scripted client was not used up by the batch


def test_every_case_gets_its_own_client_and_an_unknown_model_is_refused():
    from core.lesson.fake_model import FakeClient
    from core.providers import ProviderConfig
    from gui.batch.models import NoBatchModel, batch_model_for, for_provider

    fake = batch_model_for(FakeClient())
    assert fake.description == "Fake (lesson)" and not fake.real and fake.make_client() is not fake.make_client()
    real = for_provider(ProviderConfig("local", model="m", base_url="http://127.0.0.1:9/v1"))
    first, second = real.make_client(), real.make_client()
    assert first is not second and first.session.http is second.session.http  # one thread-safe pool per batch
    real.release()
    assert first.session.http.is_closed
    with pytest.raises(NoBatchModel, match="Batch runs need"):
        batch_model_for(object())


def test_a_key_typed_then_cancelled_does_not_reach_the_batch(window, monkeypatch):
    """The batch uses the key the window's model was built with, not one typed later and cancelled."""
    import gui.batch.models as batch_models
    from tests.gui.provider_helpers import pick_real, use_provider

    use_provider(window, "http://127.0.0.1:9/v1", key="sk-test-A")
    dialog = pick_real(window)
    dialog.key.setText("sk-test-B")
    dialog.reject()
    seen = []
    monkeypatch.setattr(batch_models, "for_provider", lambda config, key=None: seen.append(key))
    batch_models.window_batch_model(window)
    assert seen == ["sk-test-A"]
