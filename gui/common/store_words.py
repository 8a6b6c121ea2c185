"""The store's refusals in the window's language: core gives a code and its values, this table the words.

A database that cannot be read or written just now says so in the words of store_notice_words.
"""

from __future__ import annotations

from core.lesson.store_errors import StoreError
from gui.common.i18n import QT_TRANSLATE_NOOP, coded
from gui.common.store_notice_words import notice_text

REFUSALS = {
    "empty_order": QT_TRANSLATE_NOOP("Store", "order number must not be empty"),
    "bad_order": QT_TRANSLATE_NOOP("Store", "order number {value}: only letters, digits, - and _, at most 32 "
                                            "characters"),
    "empty_customer": QT_TRANSLATE_NOOP("Store", "customer id must not be empty"),
    "bad_customer": QT_TRANSLATE_NOOP("Store", "customer id {value}: only letters, digits, - and _, at most 32 "
                                               "characters"),
    "unknown_status": QT_TRANSLATE_NOOP("Store", "unknown status {value}; allowed: {allowed}"),
    "no_date": QT_TRANSLATE_NOOP("Store", "date missing"),
    "bad_date": QT_TRANSLATE_NOOP("Store", "not a valid date: {value} (e.g. {example} or {iso})"),
    "taken": QT_TRANSLATE_NOOP("Store", "order number {id} already taken"),
    "no_order": QT_TRANSLATE_NOOP("Store", "no order {id}"),
    "unknown_field": QT_TRANSLATE_NOOP("Store", "unknown field {field}"),
    "repeated_ids": QT_TRANSLATE_NOOP("Store", "repeated order numbers in the data"),
}


def store_error_text(error: StoreError) -> str:
    """Why the store refused, in the program's language (as written when core gave no code)."""
    text = coded("Store", REFUSALS, error.code, error.params) or notice_text(error.code, error.params)
    return str(error) if text is None else text
