"""The orders store a command runs against: the lesson's orders, a file named with --db, or the user's file."""

from __future__ import annotations

import argparse
import sys

from core.lesson.catalog import lesson_database
from core.lesson.loader import Lesson
from core.lesson.store import OrdersStore


def open_orders(args: argparse.Namespace, lesson: Lesson) -> OrdersStore:
    """--lesson-data: the lesson's orders in memory. --db PATH: that file exactly; anything there that is
    not an orders database is refused (StoreRefused, the file untouched), never replaced. Neither: the
    lesson's file in the user's data directory, or the lesson's orders in memory with a notice. Notices and
    lock waits go to stderr."""
    seed = lesson.seed()
    if args.lesson_data:
        return OrdersStore.in_memory(seed=seed)
    if args.db is not None:
        store = OrdersStore.open(args.db, on_wait=say, fallback=False, seed=seed)
    else:
        store = OrdersStore.open(lesson_database(lesson), on_wait=say, seed=seed)
    if store.notice:
        say(store.notice)
    return store


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)
