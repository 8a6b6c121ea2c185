"""Review findings in the engine: damaged files are refused in words, a crash result names the crash."""

from __future__ import annotations

import json
import sqlite3

import pytest
from pydantic import BaseModel

from core.engine.cancel import CancelToken
from core.engine.messages import ToolUseBlock
from core.runs.record import RecordError, dumps, loads
from core.lesson.store import OrdersStore
from core.engine.tools import Session, ToolContext, ToolRegistry, ToolSpec
from tests.bench.test_record import recorded

_TABLE = ("CREATE TABLE orders (order_id TEXT PRIMARY KEY NOT NULL, customer_id TEXT NOT NULL, "
          "status TEXT NOT NULL, delivery TEXT NOT NULL, return_by TEXT NOT NULL)")


def _db_with(path, row):
    db = sqlite3.connect(path)
    db.execute(_TABLE)
    db.execute("INSERT INTO orders VALUES (?,?,?,?,?)", row)
    db.commit()
    db.close()


@pytest.mark.parametrize("row", [
    ("1042", "K-100", "versandt", "3. November", "2026-12-01"),   # valid for Order, but not how rows are stored
    (" 77", "K-100 ", "versandt", "2026-11-03", "2026-12-01"),     # the validator strips; the row keeps the blanks
])
def test_a_file_with_rows_not_in_stored_form_is_kept_aside_not_read_half(tmp_path, row):
    path = tmp_path / "orders.db"
    _db_with(path, row)
    store = OrdersStore.open(path)
    assert "beschädigt" in store.notice
    assert len(list(tmp_path.glob("orders.db.broken-*"))) == 1
    orders = store.all()  # every read works again: the lesson data
    assert orders and all(o.delivery.year >= 2026 for o in orders)
    assert store.get("77") is None


def test_a_file_in_stored_form_opens_as_it_is(tmp_path):
    path = tmp_path / "orders.db"
    _db_with(path, ("77", "K-100", "versandt", "2026-11-03", "2026-12-01"))
    store = OrdersStore.open(path)
    assert store.notice == "" and [o.order_id for o in store.all()] == ["77"]


@pytest.mark.parametrize("text", [
    "[" * 100_000,
    '{"format": "tool-loop-studio/run", "version": 1, "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
])
def test_a_saved_run_nested_too_deep_is_refused_in_words(text):
    with pytest.raises(RecordError, match="beschädigt"):
        loads(text, "run.json")


@pytest.mark.parametrize("kind,field", [("ToolFinished", "use"), ("ToolFinished", "result"),
                                        ("MessageAppended", "message"), ("ReplyReceived", "reply"),
                                        ("RunStarted", "tools")])
def test_a_saved_event_missing_its_typed_part_is_refused(kind, field):
    data = json.loads(dumps(recorded()))
    data["checksum"] = ""
    for event in data["events"]:
        if event["type"] == kind:
            event["data"][field] = None
    with pytest.raises(RecordError, match="beschädigt"):
        loads(json.dumps(data))


def test_a_saved_call_without_wire_record_still_loads():
    data = json.loads(dumps(recorded()))
    data["checksum"] = ""
    for event in data["events"]:
        if event["type"] == "ReplyReceived":
            event["data"]["wire"] = None
    assert loads(json.dumps(data)).typed_events()


def test_a_crash_without_a_message_is_named_by_its_type():
    class In(BaseModel):
        order_id: str

    def boom(args, ctx):
        raise RuntimeError()

    registry = ToolRegistry(timeout=None)
    registry.register(ToolSpec("t", "d", In), boom)
    ctx = ToolContext(Session("K-100"), OrdersStore.in_memory(), CancelToken())
    result = registry.dispatch(ToolUseBlock(id="c1", name="t", input={"order_id": "1"}), ctx).result
    assert result.is_error and result.content == "Fehler in t: RuntimeError"


def test_a_saved_run_with_a_damaged_script_is_refused_at_load_not_at_replay():
    from core.faults.scripted import ScriptedClient
    from tests.bench.test_record import SETTINGS

    text = '{"replies": [{"text": "Nur Text."}]}'
    record = recorded(client=ScriptedClient.from_text(text),
                      settings=SETTINGS.model_copy(update={"client": "scripted", "script": text}))
    data = json.loads(dumps(record))
    assert loads(json.dumps(data)).settings.script == text
    data["checksum"] = ""
    data["settings"]["script"] = '{"replies": [{"stop_reason": "tool_use"}]}'
    with pytest.raises(RecordError, match="beschädigt.*Skript"):
        loads(json.dumps(data))


@pytest.mark.parametrize("depth", [100_000, 990])
def test_a_script_nested_too_deep_is_a_script_error_naming_the_problem(depth):
    from core.faults.scripted import ScriptError, load_script_text

    with pytest.raises(ScriptError):
        load_script_text('{"replies": ' + "[" * depth + "]" * depth + "}")


@pytest.mark.parametrize("kind", ["error", "db_down"])
def test_a_fault_does_not_strike_a_call_to_a_tool_that_is_not_offered(kind):
    from core.faults.tool_faults import FaultInjector, ToolFault
    from core.lesson.tools import lesson_registry

    injector = FaultInjector()
    injector.arm(ToolFault(tool="get_return_window", kind=kind))
    ctx = ToolContext(Session("K-100"), OrdersStore.in_memory(), CancelToken())
    use = ToolUseBlock(id="c1", name="get_return_window", input={"order_id": "1187"})
    outcome, note = injector.run_tool(lesson_registry(), use, ctx, ["get_order_status"], 1.0)
    assert outcome.result.is_error and outcome.result.content == "kein Tool get_return_window"
    assert note == "" and injector.count() == 1  # still armed for a call that really runs
