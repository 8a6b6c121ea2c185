"""One reply's tool calls: consecutive reading calls run together, each acting call alone after approval.

The calls are cut into groups in the order the model asked for them: a run of
reading calls is one group and runs concurrently on a small thread pool (unless at
most one of them could wait on anything: then they run one after another); an
acting call is a group of its own and waits for an `Approver`'s decision
first. Events (ToolStarted, ToolFinished, fault strikes) are reported from the
loop's thread in call order, so a trace reads the same however the threads were
scheduled; the results go back in one user message in the order of the calls.
"""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Callable
from dataclasses import replace
from time import monotonic
from typing import TYPE_CHECKING, Any

from core.engine._abandonable import CallTimedOut, job_result, run_abandonable, start_job
from core.engine.approval import ApprovalRequest, Approver, Decision, cancelled, timed_out
from core.engine.by_hand import BY_HAND, suggest
from core.engine.cancel import Cancelled, CancelToken
from core.engine.events import ApprovalDecided, ApprovalRequested, Paused, ToolFinished, ToolStarted
from core.engine.messages import ToolResultBlock, ToolUseBlock, tool_result
from core.engine.settings import RunSettings
from core.engine.stepper import Stepper
from core.engine.tools import (
    INVALID_ARGUMENTS,
    PlainCall,
    Session,
    ToolContext,
    ToolHooks,
    ToolOutcome,
    ToolRegistry,
    ToolSpec,
)

if TYPE_CHECKING:
    from core.engine._run import RunState

MAX_TOGETHER = 8  # reading calls of one reply that run at the same time; more wait for a free thread
Job = Callable[[], tuple[ToolOutcome, str]]


def describe_call(use: ToolUseBlock) -> str:
    """A call in short, as the lesson prints it: `get_order_status(1042)` for one input field (its value
    alone), `refund(order_id=5120, amount=12.5)` for several, `name()` for none."""
    given = use.input if isinstance(use.input, dict) else {}
    values = {key: _short(value) for key, value in given.items() if key != INVALID_ARGUMENTS}
    if len(values) == 1:
        return f"{use.name}({next(iter(values.values()))})"
    return f"{use.name}({', '.join(f'{key}={value}' for key, value in values.items())})"


def _short(value: object) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def groups(uses: list[ToolUseBlock], acting: list[bool]) -> list[tuple[list[ToolUseBlock], bool]]:
    """The calls in order, cut so that consecutive non-acting calls share a group and each acting call
    (`acting[i]` says whether `uses[i]` acts) stands alone; each group with whether it acts."""
    cut: list[tuple[list[ToolUseBlock], bool]] = []
    for use, acts in zip(uses, acting, strict=True):
        if acts or not cut or cut[-1][1]:
            cut.append(([use], acts))
        else:
            cut[-1][0].append(use)
    return cut


def run_together(jobs: list[Job], cancel) -> list[tuple[ToolOutcome, str, float]]:
    """Run the jobs at once (at most MAX_TOGETHER at a time, on the engine's reused helper threads); their
    outcomes (with seconds each took) in job order. Raises Cancelled as soon as the run is cancelled, without
    waiting for stragglers; jobs not yet started then never start."""
    done = threading.Event()
    left = [len(jobs)]
    lock = threading.Lock()
    slots = threading.BoundedSemaphore(MAX_TOGETHER)

    def timed(job: Job) -> tuple[ToolOutcome, str, float]:
        try:
            with slots:
                cancel.raise_if_cancelled()
                started = monotonic()
                outcome, note = job()
                return outcome, note, monotonic() - started
        finally:
            with lock:
                left[0] -= 1
                if left[0] == 0:
                    done.set()

    unlink = cancel.on_cancel(done.set)
    try:
        started = [start_job(functools.partial(timed, job)) for job in jobs]
        done.wait()
        cancel.raise_if_cancelled()
        return [job_result(job) for job in started]
    finally:
        unlink()


def _decide(approver: Approver, request: ApprovalRequest, cancel: CancelToken, timeout: float | None) -> Decision:
    """The approver's decision: an instant one asked here, any other on a helper thread the run stops
    waiting for on timeout (CallTimedOut) or cancel (Cancelled, which also wins over a decision that came)."""
    if not getattr(approver, "instant", False):
        return run_abandonable(lambda: approver.decide(request, cancel), timeout, cancel, "approval")
    decision = approver.decide(request, cancel)
    cancel.raise_if_cancelled()
    return decision


class ToolCalls:
    """The part of `ToolLoop` that runs the tools of one reply (a mixin: it uses the loop's fields)."""

    approver: Approver
    registry: ToolRegistry
    settings: RunSettings
    stepper: Stepper
    session: Session
    store: Any
    hooks: ToolHooks | None
    clock: Callable[[], float]

    if TYPE_CHECKING:  # the loop's own, declared for the type checker
        def tools(self) -> tuple[ToolSpec, ...]: ...
        def _check_clock(self, run: RunState) -> None: ...
        def _pause(self, run: RunState, event: Paused) -> None: ...
        def _skip(self, run: RunState, call_no: int, use: ToolUseBlock, why: str) -> ToolResultBlock: ...

    def _run_group(self, run: RunState, call_no: int, uses: list[ToolUseBlock], acting: bool,
                   results: list[ToolResultBlock], allowed: list[str]) -> None:
        """Run `uses` (reading calls, or one `acting` call) and append their results in call order; `allowed`
        names the tools on offer."""
        cancel = run.cancel
        if cancel.cancelled:
            cancel.raise_if_cancelled()
        if run.deadline is not None:
            self._check_clock(run)
        if acting or self.stepper.enabled:
            uses = self._before_group(run, call_no, uses, acting, results, allowed)
            if not uses:
                return
        if len(uses) == 1 and self.hooks is None and uses[0].id not in run.repeated:
            self._run_one(run, call_no, uses[0], results, allowed)
            return
        group = tuple(u.id for u in uses) if len(uses) > 1 and not acting else ()
        jobs: list[Job | None] = []
        emit, repeated = run.emit, run.repeated
        for use in uses:  # on the loop's thread, in call order: events and fault picks keep their order
            if repeated and use.id in repeated:
                jobs.append(None)
                continue
            emit(ToolStarted(call_no, use, group))
            jobs.append(self._job(run, use, allowed))
        for use, (outcome, note, seconds) in zip(uses, self._outcomes(run, jobs), strict=True):
            if outcome is None:
                why = self.registry.texts.repeated_id.format(id=repeated[use.id])
                results.append(self._skip(run, call_no, use, why))
                continue
            emit(ToolFinished(call_no, use, outcome.result, outcome.touched, False, seconds, note, group))
            results.append(outcome.result)

    def _before_group(self, run: RunState, call_no: int, uses: list[ToolUseBlock], acting: bool,
                      results: list[ToolResultBlock], allowed: list[str]) -> list[ToolUseBlock]:
        """An acting call's approval (no calls left to run when it is refused or answered by hand), or step
        mode's pause before reading calls: the calls to run."""
        if acting:
            decision = self._approval(run, call_no, uses[0], allowed)
            if not decision.approved:
                self._refused(run, call_no, uses[0], decision, results)
                return []
            if decision.result is not None:
                self._hand_result(run, call_no, uses[0], decision.result, results)
                return []
            if decision.input is not None:
                return [replace(uses[0], input=decision.input)]
            return uses
        together = " together" if len(uses) > 1 else ""
        calls = tuple(describe_call(u) for u in uses)
        self._pause(run, Paused("tool", f"About to run {', '.join(calls)}{together}", call_no, calls=calls))
        self._check_clock(run)
        return uses

    def _outcomes(self, run: RunState, jobs: list[Job | None]) -> list[tuple[ToolOutcome | None, str, float]]:
        """Each job's outcome, note and seconds, in job order (None for a call not run): together when more than
        one of them could wait on anything, else one after another on this thread."""
        runnable: list[Job] = [job for job in jobs if job is not None] if run.repeated else jobs  # type: ignore[assignment]
        done: list[tuple[ToolOutcome, str, float]]
        if len(runnable) > 1 and sum(1 for job in runnable if not (isinstance(job, PlainCall) and job.bounded)) > 1:
            done = run_together(runnable, run.cancel)
        elif len(runnable) == 1:
            started = monotonic()
            outcome, note = runnable[0]()
            done = [(outcome, note, monotonic() - started)]
        else:
            done = [self._timed(job) for job in runnable]
        if runnable is jobs:  # every call runs
            return done  # type: ignore[return-value]
        ran = iter(done)
        return [(None, "", 0.0) if job is None else next(ran) for job in jobs]

    def _hand_result(self, run: RunState, call_no: int, use: ToolUseBlock, given: ToolResultBlock,
                     results: list[ToolResultBlock]) -> None:
        """A result given by hand answers the call; the tool does not run."""
        result = replace(given, tool_use_id=use.id)
        run.emit(ToolStarted(call_no, use))
        run.emit(ToolFinished(call_no, use, result, (), False, 0.0, BY_HAND))
        results.append(result)

    def _run_one(self, run: RunState, call_no: int, use: ToolUseBlock, results: list[ToolResultBlock],
                 allowed: list[str]) -> None:
        """A lone call nothing is struck into (no hooks): dispatched here, as `_outcomes` runs a lone job, with
        the same events; no job made for it."""
        emit = run.emit
        emit(ToolStarted(call_no, use, ()))
        ctx = ToolContext(self.session, self.store, run.cancel)
        timeout = self.registry.timeout if run.deadline is None else self._timeout(run)
        started = monotonic()
        outcome = self.registry.dispatch_with(use, ctx, None, allowed, timeout)
        seconds = monotonic() - started
        result = outcome.result
        emit(ToolFinished(call_no, use, result, outcome.touched, False, seconds, "", ()))
        results.append(result)

    def _timeout(self, run: RunState) -> float | None:
        """A call's time limit: the registry's, cut to the time left when the run has a time limit."""
        timeout = self.registry.timeout
        if run.deadline is not None:
            remaining = max(0.0, run.deadline - self.clock())
            timeout = remaining if timeout is None else min(timeout, remaining)
        return timeout

    def _job(self, run: RunState, use: ToolUseBlock, allowed: list[str]) -> Job:
        ctx = ToolContext(self.session, self.store, run.cancel)
        timeout = self._timeout(run)
        if self.hooks is not None:  # the fault injector picks its fault now, in call order
            return self.hooks.bind_tool(self.registry, use, ctx, allowed, timeout)
        return PlainCall(self.registry, use, ctx, allowed, timeout)

    @staticmethod
    def _timed(job: Job) -> tuple[ToolOutcome, str, float]:
        started = monotonic()
        outcome, note = job()
        return outcome, note, monotonic() - started

    def _approval(self, run: RunState, call_no: int, use: ToolUseBlock, allowed: list[str]) -> Decision:
        """Ask the approver; no answer in time is a rejection, so is a cancel. The wait does not count
        toward the time limit."""
        timeout = self.settings.approval_timeout
        suggested = None  # what the tool would return, computed without writing anything
        if self.settings.results_by_hand:
            suggested = suggest(self.registry, use, self.session, self.store, allowed, run.cancel,
                                self.registry.timeout)
        by_hand = self.settings.results_by_hand
        request = ApprovalRequest(call_no, use, timeout, by_hand, suggested)
        run.emit(ApprovalRequested(call_no, use, timeout, by_hand, suggested))
        started = self.clock()
        try:
            decision = _decide(self.approver, request, run.cancel, timeout)
        except CallTimedOut:
            decision = timed_out(request, self.registry.texts)
        except Cancelled:
            decision = cancelled(self.registry.texts)
        except Exception as crash:  # noqa: BLE001 - an approver that fails approves nothing
            decision = Decision("reject", "approver error", str(crash) or type(crash).__name__)
        finally:
            run.paused_for(self.clock() - started)
        if not isinstance(decision, Decision):
            no_decision = self.registry.texts.no_decision.format(decision=repr(decision))
            decision = Decision("reject", "approver error", no_decision)
        run.emit(ApprovalDecided(call_no, use, decision.verdict, decision.by, decision.reason, decision.input,
                                 decision.result))
        return decision

    def _refused(self, run: RunState, call_no: int, use: ToolUseBlock, decision: Decision,
                 results: list[ToolResultBlock]) -> None:
        """A rejected call is answered with the reason as an error result; a stop ends the run."""
        if decision.verdict == "stop":
            stopped = self.registry.texts.stopped
            run.cancel.cancel(stopped)
            results.append(self._skip(run, call_no, use, stopped))
            raise Cancelled(stopped)
        texts = self.registry.texts
        text = texts.rejected.format(reason=decision.reason or texts.no_reason)
        result = tool_result(use.id, text, True)
        run.emit(ToolFinished(call_no, use, result, (), True))
        results.append(result)
        run.cancel.raise_if_cancelled()
