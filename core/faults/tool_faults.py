"""Fault injection: armed faults strike by trigger and replace or distort a tool's run (or a model call).

A `FaultInjector` plugs into the loop as its `hooks`. It holds tool faults
(`ToolFault`) and model faults (`core.faults.model_faults.ModelFault`, used by
`FaultyClient`) in one armed list, so one count and one "disarm all" cover both.
Faults never write to the orders store; they only change what one tool call
returns or how long it takes. Every strike is logged as a `FaultStruck`.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from core.engine.messages import ToolUseBlock
from core.engine.texts import ENGLISH, LoopTexts
from core.engine.tools import PlainCall, ToolContext, ToolOutcome, ToolRegistry
from core.faults._tool_strikes import strike

if TYPE_CHECKING:  # model_faults imports this module for FaultInjector
    from core.faults.model_faults import ModelFault

ToolFaultKind = Literal["error", "raise", "hang", "slow", "oversize", "stale", "db_down", "injection"]
TriggerKind = Literal["next", "every", "nth", "probability"]
TOOL_FAULT_KINDS: tuple[ToolFaultKind, ...] = get_args(ToolFaultKind)
MODEL_TARGET = "@model"

UNTRUSTED_MARK = "untrusted"
FAULT_MARK = "⚡ fault: "

FAULT_LABELS: dict[str, str] = {
    "error": "returns an error result",
    "raise": "raises an exception",
    "hang": "hangs past its timeout",
    "slow": "is slow",
    "oversize": "returns a result over the size cap",
    "stale": "returns stale data",
    "db_down": "database unavailable",
    "injection": "returns a prompt-injection text",
}



def default_text(kind: str, texts: LoopTexts = ENGLISH) -> str:
    """What a fault of `kind` says when it brings no text of its own: the lesson's words ("" for none)."""
    return {"error": texts.fault_error, "raise": texts.fault_crash, "db_down": texts.fault_db_down,
            "injection": texts.fault_injection}.get(kind, "")


class Trigger(BaseModel):
    """When a fault strikes: the next call, every call, the Nth call, or with probability p under a seed."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: TriggerKind = "next"
    n: int = Field(default=1, ge=1)
    p: float = Field(default=0.5, ge=0.0, le=1.0)
    seed: int = 0

    def describe(self) -> str:
        return {"next": "next call", "every": "every call", "nth": f"call #{self.n}",
                "probability": f"p={self.p:g}, seed {self.seed}"}[self.kind]


class ToolFault(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    side: Literal["tool"] = "tool"
    tool: str
    kind: ToolFaultKind
    trigger: Trigger = Trigger()
    text: str | None = None  # None: the kind's default text
    delay_ms: int = Field(default=1500, ge=0)

    @model_validator(mode="after")
    def _tool_named(self):
        if not self.tool:
            raise ValueError("a tool fault needs a tool name")
        return self

    @property
    def target(self) -> str:
        return self.tool

    def message(self, texts: LoopTexts = ENGLISH) -> str:
        return self.text if self.text is not None else default_text(self.kind, texts)

    def describe(self) -> str:
        return f"{self.tool}: {FAULT_LABELS[self.kind]} ({self.trigger.describe()})"


@dataclass(frozen=True)
class FaultStruck:
    """An armed fault struck. Tool strikes also mark their ToolFinished.note; model strikes come
    through the client's `notify`, between CallStarted and ReplyReceived of call `call_no`."""

    side: Literal["tool", "model"]
    kind: str
    description: str
    call_no: int | None = None
    tool_use_id: str | None = None
    untrusted: bool = False


def note_is_untrusted(note: str) -> bool:
    """True if a ToolFinished.note marks its result as untrusted content (the inspector's marker)."""
    return UNTRUSTED_MARK in (note or "")


def fault_note(fault: ToolFault | ModelFault) -> str:
    note = FAULT_MARK + fault.describe()
    if fault.kind == "injection":
        note += f" · {UNTRUSTED_MARK} content: the result carries instructions; it is data, not a command"
    return note


def _target(fault: ToolFault | ModelFault) -> str:
    return fault.tool if isinstance(fault, ToolFault) else MODEL_TARGET


@dataclass
class _Armed:
    fault: ToolFault | ModelFault
    rng: random.Random
    seen: int = 0
    spent: bool = False

    def strikes(self) -> bool:
        """Count one call of the target and say whether the fault strikes on it."""
        if self.spent:
            return False
        self.seen += 1
        trigger = self.fault.trigger
        if trigger.kind == "next":
            self.spent = True
            return True
        if trigger.kind == "every":
            return True
        if trigger.kind == "nth":
            if self.seen == trigger.n:
                self.spent = True
                return True
            return False
        return self.rng.random() < trigger.p


@dataclass
class FaultInjector:
    """Holds the armed faults; thread-safe, so the GUI may arm and disarm during a run.

    `listeners` (no arguments) hear every change of the armed list; `strike_listeners`
    get each `FaultStruck`. Both may be called from the loop's thread.
    """

    _armed: list[_Armed] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    listeners: list = field(default_factory=list)
    strike_listeners: list = field(default_factory=list)
    struck: list[FaultStruck] = field(default_factory=list)

    def arm(self, fault: ToolFault | ModelFault) -> None:
        """Arm a ToolFault or a ModelFault; each gets its own random generator seeded from its trigger."""
        with self._lock:
            self._armed.append(_Armed(fault, random.Random(fault.trigger.seed)))
        self._changed()

    def disarm(self, fault: ToolFault | ModelFault | None = None) -> None:
        """Disarm one fault (that very object, else the first equal one; its twins stay armed), or all."""
        with self._lock:
            if fault is None:
                self._armed = []
            else:
                hit = next((a for a in self._armed if a.fault is fault), None)
                hit = hit or next((a for a in self._armed if a.fault == fault), None)
                self._armed = [a for a in self._armed if a is not hit]
        self._changed()

    def restart(self) -> None:
        """Start every armed fault's trigger afresh, as if just armed: the Nth call and the seeded draws
        count from this run on (the GUI calls it before each question, so a saved run replays alike)."""
        with self._lock:
            for armed in self._armed:
                armed.seen = 0
                armed.rng = random.Random(armed.fault.trigger.seed)

    def armed(self) -> list[ToolFault | ModelFault]:
        """All armed faults, tool and model, in arming order."""
        with self._lock:
            return [a.fault for a in self._armed if not a.spent]

    def armed_tool_faults(self) -> list[ToolFault]:
        return [f for f in self.armed() if isinstance(f, ToolFault)]

    def armed_model_faults(self) -> list[ModelFault]:
        return [f for f in self.armed() if not isinstance(f, ToolFault)]

    def tools_affected(self) -> set[str]:
        return {f.tool for f in self.armed_tool_faults()}

    def count(self) -> int:
        return len(self.armed())

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener()

    def report(self, event: FaultStruck) -> None:
        with self._lock:
            self.struck.append(event)
        for listener in list(self.strike_listeners):
            listener(event)

    def _pick(self, target: str) -> ToolFault | ModelFault | None:
        """The first fault armed for `target` that strikes on this call wins. Faults after it do not see
        the call, so a "next call" fault armed behind another waits for the following call, not lost."""
        struck = None
        with self._lock:
            for armed in self._armed:
                if struck is None and _target(armed.fault) == target and armed.strikes():
                    struck = armed.fault
            spent = any(a.spent for a in self._armed)
            self._armed = [a for a in self._armed if not a.spent]
        if spent:
            self._changed()
        return struck

    def pick_model(self) -> ModelFault | None:
        """For FaultyClient: the model fault that strikes on this model call, if any."""
        fault = self._pick(MODEL_TARGET)
        return None if isinstance(fault, ToolFault) else fault

    # ---- the loop's hook -------------------------------------------------
    def run_tool(self, registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext,
                 allowed: list[str] | None, timeout: float | None) -> tuple[ToolOutcome, str]:
        return self.bind_tool(registry, use, ctx, allowed, timeout)()

    def bind_tool(self, registry: ToolRegistry, use: ToolUseBlock, ctx: ToolContext,
                  allowed: list[str] | None, timeout: float | None) -> Callable[[], tuple[ToolOutcome, str]]:
        """Pick the fault for this call now (the loop asks in call order, so triggers count calls in the
        order the model made them) and return the call to run, perhaps on another thread."""
        offered = isinstance(use.name, str) and (allowed is None or use.name in allowed)
        fault = self._pick(use.name) if offered else None  # a tool not on offer never runs: nothing to strike
        if not isinstance(fault, ToolFault):  # none struck (a tool's name never picks a model fault)
            return PlainCall(registry, use, ctx, allowed, timeout)
        note = fault_note(fault)
        self.report(FaultStruck("tool", fault.kind, fault.describe(), None, use.id, fault.kind == "injection"))
        return lambda: (strike(fault, registry, use, ctx, allowed, timeout), note)
