"""What the orders store raises. Every message is written for the user."""

from __future__ import annotations


class StoreError(Exception):
    """A write was refused or the database cannot be used. `code` and `params`, when set, let the window word
    the refusal in its own language (see core.lesson.orders.Refusal); str() is the sentence as written."""

    def __init__(self, message: str = "", code: str = "", params: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params = params or {}


class StoreUnavailable(StoreError):
    """The database could not be read or written just now (another program's lock, a lost file)."""


class StoreRefused(StoreError):
    """The path cannot be used as the orders database; whatever is there is left exactly as it is."""


def taken(order_id: str) -> StoreError:
    return StoreError(f"order number {order_id} already taken", "taken", {"id": order_id})
