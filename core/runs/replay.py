"""Record a run, and run a saved one again: same settings and seeds, the current orders, and a diff.

`run_recorded` is the headless way to run one question and get its `RunRecord`
(the GUI builds the same record with `Recorder` + `make_record`). `replay`
re-runs a record and returns a `ReplayDiff`: answer, tool results and number of
calls, before and after, side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from core.engine.approval import ApprovalRequest, Approver, Decision
from core.engine.cancel import CancelToken
from core.engine.client import ModelClient
from core.engine.events import ApprovalDecided, ToolFinished
from core.engine.loop import describe_call
from core.engine.messages import Message
from core.engine.texts import ENGLISH, LoopTexts
from core.engine.tools import ToolRegistry
from core.faults.scripted import ScriptedClient
from core.faults.tool_faults import FaultInjector
from core.lesson.catalog import find_lesson
from core.lesson.fake_model import FakeClient
from core.lesson.orders import Order
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop
from core.runs.order_changes import OrderChanges, order_changes
from core.runs.record import RecordedSettings, Recorder, RecordError, RunRecord, make_record


def client_for(settings: RecordedSettings) -> ModelClient:
    """A fresh client of the recorded kind (fake or scripted); real providers must be passed in."""
    if settings.client == "fake":
        return find_lesson(settings.lesson).fake_client() if settings.lesson else FakeClient()
    if settings.client == "scripted" and settings.script:
        client = ScriptedClient.from_text(settings.script, "saved script")
        client.position = settings.script_start  # a later question of the conversation: its replies, not the first
        return client
    raise RecordError("client_needed", client=settings.client)


class RecordedDecisions:
    """Decides acting calls as the saved run decided them: the Nth request gets the Nth recorded decision
    (named as a replay of whoever made it); a request the saved run never saw is rejected."""

    instant = True

    def __init__(self, record: RunRecord, texts: LoopTexts = ENGLISH) -> None:
        self.texts = texts  # the lesson's words for a request the saved run never saw
        self._left = [e for _, e in record.typed_events() if isinstance(e, ApprovalDecided)]

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision:
        if not self._left:
            return Decision("reject", "replay", self.texts.replay_undecided)
        event = self._left.pop(0)
        return Decision(event.verdict, f"replay of {event.by}", event.reason, event.input, event.result)


def run_recorded(question: str, client: ModelClient, store: OrdersStore, settings: RecordedSettings,
                 injector: FaultInjector | None = None, registry: ToolRegistry | None = None,
                 history: list[Message] | None = None, emit: Callable | None = None,
                 cancel: CancelToken | None = None, approver: Approver | None = None) -> RunRecord:
    """Run one question (model faults on `injector` apply through FaultyClient) and record it;
    `approver` decides acting calls (none given: all denied)."""
    injector = injector or FaultInjector()
    faults, orders = injector.armed(), store.all()
    history = history if history is not None else []
    prior = len(history)
    recorder = Recorder(emit)
    loop = assemble_loop(client, store, settings, faults=injector, registry=registry, approver=approver)
    end = loop.run(question, history=history, emit=recorder, cancel=cancel)
    return make_record(settings, faults, orders, question, history, prior, recorder, end)


@dataclass(frozen=True)
class ToolCallRow:
    call: str
    result: str
    is_error: bool


@dataclass
class RunSummary:
    answer: str
    reason: str
    calls: int
    tools: list[ToolCallRow] = field(default_factory=list)
    orders: list[Order] = field(default_factory=list)  # the orders the run started from


def summarize(record: RunRecord) -> RunSummary:
    rows = [ToolCallRow(describe_call(e.use), e.result.content, e.result.is_error)
            for _, e in record.typed_events() if isinstance(e, ToolFinished)]
    return RunSummary(record.outcome.answer, record.outcome.reason, record.outcome.calls, rows, list(record.orders))


@dataclass
class ReplayDiff:
    before: RunSummary
    after: RunSummary
    record: RunRecord  # the new run, to show or save

    @property
    def answer_changed(self) -> bool:
        return (self.before.answer, self.before.reason) != (self.after.answer, self.after.reason)

    @property
    def calls_changed(self) -> bool:
        return self.before.calls != self.after.calls

    @property
    def tools_changed(self) -> bool:
        return self.before.tools != self.after.tools

    @property
    def changed(self) -> bool:
        return self.answer_changed or self.calls_changed or self.tools_changed

    def orders_used(self) -> OrderChanges:
        """How the orders run again used (those now) differ from those saved with the run (the window words it)."""
        return order_changes(self.before.orders, self.after.orders)

    def rows(self) -> list[tuple[str, str, str, bool]]:
        """(what, before, after, differs) for a side-by-side table; `what` is a code: answer, end, calls, tool N
        (the window words it)."""
        out = [("answer", self.before.answer, self.after.answer, self.answer_changed),
               ("end", self.before.reason, self.after.reason, self.before.reason != self.after.reason),
               ("calls", str(self.before.calls), str(self.after.calls), self.calls_changed)]
        for n in range(max(len(self.before.tools), len(self.after.tools))):
            old = _row_text(self.before.tools, n)
            new = _row_text(self.after.tools, n)
            out.append((f"tool {n + 1}", old, new, old != new))
        return out


def _row_text(rows: list[ToolCallRow], n: int) -> str:
    if n >= len(rows):
        return "—"
    row = rows[n]
    return f"{row.call} → {'✗ ' if row.is_error else ''}{row.result}"


def replay(record: RunRecord, store: OrdersStore, client: ModelClient | None = None,
           registry: ToolRegistry | None = None, emit: Callable | None = None,
           cancel: CancelToken | None = None) -> ReplayDiff:
    """Run the record's question again with its settings and freshly armed faults (same seeds)
    against the orders in `store` now, acting calls decided as they were; earlier turns of the chat are
    given as they were."""
    injector = FaultInjector()
    for fault in record.faults:
        injector.arm(fault)
    history = record.history()[: record.prior]
    if registry is None and record.settings.lesson:
        registry = find_lesson(record.settings.lesson).registry()  # the tools the run was made with
    new = run_recorded(record.question, client or client_for(record.settings), store, record.settings,
                       injector, registry, history, emit, cancel,
                       RecordedDecisions(record, registry.texts if registry is not None else ENGLISH))
    return ReplayDiff(summarize(record), summarize(new), new)
