"""Model calls: a table of calls, and the raw request/response JSON of the selected one (or the next request)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QPersistentModelIndex, QPoint, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.engine.events import Retrying
from core.engine.messages import Message, ToolUseBlock, dumped
from gui.common.caption_row import CaptionRow
from gui.common.elided_label import ElidedLabel
from gui.common.fonts import mono_font
from gui.common.i18n import QT_TRANSLATE_NOOP, live, on_language_change, seconds, translate
from gui.common.provider_words import failure_head, worded
from gui.common.scrollbars import lean_scrollbars
from gui.inspector.calls_model import CallRecord, CallsModel, pretty
from gui.inspector.copy_code import code_menu
from gui.inspector.http_pane import HttpPane
from gui.inspector.http_text import retried_attempt
from gui.inspector.request_view import shown_request

SELECT = QT_TRANSLATE_NOOP("CallsPane", "Select a model call to see its raw JSON.")


SMALLEST = 44  # px: at least, whatever the zoom


def _stop(record: CallRecord) -> str:
    """How the call ended, to stand in the program's line above the JSON: a failure the program cannot word is
    named in its words (its own text stays in the table's cell)."""
    if record.kind == "failed" and record.error is not None and not worded(record.error):
        return f"✗ {failure_head(record.error)}"
    return record.stop_reason


class CallsPane(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = CallsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        lean_scrollbars(self.table)  # a row per call: its scroll bar moves on every call
        self._size_columns()
        on_language_change(self, CallsPane._size_columns)  # a header is wider in another language
        self.table.selectionModel().currentRowChanged.connect(lambda cur, _old: self.show_call(cur.row()))
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._code_menu)
        self.caption = ElidedLabel()
        live(self.caption.setText, lambda: translate("CallsPane", SELECT))
        self.caption.setObjectName("calls-caption")
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # long: clip, not widen
        self.json_view = QPlainTextEdit()
        self.json_view.setReadOnly(True)
        self.json_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.json_view.setFont(mono_font())
        self.copy_request = QPushButton()
        self.copy_response = QPushButton()
        live(self.copy_request.setText, lambda: translate("CallsPane", "Copy request"))
        live(self.copy_response.setText, lambda: translate("CallsPane", "Copy response"))
        self.request_text = self.response_text = ""
        self._whole_request: CallRecord | None = None  # the call whose request the view shortened
        self.copy_request.clicked.connect(self._copy_request)
        self.copy_response.clicked.connect(lambda: self._copy(self.response_text))
        self._enable_copy()
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        self.caption_row = CaptionRow(self.caption, (self.copy_request, self.copy_response),  # a new caption lays
                                      lambda: translate("CallsPane", "Copy"))  # out nothing above it; a narrow
        lower_layout.addWidget(self.caption_row)  # row folds the buttons into one Copy menu
        self.http_pane = HttpPane()  # a real provider's call: the raw HTTP instead of the JSON
        self.stack = QStackedWidget()
        self.stack.addWidget(self.json_view)
        self.stack.addWidget(self.http_pane)
        lower_layout.addWidget(self.stack, 1)
        self._keep_in_sight()  # both scroll: on a small or zoomed screen they give up height first
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(lower)
        split.setSizes([140, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.previewing = False
        self.live_call: tuple[int, int] | None = None  # (run, call) of the model call under way, if any
        self.history: Callable[[], Sequence[Message]] = tuple  # the conversation the calls were made in

    def code_menu(self, row: int) -> QMenu:
        """Copy the row's call as curl, httpx or SDK code (see gui.inspector.copy_code)."""
        record = self.model.records[row] if 0 <= row < len(self.model.records) else None
        wire = record.wire if record is not None and record.kind != "retry" else None
        return code_menu(wire, self.table)

    def _code_menu(self, point: QPoint) -> None:
        row = self.table.indexAt(point).row()
        if row >= 0:
            self.code_menu(row).popup(self.table.viewport().mapToGlobal(point))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the zoom: the columns grow with the text
            self._size_columns()
            self._keep_in_sight()

    def _keep_in_sight(self) -> None:
        """Rows as tall as the text, and the table keeps its header and one whole call in sight, the JSON two
        lines, at any zoom (rows of 30 px cut the text at 200 %, and a minimum in pixels kept only the header)."""
        table, json_view = self.table, self.json_view
        row = table.fontMetrics().height() * 5 // 3  # 30 px at 100 %: Qt sizes rows once, for the first font
        table.verticalHeader().setDefaultSectionSize(row)
        text = (row + table.fontMetrics().height()) // 2  # down to a row's text, drawn in its middle
        bar = table.horizontalScrollBar().sizeHint().height()  # the columns outgrow a narrow pane at zoom
        table.setMinimumHeight(max(SMALLEST, table.horizontalHeader().sizeHint().height() + text + bar
                                   + 2 * table.frameWidth()))
        self.stack.setMinimumHeight(max(SMALLEST, 2 * json_view.fontMetrics().lineSpacing()
                                        + json_view.horizontalScrollBar().sizeHint().height()
                                        + 2 * json_view.frameWidth()))

    def _size_columns(self) -> None:
        """Fixed widths from the font: ResizeToContents trips a None-refcount bug in PySide6 6.12."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        bold = QFont(header.font())
        bold.setBold(True)  # the style draws the titles bold
        metrics, titles = self.table.fontMetrics(), QFontMetrics(bold)
        for column, sample in enumerate(("run", "call", "9999", "9999", "00.000")):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal) or "")  # in the UI language
            header.resizeSection(column, max(metrics.horizontalAdvance(sample), titles.horizontalAdvance(title)) + 18)

    def add(self, record: CallRecord) -> None:
        self.model.append(record)
        if record.kind != "retry":
            self.call_ended()
        row = self.table.currentIndex().row()
        if 0 <= row < len(self.model.records) - 1 and self.model.records[row].kind == "retry" and not self.previewing:
            self.show_call(row)  # the call has ended: the selected retry row can now show its attempt's HTTP

    def call_started(self, run: int, call: int) -> None:
        self.live_call = (run, call)

    def call_ended(self) -> None:
        """The call under way is over (answered, failed, or its run stopped): a selected retry row says so."""
        self.live_call = None
        row = self.table.currentIndex().row()
        if 0 <= row < len(self.model.records) and self.model.records[row].kind == "retry" and not self.previewing:
            self.show_call(row)

    def follows(self, followed: int) -> bool:
        """The pane may move on to a newer call unless the user is reading another one: nothing selected,
        or still the row the inspector itself showed last (the newest when the run began, or since)."""
        row = self.table.currentIndex().row()
        return row < 0 or row == followed

    def select(self, row: int) -> None:
        index = self.model.index(row, 0)
        moved = self.table.currentIndex().row() != row
        self.table.selectRow(row)
        self.table.setCurrentIndex(index)
        if not moved:  # a move shows the call through currentRowChanged already
            self.show_call(row)
        # A row appended just now is not laid out yet, so the view could not scroll to it: once it is, do.
        target = QPersistentModelIndex(index)
        QTimer.singleShot(0, self.table, lambda: self._scroll_table_to(target))

    def _scroll_table_to(self, target: QPersistentModelIndex) -> None:
        if target.isValid():
            self.table.scrollTo(self.model.index(target.row(), target.column()))

    def show_call(self, row: int) -> None:
        if not 0 <= row < len(self.model.records):
            return
        record = self.model.records[row]
        self.previewing = False
        if record.kind == "retry" and record.retry is not None:
            self._show_retry(record, record.retry)
            return
        request, short = shown_request(record, self.history())
        self._show(lambda: translate("CallsPane", "run {run} · call {call} · {stop}").format(
            run=record.run, call=record.call, stop=_stop(record)), pretty(request), pretty(record.response))
        self._whole_request = record if short else None
        if record.wire is not None and record.wire.is_http:
            self.http_pane.show_exchange(record.wire, record.error)
            self.stack.setCurrentWidget(self.http_pane)

    def _show_retry(self, record: CallRecord, retry: Retrying) -> None:
        """A failed attempt tried again: the Retrying event, plus its HTTP record from the call's own row."""
        ended = [r for r in self.model.records if (r.run, r.call) == (record.run, record.call) and r.kind != "retry"]
        wire = ended[0].wire if ended else None  # None: the call is still running
        attempt = retried_attempt(wire, retry.attempt) if wire is not None else None
        body = pretty(attempt.get("body", attempt.get("error"))) if attempt else ""
        request = pretty(wire.request) if wire is not None else ""
        self._show(lambda: translate("CallsPane", "run {run} · call {call} · {stop}").format(
            run=record.run, call=record.call, stop=record.stop_reason), request, body)
        self.http_pane.show_attempt(retry, wire, ended=(record.run, record.call) != self.live_call)
        self.stack.setCurrentWidget(self.http_pane)

    def show_preview(self, call_no: int, preview: dict | None) -> None:
        """While paused before a model call: exactly what the next request will contain."""
        self.previewing = True
        self._show(lambda: translate("CallsPane", "next request (paused before call {n})").format(n=call_no),
                   pretty(preview), "")
        self._scroll_to('"messages"')

    def show_approval(self, call_no: int, use: ToolUseBlock, timeout: float | None) -> None:
        """While an acting call waits for a decision: what it would run, and for how long it waits."""
        self.previewing = True
        def caption() -> str:
            wait = (translate("CallsPane", "rejected after {time} without a decision").format(time=seconds(timeout))
                    if timeout is not None else translate("CallsPane", "no time limit"))
            return translate("CallsPane", "awaiting approval (call {n}): {tool} · {wait}").format(
                n=call_no, tool=use.name, wait=wait)

        self._show(caption, pretty({"tool_use": dumped(use, "json")}), "")

    def end_preview(self) -> None:
        if not self.previewing:
            return
        self.previewing = False
        row = self.table.currentIndex().row()
        if row >= 0:
            self.show_call(row)
        else:
            self._show(lambda: translate("CallsPane", SELECT), "", "")

    def clear(self) -> None:
        self.model.clear()
        self.previewing = False
        self.live_call = None
        self._show(lambda: translate("CallsPane", SELECT), "", "")

    def _copy_request(self) -> None:
        whole = self._whole_request
        self._copy(pretty(whole.request) if whole is not None else self.request_text)

    def _show(self, caption: Callable[[], str], request: str, response: str) -> None:
        self._whole_request = None
        live(self.caption.setText, caption)
        self.request_text, self.response_text = request, response
        parts = [f"// response\n{response}"] if response else []
        if request:
            parts.append(f"// request\n{request}")
        self.json_view.setPlainText("\n\n".join(parts))
        self.stack.setCurrentWidget(self.json_view)
        self._enable_copy()

    def _scroll_to(self, text: str) -> None:
        """Put the line holding `text` at the top of the JSON view (the messages, not the tool schemas)."""
        found = self.json_view.document().find(text)
        if found.isNull():
            return
        bar = self.json_view.verticalScrollBar()
        bar.setValue(bar.maximum())  # scrolling past it first makes ensureCursorVisible land it on top
        self.json_view.setTextCursor(found)
        self.json_view.ensureCursorVisible()

    def _enable_copy(self) -> None:
        self.copy_request.setEnabled(bool(self.request_text))
        self.copy_response.setEnabled(bool(self.response_text))

    @staticmethod
    def _copy(text: str) -> None:
        QGuiApplication.clipboard().setText(text)
