"""Saved runs: save, open and replay round trips; damaged or newer files are refused."""

from __future__ import annotations

import json

import pytest

from core.engine.events import ReplyReceived, RunStarted, ToolFinished
from core.engine.wire_record import WireRecord
from core.faults.model_faults import ModelFault
from core.faults.scripted import ScriptedClient
from core.faults.tool_faults import FaultInjector, FaultStruck, ToolFault, Trigger
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.runs._record_events import jsonable
from core.runs.markdown import to_markdown
from core.runs.record import VERSION, RecordedSettings, RecordError, dumps, load, loads, save
from core.runs.replay import replay, run_recorded
from tests.core.faults.helpers import Q1042
from tests.lessons import SHOP

SETTINGS = RecordedSettings(enabled_tools=["get_order_status"], customer="K-100", max_calls=4)


def recorded(store=None, faults=(), question=Q1042, client=None, settings=SETTINGS):
    injector = FaultInjector()
    for fault in faults:
        injector.arm(fault)
    return run_recorded(question, client or FakeClient(), store or OrdersStore.in_memory(seed=SHOP), settings, injector)


def test_save_and_open_round_trip(tmp_path):
    faults = [ToolFault(tool="get_order_status", kind="injection", trigger=Trigger(kind="probability", p=1, seed=9)),
              ModelFault(kind="http_429", retry_after=0.01)]
    record = recorded(faults=faults)
    opened = load(save(record, tmp_path / "run.json"))
    assert opened.model_copy(update={"checksum": ""}) == record
    assert opened.faults == faults and opened.faults[0].trigger.seed == 9
    assert [o.order_id for o in opened.orders] == ["1042", "1187", "1311", "1420", "1503", "1577"]
    events = [e for _, e in opened.typed_events()]
    assert isinstance(events[0], RunStarted) and events[0].question == Q1042
    assert any(isinstance(e, FaultStruck) and e.kind == "http_429" for e in events)
    finished = [e for e in events if isinstance(e, ToolFinished)][0]
    assert finished.note and finished.use.input == {"order_id": "1042"}
    replies = [e for e in events if isinstance(e, ReplyReceived)]
    assert replies[0].wire.request["messages"][0]["content"] == Q1042
    times = [t for t, _ in opened.typed_events()]
    assert times == sorted(times)
    assert opened.end().answer == record.outcome.answer and len(opened.history()) == 4


def test_replay_against_unchanged_orders_is_identical():
    store = OrdersStore.in_memory(seed=SHOP)
    fault = ToolFault(tool="get_order_status", kind="error", trigger=Trigger(kind="probability", p=0.5, seed=1))
    record = recorded(store, [fault], "Ich weiß die Nummer nicht mehr, es war ungefähr 1050.")
    diff = replay(loads(dumps(record)), store)
    assert not diff.changed, diff.rows()
    assert diff.record.faults == [fault]


def test_replay_shows_what_changed_after_an_edit():
    store = OrdersStore.in_memory(seed=SHOP)
    record = recorded(store)
    store.update("1042", status="zugestellt")
    diff = replay(record, store)
    assert diff.answer_changed and diff.tools_changed and not diff.calls_changed
    rows = {what: (old, new, differs) for what, old, new, differs in diff.rows()}
    assert rows["tool 1"] == ("get_order_status(1042) → 1042 — versandt, Lieferung 3. November",
                              "get_order_status(1042) → 1042 — zugestellt, Lieferung 3. November", True)
    assert rows["calls"] == ("2", "2", False)


def test_replay_of_a_scripted_run_uses_the_saved_script():
    text = '{"replies": [{"text": "Nur Text."}]}'
    settings = SETTINGS.model_copy(update={"client": "scripted", "script": text})
    record = recorded(client=ScriptedClient.from_text(text), settings=settings)
    diff = replay(loads(dumps(record)), OrdersStore.in_memory(seed=SHOP))
    assert not diff.changed and diff.after.answer == "Nur Text."


def test_damaged_files_are_refused(tmp_path):
    good = dumps(recorded())
    path = tmp_path / "run.json"
    path.write_text(good[: len(good) // 2], encoding="utf-8")
    with pytest.raises(RecordError, match=r"run.json is damaged: not valid JSON"):
        load(path)
    data = json.loads(good)
    data["outcome"]["answer"] = "verändert"
    with pytest.raises(RecordError, match="checksum"):
        loads(json.dumps(data))
    data = json.loads(good)
    data["checksum"] = ""
    data["outcome"]["calls"] = "zwei"
    with pytest.raises(RecordError, match=r"is damaged: line \d+: outcome.calls"):
        loads(json.dumps(data, indent=1))
    with pytest.raises(RecordError, match="not a saved Tool Loop Studio run"):
        loads('{"hello": 1}')
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match="not UTF-8"):
        load(path)


def _replies_of(data):
    return [e for e in data["events"] if e["type"] == "ReplyReceived"]


def test_a_wire_record_comes_back_as_the_one_wire_type_old_files_included():
    """Runs saved before the record named its dialect (no `dialect`, no `turn`) still open."""
    data = json.loads(dumps(recorded()))
    data["checksum"] = ""
    for event in _replies_of(data):
        event["data"]["wire"].pop("dialect")
        event["data"]["wire"].pop("turn")
    replies = [e for _, e in loads(json.dumps(data)).typed_events() if isinstance(e, ReplyReceived)]
    assert replies and all(isinstance(r.wire, WireRecord) and r.wire.dialect == "" for r in replies)
    assert replies[0].wire.request["messages"][0]["content"] == Q1042


def test_a_run_saved_before_system_and_max_tokens_were_recorded_opens_and_replays():
    data = json.loads(dumps(recorded()))
    data["checksum"] = ""
    assert {"system", "max_tokens"} <= set(data["settings"])
    for name in ("system", "max_tokens"):
        data["settings"].pop(name)
    record = loads(json.dumps(data))
    assert record.settings.max_tokens == 1024 and record.settings.customer == "K-100"
    assert not replay(record, OrdersStore.in_memory(seed=SHOP)).changed


def test_a_damaged_wire_record_is_refused_in_words():
    data = json.loads(dumps(recorded()))
    data["checksum"] = ""
    _replies_of(data)[0]["data"]["wire"]["request"] = "kein Objekt"
    with pytest.raises(RecordError, match="is damaged"):
        loads(json.dumps(data))


def test_a_newer_version_is_refused_with_a_clear_message():
    data = json.loads(dumps(recorded()))
    data["version"] = VERSION + 1
    with pytest.raises(RecordError, match=rf"newer version of the app \(format version {VERSION + 1}\)"):
        loads(json.dumps(data))


def test_secrets_are_scrubbed_from_recorded_events():
    assert jsonable({"x-api-key": "sk-secret", "Authorization": "Bearer sk", "max_tokens": 5}) == \
        {"x-api-key": "***", "Authorization": "***", "max_tokens": 5}


def test_markdown_export_for_course_notes():
    record = recorded(faults=[ToolFault(tool="get_order_status", kind="injection")])
    text = to_markdown(record)
    assert text.startswith(f"# {Q1042}\n")
    assert "Customer: K-100" in text and "MAX_CALLS 4" in text
    assert '`call_1` `get_order_status({"order_id": "1042"})`' in text
    assert "untrusted content" in text
    assert text.rstrip().endswith(record.outcome.answer.splitlines()[-1])


@pytest.mark.parametrize("text", [
    "[" * 100_000,
    '{"format": "tool-loop-studio/run", "version": 1, "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
])
def test_a_saved_run_nested_too_deep_is_refused_in_words(text):
    with pytest.raises(RecordError, match="is damaged"):
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
    with pytest.raises(RecordError, match="is damaged"):
        loads(json.dumps(data))


def test_a_saved_call_without_wire_record_still_loads():
    data = json.loads(dumps(recorded()))
    data["checksum"] = ""
    for event in data["events"]:
        if event["type"] == "ReplyReceived":
            event["data"]["wire"] = None
    assert loads(json.dumps(data)).typed_events()


def test_a_saved_run_with_a_damaged_script_is_refused_at_load_not_at_replay():
    from core.faults.scripted import ScriptedClient

    text = '{"replies": [{"text": "Nur Text."}]}'
    record = recorded(client=ScriptedClient.from_text(text),
                      settings=SETTINGS.model_copy(update={"client": "scripted", "script": text}))
    data = json.loads(dumps(record))
    assert loads(json.dumps(data)).settings.script == text
    data["checksum"] = ""
    data["settings"]["script"] = '{"replies": [{"stop_reason": "tool_use"}]}'
    with pytest.raises(RecordError, match="damaged.*saved script"):
        loads(json.dumps(data))


def _deep(levels: int) -> dict:
    """A dict nested `levels` levels deep (itself the first)."""
    value: dict = {}
    for _ in range(levels - 1):
        value = {"a": value}
    return value


def _craft(record, change) -> str:
    data = json.loads(dumps(record))
    data["checksum"] = ""  # a crafted file: no checksum to betray it
    change(data)
    return json.dumps(data, indent=1)


def _events(data, kind):
    return [e["data"] for e in data["events"] if e["type"] == kind]


EVENT = r"events\[\d+\]\.data\."
NOT_AN_END = r"Input should be 'answer'"


@pytest.mark.parametrize("change,where", [
    (lambda d: _events(d, "RunStarted")[0].update(question=5), EVENT + "question: Input should be a valid string"),
    (lambda d: _events(d, "ToolFinished")[0]["result"].update(content=["x"]), EVENT + "result.content: Input"),
    (lambda d: _events(d, "ReplyReceived")[0].update(seconds="slow"), EVENT + "seconds: Input should be a valid"),
    (lambda d: _events(d, "RunEnded")[0].update(reason="banana"), EVENT + "reason: " + NOT_AN_END),
    (lambda d: d["outcome"].update(reason="banana"), r"outcome\.reason: " + NOT_AN_END),
    (lambda d: d["events"][0].update(type="Banana"), r"events\[0\]\.type: Input should be"),
    (lambda d: d["messages"][1]["content"][0].update(input=[1]),
     r"messages\[1\]\.content\[0\]\.input: Input should be a valid dictionary"),
    (lambda d: d.update(prior=99), r"prior \(99\) is more than the 4 messages"),
])
def test_a_crafted_run_with_a_field_of_the_wrong_type_is_refused_naming_line_and_field(change, where):
    with pytest.raises(RecordError, match=r"run.json is damaged: line \d+: " + where):
        loads(_craft(recorded(), change), "run.json")


def test_a_saved_run_with_tool_input_nested_hundreds_of_levels_is_refused_at_the_door():
    text = _craft(recorded(), lambda d: d["messages"][1]["content"][0]["input"].update(deep=_deep(350)))
    with pytest.raises(RecordError, match=r"run.json is damaged: line \d+: nested deeper than 64 levels"):
        loads(text, "run.json")


def test_a_scripted_tool_input_at_the_limit_runs_saves_and_opens_again(tmp_path):
    from core.faults.scripted import INPUT_DEPTH

    script = json.dumps({"replies": [
        {"tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042", "x": _deep(INPUT_DEPTH - 1)}}]},
        {"text": "Fertig."}]})
    settings = SETTINGS.model_copy(update={"client": "scripted", "script": script})
    record = recorded(client=ScriptedClient.from_text(script), settings=settings)
    assert record.outcome.reason == "answer"
    opened = load(save(record, tmp_path / "run.json"))
    assert opened.history()[1].content[0].input["x"] == _deep(INPUT_DEPTH - 1)
    assert not replay(opened, OrdersStore.in_memory(seed=SHOP)).changed


def test_a_run_too_deep_to_open_again_is_not_saved(tmp_path):
    record = recorded()
    deep = record.model_copy(update={"messages": [*record.messages, {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "x", "content": "x"}], "x": _deep(80)}]})
    with pytest.raises(RecordError, match="cannot be saved: .* deeper than 64 levels"):
        save(deep, tmp_path / "run.json")
    assert not (tmp_path / "run.json").exists()


def test_a_run_of_another_lesson_replays_with_that_lessons_fake_model_and_tools(tmp_path):
    from core.lesson.catalog import find_lesson
    from core.runs.record import recorded_settings

    lesson = find_lesson("ru-northwind")
    client = lesson.fake_client()
    settings = recorded_settings(client, lesson.run_settings(), lesson.name)
    assert settings.lesson == "ru-northwind"
    record = run_recorded("Где мои заказы 4417 и 5120?", client, OrdersStore.in_memory(seed=lesson.seed()),
                          settings, registry=lesson.registry())
    opened = load(save(record, tmp_path / "run.json"))
    assert opened.settings.lesson == "ru-northwind" and opened.outcome.answer.startswith("Вот что показывает")
    diff = replay(opened, OrdersStore.in_memory(seed=lesson.seed()))  # no client, no registry given
    assert not diff.changed, diff.rows()


def test_a_run_with_switches_saves_them_and_replays_under_them():
    settings = RecordedSettings(enabled_tools=["get_order_status", "get_return_window"], parallel_tool_calls=False,
                                tool_choice="tool:get_order_status", strict_tools=["get_return_window"])
    store = OrdersStore.in_memory(seed=SHOP)
    record = recorded(store, question="Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?",
                      settings=settings)
    opened = loads(dumps(record))
    assert (opened.settings.tool_choice, opened.settings.parallel_tool_calls, opened.settings.strict_tools) == (
        "tool:get_order_status", False, ["get_return_window"])
    started = next(e for _, e in opened.typed_events() if isinstance(e, RunStarted))
    assert (started.tool_choice, started.parallel_tool_calls, started.strict_tools) == (
        "tool:get_order_status", False, ("get_return_window",))
    assert [len(m.tool_uses()) for m in opened.history() if m.role == "assistant"] == [1, 1, 0]
    diff = replay(opened, store)
    assert not diff.changed, diff.rows()
    assert "- Switches: tool_choice tool:get_order_status · parallel tool calls off · strict: get_return_window" in (
        to_markdown(opened))


def test_replay_rows_are_named_by_codes_not_a_lessons_words():
    store = OrdersStore.in_memory(seed=SHOP)
    diff = replay(recorded(store), store)
    assert [row[0] for row in diff.rows()] == ["answer", "end", "calls", "tool 1"]
