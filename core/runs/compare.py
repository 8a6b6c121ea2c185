"""Two branches side by side, aligned at the fork: per message same, changed (word by word) or only in one;
per call stop reason and tokens; the final answers next to each other; which orders each side ran with."""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from itertools import zip_longest
from typing import Literal

from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock, dumped
from core.runs.branches import Branch, BranchTree, CallLine

Status = Literal["same", "changed", "only left", "only right"]
Op = Literal["=", "-", "+"]


def message_text(message: Message) -> str:
    """A message as one line of words per block, the way the compare view diffs it."""
    lines = []
    for block in message.content:
        if isinstance(block, TextBlock):
            lines.append(block.text)
        elif isinstance(block, ToolUseBlock):
            lines.append(f"tool_use {block.id} {block.name} {json.dumps(block.input, ensure_ascii=False)}")
        elif isinstance(block, ToolResultBlock):
            flag = " is_error" if block.is_error else ""
            lines.append(f"tool_result {block.tool_use_id}{flag}: {block.content}")
    return "\n".join(lines)


def word_diff(left: str, right: str) -> list[tuple[Op, str]]:
    """The words of both sides: kept (=), only left (-), only right (+), in reading order."""
    a, b = left.split(), right.split()
    out: list[tuple[Op, str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag == "equal":
            out.append(("=", " ".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append(("-", " ".join(a[i1:i2])))
        if j2 > j1:
            out.append(("+", " ".join(b[j1:j2])))
    return out


@dataclass(frozen=True)
class MessageRow:
    index: int
    role: str
    status: Status
    left: str
    right: str
    diff: tuple[tuple[Op, str], ...] = ()


@dataclass(frozen=True)
class Comparison:
    left: Branch
    right: Branch
    fork: int  # the first message index where the two differ
    rows: tuple[MessageRow, ...]
    calls: tuple[tuple[CallLine | None, CallLine | None], ...]
    answers: tuple[str, str]
    orders: OrdersSeen  # which orders each side ran with


@dataclass(frozen=True)
class OrdersSeen:
    """How many orders each side ran with (None: not recorded) and the order numbers that differ between them
    (None: not known, a side did not record its orders); the window words them."""

    counts: tuple[int | None, int | None]
    differ: tuple[str, ...] | None


def _row(index: int, left: Message | None, right: Message | None) -> MessageRow:
    if left is None or right is None:
        only = left or right
        assert only is not None
        status: Status = "only left" if right is None else "only right"
        text = message_text(only)
        return MessageRow(index, only.role, status, text if right is None else "", text if left is None else "")
    a, b = message_text(left), message_text(right)
    if dumped(left, "json") == dumped(right, "json"):
        return MessageRow(index, left.role, "same", a, b)
    return MessageRow(index, right.role, "changed", a, b, tuple(word_diff(a, b)))


def _orders_seen(left: Branch, right: Branch) -> OrdersSeen:
    """Which orders each side ran with: as they were when it ran, and where the two differ."""
    counts = (None if left.orders is None else len(left.orders), None if right.orders is None else len(right.orders))
    if left.orders is None or right.orders is None:
        return OrdersSeen(counts, None)
    a = {o["order_id"]: o for o in left.orders}
    b = {o["order_id"]: o for o in right.orders}
    return OrdersSeen(counts, tuple(sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))))


def compare(tree: BranchTree, left_id: int, right_id: int) -> Comparison:
    left, right = tree[left_id], tree[right_id]
    rows = tuple(_row(i, a, b) for i, (a, b) in enumerate(zip_longest(left.messages, right.messages)))
    fork = next((r.index for r in rows if r.status != "same"), len(rows))
    calls = tuple(zip_longest(left.calls, right.calls))
    answers = (left.end.answer if left.end else "", right.end.answer if right.end else "")
    return Comparison(left, right, fork, rows, calls, answers, _orders_seen(left, right))
