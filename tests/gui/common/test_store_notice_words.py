"""What the store says about its database file, shown in the window's language: each notice and refusal
core gives as a `Said` is worded in Russian without German or core's English, in English without German;
the window's chat and the orders editor show them so."""

from __future__ import annotations

import sqlite3

import pytest

from core.lesson.store import OrdersStore
from core.lesson.store_errors import WORDS, Said, StoreRefused
from gui.common import store_notice_words
from gui.common.i18n import language
from gui.common.store_notice_words import said_text
from gui.common.store_words import store_error_text
from gui.orders.editor import OrdersEditor
from tests.core.german_words import german_in
from tests.lessons import SHOP

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def test_the_window_has_words_for_every_notice_core_gives_in_the_same_english():
    assert {code: store_notice_words.NOTICES[code] for code in WORDS} == WORDS


def made(tmp_path, case: str) -> str:
    """The notice (or refusal) the store gives for a file prepared as `case`."""
    path = tmp_path / "orders.sqlite3"
    if case == "text file":
        path.write_text("not a database", encoding="utf-8")
    elif case == "folder":
        path.mkdir()
    elif case == "damaged":
        OrdersStore.open(path, seed=SHOP).close()
        with sqlite3.connect(path) as db:
            db.execute("DROP TABLE orders")
            db.execute("CREATE TABLE orders (x TEXT)")
    if case == "refused folder":
        path.mkdir()
        with pytest.raises(StoreRefused) as refused:
            OrdersStore.open(path, fallback=False, seed=SHOP)
        return refused.value.args[0]
    store = OrdersStore.open(path, seed=SHOP)
    store.close()
    return store.notice


STORED = ["new file", "text file", "folder", "damaged", "refused folder"]
BUILT = {  # the notices a test cannot easily make happen, built as core builds them
    "read only": Said("opened_read_only", path="/data/orders.sqlite3", why=Said("folder_read_only", folder="/data")),
    "locked": Said("in_memory_because", reason=Said("locked_open", path="/data/o.sqlite3", seconds="10")),
    "waiting": Said("waiting", path="/data/o.sqlite3", seconds="10"),
    "unusable": Said("in_memory_because", reason=Said("unusable_path", path="/x", error="disk I/O error")),
    "bad row": Said("not_ours", path="/x", reason=Said("bad_row", row="'1'", error="date missing")),
    "read only file": Said("read_only_unusable", path="/x", why=Said("file_read_only"),
                           reason=Said("row_form", row="'1'")),
    "locked write": Said("locked_write"),
    "unreachable": Said("unreachable", error="disk I/O error"),
}


@pytest.mark.parametrize("case", [*STORED, *BUILT])
def test_each_notice_is_worded_in_russian_without_german_or_english(qapp, tmp_path, case):
    said = made(tmp_path, case) if case in STORED else BUILT[case]
    assert isinstance(said, Said)
    language.set("en")
    assert said_text(said) == said and german_in([said]) == []
    language.set("ru")
    russian = said_text(said)
    assert german_in([russian]) == [] and CYRILLIC & set(russian.lower()) and russian != said


def test_a_store_error_of_a_locked_database_is_worded_in_russian(qapp):
    from core.lesson.store_errors import StoreUnavailable

    language.set("ru")
    text = store_error_text(StoreUnavailable(Said("locked_read")))
    assert text.startswith("База данных заблокирована") and german_in([text]) == []


def test_the_window_shows_the_stores_notice_in_russian(make_window, store, settings):
    settings.setValue("view/language", "ru")
    store.notice = Said("in_memory_because", reason=Said("not_a_file", path="/data/o.sqlite3", what=Said("a_folder")))
    window = make_window()
    shown = window.chat.plain_text()
    assert "/data/o.sqlite3 — папка, а не база заказов" in shown and "только в памяти" in shown
    assert german_in([shown]) == []


def test_the_orders_editor_says_why_it_is_read_only_in_the_chosen_language(qtbot, tmp_path):
    path = tmp_path / "orders.sqlite3"
    OrdersStore.open(path, seed=SHOP).close()
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, check_same_thread=False, isolation_level=None)
    store = OrdersStore(db, path, read_only=Said("read_only", why=Said("file_read_only")))
    editor = OrdersEditor(store)
    qtbot.addWidget(editor)
    assert editor.read_only_note.text() == "Read only: the file is read-only. Changes are off."
    language.set("ru")
    assert editor.read_only_note.text() == "Только чтение: файл защищён от записи. Изменения отключены."
    store.close()
