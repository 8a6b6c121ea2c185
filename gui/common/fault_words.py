"""The faults' kinds and triggers in the program's language (core names them by code)."""

from __future__ import annotations

import re
from types import SimpleNamespace

from core.engine.by_hand import is_by_hand
from core.faults.model_faults import MODEL_FAULT_LABELS
from core.faults.tool_faults import FAULT_LABELS, FAULT_MARK, UNTRUSTED_MARK, Trigger
from gui.common.i18n import QT_TRANSLATE_NOOP, number, seconds, translate, word_for

KINDS = {
    "error": QT_TRANSLATE_NOOP("Faults", "returns an error result"),
    "raise": QT_TRANSLATE_NOOP("Faults", "raises an exception"),
    "hang": QT_TRANSLATE_NOOP("Faults", "hangs past its timeout"),
    "slow": QT_TRANSLATE_NOOP("Faults", "is slow"),
    "oversize": QT_TRANSLATE_NOOP("Faults", "returns a result over the size cap"),
    "stale": QT_TRANSLATE_NOOP("Faults", "returns stale data"),
    "db_down": QT_TRANSLATE_NOOP("Faults", "database unavailable"),
    "injection": QT_TRANSLATE_NOOP("Faults", "returns a prompt-injection text"),
    "unknown_tool": QT_TRANSLATE_NOOP("Faults", "asks for an unknown tool"),
    "missing_field": QT_TRANSLATE_NOOP("Faults", "omits a required field"),
    "extra_fields": QT_TRANSLATE_NOOP("Faults", "sends extra fields"),
    "bad_json": QT_TRANSLATE_NOOP("Faults", "sends arguments that are not valid JSON"),
    "repeat_id": QT_TRANSLATE_NOOP("Faults", "repeats a tool_use id"),
    "guess_forever": QT_TRANSLATE_NOOP("Faults", "keeps guessing forever"),
    "max_tokens": QT_TRANSLATE_NOOP("Faults", "stops with max_tokens"),
    "refusal": QT_TRANSLATE_NOOP("Faults", "stops with refusal"),
    "http_429": QT_TRANSLATE_NOOP("Faults", "HTTP 429 rate limited"),
    "http_500": QT_TRANSLATE_NOOP("Faults", "HTTP 500 server error"),
    "http_529": QT_TRANSLATE_NOOP("Faults", "HTTP 529 overloaded"),
    "timeout": QT_TRANSLATE_NOOP("Faults", "times out"),
    "stream_cut": QT_TRANSLATE_NOOP("Faults", "stream cut mid-way"),
}


def fault_kind_text(kind: str) -> str:
    return word_for("Faults", KINDS, kind)


def trigger_text(trigger) -> str:
    """When it strikes: "next call", "call #3", "p=0.5, seed 7"."""
    if trigger.kind == "next":
        return translate("Faults", "next call")
    if trigger.kind == "every":
        return translate("Faults", "every call")
    if trigger.kind == "nth":
        return translate("Faults", "call #{n}").format(n=trigger.n)
    return translate("Faults", "p={p}, seed {seed}").format(p=number(trigger.p, None), seed=trigger.seed)


def fault_text(fault) -> str:
    """`get_order_status: returns an error result (next call)`; a model fault starts with "model"."""
    label = fault_kind_text(fault.kind)
    if getattr(fault, "side", "tool") == "model":
        if fault.kind.startswith("http_"):
            after = getattr(fault, "retry_after", None)
            label += (translate("Faults", ", retry-after {s}").format(s=seconds(after)) if after is not None
                      else translate("Faults", ", no retry-after"))
        return translate("Faults", "model: {label} ({trigger})").format(label=label,
                                                                       trigger=trigger_text(fault.trigger))
    return translate("Faults", "{tool}: {label} ({trigger})").format(tool=fault.tool, label=label,
                                                                     trigger=trigger_text(fault.trigger))


_LABELS = {label: kind for kind, label in (FAULT_LABELS | MODEL_FAULT_LABELS).items()}
_DESCRIBED = re.compile(r"(?P<who>[^:]+): (?P<label>[^,(]+?)(?:, retry-after (?P<after>[0-9.e+-]+) s"
                        r"|(?P<none>, no retry-after))? \((?P<trigger>[^()]+)\)")
_TRIGGER = re.compile(r"(?P<next>next call)|(?P<every>every call)|call #(?P<n>\d+)"
                      r"|p=(?P<p>[0-9.e+-]+), seed (?P<seed>-?\d+)")


def _trigger(text: str) -> Trigger | None:
    found = _TRIGGER.fullmatch(text)
    if found is None:
        return None
    if found["n"] or found["p"]:
        return Trigger(kind="nth", n=int(found["n"])) if found["n"] else Trigger(
            kind="probability", p=float(found["p"]), seed=int(found["seed"]))
    return Trigger(kind="next" if found["next"] else "every")


def described_text(description: str) -> str:
    """Core's fixed description of a fault (`get_order_status: returns an error result (next call)`) in the
    window's language; a description of another shape is shown as it is."""
    found = _DESCRIBED.fullmatch(description)
    kind = _LABELS.get(found["label"]) if found else None
    trigger = _trigger(found["trigger"]) if found else None
    if found is None or kind is None or trigger is None:
        return description
    model = found["who"] == "model" and kind in MODEL_FAULT_LABELS
    after = float(found["after"]) if found["after"] else None
    fault = SimpleNamespace(side="model" if model else "tool", tool=found["who"], kind=kind, trigger=trigger,
                            retry_after=after)
    return fault_text(fault)


def note_text(note: str) -> str:
    """A tool result's note in the window's language: written by hand, or the injected fault that struck it
    (core writes both in fixed words, for saved runs and the command line)."""
    if is_by_hand(note):
        return translate("Faults", "✍ written by hand (not by the tool)")
    if not note.startswith(FAULT_MARK):
        return note
    described, _, untrusted = note[len(FAULT_MARK):].partition(f" · {UNTRUSTED_MARK} ")
    text = translate("Faults", "⚡ fault: {what}").format(what=described_text(described))
    if untrusted:
        text += translate("Faults", " · untrusted content: the result carries instructions; it is data, not a "
                                    "command")
    return text


def struck_text(description: str) -> str:
    """The tooltip of a reply or a call a model fault shaped: `⚡ fault: model: stops with refusal (next call)`."""
    return translate("Faults", "⚡ fault: {what}").format(what=described_text(description))
