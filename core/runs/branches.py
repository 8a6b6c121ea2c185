"""A conversation as a tree of branches: the original, and every "continue from here" with an edit.

A fork copies the history up to the edited message and goes on with the current model, tools, limits and
faults; the branch it came from is never changed. Each branch keeps its events (to be shown again), a line
per model call (stop reason, tokens) and how it ended.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.engine.cancel import CancelToken
from core.engine.events import MessageAppended, MessageReplaced, ReplyReceived, RunEnded
from core.engine.loop import ToolLoop
from core.engine.messages import Message
from core.runs.edits import Edit, EditError, pending_problems


class RefusedEdit(EditError):
    """The edited history breaks a protocol rule of the current dialect; `problems` names each rule."""

    def __init__(self, problems: list[Any]) -> None:
        super().__init__("protocol_check", problems="; ".join(str(p) for p in problems))
        self.problems = problems


UNCHANGED = ""  # a fork's edit when it took the history up to a message as it was (the window words it)
RUN_AGAIN = "run again"  # the edit of a branch made by running a saved run again with the orders now


@dataclass(frozen=True)
class CallLine:
    """One model call of a branch, as the compare view and the branch list show it."""

    stop_reason: str
    input_tokens: int
    output_tokens: int


@dataclass
class Branch:
    id: int
    parent: int | None  # None: the original conversation
    fork_at: int  # messages taken over from the parent unchanged (the edited one is the next)
    edit: str  # what was changed, in the protocol's terms; UNCHANGED, RUN_AGAIN ("" for the original)
    messages: list[Message]
    events: list[object] = field(default_factory=list)
    calls: list[CallLine] = field(default_factory=list)
    end: RunEnded | None = None
    orders: list[dict[str, Any]] | None = None  # the orders as they were when the branch last ran
    forced: bool = False  # sent although the protocol check refused it ("send anyway")

    @property
    def name(self) -> str:
        return "original" if self.parent is None else f"branch {self.id}"

    @property
    def ending(self) -> str:
        if self.end is None:
            return "not run yet"
        return self.end.reason if self.end.reason != "answer" else f"answer: {self.end.answer}"

    @property
    def tokens(self) -> tuple[int, int]:
        return sum(c.input_tokens for c in self.calls), sum(c.output_tokens for c in self.calls)

    def record(self, event: object) -> None:
        """Keep one of the branch's events; a call's line and the end are read from them."""
        self.events.append(event)
        if isinstance(event, ReplyReceived):
            usage = event.reply.usage
            self.calls.append(CallLine(event.reply.stop_reason, usage.input_tokens, usage.output_tokens))
        elif isinstance(event, (MessageAppended, MessageReplaced)):
            del self.messages[event.index:]
            self.messages.append(event.message)
        elif isinstance(event, RunEnded):
            self.end = event
            if event.messages:  # a saved run's RunEnded comes without them: its MessageAppended said them
                self.messages[:] = list(event.messages)


class BranchTree:
    """Every branch of one conversation; branch 0 is the original."""

    def __init__(self, messages: list[Message] | None = None) -> None:
        self.branches: dict[int, Branch] = {0: Branch(0, None, 0, "", list(messages or []))}

    def __getitem__(self, branch_id: int) -> Branch:
        return self.branches[branch_id]

    @property
    def root(self) -> Branch:
        return self.branches[0]

    def fork(self, branch_id: int, edit: Edit | None, at: int | None = None, dialect: str = "anthropic",
             force: bool = False) -> Branch:
        """A new branch from `branch_id`: its history up to the edit (or up to message `at`, unedited).
        RefusedEdit, naming the rules, if the current dialect would refuse it, unless `force`."""
        parent = self.branches[branch_id]
        if edit is not None:
            messages, fork_at, what = edit.apply(parent.messages), edit.message, edit.describe(parent.messages)
        else:
            end = len(parent.messages) - 1 if at is None else at
            if not 0 <= end < len(parent.messages):
                raise EditError("no_message", index=end, count=len(parent.messages))
            messages, fork_at, what = list(parent.messages[: end + 1]), end + 1, UNCHANGED
        problems = pending_problems(messages, dialect)
        if problems and not force:
            raise RefusedEdit(problems)
        branch = Branch(max(self.branches) + 1, branch_id, fork_at, what, messages, forced=bool(problems))
        self.branches[branch.id] = branch
        return branch

    def add_run(self, parent: int, fork_at: int, what: str, events: Sequence[object],
                orders: list[dict[str, Any]] | None = None) -> Branch:
        """A run made elsewhere ("Run again" of a saved run) as one more branch: the parent's first
        `fork_at` messages, then what its events say."""
        branch = Branch(max(self.branches) + 1, parent, fork_at, what, list(self[parent].messages[:fork_at]),
                        orders=orders)
        for event in events:
            branch.record(event)
        self.branches[branch.id] = branch
        return branch

    def children(self, branch_id: int) -> list[Branch]:
        return [b for b in self.branches.values() if b.parent == branch_id]

    def rows(self) -> list[tuple[int, Branch]]:
        """Every branch with its depth, depth first, each after the branch it forked from."""
        out: list[tuple[int, Branch]] = []

        def walk(branch: Branch, depth: int) -> None:
            out.append((depth, branch))
            for child in self.children(branch.id):
                walk(child, depth + 1)

        walk(self.root, 0)
        return out

    def lineage(self, branch_id: int) -> list[Branch]:
        """The branch and the ones it forked from, the original last."""
        chain = [self.branches[branch_id]]
        while chain[-1].parent is not None:
            chain.append(self.branches[chain[-1].parent])
        return chain

    def shown_events(self, branch_id: int) -> list[object]:
        """What the chat and the inspector replay to show a branch: each ancestor's events up to where
        its child forked off, then the branch's own."""
        chain = self.lineage(branch_id)
        events: list[object] = []
        for ancestor, child in zip(reversed(chain[1:]), reversed(chain[:-1]), strict=True):
            for event in ancestor.events:
                if isinstance(event, (MessageAppended, MessageReplaced)) and event.index >= child.fork_at:
                    break
                events.append(event)
        return events + chain[0].events


def continue_branch(loop: ToolLoop, branch: Branch, emit: Callable[[object], None] | None = None,
                    cancel: CancelToken | None = None) -> RunEnded:
    """Run the loop on from the branch's history; the branch keeps what happens."""
    forward = emit or (lambda event: None)

    def keep(event: object) -> None:
        branch.record(event)
        forward(event)

    return loop.resume(list(branch.messages), f"continue {branch.name} ({branch.edit})", keep, cancel)
