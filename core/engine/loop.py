"""The tool loop: ask the model, run what it asks for, feed the results back, within limits.

Rules (the lesson's: "treat the model as an untrusted planner in a bounded loop"): the model's reply goes
into the history before it is acted on; every `tool_use` gets a `tool_result` in one user message (a call
the loop skips is answered with `is_error`); `end_turn` ends with the answer;
any other stop reason that is not `tool_use` hands off to a human; so do the
limits on calls, input tokens and wall-clock time. A final answer that arrives
with the token budget already passed is still the answer, and its RunEnded says
so (`over_budget`). Time paused in step mode does not count toward the time
limit. Cancelling ends a run promptly and leaves a valid history. Reading calls of one reply run
together; an acting call runs alone once its approver said yes (core/engine/_tool_calls.py).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from core.engine._abandonable import CallTimedOut, run_abandonable
from core.engine._run import EmitFence, RunState, Settled, Stop
from core.engine._tool_calls import ToolCalls, describe_call, groups
from core.engine.approval import Approver, DenyAll
from core.engine.call_ids import repeats, unique_ids
from core.engine.cancel import Cancelled, CancelToken
from core.engine.client import ModelClient, ModelError, ModelRequest, Notify
from core.engine.events import (
    CallStarted,
    EndReason,
    MessageAppended,
    MessageReplaced,
    Paused,
    ReplyReceived,
    RunEnded,
    RunStarted,
    ToolFinished,
)
from core.engine.messages import Message, Reply, ToolResultBlock, ToolUseBlock, message, shared_text_block, tool_result
from core.engine.settings import RunSettings
from core.engine.stepper import Stepper
from core.engine.switches import Offer, choice_for_call
from core.engine.texts import seconds_text
from core.engine.tokens import count_input
from core.engine.tools import Session, ToolHooks, ToolRegistry, ToolSpec

__all__ = ["ToolLoop", "describe_call"]


def _nobody(event: object) -> None:
    """Where the events of a run nobody listens to go."""


class ToolLoop(ToolCalls):
    """`store` is the data the tools read; the loop only hands it to them in each call's ToolContext."""

    clock: Callable[[], float] = staticmethod(time.monotonic)  # the time limit's clock

    def __init__(self, client: ModelClient, registry: ToolRegistry, store: object, session: Session,
                 settings: RunSettings | None = None, stepper: Stepper | None = None,
                 hooks: ToolHooks | None = None, approver: Approver | None = None) -> None:
        self.client = client
        self.registry = registry
        self.store = store
        self.session = session
        self.settings = settings or RunSettings()
        self.stepper = stepper or Stepper()
        self.hooks = hooks
        self.approver = approver or DenyAll(self.registry.texts)  # decides each acting call; nobody to ask means deny
        self._offer = Offer(None, None, [])  # what tools() worked out last, and from what
        self._settled = Settled(None)  # what runs and requests read of the settings, read last

    def tools(self) -> tuple[ToolSpec, ...]:
        """The tools on offer: worked out again only when the settings' tools or the registry changed."""
        return self._offer_now().specs

    def _settled_now(self) -> Settled:
        settled = self._settled
        if settled.settings is not self.settings:  # frozen: what is read of them holds while they stay
            settled = self._settled = Settled(self.settings)
        return settled

    def _offer_now(self, settled: Settled | None = None) -> Offer:
        s, registry = settled or self._settled_now(), self.registry
        offer = self._offer
        if not offer.holds_for(registry, s.enabled_tools, s.strict_tools):
            offer = self._offer = Offer(registry, s.enabled_tools, s.strict_tools)
        return offer

    def request_for(self, messages: list[Message], offer: Offer | None = None,
                    settled: Settled | None = None) -> ModelRequest:
        """The request for the next model call on `messages`, offering `offer`'s tools (the offer now if None),
        as `settled` reads the settings (a run's own; the settings now if None)."""
        s = settled or self._settled_now()
        choice = s.tool_choice
        if choice != "auto":  # a choice that forces a call may hold only until a tool ran
            choice = choice_for_call(choice, messages)
        return ModelRequest(s.system, tuple(messages), (offer or self._offer_now()).specs, s.max_tokens, s.model,
                            choice, s.parallel)

    def run(self, question: str, history: list[Message] | None = None,
            emit: Notify | None = None, cancel: CancelToken | None = None) -> RunEnded:
        """Answer one question; `history` (if given) is extended in place and becomes the conversation."""
        return self._start(history if history is not None else [], question, emit, cancel, False)

    def resume(self, history: list[Message], label: str, emit: Notify | None = None,
               cancel: CancelToken | None = None) -> RunEnded:
        """Go on from `history` as it stands (a branch), adding no question: calls the last assistant turn
        left unanswered are run first, then the model is asked. `history` is extended in place."""
        return self._start(history, label, emit, cancel, True)

    def _start(self, history: list[Message], question: str, emit: Notify | None, cancel: CancelToken | None,
               resume: bool) -> RunEnded:
        settled, clock = self._settled_now(), self.clock
        deadline = clock() + settled.wall_clock if settled.wall_clock else None
        # an instant client reports on the loop's thread: only a client on a helper thread needs the lock
        fence = EmitFence(emit or _nobody, shared=not self.client.instant)
        offer = self._offer_now(settled)
        run = RunState(history, fence.own, cancel or CancelToken(), deadline, clock, fence.emit, offer, settled)
        try:  # the run itself, here rather than a layer down: every question passes it
            run.emit(RunStarted(question, settled.max_calls, offer.names, self.session.customer_id,
                                settled.tool_choice, settled.parallel, offer.strict))
            if not resume:
                self._add_question(run, question)
            try:
                last = run.messages[-1] if resume and run.messages else None
                if last is not None and last.role == "assistant" and last.tool_uses():
                    self._run_tools(run, 0, last.tool_uses())
                reason: EndReason = "answer"
                answer, detail = self._turns(run), ""
            except Stop as stop:
                reason, answer, detail = stop.reason, self.settings.handoff, stop.detail
            except Cancelled as cancelled:
                reason, answer = "cancelled", self.settings.handoff
                detail = str(cancelled) or self.registry.texts.cancelled
            end = RunEnded(reason, answer, run.calls, run.input_tokens, run.output_tokens, detail,
                           tuple(run.messages), run.over_budget)
        except BaseException:
            fence.close()
            raise
        fence.close(end)
        return end

    @staticmethod
    def _add_question(run: RunState, question: str) -> None:
        """A new user turn, or, when an aborted or failed call left the last user turn unanswered,
        the question joins that turn (after any tool results), so roles keep alternating."""
        block, messages = shared_text_block(question), run.messages
        if messages and messages[-1].role == "user":
            index = len(messages) - 1
            messages[index] = message("user", [*messages[index].content, block])
            run.emit(MessageReplaced(index, messages[index]))
        else:  # as run.append, one call less
            messages.append(turn := message("user", [block]))
            run.emit(MessageAppended(len(messages) - 1, turn))

    # ---- one run ---------------------------------------------------------
    def _turns(self, run: RunState) -> str:
        s, messages = run.settled, run.messages
        for call_no in range(1, s.max_calls + 1):
            reply, uses = self._call_model(run, call_no)
            content = reply.content
            if content:  # providers refuse an empty turn; without it the next question joins the user turn
                turn = message("assistant", content, reply.wire)
                messages.append(turn)
                run.emit(MessageAppended(len(messages) - 1, turn))
            over = self._over_budget(run) if s.token_budget is not None else ""
            stop = reply.stop_reason
            if stop == "end_turn":
                if uses:  # calls beside an answer stay answered
                    self._skip_all(run, call_no, uses, "stop_reason end_turn")
                run.over_budget = over  # the answer stands; its end says the budget was passed
                return reply.text()
            paused = stop == "pause_turn" and not uses  # Anthropic paused a long turn
            if stop != "tool_use" and not paused:
                self._skip_all(run, call_no, uses, f"stop_reason {stop}")
                raise Stop("stop_reason", stop)
            if over:
                self._skip_all(run, call_no, uses, self.registry.texts.over_budget.format(detail=over))
                raise Stop("token_budget", over)
            if not paused:  # a paused turn is sent back as is to continue
                self._run_tools(run, call_no, uses)
        raise Stop("max_calls", str(s.max_calls))

    @staticmethod
    def _over_budget(run: RunState) -> str:
        """`95 > 80` when the input tokens summed so far exceed the budget, else ""."""
        budget = run.settled.token_budget
        return f"{run.input_tokens} > {budget}" if budget is not None and run.input_tokens > budget else ""

    def _check_clock(self, run: RunState) -> None:
        run.cancel.raise_if_cancelled()
        if run.deadline is not None and self.clock() >= run.deadline:
            raise Stop("timeout", seconds_text(self.settings.wall_clock))

    def _pause(self, run: RunState, event: Paused) -> None:
        """Step mode: wait for "next step"; the time spent waiting does not count toward the time limit."""
        started = self.clock()
        run.emit(event)
        try:
            self.stepper.wait(run.cancel)
        finally:
            run.paused_for(self.clock() - started)

    def _call_model(self, run: RunState, call_no: int) -> tuple[Reply, list[ToolUseBlock]]:
        """The model's reply (a repeated call id renamed) and the calls it asks for."""
        if run.cancel.cancelled:
            run.cancel.raise_if_cancelled()
        if run.deadline is not None:
            self._check_clock(run)
        request = self.request_for(run.messages, run.offer, run.settled)
        if self.stepper.enabled:
            self._pause_for_model(run, call_no, request)
        run.emit(CallStarted(call_no, run.settled.max_calls, len(request.messages)))
        client, clock = self.client, self.clock
        started = clock()
        if client.instant:  # it answers on this thread, under the run's cancel token
            try:
                reply = client.create(request, run.cancel, run.notify)
            except ModelError as error:
                raise Stop("model_error", error.text) from None
        else:
            reply = self._create(run, request)
        uses = reply.tool_uses()
        if uses and repeats([uses[0].id] if len(uses) == 1 else [use.id for use in uses], run.messages):
            reply, repeated = unique_ids(reply, run.messages)
            run.repeated.update(repeated)
            uses = reply.tool_uses()
        run.calls = call_no
        usage = reply.usage
        run.input_tokens += usage.input_tokens
        run.output_tokens += usage.output_tokens
        run.emit(ReplyReceived(call_no, reply, run.input_tokens, run.output_tokens, reply.wire, clock() - started))
        return reply, uses

    def _pause_for_model(self, run: RunState, call_no: int, request: ModelRequest) -> None:
        preview = self.client.preview(request)
        count = len(request.messages)
        tokens = count_input(request)
        what = f"About to send {count} message{'s' if count != 1 else ''}, ~{tokens} tokens"
        self._pause(run, Paused("model", what, call_no, preview, messages=count, tokens=tokens))
        self._check_clock(run)

    def _create(self, run: RunState, request: ModelRequest) -> Reply:
        """A model call on a helper thread, under its own cancel token: a stop (the time limit too) cancels
        the request and its retries, not only the wait for it."""
        cancel = CancelToken()
        unlink = run.cancel.on_cancel(lambda: cancel.cancel(run.cancel.reason))
        try:
            return run_abandonable(lambda: self.client.create(request, cancel, run.notify),
                                   run.remaining(), cancel, "model")
        except CallTimedOut:
            cancel.cancel(self.registry.texts.time_limit)
            raise Stop("timeout", seconds_text(self.settings.wall_clock)) from None
        except ModelError as error:
            raise Stop("model_error", error.text) from None
        finally:
            unlink()

    def _run_tools(self, run: RunState, call_no: int, uses: list[ToolUseBlock]) -> None:
        results: list[ToolResultBlock] = []
        offer = run.offer
        allowed = list(offer.names)  # the calls' own copy of the names on offer
        names = offer.names if run.settled.results_by_hand else offer.acting
        acting = None  # which act (by hand: all offered), worked out only when one does
        for use in uses:
            if use.name in names:
                acting = [use.name in names for use in uses]
                break
        try:  # reading calls side by side are one group: without an acting call, all of them
            if acting:
                for group, acts in groups(uses, acting):
                    self._run_group(run, call_no, group, acts, results, allowed)
            elif len(uses) == 1 and self.hooks is None and not self.stepper.enabled and not run.repeated:
                if run.cancel.cancelled:  # a lone reading call: as _run_group would run it, one layer less
                    run.cancel.raise_if_cancelled()
                if run.deadline is not None:
                    self._check_clock(run)
                self._run_one(run, call_no, uses[0], results, allowed)
            else:
                self._run_group(run, call_no, uses, False, results, allowed)
        except (Cancelled, Stop) as stop:
            texts = self.registry.texts
            why = texts.cancelled if isinstance(stop, Cancelled) else texts.time_limit
            for use in uses[len(results):]:
                results.append(self._skip(run, call_no, use, why))
            run.append(message("user", list(results)))
            raise
        turn = message("user", results)
        messages = run.messages
        messages.append(turn)
        run.emit(MessageAppended(len(messages) - 1, turn))

    def _skip(self, run: RunState, call_no: int, use: ToolUseBlock, why: str) -> ToolResultBlock:
        result = tool_result(use.id, self.registry.texts.skipped.format(why=why), True)
        run.emit(ToolFinished(call_no, use, result, (), True))
        return result

    def _skip_all(self, run: RunState, call_no: int, uses: list[ToolUseBlock], why: str) -> None:
        if uses:
            run.append(message("user", [self._skip(run, call_no, u, why) for u in uses]))
