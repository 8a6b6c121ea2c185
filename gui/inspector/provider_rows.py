"""Rows the calls table gets from a real provider besides replies: retries and failed calls, shown in red."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from core.engine.client import ModelError
from core.engine.events import Retrying
from gui.common.provider_events import retry_text
from gui.common.provider_words import failure_lines

FLAG_COLOR = QColor("#c62828")


if TYPE_CHECKING:
    from gui.inspector.calls_model import CallRecord


def flagged(record: CallRecord) -> bool:
    """Red in the table: a retry, a failure, or a request the protocol check found fault with."""
    return record.kind != "reply" or (record.wire is not None and bool(record.wire.problems))


def retry_record(record_type: type[CallRecord], run: int, call: int, event: Retrying) -> CallRecord:
    return record_type(run, call, retry_text(event), 0, 0, 0.0, None, None, kind="retry", retry=event)


def failed_record(record_type: type[CallRecord], run: int, call: int, error: ModelError) -> CallRecord:
    wire, text = error.wire, failure_lines(error)[0]
    if error.status and f"HTTP {error.status}" not in text:
        text = f"HTTP {error.status}: {text}"
    response = wire.response if wire is not None else None
    return record_type(run, call, f"✗ {text}", 0, 0, 0.0, None, response, wire=wire, error=error, kind="failed")
