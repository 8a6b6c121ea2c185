"""The batch view (offscreen): a test set runs on the worker thread with progress and a results table."""

from __future__ import annotations

import csv
import json
import threading

from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from gui.batch.results_model import BatchResultsModel
from gui.batch.view import BatchView
from tests.lessons import SHOP, SHOP_APPROVALS, SHOP_TESTSET


def make_view(qtbot, make_client=FakeClient) -> BatchView:
    view = BatchView(OrdersStore.in_memory(seed=SHOP), make_client)
    qtbot.addWidget(view)
    return view


def test_run_the_lesson_test_set_and_export(qtbot, tmp_path):
    view = make_view(qtbot)
    try:
        assert not view.run_button.isEnabled()
        assert view.load_file(SHOP_TESTSET) and view.run_button.isEnabled()
        view.concurrency_spin.setValue(3)
        steps = []
        view.runner.sig_progress.connect(lambda done, total, r: steps.append(done))
        with qtbot.waitSignal(view.sig_done, timeout=10000) as blocker:
            assert view.start()
            assert not view.start()  # one batch at a time
        results = blocker.args[0]
        assert len(results) == 9 and [r.passed for r in results].count(False) == 1 and not results[6].passed
        assert view.model.rowCount() == 9 and view.progress.value() == 9 and sorted(steps) == list(range(1, 10))
        assert [view.model.index(row, 0).data() for row in range(9)] == [r.question for r in results]
        assert view.model.index(7, 1).data() == "fault: get_order_status: database unavailable (next call)"
        assert view.model.index(4, 5).data() == 1  # the guessing question was handed off
        assert view.summary.text() == "8 of 9 passed · ran against lesson data" and view.csv_button.isEnabled()
        rows = list(csv.DictReader(view.export(tmp_path / "r.csv", "csv").open(encoding="utf-8")))
        assert len(rows) == 9
        assert json.loads(view.export(tmp_path / "r.json", "json").read_text(encoding="utf-8"))["passed"] == 8
    finally:
        view.shutdown()
    assert not view.runner.running


def test_cancel_skips_the_cases_not_yet_started(qtbot):
    gate, entered = threading.Event(), threading.Event()

    class GatedClient(FakeClient):
        def create(self, request, cancel=None, notify=None):
            entered.set()
            gate.wait(10)
            return super().create(request, cancel, notify)

    view = make_view(qtbot, GatedClient)
    try:
        view.load_file(SHOP_TESTSET)
        with qtbot.waitSignal(view.sig_done, timeout=10000) as blocker:
            view.start()
            qtbot.waitUntil(entered.is_set)  # the first question is with the model
            assert view.cancel_button.isEnabled()
            view.cancel_button.click()
            gate.set()
        [only] = blocker.args[0]
        assert only.reason == "cancelled" and not only.passed
        assert "cancelled after 1 of 9" in view.summary.text() and view.run_button.isEnabled()
    finally:
        gate.set()
        view.shutdown()


def test_a_bad_test_set_is_named_and_cannot_run(qtbot, tmp_path):
    path = tmp_path / "set.json"
    path.write_text('{"cases": [\n  {"question": ""}\n]}', encoding="utf-8")
    view = make_view(qtbot)
    try:
        assert not view.load_file(path)
        assert "line 2: cases[0].question" in view.file_label.text() and not view.run_button.isEnabled()
    finally:
        view.shutdown()


def test_results_model_is_consistent(qtmodeltester):
    from core.runs.batch import CaseResult
    model = BatchResultsModel()
    for index in (2, 0, 1):
        model.add(CaseResult(index=index, question=f"q{index}", passed=index != 1, reason="answer", answer="a",
                             calls=1, tokens=10, handoffs=0, failures=0))
    assert [r.index for r in model.results] == [0, 1, 2]
    qtmodeltester.check(model)


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
    token = view.runner.token
    window.close()
    _BatchGate.gate.set()
    assert not view.runner.running and token.cancelled


def test_batch_export_to_a_path_that_cannot_be_written_says_so(qtbot, tmp_path):
    view = make_view(qtbot)
    try:
        view.load_file(SHOP_TESTSET)
        with qtbot.waitSignal(view.sig_done, timeout=10000):
            assert view.start()
        assert view.export(tmp_path, "csv") is None  # a folder, not a file
        assert view.summary.text().startswith("✗ ") and "cannot be written" in view.summary.text()
        assert view.export(tmp_path / "r.csv", "csv") == tmp_path / "r.csv"
    finally:
        view.shutdown()


def test_a_cases_details_list_its_approval_decisions():
    from core.lesson.fake_model import FakeClient
    from core.lesson.store import OrdersStore
    from core.runs.batch import load_testset, run_batch
    from gui.batch.details import case_details

    results = run_batch(load_testset(SHOP_APPROVALS), FakeClient, OrdersStore.in_memory(seed=SHOP))
    text = case_details(results[1])
    assert "setup: approval: approve_all" in text
    assert "approvals:\n  • Freigabe call_1 cancel_order(1042): freigegeben (Stapel-Richtlinie: approve_all)" in text


def test_a_russian_batch_of_ru_northwind_shows_no_german(qtbot):
    """The lesson's own approval lines (not the default lesson's "Freigabe …"), the program's words in Russian."""
    from core.lesson.catalog import find_lesson
    from gui.batch.details import case_details
    from gui.common.i18n import language
    from tests.core.german_words import german_in

    lesson = find_lesson("ru-northwind")
    assert language.set("ru")
    view = BatchView(OrdersStore.in_memory(seed=lesson.seed()), lesson.fake_client, lesson=lesson)
    qtbot.addWidget(view)
    try:
        assert view.load_file(lesson.folder / "testset.json")
        with qtbot.waitSignal(view.sig_done, timeout=10000) as blocker:
            assert view.start()
        results = blocker.args[0]
        approvals = [line for r in results for line in r.approvals]
        assert len(approvals) == 2 and all(line.startswith("Решение call_1 refund_order(") for line in approvals)
        details = "\n".join(case_details(r) for r in results)
        assert german_in(details.splitlines()) == [], details
        assert "данные урока" in details, details
        setup = [view.model.index(row, 1).data() for row in (4, 5)]
        assert setup == ["инструменты: lookup_order, refund_order; одобрение: approve_all",
                         "инструменты: lookup_order, refund_order"]
    finally:
        view.shutdown()


def test_a_lesson_without_a_test_set_opens_a_batch_that_says_so_and_does_not_run(make_window, qtbot, tmp_path):
    import shutil

    from core.lesson.catalog import SHIPPED
    from core.lesson.loader import load_lesson

    folder = tmp_path / "ru-northwind"
    shutil.copytree(SHIPPED / "ru-northwind", folder)
    (folder / "testset.json").unlink()
    lesson = load_lesson(folder)
    window = make_window(store=OrdersStore.in_memory(seed=lesson.seed()), lesson=lesson)
    view = window.bench.open_batch()
    assert view.testset is None and view.file_label.text() == "This lesson has no test set: open one."
    assert not view.run_button.isEnabled() and view.open_button.isEnabled()
    assert not view.start()
    assert view.load_file(SHIPPED / "ru-northwind" / "testset.json") and view.run_button.isEnabled()
