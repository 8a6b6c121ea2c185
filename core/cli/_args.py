"""Argument types the command lines share: clear words for a bad value, never a traceback."""

from __future__ import annotations

import argparse

from core.lesson.orders import normalise_customer_id


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def within(low: int, high: int):
    """A whole number from `low` to `high`; outside it, argparse's usage error says the range."""

    def check(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}, not {value}")
        return value

    return check


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value < float("inf"):  # also refuses nan and inf
        raise argparse.ArgumentTypeError("must be more than 0")
    return value


def customer(text: str) -> str:
    """A customer id in its stored form (`k-100` is `K-100`), or the reason it cannot be one."""
    try:
        return normalise_customer_id(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
