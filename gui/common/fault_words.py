"""The faults' kinds and triggers in the program's language (core names them by code)."""

from __future__ import annotations

from gui.common.i18n import QT_TRANSLATE_NOOP, number, seconds, translate

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
    source = KINDS.get(kind)
    return translate("Faults", source) if source else kind


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
