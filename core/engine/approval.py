"""Human approval for acting tools: the seam the loop asks, and the policies that answer without a human.

Every call of an acting tool waits for a `Decision` from an `Approver`: approve
(optionally with an edited input), reject with a reason, or stop the run. The
default is deny: a request nobody answers within its time is rejected, and so
is one pending when the run is cancelled. A decision names who made it, so the
history, saved runs and exports can say it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from core.engine.cancel import CancelToken
from core.engine.messages import ToolResultBlock, ToolUseBlock
from core.engine.texts import ENGLISH, LoopTexts, seconds_text

Verdict = Literal["approve", "reject", "stop"]
TRAINER = "trainer at the keyboard"
BATCH_POLICY = "batch policy"
COMMAND_LINE = "command-line policy"
TIMEOUT = "timeout"
CANCEL = "cancel"
DEFAULT = "default (deny)"
DEFAULT_APPROVAL_TIMEOUT = 60.0  # seconds an approval request waits before it is rejected


@dataclass(frozen=True)
class ApprovalRequest:
    """An acting call waiting for a decision; `timeout` seconds (None: no limit) before it is rejected."""

    call_no: int
    use: ToolUseBlock
    timeout: float | None
    by_hand: bool = False  # results by hand: the human gives the call's result (any tool, not only acting)
    suggested: ToolResultBlock | None = None  # results by hand: what the tool would return (nothing written)


@dataclass(frozen=True)
class Decision:
    verdict: Verdict
    by: str
    reason: str = ""
    input: dict[str, Any] | None = None  # an approval with an edited input runs with this one
    result: ToolResultBlock | None = None  # results by hand: this goes back instead of running the tool

    @property
    def approved(self) -> bool:
        return self.verdict == "approve"


class Approver(Protocol):
    """Decides one acting call. It must return by `request.timeout` and promptly once `cancel` fires.
    One with a true `instant` attribute decides at once, without waiting for anyone: the loop asks it on
    its own thread (any other is asked on a helper thread the loop can stop waiting for)."""

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision: ...


def timed_out(request: ApprovalRequest, texts: LoopTexts = ENGLISH) -> Decision:
    return Decision("reject", TIMEOUT, texts.approval_timeout.format(seconds=seconds_text(request.timeout)))


def cancelled(texts: LoopTexts = ENGLISH) -> Decision:
    return Decision("reject", CANCEL, texts.run_cancelled)


class DenyAll:
    """The default when nobody is there to ask: every acting call is rejected, in the lesson's words."""

    def __init__(self, texts: LoopTexts = ENGLISH) -> None:
        self.texts = texts

    instant = True

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision:
        return Decision("reject", DEFAULT, self.texts.nobody_approved)


PolicyName = Literal["approve_all", "reject_all", "approve_matching"]


class ApprovalPolicy(BaseModel):
    """How a batch case or the command line decides: approve all, reject all, or approve the calls whose
    input matches. `match` maps an input field to a regular expression its value must match in full."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    policy: PolicyName = "reject_all"
    match: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _from_name(cls, value: Any) -> Any:
        return {"policy": value} if isinstance(value, str) else value

    @field_validator("match")
    @classmethod
    def _patterns_compile(cls, value: dict[str, str]) -> dict[str, str]:
        for name, pattern in value.items():
            try:
                re.compile(pattern)
            except re.error as error:
                raise ValueError(f"match.{name}: not a valid regular expression ({error})") from None
        return value

    @model_validator(mode="after")
    def _match_only_when_matching(self):
        if self.policy == "approve_matching" and not self.match:
            raise ValueError("approve_matching needs `match`: the input fields and the patterns they must match")
        if self.policy != "approve_matching" and self.match:
            raise ValueError(f"`match` is only for approve_matching, not {self.policy}")
        return self

    def matches(self, use: ToolUseBlock) -> bool:
        given = use.input if isinstance(use.input, dict) else {}
        return all(name in given and re.fullmatch(pattern, str(given[name])) is not None
                   for name, pattern in self.match.items())

    def describe(self) -> str:
        if self.policy == "approve_matching":
            return "approve_matching " + ", ".join(f"{k}~{v}" for k, v in self.match.items())
        return self.policy


class PolicyApprover:
    """An `Approver` that follows an `ApprovalPolicy` at once, naming `by` as the decider."""

    instant = True

    def __init__(self, policy: ApprovalPolicy, by: str = BATCH_POLICY, texts: LoopTexts = ENGLISH) -> None:
        self.policy = policy
        self.by = by
        self.texts = texts

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision:
        policy = self.policy
        if policy.policy == "approve_all" or (policy.policy == "approve_matching" and policy.matches(request.use)):
            return Decision("approve", self.by, policy.describe())
        if policy.policy == "approve_matching":
            return Decision("reject", self.by, self.texts.policy_mismatch.format(policy=policy.describe()))
        return Decision("reject", self.by, self.texts.policy_rejects_all)
