"""A lesson is data: shipped lessons load; a broken one is refused with the file, the field and the reason."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from core.lesson.catalog import SHIPPED, find_lesson, lesson_names
from core.lesson.loader import LessonError, load_lesson
from core.lesson.sql_guard import GuardError, run_guarded
from core.lesson.store import OrdersStore


def test_shipped_lessons_load():
    assert {"de-shop"} <= set(lesson_names())
    for name in lesson_names():
        lesson = find_lesson(name)
        assert lesson.meta.examples and lesson.tools


def test_the_store_seeds_the_lessons_rows():
    for name in ("de-shop", "ru-northwind"):
        lesson = find_lesson(name)
        store = OrdersStore.in_memory(seed=lesson.seed())
        assert [order.model_dump(mode="json") for order in store.all()] == lesson.tables["orders"].rows
        assert store.seed.lesson == name


def copy_of(tmp_path: Path, name: str = "de-shop") -> Path:
    folder = tmp_path / name
    shutil.copytree(SHIPPED / name, folder)
    return folder


def edit(folder: Path, file: str, change) -> None:
    path = folder / file
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def refused(folder: Path) -> LessonError:
    with pytest.raises(LessonError) as caught:
        load_lesson(folder)
    return caught.value


def set_tool(**fields):
    def change(data):
        data["tools"][0].update(fields)
    return change


def set_query(query: str):
    def change(data):
        data["tools"][0]["handler"]["query"] = query
    return change


@pytest.mark.parametrize("change,field,reason", [
    (set_tool(name="get order status"), "tools.0.name", "should match pattern"),
    (set_tool(name="x" * 65), "tools.0.name", "should match pattern"),
    (set_tool(input_schema={"type": "object", "properties": {"order_id": {"type": "strng"}}}),
     "tools.0.input_schema/properties/order_id/type", "not a valid JSON Schema"),
    (set_tool(input_schema={"type": "object", "properties": {"customer": {"type": "string"}}}),
     "tools.0.input_schema/properties/customer", "comes from the session"),
    (set_tool(input_schema={"type": "array"}), "tools.0.input_schema/type", '"type": "object"'),
    (set_query("UPDATE orders SET status = 'storniert' WHERE order_id = :order_id AND customer_id = :customer"),
     "tools.0.handler.query", "a reading tool may not write"),
    (set_query("SELECT order_id, status, delivery FROM orders WHERE order_id = :order_id"),
     "tools.0.handler.query", "use :customer"),
    (set_query("SELECT name AS order_id, 1 AS status, 2 AS delivery FROM sqlite_master WHERE name = :customer"),
     "tools.0.handler.query", "the table sqlite_master: it is not one of the lesson's tables"),
    (set_query("SELECT order_id, status, delivery FROM orders WHERE order_id = :order_id AND customer_id = :who"),
     "tools.0.handler.query", ":who is not an input field"),
    (set_query("SELECT order_id FROM orders WHERE order_id = :order_id AND customer_id = :customer"),
     "tools.0.handler.result", "{status} has no value here"),
    (set_query("SELEC order_id"), "tools.0.handler.query", "syntax error"),
    (set_query("PRAGMA writable_schema = ON"), "tools.0.handler.query", "SQLite refused PRAGMA"),
])
def test_a_broken_tool_is_refused_in_words(tmp_path, change, field, reason):
    folder = copy_of(tmp_path)
    edit(folder, "tools.json", change)
    error = refused(folder)
    assert error.file == str(folder / "tools.json")
    assert error.field == field
    assert reason in error.reason


def test_other_files_name_their_field(tmp_path):
    folder = copy_of(tmp_path)
    edit(folder, "lesson.json", lambda d: d["trace"].update(call="  Aufruf {call} ({tokens})"))
    error = refused(folder)
    assert (Path(error.file).name, error.field) == ("lesson.json", "trace.call")
    assert "unknown placeholder {call}" in error.reason and error.code == "unknown_placeholder"

    folder = copy_of(tmp_path / "b")
    edit(folder, "fake_model.json", lambda d: d["rules"][0]["calls"][0].update(tool="refund_order"))
    error = refused(folder)
    assert (Path(error.file).name, error.field) == ("fake_model.json", "rules.0.calls.0.tool")

    folder = copy_of(tmp_path / "c")
    edit(folder, "tables.json", lambda d: d["tables"]["orders"]["rows"][0].update(status="unterwegs"))
    error = refused(folder)
    assert (Path(error.file).name, error.field) == ("tables.json", "tables.orders.rows.0.status")

    folder = copy_of(tmp_path / "d")
    (folder / "lesson.json").write_text("{\n  \"language\": \"de\",,\n}", encoding="utf-8")
    error = refused(folder)
    assert error.field == "2:20" and "not JSON" in error.reason  # line:column, in any language

    folder = copy_of(tmp_path / "e")
    edit(folder, "lesson.json", lambda d: d.update(sytem="Tippfehler"))
    assert refused(folder).field == "sytem"


def test_an_unknown_lesson_names_the_known_ones():
    with pytest.raises(LessonError, match="no lesson 'xx'; there are: .*de-shop"):
        find_lesson("xx")


def test_the_guard_refuses_a_write_at_run_time_too():
    db = sqlite3.connect(":memory:", isolation_level=None)
    db.execute("CREATE TABLE orders (order_id TEXT, status TEXT)")
    db.execute("INSERT INTO orders VALUES ('1', 'versandt')")
    with pytest.raises(GuardError, match="a reading tool may not write"):
        run_guarded(db, "UPDATE orders SET status = 'x'", {}, ["orders"], writes=False)
    result = run_guarded(db, "UPDATE orders SET status = 'x' RETURNING order_id", {}, ["orders"], writes=True)
    assert result.rows == [{"order_id": "1"}]
    assert db.execute("SELECT status FROM orders").fetchone() == ("x",)
    with pytest.raises(GuardError, match="query_only|attempt to write|may not write"):
        run_guarded(db, "DELETE FROM orders", {}, ["orders"], writes=False)


def test_a_schema_refusal_text_names_only_its_own_placeholders(tmp_path):
    folder = copy_of(tmp_path)
    edit(folder, "lesson.json", lambda d: d["checks"].update(not_allowed="{value} nicht in {rule}"))
    error = refused(folder)
    assert (Path(error.file).name, error.field, error.code) == ("lesson.json", "checks.not_allowed",
                                                                "unknown_placeholder")
