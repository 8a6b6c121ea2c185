"""The classroom in the main window: zoom and the View menu, the Explain pane, the glossary and the tour
(Help menu), answer marks in the chat, lesson mode and "Ask the class".

`Classroom(window)` wires itself to the window; the window calls `before_ask()` just before a question
starts and asks `may_step()` before it lets a paused run take its next step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QVBoxLayout

from core.engine.events import Paused, RunEnded, RunStarted
from core.lesson.fake_model import FakeClient
from gui.chat.view import DIM, FAULT
from gui.classroom.answer_marks import AnswerMarks
from gui.classroom.dock_room import DockRoom
from gui.classroom.examples_box import ExamplesBox
from gui.classroom.explain_pane import ExplainPane
from gui.classroom.glossary import GlossaryDialog
from gui.classroom.pane_room import pane_needs, share_out
from gui.classroom.pane_tabs import PaneTabs
from gui.classroom.predict import PredictStrip
from gui.classroom.status_fit import StatusFit
from gui.classroom.toolbar_rows import ToolbarRows
from gui.classroom.tour import Tour
from gui.classroom.view_menu import ViewMenu
from gui.classroom.zoom import ZoomController
from gui.common.i18n import live

LESSON_KEY = "run/lesson_mode"
ASK_CLASS_KEY = "run/ask_the_class"
OWN_KEY = "window/own_panes"  # the user dragged a divider between the panes (absent: a saved layout is theirs)


class Classroom(QObject):
    def __init__(self, window: Any) -> None:  # the MainWindow (gui.window sits above this package)
        super().__init__(window)
        self.window = window
        settings = window.settings
        self.zoom = ZoomController(window, settings)
        self.explain = ExplainPane(window, later=window.runner.pacer.later)  # its label: a turn without a slice
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.explain)
        self.docks = self._dock_room()
        self.predict = PredictStrip()
        self._wrap_chat()
        self.marks = AnswerMarks(window.store)
        self.question = ""
        self.view = ViewMenu(window, self.zoom, self._panes(), settings)
        self.pane_tabs = self._tabs()
        self.act_lesson = self._switch(lambda: self.tr("Lesson mode: each question starts a new conversation, as "
                                                       "the lesson prints it"), LESSON_KEY)
        self.view.menu.addAction(self.act_lesson)
        self.act_ask_class = self._switch(lambda: self.tr("Ask the class"), ASK_CLASS_KEY)
        live(self.act_ask_class.setToolTip,
             lambda: self.tr("In step mode: before each step the class predicts what comes next"))
        window.toolbar.second.insertAction(window.toolbar.act_next, self.act_ask_class)
        self.mode_label = QLabel()
        self.mode_label.setObjectName("conversation-mode")
        window.statusBar().addPermanentWidget(self.mode_label)
        self.status_fit = StatusFit(window.statusBar(),  # the toolbar names the model, View → Lesson mode the mode
                                    (window.model_switch.label, self.mode_label))
        self.act_lesson.toggled.connect(self._show_mode)
        self._show_mode()
        self.glossary: GlossaryDialog | None = None
        self.tour = Tour(window, self._tour_steps(), settings)
        self._help_menu()
        self.explain.sig_term.connect(self.show_glossary)
        self.predict.sig_chosen.connect(lambda _key: window.next_step())
        window.toolbar.act_step.toggled.connect(self._step_mode_changed)
        self.act_ask_class.toggled.connect(self._step_mode_changed)
        window.runner.sig_event.connect(self.on_event)  # after the window's own slot: the chat is up to date
        self.rows = ToolbarRows(window, window.toolbar, window.toolbar.second, window.toolbar.third,
                                window.toolbar.continued)
        self._panes_fitted = self.docks.own  # the user's own divider positions win over the shares
        window.installEventFilter(self)

    # ---- building ----------------------------------------------------------------
    def _wrap_chat(self) -> None:
        """The example links in a box of their own (`examples_box`), so a narrow or zoomed chat keeps room for the
        conversation."""
        chat = self.window.chat
        layout = chat.layout()
        self.explain.add_on_top(self.predict)  # full width under the panes, beside what it explains
        if isinstance(layout, QVBoxLayout):
            self.examples_box = ExamplesBox(chat.examples, chat)
            layout.replaceWidget(chat.examples, self.examples_box)
            self.examples_box.setWidget(chat.examples)
            self.examples_box.fit()

    def _dock_room(self) -> DockRoom:
        """Where docks open, and the panes' widths shared out again as the window's size or zoom changes; the
        user's own widths (a divider dragged, now or before: a layout saved by an older version counts) kept."""
        window, settings = self.window, self.window.settings
        saved = settings is not None and settings.value("window/splitter") is not None
        own = saved if settings is None else str(settings.value(OWN_KEY, saved)).lower() == "true"
        if settings is not None:  # said once: the layout saved at closing is not the user's own by itself
            settings.setValue(OWN_KEY, own)
            window.splitter.splitterMoved.connect(lambda: settings.setValue(OWN_KEY, True))
        return DockRoom(window, window.splitter, self.explain, lambda: pane_needs(window), self.fit_panes, own,
                        self._arrange)

    def _tabs(self) -> PaneTabs:
        """The inspector and orders as tabs when the window is too narrow for them beside the chat."""
        w = self.window
        tabs = PaneTabs(w.splitter, w.chat, w.inspector, w.orders_editor, self._shown)
        for key in ("chat", "inspector", "orders"):  # after the View menu's own slot: the pane's new state
            self.view.pane_actions[key].toggled.connect(self._pane_toggled)
        return tabs

    def _panes(self) -> dict:
        window = self.window
        return {"chat": (lambda: self.tr("Chat"), window.chat),
                "inspector": (lambda: self.tr("Inspector"), window.inspector),
                "calls": (lambda: self.tr("Model calls"), window.inspector.calls_part),
                "orders": (lambda: self.tr("Orders"), window.orders_editor),
                "explain": (lambda: self.tr("Explain"), self.explain),
                "toolbar": (lambda: self.tr("Toolbar"), window.toolbar),
                "toolbar2": (lambda: self.tr("Run controls"), window.toolbar.second),
                "limits": (lambda: self.tr("Limits"), window.toolbar.third),
                "status": (lambda: self.tr("Status bar"), window.statusBar())}

    def _switch(self, text, key: str) -> QAction:
        action = QAction(self.window)
        live(action.setText, text)
        action.setCheckable(True)
        settings = self.window.settings
        action.setChecked(settings is not None and str(settings.value(key, "false")).lower() == "true")
        if settings is not None:
            action.toggled.connect(lambda on: settings.setValue(key, on))
        return action

    def _help_menu(self) -> None:
        menu = self.window.menuBar().addMenu("")
        live(menu.setTitle, lambda: self.tr("&Help"))
        self.act_glossary = menu.addAction("")
        live(self.act_glossary.setText, lambda: self.tr("Glossary"))
        self.act_glossary.triggered.connect(lambda: self.show_glossary(""))
        self.act_tour = menu.addAction("")
        live(self.act_tour.setText, lambda: self.tr("Tour"))
        self.act_tour.triggered.connect(self.tour.start)
        self.help_menu = menu

    def _tour_steps(self) -> list:
        w, tabs = self.window, self.pane_tabs  # a pane that is a tab shows itself for its step
        return [
            (lambda: w.chat, lambda: self.tr("The chat: the customer's questions, the assistant's answers, and "
                                             "between them every step of the loop.")),
            (lambda: tabs.reveal(w.inspector),
             lambda: self.tr("The inspector: the messages exactly as the next model call "
                             "sends them, and each call's raw request and response.")),
            (lambda: tabs.reveal(w.orders_editor),
             lambda: self.tr("The orders: the database the tools read. Edit a cell and "
                             "ask again: the answer follows the data.")),
            (lambda: getattr(self, "examples_box", w.chat.examples),  # the box, its scroll bar too
             lambda: self.tr("Your first question: click an example. Switch on Step mode to go one step at a time; "
                             "the Explain pane says what happens.")),
        ]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and not self._panes_fitted:
            self._panes_fitted = True
            self.fit_panes()
        elif event.type() == QEvent.Type.Show and self._arrange():  # the user's layout, but now as tabs
            self.fit_panes()
        return False

    def _shown(self, pane) -> bool:
        """Whether the user shows `pane` (View), also while it is a tab behind the other."""
        if self.pane_tabs.stacked and pane is not self.window.chat:  # the tabs hide the one behind
            return self.view.pane_actions["inspector" if pane is self.window.inspector else "orders"].isChecked()
        return not pane.isHidden()

    def _pane_toggled(self) -> None:
        """View showed or hid a pane: the three side by side again, then as tabs if the width needs it."""
        self.pane_tabs.unstack()
        if not self.docks.own or self._arrange():
            self.fit_panes()

    def _arrange(self) -> bool:
        """The inspector and orders as tabs or side by side, as the splitter's width needs; True if that changed."""
        split, panes = self.window.splitter, (self.window.chat, self.window.inspector, self.window.orders_editor)
        shown = sum(self._shown(p) for p in panes)
        return self.pane_tabs.arrange((split.width() or self.window.width()) - split.handleWidth() * max(shown - 1, 0))

    def fit_panes(self) -> None:
        """The orders get the width that shows their columns whole, between 30 and 42 % of the window; chat
        and inspector share the rest 2 : 3, so a small screen does not squeeze the chat alone; none is left below
        its usable width (`pane_room`) while the width allows it."""
        w = self.window
        split = w.splitter
        self._arrange()
        needs = pane_needs(w)
        if self.pane_tabs.stacked:  # chat | inspector and orders as tabs: the chat's room first, as below
            width = (split.width() or w.width()) - split.handleWidth() * (not w.chat.isHidden())
            chat = min(max(width * 2 // 5, needs[0]), width) if not w.chat.isHidden() else 0
            split.setSizes(share_out([chat, width - chat], needs))
            return
        shown = [not p.isHidden() for p in (w.chat, w.inspector, w.orders_editor)]
        width = (split.width() or w.width()) - split.handleWidth() * max(sum(shown) - 1, 0)  # the panes' own
        orders = min(max(w.orders_editor.sizeHint().width(), width * 3 // 10), width * 42 // 100)
        chat_shown, inspector_shown, orders_shown = shown
        rest = width - orders if orders_shown and (chat_shown or inspector_shown) else width * (not orders_shown)
        chat = (min(max(rest * 2 // 5, needs[0]), rest) if inspector_shown else rest) if chat_shown else 0
        sizes = share_out([chat, rest - chat, width - rest], needs)  # the chat's room from the inspector first
        if sizes != split.sizes():
            split.setSizes(sizes)

    # ---- commands ----------------------------------------------------------------
    def show_glossary(self, term: str) -> GlossaryDialog:
        if self.glossary is None:
            self.glossary = GlossaryDialog(self.window)
        self.glossary.show_term(term)
        return self.glossary

    def before_ask(self) -> None:
        """Lesson mode: forget the conversation (not the call ids) so this question costs what the lesson
        prints; the chat keeps what was said."""
        w = self.window
        self.explain.explainer.fake = isinstance(w.models.client, FakeClient)
        if self.act_lesson.isChecked() and not w.runner.busy and w.runner.history:
            w.runner.clear()
            w.inspector.history.clear()

    def may_step(self) -> bool:
        """False while the class has not chosen what comes next."""
        if self.predict.waiting:
            self.window.status.notify(self.tr("Ask the class first: pick what comes next."))
            return False
        return True

    def _step_mode_changed(self) -> None:
        if not (self.act_ask_class.isChecked() and self.window.toolbar.act_step.isChecked()):
            self.predict.cancel()
            self.predict.hide()

    def _show_mode(self) -> None:
        if self.act_lesson.isChecked():
            live(self.mode_label.setText, lambda: self.tr("lesson mode"))
            live(self.mode_label.setToolTip,
                 lambda: self.tr("Each question starts a new conversation, as the lesson prints it"))
        else:
            live(self.mode_label.setText, lambda: self.tr("conversation mode"))
            live(self.mode_label.setToolTip, lambda: self.tr("Each question continues the conversation, so it "
                                                             "re-sends the earlier ones (View → Lesson mode changes "
                                                             "this)"))

    # ---- events ------------------------------------------------------------------
    def on_event(self, event) -> None:
        self.explain.on_event(event)
        if isinstance(event, RunStarted):
            self.question = event.question
        self.predict.reveal(event, self.question)
        if isinstance(event, Paused) and self.act_ask_class.isChecked() and self.window.stepper.enabled:
            self.predict.ask(event, self.question)
            self.explain.show()  # the choices live in the Explain pane: in front of a dock tabbed with it (Faults)
            self.explain.raise_()
            self.window.toolbar.act_next.setEnabled(False)
        elif isinstance(event, RunEnded):
            self.predict.cancel()
        for text, program in self.marks.on_event(event):
            self.window.chat.add_notice(text, FAULT if program else DIM)

    def start_tour_if_new(self) -> bool:
        return self.tour.start_if_new()
