"""The main window: chat | inspector | orders editor, the run toolbar, the status bar, the loop on a worker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings, QSize, QTimer, Signal, Slot
from PySide6.QtWidgets import QMainWindow, QWidget

from gui.common.i18n import QT_TRANSLATE_NOOP, Words, initial_language, language, live, translate
from gui.window.first_frame import FirstFrame

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from core.engine.approval import ApprovalRequest
    from core.engine.client import ModelClient
    from core.engine.tools import ToolRegistry
    from core.lesson.loader import Lesson
    from core.lesson.store import OrdersStore

REFUSED = QT_TRANSLATE_NOOP("MainWindow", "Please wait: the running question is not finished yet (Escape aborts it).")
TITLE = "Tool Loop Studio"
STOP = "⚠"  # a mark every common UI font has (⛔ is missing from DejaVu and most Linux fonts: a box)
SIZE = QSize(1680, 920)


def default_size(available: QSize) -> QSize:
    """The first start's window size: the designed size, shrunk to fit a small screen (a projector)."""
    return SIZE.boundedTo(QSize(int(available.width() * 0.96), int(available.height() * 0.92)))


class MainWindow(QMainWindow):
    sig_run_ended = Signal(object)  # the RunEnded event, after the window has updated itself

    sig_lesson_chosen = Signal(str)  # File → Lesson: the name of the lesson to switch the window to
    sig_tools_changed = Signal()  # whoever swaps the window's registry says so: tool views build anew
    sig_ready = Signal()  # a window started as its first frame is whole: lesson loaded, panes filled

    def __init__(self, store: OrdersStore | None, settings: QSettings | None = None,
                 client: ModelClient | None = None, registry: ToolRegistry | None = None,
                 parent: QWidget | None = None, lesson: Lesson | None = None) -> None:
        """The whole window on `store`; with no store, only its first frame (`first_frame`), which `finish()`
        turns into the whole window once the lesson is loaded and the store is open."""
        super().__init__(parent)
        self.settings = settings
        if settings is not None:  # the last choice, else the system's language; first, so every text follows it
            language.set(initial_language(settings))
        self.ready = False
        self.first_frame: FirstFrame | None = None
        if store is None:
            self.setWindowTitle(TITLE)
            self.first_frame = FirstFrame(self, settings)
            self._place(panes=False)
            return
        self._build(store, client, registry, lesson)
        self._place(panes=True)
        self._settle()

    def finish(self, store: OrdersStore, lesson: Lesson | None = None, notice: Words = "") -> None:
        """The first frame becomes the whole window on `store` (it keeps its place on the screen); `notice`
        (a lesson refused at start) goes to the chat. Says so with `sig_ready`."""
        assert self.first_frame is not None, "finish() completes a window built as its first frame"
        self.setUpdatesEnabled(False)  # the first frame stays on screen until the new parts have shown themselves
        self.first_frame.remove()
        self.first_frame = None
        self._build(store, None, None, lesson)
        self._restore(geometry=False, panes=True)
        self._settle()
        if notice:
            self.chat.add_notice(notice)
        QTimer.singleShot(0, self, lambda: self.setUpdatesEnabled(True))  # after their queued show()s
        self.sig_ready.emit()

    def _build(self, store: OrdersStore, client: ModelClient | None, registry: ToolRegistry | None,
               lesson: Lesson | None) -> None:
        from PySide6.QtCore import Qt  # its hundreds of enums cost the first frame ~10 ms: here, after it
        from PySide6.QtGui import QAction, QKeySequence
        from PySide6.QtWidgets import QSplitter

        from core.engine.stepper import Stepper
        from core.faults.tool_faults import FaultInjector
        from core.lesson.catalog import DEFAULT_LESSON, default_lesson
        from gui.chat.view import ChatView
        from gui.classroom.hub import Classroom
        from gui.inspector import Inspector
        from gui.models.chooser import ModelChooser
        from gui.models.switch import ModelSwitch
        from gui.orders.editor import OrdersEditor
        from gui.window.approver import GuiApprover
        from gui.window.bench import TestersBench
        from gui.window.branching import Branching
        from gui.window.language_menu import LanguageMenu
        from gui.window.lesson_menu import LessonMenu
        from gui.window.status import RunStatus, divided_bar
        from gui.window.tool_editing import ToolEditing
        from gui.window.toolbar import RunToolbar
        from gui.window.tools_menu import ToolsMenu
        from gui.window.worker import LoopRunner

        settings = self.settings
        self.lesson = lesson = lesson or default_lesson()
        self.setWindowTitle(f"{TITLE} — {lesson.meta.title}")
        self.store = store
        self.registry = registry or lesson.registry()
        self.stepper = Stepper()
        self.injector = FaultInjector()
        self.approver = GuiApprover(self, self.registry.texts)  # acting calls wait for a decision in the chat
        self.runner = LoopRunner(self.registry, store, self.stepper, self.injector, self, approver=self.approver)
        self.toolbar = RunToolbar(self.registry.names(), store.customers, self.injector, self,
                                  offered=lesson.meta.offered, customer=lesson.meta.customer,
                                  scope="run" if lesson.name == DEFAULT_LESSON else f"lesson-{lesson.name}")
        self.addToolBar(self.toolbar)
        self.addToolBarBreak()
        self.addToolBar(self.toolbar.second)
        self.addToolBar(self.toolbar.third)
        self.models = ModelChooser(self.toolbar.model_combo, client or lesson.fake_client(), lambda: self.runner.busy,
                                   self, make_fake=lesson.fake_client)
        self.chat = ChatView(examples=tuple(lesson.meta.examples), labels=lesson.meta.trace)
        self.inspector = Inspector(registry=self.registry, system=lesson.meta.system)
        self.orders_editor = OrdersEditor(store, customer=self.toolbar.customer)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("main-split")
        for widget in (self.chat, self.inspector, self.orders_editor):
            self.splitter.addWidget(widget)
        self.splitter.setSizes([460, 600, 620])
        self.setCentralWidget(self.splitter)
        self.status = RunStatus(divided_bar(self))  # the first frame's bar makes way for one with lines
        self.act_send = QAction(self)
        live(self.act_send.setText, lambda: translate("MainWindow", "Send"))
        self.act_send.setShortcut(QKeySequence("Ctrl+Return"))
        self.act_send.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.addAction(self.act_send)
        self._connect()
        self.model_switch = ModelSwitch(self, self.models)  # the chooser's "Real provider…" entry
        if client is None:  # a window given its model (tests, tools) keeps it; else the last choice
            self.model_switch.restore()
        self.bench = TestersBench(self)  # fault panel, File menu (save/open/run again/batch), scripted model
        self.lesson_menu = LessonMenu(self.bench.file_menu, lesson.name, self.sig_lesson_chosen.emit,
                                      lesson.meta.title)
        self.classroom = Classroom(self)  # zoom, View and Help menus, Explain pane, lesson mode, ask the class
        self.language_menu = LanguageMenu(self, settings)  # View → Language
        self.branching = Branching(self)  # edit and continue: the branches of the conversation
        self.tools_menu = ToolsMenu(self)  # Tools → Call a tool by hand…
        self.tool_editing = ToolEditing(self)  # Tools → Edit tools…: the lesson's tools, edited live

    def _place(self, panes: bool) -> None:
        """The first start's size for this screen, or where the window was last time (and its panes' sizes)."""
        self.resize(default_size(self.screen().availableGeometry().size()))
        self._restore(geometry=True, panes=panes)

    def _settle(self) -> None:
        """What the built window takes from its toolbar's restored values and the store."""
        self.inspector.chart.set_budget(self.toolbar.token_budget())
        self.stepper.set_enabled(self.toolbar.act_step.isChecked())
        self.status.set_max_calls(self.toolbar.max_calls())
        if getattr(self.store, "notice", ""):
            from gui.common.store_notice_words import said_words  # with the store: core loads once the window builds
            self.chat.add_notice(said_words(self.store.notice))
        self.ready = True

    def _connect(self) -> None:
        bar = self.toolbar
        self.runner.sig_event.connect(self.on_event)
        self.inspector.use_later(self.runner.pacer.later)  # the views' deferred work: not in a slice's turn
        self.approver.sig_requested.connect(self._queue_approval)
        self.models.sig_refused.connect(lambda _said: self.chat.add_notice(self.models.refusal))  # follows the language
        bar.customer_combo.sig_note.connect(self.status.customer_note)
        self.chat.sig_ask.connect(self.ask)
        self.act_send.triggered.connect(self.chat.send)
        bar.act_step.toggled.connect(self._set_step_mode)
        bar.act_next.triggered.connect(self.next_step)
        bar.act_abort.triggered.connect(self.abort)
        bar.act_new.triggered.connect(self.new_conversation)
        bar.max_calls_spin.valueChanged.connect(lambda v: None if self.runner.busy else self.status.set_max_calls(v))
        bar.budget_spin.valueChanged.connect(lambda _v: self.inspector.chart.set_budget(bar.token_budget()))

    # ---- commands --------------------------------------------------------------
    def ask(self, question: str) -> bool:
        """Start a run for `question`; while one is running, refuse visibly and return False."""
        bar = self.toolbar
        settings = self.lesson.worded(bar.run_settings())  # the toolbar's limits, the lesson's words
        from gui.window.worker import RunRequest

        request = RunRequest(question, settings, client=self.models.client)
        self.classroom.before_ask()
        self.bench.before_run(request)
        self.branching.before_run()
        if not self.runner.start(request):
            self.bench.run_refused()
            self.chat.add_notice(lambda: f"{STOP} " + translate("MainWindow", REFUSED) + "  " + translate(
                "MainWindow", "(not sent: “{question}”)").format(question=question))
            self.chat.give_back(question)
            return False
        bar.set_running(True)
        self.status.set_state(lambda: translate("MainWindow", "starting …"))
        return True

    def _set_step_mode(self, on: bool) -> None:
        self.stepper.set_enabled(on)  # switching it off lets a paused run go on by itself
        self.toolbar.act_next.setEnabled(on and self.toolbar.act_next.isEnabled())

    def next_step(self) -> None:
        if not self.classroom.may_step():
            return
        self.toolbar.act_next.setEnabled(False)
        self.stepper.step()

    def abort(self) -> None:
        if self.runner.busy:
            self.status.set_state(lambda: translate("MainWindow", "aborting …"))
            self.runner.abort(self.registry.texts.aborted)  # the why in the lesson's trace line: lesson words

    def new_conversation(self) -> bool:
        if not self.runner.clear():
            self.chat.add_notice(lambda: f"{STOP} " + translate(
                "MainWindow", "A new conversation can start once the running question is finished."))
            return False
        self.models.new_conversation()
        self.chat.clear()
        self.inspector.clear()
        self.status.clear(self.toolbar.max_calls())
        self.status.set_state(lambda: translate("MainWindow", "idle · new conversation"))
        return True

    @Slot(object)
    def _queue_approval(self, request: ApprovalRequest) -> None:
        """The card comes after the events the worker sent before it (they may still wait for a slice)."""
        self.runner.pacer.push(self.ask_approval, request)

    def ask_approval(self, request: ApprovalRequest) -> None:
        """An acting call waits: its card in the chat (unless it was decided meanwhile, e.g. timed out)."""
        from core.engine.loop import describe_call

        if self.approver.waiting is not request:
            return
        self.chat.show_approval(request, self.approver.answer)
        self.status.set_state(lambda: translate("MainWindow", "waiting for approval: {call}").format(
            call=describe_call(request.use)))

    # ---- events from the worker (the GUI thread, in order) ----------------------
    def on_event(self, event) -> None:
        from core.engine.events import Paused, RunEnded, RunStarted, ToolFinished

        self.chat.on_event(event)
        self.inspector.on_event(event)
        self.status.on_event(event)
        if isinstance(event, Paused):
            self.toolbar.act_next.setEnabled(True)
        elif isinstance(event, ToolFinished):
            for order_id in event.touched:
                self.orders_editor.highlight_order(order_id)
        elif isinstance(event, RunStarted):
            self.toolbar.set_running(True)
        elif isinstance(event, RunEnded):
            self.toolbar.set_running(False)
            self.sig_run_ended.emit(event)

    # ---- settings and closing ----------------------------------------------------
    def _restore(self, geometry: bool, panes: bool) -> None:
        if self.settings is None:
            return
        if panes:
            self.toolbar.restore(self.settings)
        saved = self.settings.value("window/geometry")
        if geometry and isinstance(saved, QByteArray):
            self.restoreGeometry(saved)
        if not panes:
            return
        sizes = self.settings.value("window/splitter")
        if isinstance(sizes, QByteArray):
            self.splitter.restoreState(sizes)
        inner = self.settings.value("window/inspector_split")
        if isinstance(inner, QByteArray):
            self.inspector.split.restoreState(inner)

    def save_settings(self) -> None:
        if self.settings is None or not self.ready:  # a first frame closed before its lesson loaded: as it was
            return
        self.toolbar.save(self.settings)
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/splitter", self.splitter.saveState())
        self.settings.setValue("window/inspector_split", self.inspector.split.saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_settings()
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Cancel any run and stop the worker thread (waits for it; the core returns promptly)."""
        if not self.ready:
            return
        self.toolbar.detach()
        self.bench.shutdown()
        self.model_switch.shutdown()
        self.tools_menu.shutdown()
        self.tool_editing.shutdown()
        self.runner.shutdown()
