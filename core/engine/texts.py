"""The words the engine itself writes into what the model reads: refused calls, skipped calls, rejected
actions. A lesson brings its own (lesson.json `texts`); `GERMAN` is the default lesson's, used when none is given.

Each text is a template over exactly the named values listed in PLACEHOLDERS, no more and no fewer.
"""

from __future__ import annotations

from string import Formatter

from pydantic import BaseModel, ConfigDict, ValidationInfo, field_validator

PLACEHOLDERS: dict[str, frozenset[str]] = {
    "unknown_tool": frozenset({"name"}),
    "input": frozenset(),
    "missing": frozenset({"field"}),
    "not_text": frozenset({"field", "type"}),
    "not_integer": frozenset({"field"}),
    "not_object": frozenset(),
    "bad_json": frozenset({"raw"}),
    "timed_out": frozenset({"name", "seconds"}),
    "crashed": frozenset({"name", "error"}),
    "skipped": frozenset({"why"}),
    "over_budget": frozenset({"detail"}),
    "time_limit": frozenset(),
    "cancelled": frozenset(),
    "rejected": frozenset({"reason"}),
    "no_reason": frozenset(),
    "no_decision": frozenset({"decision"}),
    "stopped": frozenset(),
    "approval_timeout": frozenset({"seconds"}),
    "run_cancelled": frozenset(),
    "policy_mismatch": frozenset({"policy"}),
    "policy_rejects_all": frozenset(),
}


def _names(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name is not None}


class LoopTexts(BaseModel):
    """One template per text; every key is required, so a lesson cannot leave one out."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    unknown_tool: str  # a call of a tool that is not offered
    input: str  # the whole input, when an error names no field
    missing: str
    not_text: str
    not_integer: str
    not_object: str
    bad_json: str  # arguments that are no JSON object; {raw} is their start
    timed_out: str  # {seconds} is the limit
    crashed: str
    skipped: str  # a call the program answered without running it; {why} is one of the next three or a stop
    over_budget: str
    time_limit: str
    cancelled: str
    rejected: str  # an acting call the approval refused
    no_reason: str
    no_decision: str  # an approver answered something that is no decision
    stopped: str  # a human stopped the run at an approval
    approval_timeout: str  # nobody decided within {seconds}
    run_cancelled: str  # the run was cancelled while its approval waited
    policy_mismatch: str  # an approval policy that approves only matching input; {policy} describes it
    policy_rejects_all: str

    @field_validator("*")
    @classmethod
    def _placeholders(cls, value: str, info: ValidationInfo) -> str:
        wanted = PLACEHOLDERS[str(info.field_name)]
        try:
            found = _names(value)
        except ValueError as error:
            raise ValueError(f"kein gültiges Muster ({error})") from None
        if found != wanted:
            names = ", ".join(f"{{{n}}}" for n in sorted(wanted)) or "keine"
            raise ValueError(f"erlaubte und nötige Platzhalter: {names}")
        return value


GERMAN = LoopTexts(
    unknown_tool="kein Tool {name}",
    input="Eingabe",
    missing="fehlt {field}",
    not_text="{field} muss Text sein, nicht {type}",
    not_integer="{field} muss eine ganze Zahl sein",
    not_object="Eingabe muss ein JSON-Objekt sein",
    bad_json="Argumente sind kein gültiges JSON-Objekt: {raw}",
    timed_out="Zeitüberschreitung: {name} hat nach {seconds} s nicht geantwortet",
    crashed="Fehler in {name}: {error}",
    skipped="nicht ausgeführt: {why}",
    over_budget="Token-Budget überschritten ({detail})",
    time_limit="Zeitlimit überschritten",
    cancelled="abgebrochen",
    rejected="abgelehnt: {reason}",
    no_reason="ohne Begründung",
    no_decision="keine Entscheidung: {decision}",
    stopped="bei der Freigabe gestoppt",
    approval_timeout="keine Entscheidung innerhalb von {seconds} s",
    run_cancelled="Lauf abgebrochen",
    policy_mismatch="die Eingabe passt nicht zur Richtlinie ({policy})",
    policy_rejects_all="die Richtlinie lehnt jede Aktion ab (reject_all)",
)
