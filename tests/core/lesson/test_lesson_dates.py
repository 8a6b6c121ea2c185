"""Dates are lesson words: each lesson writes and reads them with its own month names and form."""

from __future__ import annotations

import datetime as dt

import pytest

from core.lesson.catalog import find_lesson
from core.lesson.orders import format_date, parse_date
from core.lesson.store import OrdersStore
from tests.core.german_words import german_in

RU = find_lesson("ru-northwind").meta.dates
DE = find_lesson("de-shop").meta.dates


def test_the_russian_lesson_writes_genitive_months_and_the_german_stays():
    assert format_date(dt.date(2026, 11, 14), RU) == "14 ноября"
    assert format_date(dt.date(2027, 1, 10), RU) == "10 января 2027 г."
    assert format_date(dt.date(2026, 11, 3), DE) == "3. November"
    assert format_date(dt.date(2027, 1, 10), DE) == "10. Januar 2027"


@pytest.mark.parametrize("form, text, day", [
    (RU, "14 ноября", dt.date(2026, 11, 14)),
    (RU, "10 Января 2027 г.", dt.date(2027, 1, 10)),
    (RU, "10 января 2027", dt.date(2027, 1, 10)),
    (RU, "2026-12-05", dt.date(2026, 12, 5)),
    (DE, "3. November", dt.date(2026, 11, 3)),
    (DE, "10. januar 2027", dt.date(2027, 1, 10)),
])
def test_each_lesson_reads_back_what_it_writes(form, text, day):
    assert parse_date(text, form) == day
    assert parse_date(format_date(day, form), form) == day


def test_a_month_of_the_other_lesson_is_refused():
    with pytest.raises(ValueError):
        parse_date("3. November", RU)
    with pytest.raises(ValueError):
        parse_date("14 ноября", DE)


def test_the_russian_store_takes_and_tools_show_russian_dates():
    lesson = find_lesson("ru-northwind")
    store = OrdersStore.in_memory(seed=lesson.seed())
    order = store.validate({**store.get("4417").model_dump(), "delivery": "5 декабря"})
    assert order.delivery == dt.date(2026, 12, 5)
    store.update("4417", delivery=order.delivery)
    shown = [format_date(o.delivery, store.seed.dates) for o in store.all()]
    assert "5 декабря" in shown and not german_in(shown)
