"""A thin table of model calls: run, call number, stop reason, tokens, seconds; the raw JSON kept aside."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from core.engine.client import ModelError
from core.engine.events import ReplyReceived, Retrying
from core.engine.wire_record import WireRecord
from gui.common.fault_marks import FAULT_BG as _FAULT_BG
from gui.common.fault_words import struck_text
from gui.common.glossary_terms import tooltip_for
from gui.common.i18n import QT_TRANSLATE_NOOP, number, on_language_change, translate
from gui.inspector.provider_rows import FLAG_COLOR, flagged

HEADERS = (QT_TRANSLATE_NOOP("CallsModel", "run"), QT_TRANSLATE_NOOP("CallsModel", "call"),
           QT_TRANSLATE_NOOP("CallsModel", "in"), QT_TRANSLATE_NOOP("CallsModel", "out"),
           QT_TRANSLATE_NOOP("CallsModel", "s"), "stop_reason")
STOP_COLUMN = 5
HEADER_TERMS = {2: "token", 3: "token", STOP_COLUMN: "stop_reason"}
FAULT_BG = QColor(_FAULT_BG)


@dataclass(frozen=True)
class CallRecord:
    run: int
    call: int
    stop_reason: str
    input_tokens: int
    output_tokens: int
    seconds: float
    kept_request: dict[str, Any] | None  # None when `wire` has it: the wire record renders it when asked
    response: dict[str, Any] | None
    fault: str = ""  # the injected model fault that struck this call
    wire: WireRecord | None = None  # a provider's record is shown as raw HTTP in the calls pane
    error: ModelError | None = None  # the error of a failed provider call
    kind: str = "reply"  # "reply", "retry" (an attempt tried again) or "failed"; see provider_rows
    # a retry row's Retrying event; its HTTP comes from the call's later row (see calls_pane)
    retry: Retrying | None = None
    sent: int = -1  # how many of the conversation's messages the call sent (-1: not known)

    @property
    def request(self) -> dict[str, Any] | None:
        """The body sent: a local model's is rendered from the conversation's one history on each read."""
        return self.wire.request if self.wire is not None else self.kept_request

    @classmethod
    def from_event(cls, run: int, event: ReplyReceived, fault: str = "", sent: int = -1) -> CallRecord:
        wire = event.wire
        usage = event.reply.usage
        response = wire.response if wire is not None else None
        return cls(run, event.call_no, event.reply.stop_reason, usage.input_tokens, usage.output_tokens,
                   event.seconds, None, response, fault, wire, sent=sent)

    def cells(self) -> tuple:
        stop = f"⚡ {self.stop_reason}" if self.fault else self.stop_reason
        return (self.run, self.call, self.input_tokens, self.output_tokens, number(self.seconds, 3), stop)


def pretty(data: Any) -> str:
    if data is None:
        return translate("CallsModel", "(not available)")
    return json.dumps(data, indent=2, ensure_ascii=False)


class CallsModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.records: list[CallRecord] = []
        on_language_change(self, CallsModel._retranslate)

    def _retranslate(self) -> None:
        """Headings in the new language, seconds with its decimal separator."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(HEADERS) - 1)
        if self.records:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.records) - 1, len(HEADERS) - 1))

    def append(self, record: CallRecord) -> None:
        row = len(self.records)
        self.beginInsertRows(QModelIndex(), row, row)
        self.records.append(record)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self.records.clear()
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            return tooltip_for(HEADER_TERMS.get(section, "")) or None  # the glossary, where a term heads a column
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return translate("CallsModel", HEADERS[section]) if 0 <= section < len(HEADERS) else None
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        record = self.records[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(record.cells()[index.column()])
        if role == Qt.ItemDataRole.ForegroundRole and flagged(record):
            return FLAG_COLOR
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != STOP_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == STOP_COLUMN and not record.fault:
            return tooltip_for(str(record.cells()[STOP_COLUMN])) or None  # end_turn, tool_use: the glossary
        if record.fault and role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole):
            return FAULT_BG if role == Qt.ItemDataRole.BackgroundRole else struck_text(record.fault)
        return None
