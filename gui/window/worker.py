"""The window's loop on a worker thread: where the events of its runs become Qt signals.

`LoopRunner` owns ONE `LoopWorker` on ONE thread for the window's lifetime (the
lifecycle is `WorkerRunner`'s). The GUI asks for a run with a queued signal and
never waits; the request carries everything the run needs, the model client
included, so the GUI thread never writes to the worker. The worker re-emits
every core event through `sig_event` (queued, so in order); on the GUI side an
`EventPacer` takes them in slices, so a burst never holds a frame. Abort cancels the
run's token from the GUI thread (the token is thread-safe and the core abandons
hanging tools and model calls at once).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal, Slot

from core.engine.approval import Approver
from core.engine.cancel import CancelToken
from core.engine.client import ModelClient, ModelError
from core.engine.events import RunEnded
from core.engine.messages import Message
from core.engine.settings import RunSettings
from core.engine.stepper import Stepper
from core.engine.tools import ToolRegistry
from core.faults.tool_faults import FaultInjector
from core.lesson.catalog import default_lesson
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop
from gui.common.provider_events import CallFailed, ReportingClient
from gui.common.worker_runner import CLOSED, WorkerRunner
from gui.window.event_pacer import EventPacer


@dataclass(frozen=True)
class RunRequest:
    """Everything one run needs from the window, frozen when Send is pressed."""

    question: str
    settings: RunSettings = field(default_factory=lambda: default_lesson().run_settings())  # the default lesson's
    client: ModelClient = field(default_factory=FakeClient, compare=False)  # the model this run talks to
    token: CancelToken = field(default_factory=CancelToken, compare=False)
    # a branch to continue: this history as it stands becomes the conversation, and `question` only labels it
    resume: tuple[Message, ...] | None = field(default=None, compare=False)


class LoopWorker(QObject):
    """Lives on the worker thread; runs one question at a time against the shared conversation."""

    sig_event = Signal(object)  # every core event, in the order the loop reports them

    def __init__(self, registry: ToolRegistry, store: OrdersStore, stepper: Stepper, injector: FaultInjector,
                 approver: Approver | None = None) -> None:
        super().__init__()
        self.approver = approver  # decides acting calls; none: every one is rejected
        self.registry = registry
        self.store = store
        self.stepper = stepper
        self.injector = injector
        self.history: list[Message] = []

    @Slot(object)
    def run(self, request: RunRequest) -> None:
        # faults armed on the panel strike any model; every failed call reaches the inspector, injected or real
        loop = assemble_loop(request.client, self.store, request.settings, faults=self.injector,
                             registry=self.registry, stepper=self.stepper, approver=self.approver,
                             wrap=ReportingClient)
        if self.stepper.enabled:
            self.stepper.set_enabled(True)  # forget a stray "next step" from before this run
        try:
            if request.resume is not None:
                self.history[:] = list(request.resume)
                loop.resume(self.history, request.question, emit=self.sig_event.emit, cancel=request.token)
            else:
                loop.run(request.question, history=self.history, emit=self.sig_event.emit, cancel=request.token)
        except Exception as crash:  # noqa: BLE001 - the GUI thread never sees exceptions raised here
            text = f"internal error of the program: {crash!r}"
            self.sig_event.emit(CallFailed(ModelError(text, code="internal", values={"said": repr(crash)})))
            self.sig_event.emit(RunEnded("model_error", request.settings.handoff, 0, 0, 0, text,
                                         tuple(self.history)))

    @Slot()
    def clear(self) -> None:
        self.history.clear()

    @Slot(object)
    def set_history(self, messages: list) -> None:
        """Continue a saved conversation (File → Open run)."""
        self.history[:] = list(messages)

    @Slot(object)
    def set_registry(self, registry: ToolRegistry) -> None:
        """The tools the next runs offer and call (the lesson's tools were edited)."""
        self.registry = registry


class LoopRunner(WorkerRunner[LoopWorker]):
    """The GUI side of the worker: start, abort, new conversation, shutdown. Refuses a second run."""

    sig_start_run = Signal(object)
    sig_clear = Signal()
    sig_set_history = Signal(object)
    sig_set_registry = Signal(object)
    sig_event = Signal(object)  # re-emitted on the GUI thread after bookkeeping

    def __init__(self, registry: ToolRegistry, store: OrdersStore, stepper: Stepper, injector: FaultInjector,
                 parent: QObject | None = None, approver: Approver | None = None) -> None:
        super().__init__(LoopWorker(registry, store, stepper, injector, approver), "tls-loop-worker", parent)
        self._history: list[Message] = []  # the GUI's copy: as the last run ended, or as cleared or loaded
        self.sig_start_run.connect(self.worker.run)
        self.sig_clear.connect(self.worker.clear)
        self.sig_set_history.connect(self.worker.set_history)
        self.sig_set_registry.connect(self.worker.set_registry)
        self.pacer = EventPacer(self)  # the worker's events, handled in order a slice per event-loop turn
        self.worker.sig_event.connect(self._on_event)

    @property
    def history(self) -> list[Message]:
        """The conversation the next question continues (a copy on the GUI thread)."""
        return list(self._history)

    def start(self, request: RunRequest) -> bool:
        """Queue `request` on the worker; False (and nothing happens) while a run is active."""
        if self.claim(request.token) is None:
            return False
        self.sig_start_run.emit(request)
        return True

    def clear(self) -> bool:
        """Start a new conversation; refused while a run is active."""
        if self.busy:
            return False
        self._history = []
        self.sig_clear.emit()
        return True

    def load_history(self, messages: list) -> bool:
        """Make `messages` the conversation the next question continues; refused while a run is active."""
        if self.busy:
            return False
        self._history = list(messages)
        self.sig_set_history.emit(list(messages))
        return True

    def set_registry(self, registry: ToolRegistry) -> None:
        """Offer `registry`'s tools from the next run on (queued: a run under way keeps the tools it began with)."""
        self.sig_set_registry.emit(registry)

    def shutdown(self, reason: str = CLOSED) -> None:
        """Stop the worker; events still waiting for a slice are dropped."""
        super().shutdown(reason)
        self.pacer.clear()

    @Slot(object)
    def _on_event(self, event) -> None:
        self.pacer.push(self._handle, event)

    def _handle(self, event) -> None:
        if not self.busy:  # shut down meanwhile: events queued while closing reach no one
            return
        if isinstance(event, RunEnded):
            self._history = list(event.messages)
            self.release()
        self.sig_event.emit(event)
