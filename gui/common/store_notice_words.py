"""What the store says about its database file (created, damaged and set aside, read-only, locked, in
memory only) in the window's language: core gives a `Said` (a code and its values, some of them `Said`s
themselves), this table the words."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from core.lesson.store_errors import Said
from gui.common.i18n import QT_TRANSLATE_NOOP, coded

CONTEXT = "StoreNotices"
IN_MEMORY = QT_TRANSLATE_NOOP("StoreNotices", "The lesson data runs in memory only: changes are lost on quitting.")
NOTICES = {
    "in_memory": IN_MEMORY,
    "in_memory_because": QT_TRANSLATE_NOOP("StoreNotices", "{reason} The lesson data runs in memory only: "
                                           "changes are lost on quitting."),
    "unusable_path": QT_TRANSLATE_NOOP("StoreNotices", "The database {path} cannot be used ({error})."),
    "created": QT_TRANSLATE_NOOP("StoreNotices", "New database created from the lesson data: {path}"),
    "not_a_file": QT_TRANSLATE_NOOP("StoreNotices", "{path} is {what}, not an orders database; the program "
                                    "leaves it untouched."),
    "a_folder": QT_TRANSLATE_NOOP("StoreNotices", "a folder"),
    "dangling": QT_TRANSLATE_NOOP("StoreNotices", "a link to a file that does not exist"),
    "special": QT_TRANSLATE_NOOP("StoreNotices", "not a regular file (a device, a pipe or a socket)"),
    "not_ours": QT_TRANSLATE_NOOP("StoreNotices", "{path} is not an orders database of this program ({reason}); "
                                  "the file stays unchanged where it is."),
    "damaged": QT_TRANSLATE_NOOP("StoreNotices", "The database {path} is damaged ({reason}). It now lies at "
                                 "{kept}; started afresh with the lesson data."),
    "file_read_only": QT_TRANSLATE_NOOP("StoreNotices", "the file is read-only"),
    "folder_read_only": QT_TRANSLATE_NOOP("StoreNotices", "the folder {folder} is read-only"),
    "cannot_write": QT_TRANSLATE_NOOP("StoreNotices", "cannot be written: {error}"),
    "waiting": QT_TRANSLATE_NOOP("StoreNotices", "The database {path} is locked just now (another program is "
                                 "writing to it); waiting up to {seconds} s …"),
    "locked_open": QT_TRANSLATE_NOOP("StoreNotices", "The database {path} is locked: another program has held it "
                                     "for over {seconds} s. It stays unchanged; open it again later."),
    "no_orders_table": QT_TRANSLATE_NOOP("StoreNotices", "no orders table of the expected form"),
    "quick_check": QT_TRANSLATE_NOOP("StoreNotices", "SQLite's quick_check finds errors"),
    "sqlite": QT_TRANSLATE_NOOP("StoreNotices", "SQLite: {error}"),
    "bad_row": QT_TRANSLATE_NOOP("StoreNotices", "row {row}: {error}"),
    "row_form": QT_TRANSLATE_NOOP("StoreNotices", "row {row} is not in the stored form"),
    "rows_unify": QT_TRANSLATE_NOOP("StoreNotices", "the rows cannot be brought into one form: {error}"),
    "read_only_unusable": QT_TRANSLATE_NOOP("StoreNotices", "{path} is read-only ({why}) and not a usable orders "
                                            "database ({reason}); the file stays unchanged."),
    "read_only": QT_TRANSLATE_NOOP("StoreNotices", "Read only: {why}. Changes are off."),
    "opened_read_only": QT_TRANSLATE_NOOP("StoreNotices", "The database {path} is opened for reading only "
                                          "({why}): changes are off."),
    "created_meanwhile": QT_TRANSLATE_NOOP("StoreNotices", "{path} was just created by another program; the file "
                                           "stays unchanged."),
    "locked_read": QT_TRANSLATE_NOOP("StoreNotices", "Database locked: another program holds it just now; please "
                                     "try again in a moment"),
    "locked_write": QT_TRANSLATE_NOOP("StoreNotices", "Database locked: another program is writing to it; nothing "
                                      "changed, please try again in a moment"),
    "unreachable": QT_TRANSLATE_NOOP("StoreNotices", "Database not reachable: {error}"),
    "not_writable": QT_TRANSLATE_NOOP("StoreNotices", "Database not writable: {error}"),
}


def notice_text(code: str, values: dict[str, Any]) -> str | None:
    """The words for `code` over `values` (a `Said` among them worded first), or None without words."""
    worded = {key: said_text(value) if isinstance(value, Said) else value for key, value in values.items()}
    return coded(CONTEXT, NOTICES, code, worded)


def said_text(said: str) -> str:
    """A store's notice in the window's language; a plain text as it is."""
    if not isinstance(said, Said):
        return said
    text = notice_text(said.code, said.values)
    return str(said) if text is None else text


def said_words(said: str) -> Callable[[], str]:
    """How to word a store's notice in the language chosen when it is shown (the chat words it again on a switch)."""
    return partial(said_text, said)
