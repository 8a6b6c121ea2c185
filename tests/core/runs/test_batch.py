"""Batch runs over a test set: the lesson's sample with the fake model, exports, the CLI, parallel runs."""

from __future__ import annotations

import csv
import io
import json

import pytest

from benchmarks.batch import measure
from core.cli.ask import main as cli_main
from core.engine.cancel import CancelToken
from core.json_lines import JsonFileError, parse
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.runs.batch import TestCase, TestSet, load_testset, run_batch, run_case, to_csv, to_json
from tests.lessons import SHOP, SHOP_TESTSET, shop_testset

NO_TOOLS = 6  # the lesson's first problem: without tools the model makes up "bis Freitag", and the set says FAIL


def test_the_lesson_sample_passes_with_the_fake_model_except_the_made_up_answer():
    testset = shop_testset(load_testset(SHOP_TESTSET))
    store = OrdersStore.in_memory(seed=SHOP)
    before = store.all()
    seen = []
    results = run_batch(testset, FakeClient, store, progress=lambda done, total, r: seen.append((done, total)))
    assert [r.passed for r in results] == [i != NO_TOOLS for i in range(len(testset.cases))], \
        [r.problems for r in results]
    assert [str(p) for p in results[NO_TOOLS].problems] == ["missing: '3. November'", "contains: 'Freitag'"]
    assert seen == [(n, len(testset.cases)) for n in range(1, len(testset.cases) + 1)]
    by_question = {r.question: r for r in results}
    guess = by_question["Ich weiß die Nummer nicht mehr, es war ungefähr 1050."]
    assert (guess.reason, guess.calls, guess.handoffs, guess.failures) == ("max_calls", 4, 1, 4)
    first = results[0]
    assert (first.calls, first.tokens, first.handoffs, first.failures) == (2, 34 + 3 + 45 + 12, 0, 0)
    faulty = results[7]  # db_down armed for this case only
    assert testset.cases[7].faults and faulty.failures == 1 and faulty.passed
    assert store.all() == before


def test_a_failing_case_says_why():
    case = TestCase(question="Wo ist Bestellung 9999?", must_contain=["3. November"],
                    must_not_contain=["nicht"], expect_reason="max_calls")
    defaults = shop_testset(TestSet(cases=[case])).defaults
    result = run_case(0, case, defaults, FakeClient(), OrdersStore.in_memory(seed=SHOP))
    assert not result.passed
    assert [(p.code, p.values) for p in result.problems] == [
        ("missing", {"text": "3. November"}), ("contains", {"text": "nicht"}),
        ("wrong_end", {"reason": "answer", "expected": "max_calls"})]
    assert [str(p) for p in result.problems] == ["missing: '3. November'", "contains: 'nicht'",
                                                 "ended answer, expected max_calls"]


def test_parallel_results_equal_sequential_and_keep_order():
    testset = shop_testset(load_testset(SHOP_TESTSET))
    one = run_batch(testset, FakeClient, OrdersStore.in_memory(seed=SHOP), concurrency=1)
    four = run_batch(testset, FakeClient, OrdersStore.in_memory(seed=SHOP), concurrency=4)
    assert [r.model_dump(exclude={"seconds"}) for r in one] == [r.model_dump(exclude={"seconds"}) for r in four]


def test_cancel_stops_starting_new_cases():
    token = CancelToken()
    results = run_batch(shop_testset(load_testset(SHOP_TESTSET)), FakeClient, OrdersStore.in_memory(seed=SHOP),
                        progress=lambda done, total, r: token.cancel() if done == 2 else None, cancel=token)
    assert len(results) == 2


def test_exports_csv_and_json():
    results = run_batch(shop_testset(load_testset(SHOP_TESTSET)), FakeClient, OrdersStore.in_memory(seed=SHOP))
    rows = list(csv.DictReader(io.StringIO(to_csv(results))))
    assert len(rows) == len(results) and rows[0]["question"] == results[0].question
    assert rows[4]["passed"] == "pass" and rows[4]["handoffs"] == "1" and rows[4]["calls"] == "4"
    data = json.loads(to_json(results))
    assert data["passed"] == len(results) - 1 and data["failed"] == 1
    assert data["results"][5]["answer"] == results[5].answer


def test_a_bad_test_set_names_line_and_field(tmp_path):
    path = tmp_path / "set.json"
    path.write_text('{"cases": [\n {"question": "a"},\n {"question": "b", "faults": [\n'
                    '   {"side": "tool", "tool": "get_order_status", "kind": "melt"}]}\n]}', encoding="utf-8")
    with pytest.raises(JsonFileError, match=r"set.json: line 4: cases\[1\].faults\[0\].kind: Input should be"):
        load_testset(path)


def test_cli_batch_prints_a_table_and_exports(tmp_path, capsys):
    out_csv, out_json = tmp_path / "r.csv", tmp_path / "r.json"
    code = cli_main(["batch", str(SHOP_TESTSET), "--lesson-data", "--concurrency", "2",
                     "--csv", str(out_csv), "--json", str(out_json)])
    printed = capsys.readouterr().out
    assert code == 1  # a failing case fails the command, so a script or CI can tell
    assert "8 of 9 passed" in printed and "Wo ist mein Paket?" in printed
    assert "(fault: get_order_status: database unavailable (next call))" in printed  # same question, told apart
    assert out_csv.read_text(encoding="utf-8").startswith("question,setup,passed,reason")
    assert json.loads(out_json.read_text(encoding="utf-8"))["passed"] == 8


def test_cli_batch_reports_a_bad_file_and_missing_key(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"cases": []}', encoding="utf-8")
    assert cli_main(["batch", str(bad), "--lesson-data"]) == 2
    assert "line 1: cases: List should have at least 1 item" in capsys.readouterr().err
    assert cli_main(["batch", str(SHOP_TESTSET), "--lesson-data", "--provider", "anthropic"]) == 2
    assert "LLM_API_KEY" in capsys.readouterr().err


def test_concurrency_four_keeps_four_requests_in_flight_against_a_local_server():
    """Behaviour, not timing: with concurrency 4 the server answers four requests at once, sequentially one.
    (benchmarks/batch.py prints the time ratio.)"""
    m = measure(delay=0.05, cases=8)
    assert m["passed_sequential"] == m["passed_concurrency4"] == 8
    assert m["peak_sequential"] == 1
    assert m["peak_concurrency4"] == 4, m


def test_each_result_says_which_orders_it_ran_against_and_keeps_its_run(tmp_path):
    from core.runs.batch import CURRENT_ORDERS, LESSON_DATA
    from core.runs.record import load, save

    store = OrdersStore.in_memory(seed=SHOP)
    store.update("1042", delivery="2026-11-05")
    case = TestCase(question="Wann kommt Bestellung 1042 an?", must_contain=["3. November"])
    testset = shop_testset(TestSet(cases=[case]))
    edited = run_batch(testset, FakeClient, store, data=CURRENT_ORDERS)
    lesson = run_batch(testset, FakeClient, OrdersStore.in_memory(seed=SHOP), data=LESSON_DATA)
    assert not edited[0].passed and lesson[0].passed  # the edit changed the verdict: the result says why
    assert edited[0].data == CURRENT_ORDERS and lesson[0].data == LESSON_DATA
    rows = list(csv.DictReader(io.StringIO(to_csv(edited))))
    assert rows[0]["data"] == CURRENT_ORDERS
    exported = json.loads(to_json(lesson))
    assert exported["data"] == LESSON_DATA and exported["results"][0]["data"] == LESSON_DATA
    assert "run" not in exported["results"][0]  # the run itself is not part of the export
    record = edited[0].run.record()
    assert record.question == testset.cases[0].question and record.outcome.answer == edited[0].answer
    assert [o.delivery for o in record.orders if o.order_id == "1042"] == [store.get("1042").delivery]
    assert load(save(record, tmp_path / "case.json")).outcome.reason == "answer"


def test_cli_batch_exports_say_which_orders_ran(tmp_path):
    out_csv, out_json = tmp_path / "r.csv", tmp_path / "r.json"
    cli_main(["batch", str(SHOP_TESTSET), "--lesson-data", "--csv", str(out_csv), "--json", str(out_json)])
    assert {row["data"] for row in csv.DictReader(io.StringIO(out_csv.read_text(encoding="utf-8")))} == {"lesson data"}
    assert json.loads(out_json.read_text(encoding="utf-8"))["data"] == "lesson data"


def test_cli_batch_runs_another_lesson_with_its_tools_data_and_fake_model(capsys):
    from core.lesson.catalog import SHIPPED

    code = cli_main(["batch", str(SHIPPED / "ru-northwind" / "testset.json"), "--lesson", "ru-northwind",
                     "--lesson-data"])
    printed = capsys.readouterr().out
    assert code == 0 and "6 of 6 passed" in printed and "Где мои заказы 4417 и 5120?" in printed
    assert cli_main(["batch", str(SHOP_TESTSET), "--lesson", "xx-none", "--lesson-data"]) == 2
    assert "no lesson 'xx-none'" in capsys.readouterr().err


def test_a_case_sets_the_protocol_switches_and_its_setup_says_so():
    tools = ["get_order_status", "get_return_window"]
    testset = shop_testset(TestSet.model_validate({"defaults": {"tools": tools}, "cases": [
        {"question": "Wann kommt Bestellung 1042 an?", "tool_choice": "none", "must_contain": ["Freitag"]},
        {"question": "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?", "parallel_tool_calls": False,
         "must_contain": ["3. November", "9. November"]}]}))
    first, second = run_batch(testset, FakeClient, OrdersStore.in_memory(seed=SHOP))
    assert first.passed and first.setup == "tool_choice none"
    assert second.passed and second.setup == "parallel tool calls off" and second.calls == 3
    assert second.run is not None and second.run.settings.parallel_tool_calls is False  # saved with the run


def test_a_case_forcing_a_tool_the_defaults_do_not_offer_is_refused_when_the_set_loads():
    with pytest.raises(JsonFileError, match="case 1: tool choice names get_return_window, which is not offered"):
        parse(json.dumps({"defaults": {"tools": ["get_order_status"]},
                          "cases": [{"question": "Wo ist 1042?", "tool_choice": "tool:get_return_window"}]}),
              TestSet, "set.json")


def test_a_russian_batch_on_the_command_line_prints_no_german(capsys, tmp_path):
    """`main.py batch --lesson ru-northwind`: the table and its problems in English, the lesson's words in
    Russian, the approval lines in the lesson's own trace words."""
    from core.lesson.catalog import SHIPPED
    from tests.core.german_words import german_in

    data = json.loads((SHIPPED / "ru-northwind" / "testset.json").read_text(encoding="utf-8"))
    data["cases"].append({"question": "Где мои заказы 4417 и 5120?", "must_contain": ["9999"],
                          "must_not_contain": ["4417"], "expect_reason": "max_calls"})
    path, out_json = tmp_path / "ru.json", tmp_path / "results.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code = cli_main(["batch", str(path), "--lesson", "ru-northwind", "--lesson-data", "--json", str(out_json)])
    printed = capsys.readouterr()
    lines = (printed.out + printed.err).splitlines()
    assert code == 1 and "6 of 7 passed" in printed.out
    assert "    missing: '9999'" in lines and "    contains: '4417'" in lines
    assert "    ended answer, expected max_calls" in lines
    assert german_in(lines) == []
    approvals = [line for r in json.loads(out_json.read_text(encoding="utf-8"))["results"] for line in r["approvals"]]
    assert len(approvals) == 2 and german_in(approvals) == [], approvals
    assert approvals[0].startswith("Решение call_1 refund_order(4417): одобрено (правило пакета")


def test_a_ru_northwind_batch_words_its_approvals_in_the_lessons_language():
    from core.lesson.catalog import find_lesson
    from tests.core.german_words import german_in

    lesson = find_lesson("ru-northwind")
    testset = load_testset(lesson.folder / "testset.json")
    testset = testset.model_copy(update={"defaults": lesson.run_settings().overridden_by(testset.defaults)})
    results = run_batch(testset, lesson.fake_client, OrdersStore.in_memory(seed=lesson.seed()),
                        registry=lesson.registry(), labels=lesson.meta.trace)
    approvals = [line for r in results for line in r.approvals]
    assert [r.passed for r in results] == [True] * 6
    assert len(approvals) == 2 and german_in(approvals) == [], approvals
    assert "отклонено (правило пакета" in approvals[1]
