"""Rows the calls table gets from a real provider besides replies: retries and failed calls, shown in red."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from core.engine.events import Retrying

from gui.common.provider_events import retry_text

FLAG_COLOR = QColor("#c62828")


def problems(wire: Any) -> list:
    request = getattr(wire, "request", None)
    return list(request.get("problems", [])) if isinstance(request, dict) else []


def flagged(record) -> bool:
    """Red in the table: a retry, a failure, or a request the protocol check found fault with."""
    return record.kind != "reply" or bool(problems(record.wire))


def retry_record(record_type, run: int, call: int, event: Retrying):
    return record_type(run, call, retry_text(event), 0, 0, 0.0, None, None, kind="retry", retry=event)


def failed_record(record_type, run: int, call: int, error: Any):
    wire = getattr(error, "wire", None)
    text = str(getattr(error, "text", error))
    status = getattr(error, "status", None)
    if status and f"HTTP {status}" not in text:
        text = f"HTTP {status}: {text}"
    return record_type(run, call, f"✗ {text}", 0, 0, 0.0,
                       getattr(wire, "request", None), getattr(wire, "response", None), wire=wire, error=error,
                       kind="failed")
