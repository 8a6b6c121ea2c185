"""The key masked in a streamed reply, where a server may split it over several events.

Each line is masked as it arrives, but a key cut into pieces (one text delta or
one piece of tool-input JSON each) only shows once the pieces are joined. So the
text pieces reported while streaming hold back a tail that could be the start of a
secret until the next piece (or the end) shows whether it is one;
the assembled reply is masked once more; and a stream whose joined parts hold the
key keeps no raw events in its record.
"""

from __future__ import annotations

import json
from typing import Any

from core.engine.client import Notify
from core.engine.events import TextDelta
from core.providers.keys import Mask

SPLIT_KEY = "(the events are left out: put together they held the API key)"


class DeltaMask:
    """A notify that passes everything on, text pieces masked across piece boundaries."""

    def __init__(self, notify: Notify, mask: Mask) -> None:
        self.notify = notify
        self.mask = mask
        self.pending = ""

    def __call__(self, event: object) -> None:
        if not isinstance(event, TextDelta) or not self.mask.texts:
            self.notify(event)
            return
        text = self.pending + event.text
        held = self._held(text)  # decided before masking: a fragment may yet grow into the whole key
        shown, self.pending = self.mask.text(text[: len(text) - held]), text[len(text) - held:]
        if shown:
            self.notify(TextDelta(shown))

    def _held(self, text: str) -> int:
        """How many trailing characters could be the start of a secret (those wait for the next piece)."""
        longest = max(len(secret) for secret in self.mask.texts)
        for size in range(min(len(text), longest - 1), 0, -1):
            tail = text[-size:]
            if any(secret.startswith(tail) for secret in self.mask.texts):
                return size
        return 0

    def flush(self) -> None:
        if self.pending:
            shown, self.pending = self.mask.text(self.pending), ""
            self.notify(TextDelta(shown))


def masked_reply(data: Any, mask: Mask) -> Any:
    """The assembled reply with the key masked (its pieces may have come in different events)."""
    if not mask.texts:
        return data
    text = json.dumps(data, ensure_ascii=False)
    masked = mask.text(text)
    return data if masked == text else json.loads(masked)


def scrub_events(shown: dict[str, Any], mask: Mask) -> None:
    """Drop the raw events from the record if, joined, their texts hold the key (finished or not)."""
    events = shown.get("events")
    if not events or not mask.texts:
        return
    joined = "".join(_strings(events))
    if mask.text(joined) != joined:
        shown["events"] = [{"event": None, "data": SPLIT_KEY}]


def _strings(value: Any) -> list[str]:
    """Every string inside `value`, in order (walked without recursion)."""
    found: list[str] = []
    pending = [value]
    while pending:
        node = pending.pop()
        if isinstance(node, str):
            found.append(node)
        elif isinstance(node, dict):
            pending.extend(reversed(list(node.values())))
        elif isinstance(node, list):
            pending.extend(reversed(node))
    return found
