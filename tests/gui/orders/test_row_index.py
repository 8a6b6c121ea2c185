"""Where each shown order is: the block index answers as one dict over the rows would, through pages, inserts
in the middle, removals, renames and letting go, and a big table never makes one block of all its ids."""

from __future__ import annotations

import random

from gui.orders.row_index import BLOCK, RowIndex


def check(index: RowIndex, rows: list[str]) -> None:
    assert [index.row_of(order_id) for order_id in rows] == list(range(len(rows)))


def test_pages_inserts_removals_and_renames_keep_every_row_where_it_is(monkeypatch):
    monkeypatch.setattr("gui.orders.row_index.BLOCK", 8)  # small blocks: splits and full blocks come often
    index, rows, dice = RowIndex(), [], random.Random(7)
    for step in range(600):
        action = dice.random()
        if action < 0.3 or not rows:  # a page at the end, or before the rows added meanwhile
            at = len(rows) - dice.randrange(min(len(rows), 3) + 1)
            page = [f"p{step}-{i}" for i in range(dice.choice((1, 3, 8, 19)))]
            rows[at:at] = page
            index.insert(at, page)
        elif action < 0.6:
            at = dice.randrange(len(rows) + 1)
            rows.insert(at, f"put{step}")
            index.insert(at, [f"put{step}"])
        elif action < 0.85:
            at = dice.randrange(len(rows))
            del rows[at]
            index.remove(at)
        else:
            at = dice.randrange(len(rows))
            index.rename(at, rows[at], f"renamed{step}")
            rows[at] = f"renamed{step}"
        check(index, rows)
    assert index.row_of("never shown") is None and len(rows) > 100


def test_a_hundred_thousand_ids_are_kept_in_small_blocks():
    index = RowIndex()
    ids = [str(100_000 + i) for i in range(100_000)]
    for first in range(0, len(ids), 3_500):
        index.insert(first, ids[first:first + 3_500])
    assert max(len(block) for block in index._blocks) <= BLOCK
    assert index.row_of("199999") == 99_999 and index.row_of("150000") == 50_000
    index.insert(10, ["new"])
    assert index.row_of("new") == 10 and index.row_of("199999") == 100_000


def test_letting_go_drops_the_blocks_from_the_end():
    index = RowIndex()
    index.insert(0, [str(i) for i in range(3 * BLOCK)])
    index.drop_from(BLOCK)
    assert index.row_of("0") == 0 and index.row_of(str(2 * BLOCK)) is None
    index.drop_from(0)
    assert not index
