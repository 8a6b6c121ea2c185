"""A branch's name, edit and ending in the window's language (core keeps ids, codes and the protocol's terms)."""

from __future__ import annotations

from core.runs.branches import RUN_AGAIN, UNCHANGED, Branch
from gui.common.i18n import translate
from gui.common.run_words import end_text


def branch_name(branch: Branch) -> str:
    """`original` or `branch 2`."""
    if branch.parent is None:
        return translate("BranchList", "original")
    return translate("BranchList", "branch {n}").format(n=branch.id)


def edit_text(branch: Branch) -> str:
    """What the branch changed: the edit in the protocol's terms (`#2 tool_result call_1: content …`), or in
    words when it took a message as it was or ran a saved run again."""
    if branch.parent is None:
        return ""
    if branch.edit == UNCHANGED:
        return translate("BranchList", "#{n} unchanged").format(n=max(branch.fork_at - 1, 0))
    if branch.edit == RUN_AGAIN:
        return translate("BranchList", "run again (orders now)")
    return branch.edit


def ending_text(branch: Branch) -> str:
    """How the branch ended: `✓ ` and the answer (the lesson's words, never inside a sentence of ours),
    `MAX_CALLS reached`, or not run yet."""
    end = branch.end
    if end is None:
        return translate("BranchList", "not run yet")
    if end.reason == "answer":
        return f"✓ {end.answer}"
    return end_text(end.reason)
