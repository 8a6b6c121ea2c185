"""The lesson's tools: two that read and one that acts (`cancel_order`, which waits for a human's approval).
The customer comes from the session; no schema has a customer field."""

from __future__ import annotations

from typing import Protocol

from pydantic import BaseModel, ConfigDict, field_validator

from core.engine.tools import ToolContext, ToolFailure, ToolRegistry, ToolSpec
from core.lesson.orders import Order, format_date


class OrderLookup(Protocol):
    """What the lesson's tools read: the orders store, or a view of it (a stale-data fault gives one)."""

    def get_for_customer(self, order_id: str, customer_id: str) -> Order | None: ...


class OrderIdInput(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)
    order_id: str

    @field_validator("order_id")
    @classmethod
    def _plausible(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("darf nicht leer sein")
        if len(value) > 32:
            raise ValueError(f"zu lang ({len(value)} Zeichen, höchstens 32)")
        return value


GET_ORDER_STATUS = ToolSpec(
    "get_order_status",
    "Status und Lieferdatum einer Bestellung anhand ihrer Nummer.",
    OrderIdInput,
)
GET_RETURN_WINDOW = ToolSpec(
    "get_return_window",
    "Der letzte Tag, an dem eine Bestellung zurückgegeben werden kann, anhand ihrer Nummer.",
    OrderIdInput,
)
CANCEL_ORDER = ToolSpec(
    "cancel_order",
    "Storniert eine Bestellung des angemeldeten Kunden anhand ihrer Nummer. Handelt: ein Mensch gibt "
    "jeden Aufruf frei.",
    OrderIdInput,
    kind="acting",
)
CANCELLED = "storniert"
DONE = ("zugestellt", "zurückgegeben")  # an order that arrived is returned, not cancelled
STARTING_TOOLS = ["get_order_status"]


def _own_order(args: OrderIdInput, ctx: ToolContext[OrderLookup]) -> Order:
    """The signed-in customer's order; another customer's order is "not there", word for word."""
    order = ctx.store.get_for_customer(args.order_id, ctx.session.customer_id)
    if order is None:
        raise ToolFailure(f"keine Bestellung {args.order_id}")
    ctx.touched.append(order.order_id)
    return order


def order_status(args: OrderIdInput, ctx: ToolContext[OrderLookup]) -> str:
    order = _own_order(args, ctx)
    return f"{order.order_id} — {order.status}, Lieferung {format_date(order.delivery)}"


def return_window(args: OrderIdInput, ctx: ToolContext[OrderLookup]) -> str:
    order = _own_order(args, ctx)
    return f"{order.order_id} — Rückgabe bis {format_date(order.return_by)}"


def cancel_order(args: OrderIdInput, ctx: ToolContext) -> str:
    """Set the signed-in customer's order to "storniert": a real write, undoable in the orders editor."""
    order = _own_order(args, ctx)
    if order.status == CANCELLED:
        raise ToolFailure(f"Bestellung {order.order_id} ist schon storniert")
    if order.status in DONE:
        raise ToolFailure(f"Bestellung {order.order_id} ist schon {order.status}: stornieren geht nicht mehr")
    ctx.store.update(order.order_id, status=CANCELLED)
    return f"Bestellung {order.order_id} storniert"


def lesson_registry(**options) -> ToolRegistry:
    registry = ToolRegistry(**options)
    registry.register(GET_ORDER_STATUS, order_status)
    registry.register(GET_RETURN_WINDOW, return_window)
    registry.register(CANCEL_ORDER, cancel_order)
    return registry
