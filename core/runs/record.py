"""A run saved as one JSON file: settings, armed faults with their seeds, the orders as they were,
the full message history and every event with its time.

`Recorder` wraps a loop's `emit` and timestamps events; `make_record` freezes a
finished run; `save`/`load` write and read the file. `load` refuses a file from
a newer format version, a damaged file, or one changed after saving (checksum),
each with a message a tester can act on. Replay and Markdown live beside this
(core/replay.py, core/record_markdown.py).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from core.engine.events import Event, RunEnded
from core.engine.messages import Message, history_from_json, history_to_json
from core.engine.settings import RunSettings
from core.faults.model_faults import AnyFault
from core.faults.scripted import load_script_text
from core.json_lines import JsonFileError, parse
from core.lesson.orders import Order
from core.runs._record_events import EVENT_TYPES, event_from_json, event_to_json

FORMAT: Final = "tool-loop-studio/run"
VERSION = 1


class RecordError(Exception):
    """A saved run cannot be opened; the message says why, for the user."""


class RecordedSettings(RunSettings):
    """The run's settings and the model it ran against. Files saved before `system` and `max_tokens`
    were recorded lack them: they ran with the defaults."""

    client: str = "fake"  # fake | scripted | a provider name
    script: str | None = None  # the scripted model's JSON text, when client == "scripted"
    script_start: int = Field(default=0, ge=0)  # replies the conversation had used before this run


class RecordedEvent(BaseModel):
    model_config = ConfigDict(extra="forbid")
    t: float  # seconds since the run started
    type: str
    data: dict[str, Any]


class Outcome(BaseModel):
    model_config = ConfigDict(extra="forbid")
    reason: str
    answer: str
    calls: int
    input_tokens: int
    output_tokens: int
    detail: str = ""


class RunRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["tool-loop-studio/run"] = FORMAT
    version: int = VERSION
    saved_at: str = ""
    settings: RecordedSettings
    faults: list[AnyFault] = Field(default_factory=list)
    orders: list[Order]
    question: str
    prior: int = 0  # messages before this run's question (earlier turns of the chat)
    messages: list[dict[str, Any]]
    events: list[RecordedEvent]
    outcome: Outcome
    checksum: str = ""

    def history(self) -> list[Message]:
        return history_from_json(self.messages)

    def typed_events(self) -> list[tuple[float, Event]]:
        """The events as the loop reported them, with their times, to show the run again."""
        return [(e.t, event_from_json(e.type, e.data)) for e in self.events]

    def end(self) -> RunEnded:
        o = self.outcome
        return RunEnded(o.reason, o.answer, o.calls, o.input_tokens, o.output_tokens, o.detail,  # type: ignore[arg-type]
                        tuple(self.history()))


class Recorder:
    """An `emit` that timestamps every event and passes it on. Events are immutable, so they are kept
    as they are and turned into JSON only when the record is made (not on the loop's or the GUI's time)."""

    def __init__(self, forward: Callable[[Any], None] | None = None) -> None:
        self.forward = forward
        self.started = time.monotonic()
        self._raw: list[tuple[float, Any]] = []
        self._converted: list[RecordedEvent] = []

    def __call__(self, event: Any) -> None:
        self._raw.append((round(time.monotonic() - self.started, 4), event))
        if self.forward is not None:
            self.forward(event)

    @property
    def events(self) -> list[RecordedEvent]:
        for t, event in self._raw[len(self._converted):]:
            kind, data = event_to_json(event)
            self._converted.append(RecordedEvent(t=t, type=kind, data=data))
        return self._converted


def is_saved_event(event: Any) -> bool:
    """Whether a saved run keeps `event`: the loop's events and fault strikes, not GUI-only ones."""
    return type(event).__name__ in EVENT_TYPES


def make_record(settings: RecordedSettings, faults: list, orders: list[Order], question: str,
                messages: list[Message], prior: int, recorder: Recorder, end: RunEnded) -> RunRecord:
    outcome = Outcome(reason=end.reason, answer=end.answer, calls=end.calls, input_tokens=end.input_tokens,
                      output_tokens=end.output_tokens, detail=end.detail)
    return RunRecord(settings=settings, faults=list(faults), orders=list(orders), question=question,
                     prior=prior, messages=history_to_json(list(messages)), events=list(recorder.events),
                     outcome=outcome, saved_at=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"))


def _checksum(data: dict[str, Any]) -> str:
    body = {k: v for k, v in data.items() if k != "checksum"}
    canonical = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def dumps(record: RunRecord) -> str:
    data = record.model_dump(mode="json")
    data["checksum"] = _checksum(data)
    return json.dumps(data, ensure_ascii=False, indent=1)


def save(record: RunRecord, path: str | Path) -> Path:
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(dumps(record), encoding="utf-8")
    tmp.replace(path)
    return path


def loads(text: str, source: str = "") -> RunRecord:
    name = source or "Die Datei"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"{name} ist beschädigt: kein gültiges JSON (Zeile {error.lineno}: {error.msg}).") from None
    except RecursionError:
        raise RecordError(f"{name} ist beschädigt: zu tief verschachteltes JSON.") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"{name} ist keine gespeicherte Tool-Loop-Studio-Sitzung.")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise RecordError(f"{name} ist beschädigt: Format-Version {version!r} ist ungültig.")
    if version > VERSION:
        raise RecordError(f"{name} stammt aus einer neueren Version der App (Format-Version {version}); "
                          f"diese App liest bis Version {VERSION}. Bitte die App aktualisieren.")
    if data.get("checksum") and data["checksum"] != _checksum(data):
        raise RecordError(f"{name} ist beschädigt oder wurde nach dem Speichern verändert (Prüfsumme stimmt nicht).")
    try:
        record = parse(text, RunRecord)
        record.history()
        record.typed_events()
        if record.settings.client == "scripted" and record.settings.script:  # replay would fail on it later
            load_script_text(record.settings.script, "das gespeicherte Skript")
    except JsonFileError as error:
        raise RecordError(f"{name} ist beschädigt: {error}") from None
    except (ValueError, KeyError, TypeError) as error:
        raise RecordError(f"{name} ist beschädigt: {error}") from None
    except RecursionError:
        raise RecordError(f"{name} ist beschädigt: zu tief verschachteltes JSON.") from None
    return record


def load(path: str | Path) -> RunRecord:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{path.name} ist beschädigt: kein UTF-8-Text.") from None
    except OSError as error:
        raise RecordError(f"{path.name} lässt sich nicht lesen: {error.strerror or error}.") from None
    return loads(text, path.name)
