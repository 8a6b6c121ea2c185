"""The inspector: the live message history above, the model calls and their raw JSON below."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QSplitter, QTabWidget, QVBoxLayout, QWidget

from core.engine.events import (
    ApprovalDecided,
    ApprovalRequested,
    CallStarted,
    MessageAppended,
    MessageReplaced,
    Paused,
    ReplyReceived,
    Retrying,
    RunEnded,
    RunStarted,
    ToolFinished,
)
from core.engine.messages import ToolResultBlock
from core.runs.sequence import Arrow
from gui.common.glossary_terms import explained
from gui.common.heading import Heading
from gui.common.i18n import QT_TRANSLATE_NOOP, live, translate
from gui.common.provider_events import CallFailed
from gui.common.tab_sizes import size_by_shown_page
from gui.inspector.calls_model import CallRecord
from gui.inspector.calls_pane import CallsPane
from gui.inspector.context_chart import ContextChart
from gui.inspector.dialects_pane import DialectsPane
from gui.inspector.history_edits import HistoryEdits
from gui.inspector.history_model import HistoryModel
from gui.inspector.history_view import HistoryView
from gui.inspector.provider_rows import failed_record, retry_record
from gui.inspector.sequence_pane import SequencePane

TAB_TERMS = (("tool_use", "tool_result", "tool_use_id", "is_error"), ("system prompt", "tool_use", "tool_result"),
             ("tool_use", "tool_result", "hand-off"), ("token", "system prompt"))


class Inspector(QWidget):
    def __init__(self, parent: QWidget | None = None, registry=None, system: str | None = None) -> None:
        super().__init__(parent)
        self.history = HistoryModel(self)
        self.tree = HistoryView(self.history)
        self.edits = HistoryEdits(self.tree)  # edit a block and continue from there (a branch)
        self.calls = CallsPane()
        self.calls.history = lambda: self.history.messages  # a call's request is shown from the one history
        # the same history as Anthropic / Chat / Responses JSON
        self.dialects = DialectsPane(registry) if system is None else DialectsPane(registry, system)
        self.dialects.follow(self.history)
        self.tree.sig_id_selected.connect(self.dialects.show_id)  # ids linked between the tree and the dialects
        self.dialects.sig_id_selected.connect(self.tree.select_call)
        self.runs = self.call_no = 0
        self._sent = -1  # how many messages the call under way sent
        self._followed = -1  # the calls row the inspector itself showed last; the user reading another stops it
        self._follow = QTimer(self, singleShot=True, interval=0)  # alone: a run's end follows at the next timer
        self._follow.timeout.connect(self._show_followed)
        self._follow_later: Callable[[Callable[[], None]], None] = lambda _job: self._follow.start()
        self._follow_to: tuple[int, int] | None = None  # (row to show, row current when decided), till its turn
        self.title = title = Heading()  # one line: at a large zoom only its name, the rest in its tooltip
        live(title.setText, lambda: translate("Inspector", "<b>messages</b> — exactly as the next call sends them"))
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(title)
        top_layout.addWidget(self.tree, 1)
        self.calls_part = bottom = QWidget()  # View can hide it: the tabs above then take its height
        bottom.setObjectName("inspector-calls")
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        self.calls_title = calls_title = Heading()
        live(calls_title.setText, lambda: translate("Inspector", "<b>model calls</b> — raw request and response JSON"))
        bottom_layout.addWidget(calls_title)
        bottom_layout.addWidget(self.calls, 1)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.split.setObjectName("inspector-split")
        self.tabs = QTabWidget()
        self.tabs.setObjectName("inspector-tabs")
        self.tabs.addTab(top, "")
        self.tabs.addTab(self.dialects, "")
        self.sequence = SequencePane()  # the conversation as a sequence diagram, drawn as it happens
        self.chart = ContextChart()  # each call's input tokens: how the context grows
        self.tabs.addTab(self.sequence, "")
        self.tabs.addTab(self.chart, "")
        for index, name in enumerate((QT_TRANSLATE_NOOP("Inspector", "Messages"),
                                      QT_TRANSLATE_NOOP("Inspector", "Dialects"),
                                      QT_TRANSLATE_NOOP("Inspector", "Sequence"),
                                      QT_TRANSLATE_NOOP("Inspector", "Context"))):
            live(self.tabs.setTabText, partial(translate, "Inspector", name), index)
        for index, terms in enumerate(TAB_TERMS):  # each tab names the glossary terms it shows, on hover
            live(self.tabs.setTabToolTip, partial(explained, "", *terms), index)
        live(title.setToolTip, partial(explained, "", *TAB_TERMS[0]))
        live(calls_title.setToolTip, partial(explained, "", "token", "stop_reason", "end_turn"))
        self.sequence.view.sig_arrow_clicked.connect(self.show_arrow)
        self.chart.sig_call_clicked.connect(self.select_call)
        size_by_shown_page(self.tabs)
        self.split.addWidget(self.tabs)
        self.split.addWidget(bottom)
        self.split.setSizes([420, 420])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.split)

    def use_later(self, later: Callable[[Callable[[], None]], None]) -> None:
        """Where the views' deferred work runs (the window's event pacer: a turn without a slice): the chart's
        redraw, the tree's and the diagram's scroll to the newest, the calls pane's move to a run's newest call."""
        self.chart.later = self.tree.later = self.sequence.view.later = self._follow_later = later

    def on_event(self, event) -> None:
        self.history.marks.on_event(event)  # where injected faults struck, known before their rows arrive
        if isinstance(event, ToolFinished) and event.group:
            self.history.mark_together(event.use.id, event.group)
        self.dialects.on_event(event)
        self.sequence.view.on_event(event)
        self.chart.on_event(event)
        if isinstance(event, CallStarted):
            self.call_no, self._sent = event.call_no, event.message_count
            self.calls.call_started(self.runs, event.call_no)
        if isinstance(event, RunStarted):
            self._followed = len(self.calls.model.records) - 1
        if isinstance(event, MessageAppended):
            if event.index == len(self.history.messages):
                self.history.append(event.message)
        elif isinstance(event, MessageReplaced):
            if event.index < len(self.history.messages):
                self.history.replace(event.index, event.message)
        elif isinstance(event, RunStarted):
            self.runs += 1
        elif isinstance(event, ReplyReceived):
            self.calls.add(CallRecord.from_event(self.runs, event, self.history.marks.call_fault(event.call_no),
                                                 self._sent if event.call_no == self.call_no else -1))
        elif isinstance(event, Retrying):  # a real provider's failed attempt, tried again
            self.calls.add(retry_record(CallRecord, self.runs, self.call_no, event))
        elif isinstance(event, CallFailed):  # a real provider's call failed for good: its exchange, in red
            self.calls.add(failed_record(CallRecord, self.runs, self.call_no, event.error))
        elif isinstance(event, Paused) and event.kind == "model":
            self.calls.show_preview(event.call_no, event.preview)
        elif isinstance(event, Paused):  # step mode, before a tool: the reply that asked for it
            self._follow_newest_call()
        elif isinstance(event, ApprovalRequested):  # the step view shows what waits for a decision
            self.calls.show_approval(event.call_no, event.use, event.timeout)
        elif isinstance(event, ApprovalDecided):
            self.calls.end_preview()
        elif isinstance(event, (CallStarted, RunEnded)):
            self.calls.end_preview()
            if isinstance(event, RunEnded):
                self.calls.call_ended()
                self._follow_at_end()

    def _follow_at_end(self) -> None:
        """At a run's end: decided now whether the pane moves to the newest call (as `_follow_newest_call`), but
        the move (its JSON rendered, ~3 ms) waits for a turn without a slice; a next run may have begun by then."""
        newest, pending = len(self.calls.model.records) - 1, self._follow_to
        current = pending[0] if pending else self.calls.table.currentIndex().row()
        if newest >= 0 and (current < 0 or current == self._followed):
            self._follow_to = (newest, pending[1] if pending else current)
            self._followed = newest
            self._follow_later(self._show_followed)

    def _show_followed(self) -> None:
        """The move decided at a run's end, unless the user chose another row meanwhile, or the pane shows what the
        next run is about to send (paused before its call, or awaiting an approval)."""
        if self._follow_to is None:
            return
        (row, current), self._follow_to = self._follow_to, None
        calls = self.calls
        if calls.table.currentIndex().row() == current and row < len(calls.model.records) and not calls.previewing:
            self.calls.select(row)

    def _follow_newest_call(self) -> None:
        """Show the newest call, unless the user is reading an older one."""
        newest = len(self.calls.model.records) - 1
        if newest >= 0 and self.calls.follows(self._followed):
            self.calls.select(newest)
            self._followed = newest

    def select_call(self, run: int, call_no: int) -> bool:
        """Select the calls table's row of call `call_no` of run `run` (not a retry's row)."""
        for row, record in enumerate(self.calls.model.records):
            if (record.run, record.call) == (run, call_no) and record.kind != "retry":
                self.calls.select(row)
                return True
        return False

    def show_arrow(self, arrow: Arrow) -> None:
        """A diagram arrow was clicked: select its block or message in the tree, and its call in the table."""
        if arrow.tool_use_id:
            self.tree.select_call(arrow.tool_use_id)
            if arrow.kind in ("result", "skipped"):
                self._select_result(arrow.tool_use_id)
        elif arrow.message is not None and arrow.message < len(self.history.messages):
            self.tree.setCurrentIndex(self.history.index(arrow.message, 0))
        if arrow.call_no:
            self.select_call(arrow.run, arrow.call_no)

    def _select_result(self, ident: str) -> None:
        for message_row, block_row in self.history.positions(ident):
            if isinstance(self.history.messages[message_row].content[block_row], ToolResultBlock):
                self.tree.select_block(message_row, block_row)

    def clear(self, earlier_runs: int = 0) -> None:
        """Start showing a conversation afresh; its runs are numbered after `earlier_runs` questions
        (a saved run opened in the middle of its conversation keeps its number there)."""
        self.history.clear()
        self.calls.clear()
        self._follow_to = None
        self.runs, self.call_no = earlier_runs, 0
        self.sequence.view.clear(earlier_runs)
        self.chart.clear(earlier_runs)
