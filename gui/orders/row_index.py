"""Where each shown order is: its row, looked up by order id.

One dict over 100,000 ids copies itself whenever it outgrows its table (3 ms at 87,000 ids, 6 ms at 175,000,
in whichever turn of the event loop that happens), and a row put in or taken out in the middle would move
every row after it. So the ids are kept in blocks instead: each block a run of consecutive rows with its own
small dict of offsets. Rows added become a block of their own (splitting the block they land in, unless they
go at its end and it has room); an insert or a removal rewrites one block and moves the starts of those after.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

BLOCK = 4096  # ids a block made from added rows holds at most


class RowIndex:
    def __init__(self) -> None:
        self._starts: list[int] = []  # the first row of each block, ascending
        self._sizes: list[int] = []  # how many rows each block covers
        self._blocks: list[dict[str, int]] = []  # order id → offset from the block's first row

    def row_of(self, order_id: str) -> int | None:
        for start, block in zip(self._starts, self._blocks, strict=True):
            offset = block.get(order_id)
            if offset is not None:
                return start + offset
        return None

    def insert(self, at: int, ids: Sequence[str]) -> None:
        """`ids` now stand at rows `at`, `at` + 1, …; the rows from `at` on moved down by as many."""
        k, rest = self._split(at), ids
        if k and self._starts[k - 1] + self._sizes[k - 1] == at and self._sizes[k - 1] < BLOCK:
            size = self._sizes[k - 1]  # right after the block before, which has room: that block grows
            part = ids[:BLOCK - size]
            self._blocks[k - 1].update(zip(part, range(size, size + len(part)), strict=True))
            self._sizes[k - 1] += len(part)
            rest, at = ids[len(part):], at + len(part)
        for first in range(0, len(rest), BLOCK):
            part = rest[first:first + BLOCK]
            self._starts.insert(k, at + first)
            self._sizes.insert(k, len(part))
            self._blocks.insert(k, dict(zip(part, range(len(part)), strict=True)))
            k += 1
        self._shift(k, len(ids))

    def remove(self, row: int) -> None:
        """The order at `row` is gone; the rows after it moved up by one."""
        k = bisect_right(self._starts, row) - 1
        gone = row - self._starts[k]
        self._blocks[k] = {key: offset - (offset > gone) for key, offset in self._blocks[k].items() if offset != gone}
        self._sizes[k] -= 1
        if self._sizes[k]:
            k += 1
        else:
            del self._starts[k], self._sizes[k], self._blocks[k]
        self._shift(k, -1)

    def rename(self, row: int, old: str, new: str) -> None:
        """The order at `row` has a new id."""
        block = self._blocks[bisect_right(self._starts, row) - 1]
        block[new] = block.pop(old)

    def drop_from(self, row: int) -> None:
        """Forget the blocks that start at or after `row` (the end of a table being let go)."""
        while self._starts and self._starts[-1] >= row:
            del self._starts[-1], self._sizes[-1], self._blocks[-1]

    def __bool__(self) -> bool:
        return bool(self._starts)

    def _split(self, at: int) -> int:
        """Where in the block list rows inserted at `at` go; a block that `at` falls inside is cut in two."""
        k = bisect_right(self._starts, at)
        if k == 0:
            return 0
        start, size = self._starts[k - 1], self._sizes[k - 1]
        if start == at:
            return k - 1
        if at >= start + size:
            return k
        cut, block = at - start, self._blocks[k - 1]
        self._blocks[k - 1] = {key: offset for key, offset in block.items() if offset < cut}
        self._sizes[k - 1] = cut
        self._starts.insert(k, at)
        self._sizes.insert(k, size - cut)
        self._blocks.insert(k, {key: offset - cut for key, offset in block.items() if offset >= cut})
        return k

    def _shift(self, k: int, by: int) -> None:
        for j in range(k, len(self._starts)):
            self._starts[j] += by
