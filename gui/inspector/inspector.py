"""The inspector: the live message history above, the model calls and their raw JSON below."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from core.events import CallStarted, MessageAppended, Paused, ReplyReceived, RunEnded, RunStarted

from .calls_model import CallRecord
from .calls_pane import CallsPane
from .history_model import HistoryModel
from .history_view import HistoryView


class Inspector(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = HistoryModel(self)
        self.tree = HistoryView(self.history)
        self.calls = CallsPane()
        self.runs = 0
        title = QLabel("<b>messages</b> — exactly as the next call sends them")
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(title)
        top_layout.addWidget(self.tree, 1)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(QLabel("<b>model calls</b> — raw request and response JSON"))
        bottom_layout.addWidget(self.calls, 1)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.split.setObjectName("inspector-split")
        self.split.addWidget(top)
        self.split.addWidget(bottom)
        self.split.setSizes([420, 420])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.split)

    def on_event(self, event) -> None:
        if isinstance(event, MessageAppended):
            if event.index == len(self.history.messages):
                self.history.append(event.message)
        elif isinstance(event, RunStarted):
            self.runs += 1
        elif isinstance(event, ReplyReceived):
            self.calls.add(CallRecord.from_event(self.runs, event))
        elif isinstance(event, Paused) and event.kind == "model":
            self.calls.show_preview(event.call_no, event.preview)
        elif isinstance(event, (CallStarted, RunEnded)):
            self.calls.end_preview()
            if isinstance(event, RunEnded) and self.calls.table.currentIndex().row() < 0 and self.calls.model.records:
                self.calls.select(len(self.calls.model.records) - 1)

    def clear(self) -> None:
        self.history.clear()
        self.calls.clear()
