"""The orders store a command runs against: the lesson's orders, a file named with --db, or the user's file."""

from __future__ import annotations

import argparse
import sys

from core.lesson.store import OrdersStore
from core.paths import database_path


def open_orders(args: argparse.Namespace) -> OrdersStore:
    """--lesson-data: the lesson's orders in memory. --db PATH: that file exactly; anything there that is
    not an orders database is refused (StoreRefused, the file untouched), never replaced. Neither: the
    user's file, or the lesson's orders in memory with a notice. Notices and lock waits go to stderr."""
    if args.lesson_data:
        return OrdersStore.in_memory()
    if args.db is not None:
        store = OrdersStore.open(args.db, on_wait=say, fallback=False)
    else:
        store = OrdersStore.open(database_path(), on_wait=say)
    if store.notice:
        say(store.notice)
    return store


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)
