"""What the orders store raises. Every message is written for the user."""

from __future__ import annotations


class StoreError(Exception):
    """A write was refused or the database cannot be used."""


class StoreUnavailable(StoreError):
    """The database could not be read or written just now (another program's lock, a lost file)."""


class StoreRefused(StoreError):
    """The path cannot be used as the orders database; whatever is there is left exactly as it is."""
