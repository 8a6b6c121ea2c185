"""The order the editor's Add makes: the next free number, its customer, the lesson's first status, delivery in a
week and a return window of two weeks after it."""

from __future__ import annotations

import datetime as dt

from core.lesson.orders import Order
from core.lesson.store import OrdersStore
from core.lesson.store_pages import highest_number

NEW_CUSTOMER = "NEW"  # a new order's customer in a store with no orders and no signed-in customer
NEW_STATUS = "new"  # a new order's status where the lesson allows any; else the lesson's first


def new_order(store: OrdersStore, customer: str | None) -> Order:
    """A new order of `customer` (None: the store's first customer)."""
    if customer is None:
        known = store.customers()
        customer = known[0] if known else NEW_CUSTOMER
    delivery = dt.date.today() + dt.timedelta(days=7)
    status = store.statuses[0] if store.statuses else NEW_STATUS
    return Order(order_id=fresh_id(store), customer_id=customer, status=status,
                 delivery=delivery, return_by=delivery + dt.timedelta(days=14))


def fresh_id(store: OrdersStore) -> str:
    """The number after the highest one in the store (1000 in an empty one) that no order has yet."""
    candidate = (highest_number(store) or 999) + 1
    while store.get(str(candidate)) is not None:
        candidate += 1
    return str(candidate)
