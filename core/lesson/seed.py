"""A lesson's orders as the store starts from them: validated rows and the statuses an order may have."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.lesson.orders import GERMAN_DATES, STATUSES, Order
from core.lesson.spec import DateForm
from core.lesson.store_tables import TableSeed
from core.paths import RESOURCES

LESSON_FILE = RESOURCES / "lesson_orders.json"


def load_lesson_orders(path: Path = LESSON_FILE) -> list[Order]:
    return orders_from(json.loads(path.read_text(encoding="utf-8")))


def orders_from(rows: list[dict[str, Any]], statuses: Iterable[str] = STATUSES) -> list[Order]:
    """Orders from row dicts, each status one of `statuses`."""
    context = {"statuses": tuple(statuses)}
    return [Order.model_validate(row, context=context) for row in rows]


@dataclass(frozen=True)
class Seed:
    """A lesson's orders: the rows a new or reset store starts from, and the statuses an order may have;
    the lesson's other tables, which the store keeps beside the orders; and how the lesson writes a date."""

    orders: tuple[Order, ...]
    statuses: tuple[str, ...] = STATUSES
    tables: tuple[TableSeed, ...] = ()
    dates: DateForm = GERMAN_DATES
    data_line: str = "Shop: {which}{status}, Lieferung {date}"  # what the data says of an order, in its words

    @classmethod
    def from_file(cls, path: Path = LESSON_FILE) -> Seed:
        return cls(tuple(load_lesson_orders(path)))


