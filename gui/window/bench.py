"""The testers' bench in the main window: fault panel dock, File menu (save/open/run again/export/batch),
the model combo's "Scripted…" entry, and ⚡ marks on the tools a fault is armed for.

`TestersBench(window)` wires itself to the window's toolbar, runner and
injector, so the window needs only a few lines: build it, call `before_run`
before a question starts, and `shutdown` when closing.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QToolButton, QVBoxLayout

from core.faults.tool_faults import FaultStruck
from core.lesson.catalog import lesson_testset
from core.runs.record import RunRecord, recorded_settings
from gui.common.fault_marks import MARK
from gui.common.i18n import QT_TRANSLATE_NOOP, live, translate
from gui.common.zoom_sizes import fit_zoomed
from gui.models.scripted_choice import ScriptedChoice
from gui.runs.files import RunFiles
from gui.runs.show import show_record

if TYPE_CHECKING:
    from gui.batch.view import BatchView
    from gui.bench.fault_panel import FaultPanel
    from gui.window.main_window import MainWindow


BATCH_SIZE = QSize(1000, 520)  # the batch dialog at 100 %; it grows with the zoom, its table's headers need it
REPLAY_SIZE = QSize(900, 420)  # Run again's result at 100 %, grown the same way


class TestersBench(QObject):
    _sig_early_strike = Signal(object)  # a FaultStruck from the loop's thread while the panel is not built yet

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        bar = window.toolbar
        self._panel: FaultPanel | None = None  # built when first opened, or when a fault first strikes
        self._questions: list[str] = []  # asked since the last New conversation, for the panel's headers
        self._sig_early_strike.connect(self._build_and_list, Qt.ConnectionType.QueuedConnection)
        window.injector.strike_listeners.append(self._first_strike)
        self.files = RunFiles(window, window.store, self.show_record, busy=lambda: window.runner.busy,
                              live_client=lambda: window.models.client)
        window.runner.sig_event.connect(self.files.on_event)
        self.files.fit_replay = lambda dialog: self._fit(dialog, REPLAY_SIZE)
        self._zoom_followed = False
        self.scripted = ScriptedChoice(window.models, window, window.settings, window.lesson)
        self.batch_dialog: QDialog | None = None
        self.batch_view: BatchView | None = None
        self._fault_button(bar)
        self._file_menu()
        bar.sig_faults_changed.connect(self.mark_tools)
        bar.act_new.triggered.connect(self._new_conversation)  # after the window's own slot cleared the history
        self.mark_tools()

    # ---- building ----------------------------------------------------------------
    def _fault_button(self, bar) -> None:
        """Clicking the fault button toggles the panel; its arrow keeps the quick menu (same injector)."""
        button = bar.faults_button
        button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        button.clicked.connect(self.toggle_panel)
        self.act_panel = QAction(self)
        live(self.act_panel.setText, lambda: translate("Bench", "Fault panel…"))
        self.act_panel.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.act_panel.triggered.connect(self.toggle_panel)
        menu = button.menu()
        menu.insertAction(menu.actions()[0] if menu.actions() else None, self.act_panel)
        menu.insertSeparator(menu.actions()[1] if len(menu.actions()) > 1 else None)
        self.window.addAction(self.act_panel)

    def _file_menu(self) -> None:
        files = self.files
        menu = self.window.menuBar().addMenu("")
        menu.setObjectName("file-menu")
        live(menu.setTitle, lambda: translate("Bench", "&File"))
        self.file_actions: dict[str, QAction] = {}
        for key, text, shortcut, slot in (
                ("save", QT_TRANSLATE_NOOP("Bench", "Save run…"), "Ctrl+S", files.choose_save),
                ("open", QT_TRANSLATE_NOOP("Bench", "Open run…"), "Ctrl+O", files.choose_open),
                ("again", QT_TRANSLATE_NOOP("Bench", "Run again"), "Ctrl+R", files.run_again),
                ("markdown", QT_TRANSLATE_NOOP("Bench", "Export Markdown…"), "", files.choose_export),
                ("batch", QT_TRANSLATE_NOOP("Bench", "Batch run…"), "", self.open_batch)):
            action = menu.addAction("")
            live(action.setText, partial(translate, "Bench", text))
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(lambda _=False, fn=slot: fn())
            self.file_actions[key] = action
        menu.addSeparator()
        quit_action = menu.addAction("")
        live(quit_action.setText, lambda: translate("Bench", "Quit"))
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.window.close)  # the window's own close: settings saved, worker stopped
        self.file_actions["quit"] = quit_action
        self.file_menu = menu

    # ---- faults --------------------------------------------------------------------
    @property
    def panel(self) -> FaultPanel:
        """The fault panel dock, built on first use: it then lists the strikes of the questions asked so far."""
        if self._panel is None:
            from gui.bench.fault_panel import FaultPanel

            window = self.window
            panel = self._panel = FaultPanel(window.injector, window.registry.names(), window, window.registry.texts)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.hide()
            if self._questions:
                panel.run_no = len(self._questions) - 1
                panel.begin_run(self._questions[-1])
        return self._panel

    def _first_strike(self, event: FaultStruck) -> None:
        """(Any thread.) A fault struck before the panel was built: build it on the GUI thread and list the strike
        there; once built, the panel hears strikes itself."""
        if self._panel is None:
            self._sig_early_strike.emit(event)

    def _build_and_list(self, event: FaultStruck) -> None:
        self.panel.sig_struck.emit(event)

    def tools_changed(self) -> None:
        """The lesson's tools were edited: the fault panel and the batch view use the new ones."""
        if self._panel is not None:
            self._panel.set_tools(self.window.registry.names())
        if self.batch_view is not None:
            self.batch_view.lesson = self.window.lesson
        self.mark_tools()

    def toggle_panel(self) -> None:
        if self.panel.isHidden():  # on the right if the panes keep room beside it, else a tab under them
            self.window.classroom.docks.open(self.panel)
        else:
            self.panel.hide()

    def mark_tools(self) -> None:
        """Put ⚡ on each tool in the Tools menu that an armed fault is waiting for."""
        affected = self.window.injector.tools_affected()
        for name, action in self.window.toolbar.tool_actions.items():
            action.setText(f"{name} {MARK.strip()}" if name in affected else name)

    # ---- runs ------------------------------------------------------------------------
    def before_run(self, request) -> None:
        """Freeze what the run starts from (called on the GUI thread just before the worker gets it)."""
        runner = self.window.runner
        if runner.busy:
            return
        self.scripted.before_question()  # first: the recorded run says where the script started
        self._questions.append(request.question)
        if self._panel is not None:
            self._panel.begin_run(request.question)
        self.window.injector.restart()  # each question counts Nth calls and seeded draws afresh, as a replay does
        settings = recorded_settings(request.client, request.settings, self.window.lesson.name)
        self.files.capture.begin(settings, self.window.injector.armed(), self.window.store.all(),
                                 len(runner.history))

    def _new_conversation(self) -> None:
        if not self.window.runner.busy:  # the conversation was cleared: a script starts from its first reply
            self.scripted.restart()
            self._questions.clear()
            if self._panel is not None:
                self._panel.clear_struck()

    def run_refused(self) -> None:
        if not self.window.runner.busy:
            self.files.capture.cancel()

    def show_record(self, record: RunRecord) -> None:
        """Show a saved run; a next question continues its conversation."""
        window = self.window
        window.runner.load_history(record.history())
        show_record(record, window.chat, window.inspector, extra=(window.status.on_event,))

    def open_batch(self) -> BatchView:
        dialog, view = self.batch_dialog, self.batch_view
        if dialog is None or view is None:
            from gui.batch.models import window_batch_model
            from gui.batch.view import BatchView

            dialog = self.batch_dialog = QDialog(self.window)
            live(dialog.setWindowTitle, lambda: translate("Bench", "Batch run over a test set"))
            view = self.batch_view = BatchView(self.window.store, parent=dialog, lesson=self.window.lesson,
                                               choose_model=lambda: window_batch_model(self.window))  # its model
            view.sig_open_run.connect(self._open_batch_case)
            QVBoxLayout(dialog).addWidget(view)
            self._fit(dialog, BATCH_SIZE)
            view.load_file(lesson_testset(self.window.lesson))  # None: the view says the lesson has none
        view.refresh_model()
        dialog.show()
        dialog.raise_()
        return view

    def _fit(self, dialog: QDialog, size: QSize) -> None:
        """A dialog of the bench sized for the zoom, now and whenever the zoom changes."""
        fit_zoomed(dialog, size)
        if not self._zoom_followed:  # the classroom (its zoom) is built after the bench
            self._zoom_followed = True
            self.window.classroom.zoom.sig_zoom_changed.connect(lambda _percent: self._refit())

    def _refit(self) -> None:
        for dialog, size in ((self.batch_dialog, BATCH_SIZE), (self.files.replay_dialog, REPLAY_SIZE)):
            if dialog is not None:
                fit_zoomed(dialog, size)

    def _open_batch_case(self, record: RunRecord) -> None:
        if self.files.show_if_idle(record):
            self.window.raise_()
            self.window.activateWindow()

    def shutdown(self) -> None:
        if self._first_strike in self.window.injector.strike_listeners:
            self.window.injector.strike_listeners.remove(self._first_strike)
        if self._panel is not None:
            self._panel.detach()
        self.files.shutdown()
        if self.batch_view is not None:
            self.batch_view.shutdown()
