"""A lesson's other tables live in the store: created, seeded, read and written by its tools under SQLite's
guard, reset with the orders, and added to a database file from before without losing anything."""

from __future__ import annotations

import sqlite3

import pytest

from core.engine.events import ToolFinished
from core.engine.messages import ToolUseBlock
from core.engine.tools import Session, ToolContext
from core.lesson.loader import Lesson, load_lesson
from core.lesson.spec import Handler, ToolDef
from core.lesson.sql_tools import build_registry
from core.lesson.store import OrdersStore
from core.lesson.store_tables import add_missing, read_rows
from core.runs.assemble import assemble_loop
from tests.core.helpers import FunctionClient, text_reply, tool_reply
from tests.core.lesson.customers_lesson import customers_lesson
from tests.lessons import SHOP

ANNA = ("K-100", "Anna Berg", "Köln")
BEN = ("K-200", "Ben Ott", "Graz")


@pytest.fixture
def lesson(tmp_path) -> Lesson:
    return load_lesson(customers_lesson(tmp_path))


def call(lesson: Lesson, store: OrdersStore, name: str, payload: dict, customer: str = "K-100"):
    use = ToolUseBlock(id="call_1", name=name, input=payload)
    return lesson.registry().dispatch(use, ToolContext(Session(customer), store))


def test_the_lessons_other_table_is_made_and_seeded_beside_the_orders(lesson):
    store = OrdersStore.in_memory(seed=lesson.seed())
    assert [table.name for table in store.tables] == ["customers"]
    assert store.table("customers").columns == ("customer_id", "name", "city")
    assert store.table_rows("customers") == [ANNA, BEN]
    assert len(store.all()) == 6  # the orders are as they were


def test_a_tool_reading_the_other_table_runs_through_the_loop_and_answers_with_the_rows_values(lesson):
    def model(request):
        if request.messages[-1].tool_results():
            return text_reply(f"Sie sind {request.messages[-1].tool_results()[0].content}.")
        return tool_reply(("call_1", "get_customer", {}))

    store = OrdersStore.in_memory(seed=lesson.seed())
    events: list = []
    settings = lesson.run_settings(customer="K-200", enabled_tools=["get_customer"])
    end = assemble_loop(FunctionClient(model), store, settings, registry=lesson.registry()).run(
        "Wer bin ich?", emit=events.append)
    [finished] = [event for event in events if isinstance(event, ToolFinished)]
    assert not finished.result.is_error and finished.result.content == "Ben Ott, Graz"
    assert finished.touched == ("K-200",)
    assert end.answer == "Sie sind Ben Ott, Graz."


def test_an_acting_tool_writes_the_other_table_and_listeners_hear_it(lesson):
    store = OrdersStore.in_memory(seed=lesson.seed())
    heard: list[str] = []
    store.subscribe_tables(lambda: heard.append("tables"))
    orders_heard: list = []
    store.subscribe(orders_heard.append)
    done = call(lesson, store, "move_customer", {"city": "Bonn"})
    assert done.result.content == "K-100 wohnt jetzt in Bonn"
    assert store.table_rows("customers") == [("K-100", "Anna Berg", "Bonn"), BEN]
    assert heard == ["tables"] and orders_heard == []


def test_a_reading_tool_cannot_write_the_other_table(lesson):
    tool = ToolDef(name="sneak", description="x", kind="reading", input_schema={"type": "object", "properties": {}},
                   handler=Handler(query="UPDATE customers SET city = 'X' WHERE customer_id = :customer",
                                   result="ok", not_found="nein"))
    result = _registry_with(lesson, tool).dispatch(
        ToolUseBlock(id="c", name="sneak", input={}), ToolContext(Session("K-100"), store := _store(lesson))).result
    assert result.is_error and result.content == "SQLite does not allow the tool: UPDATE customers"
    assert store.table_rows("customers") == [ANNA, BEN]


def _store(lesson: Lesson) -> OrdersStore:
    return OrdersStore.in_memory(seed=lesson.seed())


def _registry_with(lesson: Lesson, tool: ToolDef):
    columns = {name: table.columns for name, table in lesson.tables.items()}
    return build_registry([tool], lesson.meta.checks, columns, lesson.formatter(), "{error}")


def test_a_table_in_the_file_but_not_in_the_lesson_is_kept_and_refused_by_sqlites_authorizer(lesson, tmp_path):
    path = tmp_path / "orders.sqlite3"
    OrdersStore.open(path, seed=lesson.seed()).close()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (note_id TEXT PRIMARY KEY, text TEXT)")
        db.execute("INSERT INTO notes VALUES ('1', 'geheim')")
    store = OrdersStore.open(path, seed=lesson.seed())
    tool = ToolDef(name="peek", description="x", kind="reading", input_schema={"type": "object", "properties": {}},
                   handler=Handler(query="SELECT note_id, text FROM notes WHERE :customer <> ''", result="{text}",
                                   not_found="nein"))
    result = _registry_with(lesson, tool).dispatch(ToolUseBlock(id="c", name="peek", input={}),
                                                   ToolContext(Session("K-100"), store)).result
    assert result.is_error and result.content == "SQLite does not allow the tool: notes"
    store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT text FROM notes").fetchall() == [("geheim",)]


def test_reset_to_lesson_data_restores_the_other_table_too(lesson):
    store = _store(lesson)
    call(lesson, store, "move_customer", {"city": "Bonn"})
    store.update("1042", status="storniert")
    heard: list[str] = []
    store.subscribe_tables(lambda: heard.append("tables"))
    store.reset_to_lesson()
    assert store.table_rows("customers") == [ANNA, BEN] and store.get("1042").status == "versandt"
    assert heard == ["tables"]


def test_a_database_file_from_before_gains_the_table_on_open_and_keeps_its_orders(lesson, tmp_path):
    path = tmp_path / "orders.sqlite3"
    before = OrdersStore.open(path, seed=SHOP)  # made before the lesson had its customers table
    before.update("1042", status="zugestellt")
    before.close()
    store = OrdersStore.open(path, seed=lesson.seed())
    assert store.notice == "" and store.get("1042").status == "zugestellt"
    assert store.table_rows("customers") == [ANNA, BEN]
    assert call(lesson, store, "get_customer", {}).result.content == "Anna Berg, Köln"
    call(lesson, store, "move_customer", {"city": "Bonn"})
    store.close()
    again = OrdersStore.open(path, seed=lesson.seed())  # its rows are kept, not seeded over
    assert again.table_rows("customers")[0] == ("K-100", "Anna Berg", "Bonn")
    again.close()


def test_a_table_from_before_that_lacks_a_column_gains_it_empty_and_keeps_its_rows(lesson, tmp_path):
    path = tmp_path / "orders.sqlite3"
    OrdersStore.open(path, seed=SHOP).close()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE customers (customer_id TEXT PRIMARY KEY, name TEXT)")
        db.execute("INSERT INTO customers VALUES ('K-300', 'Cem Uz')")
    store = OrdersStore.open(path, seed=lesson.seed())
    assert store.table_rows("customers") == [("K-300", "Cem Uz", "")]
    store.close()


def test_a_read_only_file_without_the_table_gets_it_in_memory_and_the_file_stays_as_it_is(lesson, tmp_path):
    path = tmp_path / "orders.sqlite3"
    OrdersStore.open(path, seed=SHOP).close()
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, isolation_level=None)
    assert add_missing(db, lesson.seed().tables, writable=False) == ["customers"]
    assert read_rows(db, lesson.seed().tables[0]) == [ANNA, BEN]
    db.close()
    with sqlite3.connect(path) as plain:
        tables = [row[0] for row in plain.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    assert tables == ["orders"]


def test_a_dry_run_copy_holds_the_other_tables_as_they_are_now(lesson):
    store = _store(lesson)
    call(lesson, store, "move_customer", {"city": "Bonn"})
    scratch = store.scratch()
    call(lesson, scratch, "move_customer", {"city": "Wien"})
    assert scratch.table_rows("customers")[0][2] == "Wien"
    assert store.table_rows("customers")[0][2] == "Bonn"


def test_the_lessons_without_other_tables_keep_a_store_of_orders_only():
    store = OrdersStore.in_memory(seed=SHOP)
    assert store.tables == () and store.scratch().tables == ()
    store.reset_to_lesson()
    with pytest.raises(KeyError):
        store.table_rows("customers")



def test_sqlites_refusal_reaches_the_model_in_the_lessons_words():
    from core.lesson.catalog import shipped_lesson

    russian = shipped_lesson("ru-northwind")
    tool = ToolDef(name="sneak", description="x", kind="reading", input_schema={"type": "object", "properties": {}},
                   handler=Handler(query="UPDATE customers SET city = 'X' WHERE customer_id = :customer",
                                   result="ok", not_found="нет"))
    columns = {name: table.columns for name, table in russian.tables.items()}
    registry = build_registry([tool], russian.meta.checks, columns, russian.formatter(), "{error}",
                              texts=russian.meta.texts)
    store = OrdersStore.in_memory(seed=russian.seed())
    result = registry.dispatch(ToolUseBlock(id="c", name="sneak", input={}), ToolContext(Session("ALFKI"), store))
    assert result.result.is_error and result.result.content == "SQLite не разрешает это инструменту: UPDATE customers"
    store.close()
