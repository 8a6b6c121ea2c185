"""What one run is allowed to do and for whom: the settings every entry point (CLI, window, replay, batch) shares.

`RunSettings` is the one declaration. A saved run's settings extend it with the
model they ran against; a test set's defaults are one, and each of its cases
overrides the fields it names.
"""

from __future__ import annotations

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, field_validator, model_validator

from core.engine.approval import DEFAULT_APPROVAL_TIMEOUT
from core.engine.client import HANDOFF, PLACEHOLDER_MODEL, SYSTEM
from core.engine.switches import check_tool_choice, forced_tool

DEFAULT_CUSTOMER = "GUEST"  # the signed-in customer when no lesson names one (a lesson's settings bring its own)
DEFAULT_MAX_CALLS = 4
MAX_CALLS_CAP = 50  # the most model calls one question may be allowed (toolbar and command line alike)


class RunSettings(BaseModel):
    """Limits, offered tools, the signed-in customer and what the model is sent besides the history."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    max_calls: int = Field(default=DEFAULT_MAX_CALLS, ge=1)  # model calls per question before a hand-off
    # None: every registered tool. A test set names this field `tools`.
    enabled_tools: list[str] | None = Field(default=None, validation_alias=AliasChoices("enabled_tools", "tools"))
    customer: str = DEFAULT_CUSTOMER  # the session's identity: tools read it from here, never from the model
    token_budget: int | None = None  # input tokens summed over a question's calls; None: no budget
    wall_clock: float | None = None  # seconds per question; None: no time limit
    system: str = SYSTEM
    handoff: str = HANDOFF  # what the customer is told when the run hands off to a human
    max_tokens: int = Field(default=1024, ge=1)
    model: str | None = None  # None: the client's own model
    placeholder_model: str = PLACEHOLDER_MODEL  # what a request names as its model while `model` is None
    # seconds an acting call waits for a decision before it is rejected; None: it waits as long as it takes
    approval_timeout: float | None = Field(default=DEFAULT_APPROVAL_TIMEOUT, gt=0)
    tool_choice: str = "auto"  # what the model may call: auto, any, none or tool:NAME
    parallel_tool_calls: bool = True  # False: at most one tool call per reply
    results_by_hand: bool = False  # every tool call waits for a human who accepts, edits or writes its result
    strict_tools: list[str] = Field(default_factory=list)  # tools declared strict on the wire

    @field_validator("tool_choice")
    @classmethod
    def _known_choice(cls, value: str) -> str:
        return check_tool_choice(value)

    @model_validator(mode="after")
    def _forced_tool_offered(self):
        forced = forced_tool(self.tool_choice)
        if forced is not None and self.enabled_tools is not None and forced not in self.enabled_tools:
            raise ValueError(f"tool choice names {forced}, which is not offered")
        return self

    def overridden_by(self, other: RunSettings) -> RunSettings:
        """These settings with the fields `other` was given explicitly taken from `other`."""
        names = other.model_fields_set & set(RunSettings.model_fields)
        return RunSettings(**{**self.run_fields(), **{name: getattr(other, name) for name in names}})

    def run_fields(self) -> dict[str, object]:
        """The fields of RunSettings only (a subclass's own fields left out)."""
        return {name: getattr(self, name) for name in RunSettings.model_fields}
