"""What the orders store raises and says. Every message is written for the user: a `Said` is an English
sentence (what the command line and the logs print) that keeps its code and values, so the window words it
in its own language (gui/common/store_notice_words.py)."""

from __future__ import annotations

from typing import Any

WORDS = {  # a code → its English words over its values (a value may itself be a Said)
    "in_memory": "The lesson data runs in memory only: changes are lost on quitting.",
    "in_memory_because": "{reason} The lesson data runs in memory only: changes are lost on quitting.",
    "unusable_path": "The database {path} cannot be used ({error}).",
    "created": "New database created from the lesson data: {path}",
    "not_a_file": "{path} is {what}, not an orders database; the program leaves it untouched.",
    "a_folder": "a folder",
    "dangling": "a link to a file that does not exist",
    "special": "not a regular file (a device, a pipe or a socket)",
    "not_ours": "{path} is not an orders database of this program ({reason}); the file stays unchanged "
                "where it is.",
    "damaged": "The database {path} is damaged ({reason}). It now lies at {kept}; started afresh with the "
               "lesson data.",
    "file_read_only": "the file is read-only",
    "folder_read_only": "the folder {folder} is read-only",
    "cannot_write": "cannot be written: {error}",
    "waiting": "The database {path} is locked just now (another program is writing to it); waiting up to "
               "{seconds} s …",
    "locked_open": "The database {path} is locked: another program has held it for over {seconds} s. It "
                   "stays unchanged; open it again later.",
    "no_orders_table": "no orders table of the expected form",
    "quick_check": "SQLite's quick_check finds errors",
    "sqlite": "SQLite: {error}",
    "bad_row": "row {row}: {error}",
    "row_form": "row {row} is not in the stored form",
    "rows_unify": "the rows cannot be brought into one form: {error}",
    "read_only_unusable": "{path} is read-only ({why}) and not a usable orders database ({reason}); the file "
                          "stays unchanged.",
    "read_only": "Read only: {why}. Changes are off.",
    "opened_read_only": "The database {path} is opened for reading only ({why}): changes are off.",
    "created_meanwhile": "{path} was just created by another program; the file stays unchanged.",
    "locked_read": "Database locked: another program holds it just now; please try again in a moment",
    "locked_write": "Database locked: another program is writing to it; nothing changed, please try again "
                    "in a moment",
    "unreachable": "Database not reachable: {error}",
    "not_writable": "Database not writable: {error}",
}


class Said(str):
    """The English sentence for `code` over `values`, which keeps both for the window's own words."""

    code: str
    values: dict[str, Any]

    def __new__(cls, code: str, /, **values: Any) -> Said:
        made = super().__new__(cls, WORDS[code].format(**values))
        made.code, made.values = code, values
        return made


class StoreError(Exception):
    """A write was refused or the database cannot be used. `code` and `params`, when set, let the window word
    the refusal in its own language (see core.lesson.orders.Refusal); str() is the sentence as written. A
    `Said` as the message brings its own code and values."""

    def __init__(self, message: str = "", code: str = "", params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        if isinstance(message, Said) and not code:
            code, params = message.code, message.values
        self.code = code
        self.params = params or {}


class StoreUnavailable(StoreError):
    """The database could not be read or written just now (another program's lock, a lost file)."""


class StoreRefused(StoreError):
    """The path cannot be used as the orders database; whatever is there is left exactly as it is."""


def taken(order_id: str) -> StoreError:
    return StoreError(f"order number {order_id} already taken", "taken", {"id": order_id})
