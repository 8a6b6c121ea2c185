"""The branches of a conversation as a saved run keeps them: where each forked, what was edited, its
messages, its calls, how it ended, and the orders as they were when it ran."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from core.engine.events import EndReason, RunEnded
from core.engine.messages import history_from_json, history_to_json
from core.lesson.orders import Order, allowed_statuses
from core.runs.branches import Branch, BranchTree, CallLine


class SavedCall(BaseModel):
    model_config = ConfigDict(extra="forbid")
    stop_reason: str
    input_tokens: int = Field(ge=0)
    output_tokens: int = Field(ge=0)


class SavedEnd(BaseModel):
    model_config = ConfigDict(extra="forbid")
    reason: EndReason
    answer: str
    calls: int = Field(ge=0)
    input_tokens: int = Field(ge=0)
    output_tokens: int = Field(ge=0)
    detail: str = ""


class SavedBranch(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int = Field(ge=0)
    parent: int | None = Field(default=None, ge=0)
    fork_at: int = Field(default=0, ge=0)
    edit: str = ""
    forced: bool = False
    messages: list[dict[str, Any]]
    calls: list[SavedCall] = Field(default_factory=list)
    end: SavedEnd | None = None
    orders: list[Order] | None = None  # as they were when the branch last ran; None: not recorded


def save_tree(tree: BranchTree, statuses: tuple[str, ...]) -> list[SavedBranch]:
    """Every branch as a saved run keeps it; its orders may have `statuses` (those of the run's lesson)."""
    with allowed_statuses(statuses):
        return [_saved(branch) for _, branch in tree.rows()]


def _saved(branch: Branch) -> SavedBranch:
    end = branch.end
    return SavedBranch(
        id=branch.id, parent=branch.parent, fork_at=branch.fork_at, edit=branch.edit, forced=branch.forced,
        messages=history_to_json(branch.messages),
        calls=[SavedCall(stop_reason=c.stop_reason, input_tokens=c.input_tokens, output_tokens=c.output_tokens)
               for c in branch.calls],
        end=None if end is None else SavedEnd(reason=end.reason, answer=end.answer, calls=end.calls,
                                              input_tokens=end.input_tokens, output_tokens=end.output_tokens,
                                              detail=end.detail),
        orders=None if branch.orders is None else [Order.model_validate(o) for o in branch.orders])


def tree_problems(saved: list[SavedBranch]) -> list[str]:
    """Why these branches do not make one tree (in words); empty when they do."""
    ids = [b.id for b in saved]
    problems = []
    if 0 not in ids:
        problems.append("the branches have no original (branch 0)")
    if len(set(ids)) != len(ids):
        problems.append("a branch number is used twice")
    problems += [f"branch {b.id} forks from an unknown branch {b.parent}" for b in saved
                 if b.parent is not None and (b.parent not in ids or b.parent >= b.id)]
    return problems


def load_tree(saved: list[SavedBranch]) -> BranchTree:
    """The tree again (events are not kept: a branch shows its messages). Raises ValueError on a broken tree."""
    problems = tree_problems(saved)
    if problems:
        raise ValueError("; ".join(problems))
    tree = BranchTree()
    tree.branches.clear()
    for item in saved:
        messages = history_from_json(item.messages)
        branch = Branch(item.id, item.parent, item.fork_at, item.edit, messages, forced=item.forced,
                        calls=[CallLine(c.stop_reason, c.input_tokens, c.output_tokens) for c in item.calls],
                        orders=None if item.orders is None else [o.model_dump(mode="json") for o in item.orders])
        if item.end is not None:
            e = item.end
            branch.end = RunEnded(e.reason, e.answer, e.calls, e.input_tokens, e.output_tokens, e.detail,
                                  tuple(messages))
        tree.branches[item.id] = branch
    return tree
