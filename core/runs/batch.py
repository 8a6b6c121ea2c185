"""Batch runs over a test set: questions with what a good answer must (not) contain, optional faults.

    {"name": "Lektion", "defaults": {"tools": ["get_order_status"], "customer": "K-200", "max_calls": 4},
     "approval": "reject_all",
     "cases": [{"question": "Wann kommt Bestellung 1042 an?", "must_contain": ["3. November"],
                "faults": [{"side": "tool", "tool": "get_order_status", "kind": "error"}]},
               {"question": "Storniere Bestellung 1311", "tools": ["cancel_order"],
                "approval": {"policy": "approve_matching", "match": {"order_id": "13\\d\\d"}}}]}

Calls of acting tools are decided by the case's `approval` policy (else the test set's; by default
reject_all): approve_all, reject_all, or approve_matching with a pattern per input field. Each
decision is named "batch policy" in the case's events and listed in its `approvals`.

`run_batch` runs every case with a fresh client (from `make_client`) and its own
fault injector, sequentially or on a thread pool (`concurrency`), and returns
one `CaseResult` per case in test-set order. Each result names the orders it ran
against (`data`, e.g. the lesson's data or the current orders) and keeps its run
(`result.run.record()` builds the `RunRecord` to show or save; exports leave it
out). Export as CSV or JSON.
"""

from __future__ import annotations

import csv
import io
import json
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, InstanceOf, ValidationError, model_validator

from core.engine.approval import BATCH_POLICY, ApprovalPolicy, PolicyApprover
from core.engine.cancel import CancelToken
from core.engine.client import ModelClient
from core.engine.events import ApprovalDecided, RunEnded, ToolFinished
from core.engine.settings import RunSettings
from core.engine.switches import describe_switches
from core.engine.tools import ToolRegistry
from core.faults.model_faults import AnyFault
from core.faults.tool_faults import FaultInjector
from core.json_lines import parse
from core.lesson.orders import Order
from core.lesson.spec import TraceLabels
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from core.lesson.trace import approval_line
from core.runs.assemble import assemble_loop
from core.runs.record import RecordedSettings, Recorder, RunRecord, make_record, recorded_settings
from core.runs.run_problems import Problem, problem

LESSON_DATA, CURRENT_ORDERS = "lesson data", "current orders"  # what a batch's orders can be


class TestCase(RunSettings):
    """A question and what its answer must (not) contain. Run settings named here (`tools`, `customer`,
    `max_calls`, …) override the test set's defaults for this case only."""

    __test__ = False  # not a pytest class
    question: str = Field(min_length=1)
    must_contain: list[str] = Field(default_factory=list)
    must_not_contain: list[str] = Field(default_factory=list)
    expect_reason: str | None = None  # e.g. "answer" or "max_calls"
    faults: list[AnyFault] = Field(default_factory=list)
    approval: ApprovalPolicy | None = None  # None: the test set's policy
    note: str = ""


class TestSet(BaseModel):
    __test__ = False
    model_config = ConfigDict(extra="forbid")
    name: str = ""
    defaults: RunSettings = RunSettings()
    approval: ApprovalPolicy = ApprovalPolicy()  # for cases that name none: by default every action is rejected
    cases: list[TestCase] = Field(min_length=1)

    @model_validator(mode="after")
    def _cases_fit_the_defaults(self):
        """A case's settings joined with the defaults must make sense too (e.g. a forced tool that is offered)."""
        for number, case in enumerate(self.cases, 1):
            try:
                self.defaults.overridden_by(case)
            except ValidationError as error:
                raise ValueError(f"case {number}: {error.errors()[0]['msg'].removeprefix('Value error, ')}") from None
        return self


@dataclass
class CaseRun:
    """Everything to rebuild one case as a `RunRecord`, kept raw until someone asks (opening it in the window)."""

    settings: RecordedSettings
    faults: list
    orders: list[Order]
    question: str
    recorder: Recorder
    end: RunEnded

    def record(self) -> RunRecord:
        return make_record(self.settings, self.faults, self.orders, self.question, list(self.end.messages), 0,
                           self.recorder, self.end)


class CaseResult(BaseModel):
    index: int
    question: str
    passed: bool
    reason: str
    answer: str
    calls: int
    tokens: int
    handoffs: int
    failures: int  # error tool results, skipped calls and model errors
    problems: list[Problem] = Field(default_factory=list)
    seconds: float = 0.0
    setup: str = ""  # what differs from the defaults: tools on offer, armed faults
    data: str = ""  # the orders the case ran against, e.g. LESSON_DATA or CURRENT_ORDERS
    approvals: list[str] = Field(default_factory=list)  # each acting call's decision, who made it and why
    run: InstanceOf[CaseRun] | None = Field(default=None, exclude=True, repr=False)  # to show it as a saved run
    case: TestCase | None = Field(default=None, exclude=True, repr=False)  # for the window to word its setup


def load_testset(path: str | Path) -> TestSet:
    path = Path(path)
    return parse(path.read_text(encoding="utf-8"), TestSet, path.name)


def judge(case: TestCase, reason: str, answer: str) -> list[Problem]:
    """What is wrong with an answer (codes and values; str() gives the English sentence); empty when it passes."""
    problems = [problem("missing", text=s) for s in case.must_contain if s not in answer]
    problems += [problem("contains", text=s) for s in case.must_not_contain if s in answer]
    if case.expect_reason and reason != case.expect_reason:
        problems.append(problem("wrong_end", reason=reason, expected=case.expect_reason))
    return problems


def describe_setup(case: TestCase) -> str:
    tools = case.enabled_tools if "enabled_tools" in case.model_fields_set else None
    parts = [] if tools is None else [f"tools: {', '.join(tools) or 'none'}"]
    switches = {"tool_choice", "parallel_tool_calls", "strict_tools"} & case.model_fields_set
    if switches:
        parts.append(describe_switches(case.tool_choice, case.parallel_tool_calls, case.strict_tools) or
                     "default tool calls")
    parts += [f"fault: {f.describe()}" for f in case.faults]
    if case.approval is not None:
        parts.append(f"approval: {case.approval.describe()}")
    return "; ".join(parts)


def run_case(index: int, case: TestCase, defaults: RunSettings, client: ModelClient, store: OrdersStore,
             registry: ToolRegistry | None = None, cancel: CancelToken | None = None, data: str = "",
             approval: ApprovalPolicy | None = None, labels: TraceLabels | None = None) -> CaseResult:
    """One case; its acting calls are decided by its own policy, else by `approval`, else rejected, and
    listed in the lesson's trace words (`labels`: the lesson whose tools run; None: the default lesson's)."""
    injector = FaultInjector()
    for fault in case.faults:
        injector.arm(fault)
    settings = defaults.overridden_by(case)
    registry = registry or lesson_registry()
    approver = PolicyApprover(case.approval or approval or ApprovalPolicy(), BATCH_POLICY, registry.texts)
    loop = assemble_loop(client, store, settings, faults=injector, registry=registry, approver=approver)
    failed: list[ToolFinished] = []
    decided: list[ApprovalDecided] = []

    def watch(event: object) -> None:
        if isinstance(event, ToolFinished) and event.result.is_error:
            failed.append(event)
        elif isinstance(event, ApprovalDecided):
            decided.append(event)

    recorder = Recorder(watch)
    orders = store.all()
    started = time.monotonic()
    end = loop.run(case.question, emit=recorder, cancel=cancel)
    problems = judge(case, end.reason, end.answer)
    recorded = recorded_settings(client, settings, store.seed.lesson)
    run = CaseRun(recorded, list(case.faults), orders, case.question, recorder, end)
    return CaseResult(index=index, question=case.question, passed=not problems, reason=end.reason,
                      answer=end.answer, calls=end.calls, tokens=end.input_tokens + end.output_tokens,
                      handoffs=int(end.handoff), failures=len(failed) + int(end.reason == "model_error"),
                      problems=problems, seconds=round(time.monotonic() - started, 3), setup=describe_setup(case),
                      data=data, approvals=[approval_line(e, labels) for e in decided], run=run, case=case)


def run_batch(testset: TestSet, make_client: Callable[[], ModelClient], store: OrdersStore, concurrency: int = 1,
              progress: Callable[[int, int, CaseResult], None] | None = None,
              cancel: CancelToken | None = None, registry: ToolRegistry | None = None,
              data: str = "", labels: TraceLabels | None = None) -> list[CaseResult]:
    """Run all cases; `progress(done, total, result)` after each. Cancelled cases are not started.
    `data` names the orders in `store` (it goes into every result and export); `labels` are the trace words
    of the lesson whose `registry` it is (its approval lines are in that lesson's language)."""
    cancel = cancel or CancelToken()
    total = len(testset.cases)
    results: list[CaseResult | None] = [None] * total
    done = 0

    def one(index: int) -> CaseResult | None:
        if cancel.cancelled:
            return None
        return run_case(index, testset.cases[index], testset.defaults, make_client(), store, registry, cancel, data,
                        testset.approval, labels)

    def finished(index: int, result: CaseResult | None) -> None:
        nonlocal done
        results[index] = result
        if result is not None:
            done += 1
            if progress is not None:
                progress(done, total, result)

    if concurrency <= 1:
        for index in range(total):
            finished(index, one(index))
    else:
        with ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="tls-batch") as pool:
            futures = {pool.submit(one, i): i for i in range(total)}
            for future in as_completed(futures):
                finished(futures[future], future.result())
    return [r for r in results if r is not None]


COLUMNS = ("question", "setup", "passed", "reason", "calls", "tokens", "handoffs", "failures", "problems", "answer",
           "data", "approvals")


def to_csv(results: list[CaseResult]) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for r in results:
        writer.writerow([r.question, r.setup, "pass" if r.passed else "fail", r.reason, r.calls, r.tokens, r.handoffs,
                         r.failures, "; ".join(map(str, r.problems)), r.answer, r.data, "; ".join(r.approvals)])
    return out.getvalue()


def to_json(results: list[CaseResult]) -> str:
    passed = sum(r.passed for r in results)
    sources = sorted({r.data for r in results if r.data})
    data = {"passed": passed, "failed": len(results) - passed, "data": ", ".join(sources),
            "results": [r.model_dump() for r in results]}
    return json.dumps(data, ensure_ascii=False, indent=2)
