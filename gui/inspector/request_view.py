"""What the calls pane shows of a call's request: its newest messages, rendered from the conversation's history.

A local model's wire record renders its request from the history when read, the whole history each time, so
showing the newest call after every question cost more as the conversation grew. The call sent the first
`record.sent` messages of the history (its CallStarted says how many; the history only grows at its end, and
a message is replaced only while it is unsent), so the pane renders the request's head (system prompt, tools,
settings) and just the newest SHOWN_MESSAGES messages of that prefix. Copy request still copies the whole body.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.engine.messages import Message, history_to_json
from gui.common.i18n import translate
from gui.inspector.calls_model import CallRecord

SHOWN_MESSAGES = 40  # a long conversation's request shows its newest messages; Copy request copies them all


def _note(earlier: int) -> str:
    return "… " + translate("CallsPane", "%n earlier message(s) not shown here: Copy request copies the whole "
                            "request", None, earlier)


def shortened(request: dict | None) -> tuple[dict | None, bool]:
    """The request as the JSON view shows it: the newest SHOWN_MESSAGES messages, a note for the rest."""
    messages = request.get("messages") if isinstance(request, dict) else None
    if request is None or not isinstance(messages, list) or len(messages) <= SHOWN_MESSAGES:
        return request, False
    earlier = len(messages) - SHOWN_MESSAGES
    return {**request, "messages": [_note(earlier), *messages[-SHOWN_MESSAGES:]]}, True


def shown_request(record: CallRecord, history: Sequence[Message]) -> tuple[dict[str, Any] | None, bool]:
    """The request of `record` as the JSON view shows it, and whether messages were left out."""
    wire = record.wire
    if wire is None or wire.is_http or not 0 < record.sent <= len(history):
        return shortened(record.request)
    head = wire.head()
    if not isinstance(head, dict) or head.get("messages") != []:  # a kept body: it is there already
        return shortened(record.request)
    earlier = max(0, record.sent - SHOWN_MESSAGES)
    messages: list[Any] = history_to_json(list(history[earlier:record.sent]))
    return {**head, "messages": [_note(earlier), *messages] if earlier else messages}, earlier > 0
