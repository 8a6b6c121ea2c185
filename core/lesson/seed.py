"""A lesson's orders as the store starts from them: validated rows and the statuses an order may have."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from core.lesson.orders import ANY_STATUS, ISO_DATES, Order
from core.lesson.spec import DateForm
from core.lesson.store_tables import TableSeed

NEUTRAL_DATA_LINE = "Data: {which}{status}, delivery {date}"


def orders_from(rows: list[dict[str, Any]], statuses: Iterable[str]) -> list[Order]:
    """Orders from row dicts, each status one of `statuses` (ANY_STATUS: any)."""
    context = {"statuses": tuple(statuses)}
    return [Order.model_validate(row, context=context) for row in rows]


@dataclass(frozen=True)
class Seed:
    """A lesson's orders: the rows a new or reset store starts from, and the statuses an order may have;
    the lesson's other tables, which the store keeps beside the orders; how the lesson writes a date; and
    the lesson's name, which a saved run keeps.

    Without a lesson (`NO_LESSON`, a store made for a unit test): no rows, any status, ISO dates."""

    orders: tuple[Order, ...]
    statuses: tuple[str, ...] = ANY_STATUS
    tables: tuple[TableSeed, ...] = ()
    dates: DateForm = ISO_DATES
    data_line: str = NEUTRAL_DATA_LINE  # what the data says of an order, in the lesson's words
    lesson: str = ""  # the lesson's name; "": none


NO_LESSON = Seed(())
