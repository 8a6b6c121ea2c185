"""A run saved as one JSON file: settings, armed faults with their seeds, the orders as they were,
the full message history and every event with its time.

`Recorder` wraps a loop's `emit` and timestamps events; `make_record` freezes a
finished run; `save`/`load` write and read the file. `load` refuses a file from
a newer format version, a damaged file, one changed after saving (checksum), one
nested deeper than MAX_DEPTH levels, or one with any field of the wrong type
(every message and every event is validated against its model before anything
is shown), each with a message a tester can act on. `save` refuses to write what
`load` would refuse. Replay and Markdown live beside this (core/runs/replay.py,
core/runs/markdown.py).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from core.engine.client import ModelClient
from core.engine.events import EndReason, Event, MessageReplaced, RunEnded
from core.engine.messages import Message, TextBlock, history_from_json, history_to_json
from core.engine.settings import RunSettings
from core.faults.model_faults import AnyFault
from core.faults.scripted import load_script_text
from core.json_lines import MAX_DEPTH, JsonFileError, depth_of, parse, problems_from, too_deep
from core.lesson.catalog import DEFAULT_LESSON, default_lesson, find_lesson
from core.lesson.loader import LessonError
from core.lesson.orders import ANY_STATUS, Order, allowed_statuses
from core.runs._record_events import EVENT_TYPES, event_errors, event_from_json, event_to_json, timeout_detail
from core.runs.run_problems import CodedError
from core.runs.saved_branches import SavedBranch, tree_problems

FORMAT: Final = "tool-loop-studio/run"
VERSION = 2  # 2: the conversation's branches (files of version 1 have none and still open)
WORDS = ("system", "handoff", "customer", "placeholder_model")  # the run settings a lesson words


class RecordError(CodedError):
    """A saved run cannot be opened or saved: a code and its values for the window, the English sentence for
    the command line (see core/runs/run_problems.py)."""


class RecordedSettings(RunSettings):
    """The run's settings and the model it ran against. Files saved before `system` and `max_tokens`
    were recorded lack them: they ran with their lesson's words and the default `max_tokens`."""

    client: str = "fake"  # fake | scripted | a provider name
    script: str | None = None  # the scripted model's JSON text, when client == "scripted"
    script_start: int = Field(default=0, ge=0)  # replies the conversation had used before this run
    lesson: str = ""  # the lesson whose tools, data and fake model ran ("": none named, in files from before)

    @model_validator(mode="before")
    @classmethod
    def _lesson_words(cls, data: Any) -> Any:
        """A file that recorded no prompt, hand-off, customer or placeholder ran with its lesson's (the lesson it
        names, else the default lesson), never with the engine's neutral defaults."""
        if not isinstance(data, dict) or not set(WORDS) - set(data):
            return data
        named = data.get("lesson")
        name = named if isinstance(named, str) and named else DEFAULT_LESSON
        try:
            words = find_lesson(name).words()
        except LessonError:
            words = default_lesson().words()
        return {**{field: words[field] for field in WORDS}, **data}


def recorded_settings(client: ModelClient, settings: RunSettings, lesson: str) -> RecordedSettings:
    """The recorded settings for a run in the lesson named `lesson` with `client` (fake, scripted or a real
    provider) and `settings`."""
    kind = getattr(client, "name", "fake") or "fake"
    script = getattr(client, "source_text", None) if kind == "scripted" else None
    start = getattr(client, "position", 0) if kind == "scripted" else 0
    model = getattr(getattr(client, "config", None), "resolved_model", None) or getattr(client, "model", None)
    return RecordedSettings.model_validate({
        **settings.run_fields(), "model": settings.model or (model if isinstance(model, str) else None),
        "client": str(kind), "script": script, "script_start": start if isinstance(start, int) else 0,
        "lesson": lesson})


class RecordedEvent(BaseModel):
    model_config = ConfigDict(extra="forbid")
    t: float  # seconds since the run started
    type: Literal[tuple(EVENT_TYPES)]  # type: ignore[valid-type]  # built from the event table at import
    data: dict[str, Any]


class Outcome(BaseModel):
    model_config = ConfigDict(extra="forbid")
    reason: EndReason
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
    prior: int = Field(default=0, ge=0)  # messages before this run's question (earlier turns of the chat)
    messages: list[dict[str, Any]]
    events: list[RecordedEvent]
    outcome: Outcome
    branches: list[SavedBranch] = Field(default_factory=list)  # every branch, each with its orders
    branch: int = Field(default=0, ge=0)  # the branch this run belongs to
    checksum: str = ""

    @model_validator(mode="after")
    def _prior_within_messages(self):
        if self.prior > len(self.messages):
            raise ValueError(f"prior ({self.prior}) is more than the {len(self.messages)} messages")
        problems = tree_problems(self.branches) if self.branches else []
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def history(self) -> list[Message]:
        return history_from_json(self.messages)

    def typed_events(self) -> list[tuple[float, Event]]:
        """The events as the loop reported them, with their times, to show the run again."""
        return [(e.t, event_from_json(e.type, e.data)) for e in self.events]

    def earlier_questions(self) -> int:
        """How many questions its conversation had asked before this run's own (a question that joined
        an unanswered user turn is in that turn, but is this run's)."""
        before = self.history()[: self.prior]
        asked = sum(isinstance(b, TextBlock) for m in before if m.role == "user" for b in m.content)
        joined = any(isinstance(e, MessageReplaced) and e.index < self.prior for _, e in self.typed_events())
        return asked - joined

    def end(self) -> RunEnded:
        o = self.outcome
        detail = timeout_detail(o.reason, o.detail)
        return RunEnded(o.reason, o.answer, o.calls, o.input_tokens, o.output_tokens, detail, tuple(self.history()))


class Recorder:
    """An `emit` that timestamps every event and passes it on. Events are immutable, so they are kept
    as they are and turned into JSON only when the record is made (not on the loop's or the GUI's time)."""

    def __init__(self, forward: Callable[[object], None] | None = None) -> None:
        self.forward = forward
        self.started = time.monotonic()
        self._raw: list[tuple[float, object]] = []
        self._converted: list[RecordedEvent] = []

    def __call__(self, event: object) -> None:
        self._raw.append((round(time.monotonic() - self.started, 4), event))
        if self.forward is not None:
            self.forward(event)

    @property
    def events(self) -> list[RecordedEvent]:
        for t, event in self._raw[len(self._converted):]:
            kind, data = event_to_json(event)
            self._converted.append(RecordedEvent(t=t, type=kind, data=data))
        return self._converted


def is_saved_event(event: object) -> bool:
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
    """The file's text; RecordError if it nests deeper than a file may (it could not be opened again)."""
    data = record.model_dump(mode="json")
    if depth_of(data) > MAX_DEPTH:
        raise RecordError("too_deep_to_save", max=MAX_DEPTH)
    data["checksum"] = _checksum(data)
    return json.dumps(data, ensure_ascii=False, indent=1)


def save(record: RunRecord, path: str | Path) -> Path:
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(dumps(record), encoding="utf-8")
    tmp.replace(path)
    return path


def _content_problems(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Every message and every event checked against its model; pydantic-style errors, loc from the top."""
    found: list[dict[str, Any]] = []
    try:
        history_from_json(data["messages"])
    except ValidationError as error:
        found += [{**item, "loc": ("messages", *item["loc"])} for item in error.errors()]
    for index, branch in enumerate(data.get("branches") or []):
        try:
            history_from_json(branch["messages"])
        except ValidationError as error:
            found += [{**item, "loc": ("branches", index, "messages", *item["loc"])} for item in error.errors()]
    for index, event in enumerate(data["events"]):
        found += [{**item, "loc": ("events", index, *item["loc"])}
                  for item in event_errors(event["type"], event["data"])[1]]
    return found


def _lesson_statuses(data: dict[str, Any]) -> tuple[str, ...]:
    """The statuses of the lesson a saved run names (none named: any status)."""
    settings = data.get("settings") if isinstance(data, dict) else None
    name = settings.get("lesson") if isinstance(settings, dict) else None
    if not name or not isinstance(name, str):
        return ANY_STATUS
    try:
        return find_lesson(name).seed().statuses
    except LessonError as error:
        raise RecordError("lesson_unloadable", name=name, error=str(error)) from error  # the window words the cause


def _typed(text: str, data: dict[str, Any], name: str) -> RunRecord:
    """The record with every field checked; RecordError naming line and field of what is wrong."""
    try:
        with allowed_statuses(_lesson_statuses(data)):  # its orders may have the statuses of its lesson
            record = parse(text, RunRecord)
        problems = _content_problems(data)
        if problems:
            raise JsonFileError(problems_from(text, data, problems), total=len(problems))
        if record.settings.client == "scripted" and record.settings.script:  # replay would fail on it later
            load_script_text(record.settings.script, "the saved script")
    except JsonFileError as error:
        raise RecordError("damaged", name=name, detail=str(error)) from None
    return record


def loads(text: str, source: str = "") -> RunRecord:
    name = source or "the file"
    deep = too_deep(text)
    if deep is not None:
        raise RecordError("too_deep", name=name, line=deep.line, max=MAX_DEPTH)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError("not_json", name=name, line=error.lineno, column=error.colno) from None
    except RecursionError:
        raise RecordError("too_deep", name=name, line=1, max=MAX_DEPTH) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("not_a_run", name=name)
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise RecordError("bad_version", name=name, version=repr(version))
    if version > VERSION:
        raise RecordError("newer_version", name=name, version=version, supported=VERSION)
    if data.get("checksum") and data["checksum"] != _checksum(data):
        raise RecordError("checksum", name=name)
    return _typed(text, data, name)


def load(path: str | Path) -> RunRecord:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RecordError("not_utf8", name=path.name) from None
    except OSError as error:
        raise RecordError("unreadable", name=path.name, error=error.strerror or str(error)) from None
    return loads(text, path.name)
