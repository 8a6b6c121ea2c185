"""One tool checked as a learner edits it: each problem named at its field, as a code the window words."""

from __future__ import annotations

import pytest

from core.lesson.catalog import find_lesson
from core.lesson.tool_problems import build_tool, needed_tools, tool_problems

LESSON = find_lesson("de-shop")
OTHERS = ("get_return_window", "cancel_order")


def draft(**changes) -> dict:
    """get_order_status as tools.json writes it, with `changes` (handler fields by their own names)."""
    tool = LESSON.tools[0].model_dump(mode="json")
    for key, value in changes.items():
        if key in ("query", "result", "not_found", "check"):
            tool["handler"][key] = value
        else:
            tool[key] = value
    return tool


def codes(tool: dict, **options) -> list[tuple[str, str]]:
    return [(p.field, p.code) for p in tool_problems(tool, OTHERS, LESSON.tables, **options)]


def test_every_shipped_tool_has_no_problem():
    for name in ("de-shop", "ru-northwind"):
        lesson = find_lesson(name)
        for tool in lesson.tools:
            others = [t.name for t in lesson.tools if t is not tool]
            assert tool_problems(tool.model_dump(mode="json"), others, lesson.tables) == []
            assert build_tool(tool.model_dump(mode="json")) == tool


@pytest.mark.parametrize("name", ["", "order status", "bestellung_ä", "x" * 65, "a.b"])
def test_a_name_not_every_provider_accepts_is_refused_at_the_name(name):
    assert codes(draft(name=name)) == [("name", "name_pattern")]


@pytest.mark.parametrize("name", ["a", "get-order_2", "X" * 64])
def test_a_name_every_provider_accepts_passes(name):
    assert codes(draft(name=name)) == []


def test_a_name_another_tool_has_is_refused():
    problems = tool_problems(draft(name="cancel_order"), OTHERS, LESSON.tables)
    assert [(p.field, p.code, p.values) for p in problems] == [("name", "name_taken", {"name": "cancel_order"})]


def test_a_tool_the_fake_model_calls_keeps_its_name():
    assert "get_order_status" in needed_tools(LESSON.fake)
    assert codes(draft(name="status"), keep_name="get_order_status") == [("name", "name_needed")]


def test_a_write_in_a_reading_tool_is_refused_by_sqlite_at_the_query():
    problems = tool_problems(draft(query="UPDATE orders SET status = 'storniert' WHERE customer_id = :customer"),
                             OTHERS, LESSON.tables)
    assert [(p.field, p.code) for p in problems][0] == ("query", "sql_write")
    assert problems[0].values == {"what": "UPDATE orders"}


def test_the_same_write_is_allowed_in_an_acting_tool():
    tool = draft(kind="acting", query="UPDATE orders SET status = 'storniert' WHERE order_id = :order_id "
                 "AND customer_id = :customer RETURNING order_id", result="{order_id} storniert")
    assert codes(tool) == []


def test_a_reading_query_without_customer_is_refused():
    assert codes(draft(query="SELECT order_id, status, delivery FROM orders WHERE order_id = :order_id")) == [
        ("query", "no_customer")]


def test_a_query_touching_a_table_outside_the_lesson_is_refused():
    problems = tool_problems(draft(query="SELECT name AS status FROM sqlite_master WHERE name = :customer"),
                             OTHERS, LESSON.tables)
    assert (problems[0].field, problems[0].code, problems[0].values) == ("query", "sql_table",
                                                                         {"what": "sqlite_master"})


def test_a_statement_sqlite_is_not_allowed_to_run_is_named():
    problems = tool_problems(draft(query="PRAGMA query_only = OFF"), OTHERS, LESSON.tables)
    assert (problems[0].field, problems[0].code) == ("query", "sql_action")
    assert "PRAGMA" in problems[0].values["what"]


def test_an_unknown_parameter_and_a_syntax_error_are_named():
    unknown = tool_problems(draft(query="SELECT * FROM orders WHERE order_id = :who AND customer_id = :customer"),
                            OTHERS, LESSON.tables)
    assert (unknown[0].code, unknown[0].values) == ("unknown_param", {"param": "who", "fields": "order_id"})
    assert codes(draft(query="SELEC order_id FROM orders")) == [("query", "sql_error")]


def test_a_result_template_may_name_only_what_it_will_have():
    problems = tool_problems(draft(result="{order_id} — {price}"), OTHERS, LESSON.tables)
    assert [(p.field, p.code) for p in problems] == [("result", "template_unknown")]
    assert problems[0].values["name"] == "price" and "{delivery}" in problems[0].values["allowed"]
    assert codes(draft(not_found="keine Bestellung {status}")) == [("not_found", "template_unknown")]
    assert codes(draft(result="{order_id:%Y}")) == [("result", "template_format")]
    assert codes(draft(result="{order_id")) == [("result", "template_syntax")]


@pytest.mark.parametrize(("schema", "code"), [
    ({"type": "object", "properties": {"order_id": {"type": "text"}}}, "schema_invalid"),
    ({"type": "array"}, "schema_not_object"),
    ({"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["id"]}, "schema_required_unknown"),
    ({"type": "object", "properties": {"customer": {"type": "string"}, "order_id": {"type": "string"}}},
     "schema_reserved"),
    ([1, 2], "schema_not_object"),
])
def test_a_bad_schema_is_refused_at_the_schema(schema, code):
    assert codes(draft(input_schema=schema))[0] == ("input_schema", code)


def test_a_meta_schema_problem_says_where():
    tool = draft(input_schema={"type": "object", "properties": {"order_id": {"type": "text"}}})
    problem = tool_problems(tool, OTHERS, LESSON.tables)[0]
    assert problem.values["where"] == "properties/order_id/type" and "text" in problem.values["message"]


def test_empty_texts_and_a_bad_kind_are_named_all_at_once():
    tool = draft(description=" ", kind="writing", result="", not_found="")
    assert codes(tool) == [("description", "empty"), ("kind", "kind"), ("result", "empty"), ("not_found", "empty")]


def test_a_check_belongs_to_an_acting_tool():
    tool = draft(check="SELECT order_id FROM orders WHERE order_id = :order_id AND customer_id = :customer")
    assert codes(tool) == [("check", "check_in_reading")]


def test_a_query_that_could_run_forever_is_refused_before_it_runs():
    endless = ("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
               "SELECT order_id FROM orders, n WHERE customer_id = :customer AND order_id = :order_id")
    problems = tool_problems(draft(query=endless), OTHERS, LESSON.tables)
    assert problems[0].field == "query" and problems[0].code in ("sql_table", "sql_action")  # SQLite's guard
