"""An order as the shop stores it, with the validation every write goes through."""

from __future__ import annotations

import contextlib
import contextvars
import datetime as dt
import re
from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationInfo, field_validator

from core.lesson.spec import DateForm
from core.lesson.store_errors import StoreError

ANY_STATUS: tuple[str, ...] = ()  # no lesson named: any non-empty status
_ISO = "{year}-{month}-{day:02d}"
# no lesson named: dates written as ISO dates (`2026-11-03`), which every lesson's form also reads
ISO_DATES = DateForm(months=[f"{month:02d}" for month in range(1, 13)], year=2000, form=_ISO, form_with_year=_ISO)
_WRITTEN_DATE = re.compile(r"^(\d{1,2})\.?\s*([^\W\d_]+)\.?\s*(\d{4})?$")
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$")


_ALLOWED: contextvars.ContextVar[tuple[str, ...]] = contextvars.ContextVar("allowed_statuses", default=())
_DATES: contextvars.ContextVar[DateForm] = contextvars.ContextVar("date_form", default=ISO_DATES)


def statuses_of(context: Any) -> tuple[str, ...]:
    """The statuses an order may have: the lesson's (validation context `{"statuses": …}`), else those set by
    `allowed_statuses`, else any (ANY_STATUS)."""
    return tuple(context["statuses"]) if isinstance(context, dict) and "statuses" in context else _ALLOWED.get()


@contextlib.contextmanager
def allowed_statuses(statuses: tuple[str, ...], dates: DateForm = ISO_DATES) -> Iterator[None]:
    """While inside, an order validated without a context may have these statuses (ANY_STATUS: any non-empty
    one) and dates written in the form `dates` (a lesson's file opens)."""
    token, dates_token = _ALLOWED.set(tuple(statuses)), _DATES.set(dates)
    try:
        yield
    finally:
        _ALLOWED.reset(token)
        _DATES.reset(dates_token)


class Refusal(ValueError):
    """A value an order cannot take: a code and its values for the window to word in its language, and an
    English sentence (str) for the command line and logs."""

    def __init__(self, code: str, english: str, **params: str) -> None:
        super().__init__(english.format(**params))
        self.code = code
        self.params = params


def dates_of(context: Any) -> DateForm:
    """How the lesson writes dates: the validation context's `{"dates": …}`, else the form set by
    `allowed_statuses`, else as ISO dates."""
    return context["dates"] if isinstance(context, dict) and "dates" in context else _DATES.get()


def format_date(day: dt.date, form: DateForm) -> str:
    """The lesson's way of writing a date: `3. November` / `14 ноября` in the lesson's year, with the year
    (`10. Januar 2027`) in any other.

    The year is written exactly when it differs from the lesson's, so the text reads back as the same date
    (`parse_date` takes a date without a year to be in the lesson's year). The table and the tools both write
    dates through here."""
    month = form.months[day.month - 1]
    template = form.form if day.year == form.year else form.form_with_year
    return template.format(day=day.day, month=month, year=day.year)


def date_examples(form: DateForm) -> tuple[str, str, str]:
    """Three ways to write one date that `parse_date` reads, for a hint: the lesson's form, with the year, ISO."""
    day = dt.date(form.year, 11, 3)
    with_year = form.form_with_year.format(day=day.day, month=form.months[day.month - 1], year=day.year)
    return format_date(day, form), with_year, day.isoformat()


def parse_date(value: Any, form: DateForm) -> dt.date:
    """Accept a date, an ISO date (`2026-11-03`) or the lesson's written form (`3. November [2026]`,
    `14 ноября [2026 г.]`), month names as the lesson spells them, in any case."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if not isinstance(value, str) or not value.strip():
        raise Refusal("no_date", "date missing")
    text = value.strip()
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        pass
    suffix = form.form_with_year.split("{year}")[-1].strip()  # what follows the year, e.g. "г."
    written = text.removesuffix(suffix).strip() if suffix else text
    match = _WRITTEN_DATE.match(written)
    if match:
        day, month_name, year = match.groups()
        months = [m.casefold() for m in form.months]
        if month_name.casefold() in months:
            try:
                return dt.date(int(year or form.year), months.index(month_name.casefold()) + 1, int(day))
            except ValueError:
                pass
    example, _, iso = date_examples(form)
    raise Refusal("bad_date", "not a valid date: {value} (e.g. {example} or {iso})", value=repr(text), example=example,
                  iso=iso)


_ID_WORDS = {"order": ("order number must not be empty",
                       "order number {value}: only letters, digits, - and _, at most 32 characters"),
             "customer": ("customer id must not be empty",
                          "customer id {value}: only letters, digits, - and _, at most 32 characters")}


def _plain_id(value: Any, name: str) -> str:
    """`name` is "order" or "customer"."""
    empty, bad = _ID_WORDS[name]
    if not isinstance(value, str) or not value.strip():
        raise Refusal(f"empty_{name}", empty)
    value = value.strip()
    if not _ID.match(value):
        raise Refusal(f"bad_{name}", bad, value=repr(value))
    return value


def normalise_customer_id(value: Any) -> str:
    """A customer id in its one stored form: trimmed and upper-case (`" k-100"` is `K-100`).

    Raises ValueError with the reason for anything that cannot be a customer id. The table, the
    toolbar and `main.py ask --customer` all go through here, so one customer is never two."""
    return _plain_id(value, "customer").upper()


class Order(BaseModel):
    model_config = ConfigDict(frozen=True)
    order_id: str
    customer_id: str
    status: str
    delivery: dt.date
    return_by: dt.date

    @field_validator("order_id", mode="before")
    @classmethod
    def _plain_id(cls, value: Any) -> str:
        return _plain_id(value, "order")

    @field_validator("customer_id", mode="before")
    @classmethod
    def _customer(cls, value: Any) -> str:
        return normalise_customer_id(value)

    @field_validator("status", mode="before")
    @classmethod
    def _known_status(cls, value: Any, info: ValidationInfo) -> str:
        allowed = statuses_of(info.context)
        if not allowed and (not isinstance(value, str) or not value.strip()):
            raise Refusal("no_status", "status missing")
        if allowed and value not in allowed:
            raise Refusal("unknown_status", "unknown status {value}; allowed: {allowed}", value=repr(value),
                          allowed=", ".join(allowed))
        return value

    @field_validator("delivery", "return_by", mode="before")
    @classmethod
    def _showable_date(cls, value: Any, info: ValidationInfo) -> dt.date:
        return parse_date(value, dates_of(info.context))


_FIELDS_SET = frozenset(("order_id", "customer_id", "status", "delivery", "return_by"))
_set = object.__setattr__


def trusted_order(order_id: str, customer_id: str, status: str, delivery: str, return_by: str) -> Order:
    """An Order from a row that was validated when it was written; skips validation (hot path for 100k rows)."""
    order = Order.__new__(Order)
    _set(order, "__dict__", {"order_id": order_id, "customer_id": customer_id, "status": status,
                             "delivery": dt.date.fromisoformat(delivery),
                             "return_by": dt.date.fromisoformat(return_by)})
    _set(order, "__pydantic_fields_set__", _FIELDS_SET)
    _set(order, "__pydantic_extra__", None)
    _set(order, "__pydantic_private__", None)
    return order


def validation_message(error: Exception) -> str:
    """One short line from a pydantic ValidationError (or any error)."""
    errors = getattr(error, "errors", None)
    if callable(errors):
        first = errors()[0]
        msg = first.get("msg", str(error))
        return msg.removeprefix("Value error, ")
    return str(error)


def refusal_of(error: Exception) -> Refusal | None:
    """The Refusal behind an error (a pydantic ValidationError wraps it), or None."""
    if isinstance(error, Refusal):
        return error
    errors = getattr(error, "errors", None)
    if callable(errors):
        found = errors()[0].get("ctx", {}).get("error")
        return found if isinstance(found, Refusal) else None
    return None


def store_refusal(error: Exception) -> StoreError:
    """A refused write as the store raises it: the short line, with the Refusal's code and values if any."""
    refusal = refusal_of(error)
    return StoreError(validation_message(error), refusal.code if refusal else "", refusal.params if refusal else None)
