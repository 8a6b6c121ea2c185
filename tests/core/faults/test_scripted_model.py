"""The scripted model: exact replies from JSON; a bad script names line and field and nothing runs."""

from __future__ import annotations

import pytest

from core.engine.events import ToolFinished
from core.engine.tools import Session
from core.faults.scripted import ScriptedClient, ScriptError, load_script, load_script_text
from core.faults.tool_faults import FaultInjector
from core.lesson.store import OrdersStore
from tests.core.faults.helpers import Q1042, run
from tests.lessons import SHOP, SHOP_FAULTY_SCRIPT

GOOD = """{
  "name": "two calls",
  "replies": [
    {"text": "Ich sehe nach.",
     "tool_calls": [{"name": "get_order_status", "input": {"order_id": "1042"}},
                    {"name": "no_such_tool", "input": {"x": 1}, "id": "my_id"}],
     "usage": {"input_tokens": 30, "output_tokens": 7}},
    {"text": "Kommt am 3. November.", "usage": {"input_tokens": 50, "output_tokens": 6}}
  ]
}"""


def test_a_script_drives_the_real_loop_and_tools():
    r = run(Q1042, FaultInjector(), client=ScriptedClient.from_text(GOOD))
    first, second = r.of(ToolFinished)
    assert (first.use.id, first.result.content) == ("script_1_1", "1042 — versandt, Lieferung 3. November")
    assert (second.use.id, second.result.content, second.result.is_error) == ("my_id", "kein Tool no_such_tool", True)
    assert (r.end.reason, r.end.answer, r.end.calls) == ("answer", "Kommt am 3. November.", 2)
    assert (r.end.input_tokens, r.end.output_tokens) == (80, 13)


def test_stop_reason_and_errors_are_scripted():
    client = ScriptedClient.from_text('{"replies": [{"text": "Hm", "stop_reason": "max_tokens"}]}')
    assert run(Q1042, FaultInjector(), client=client).end.detail == "max_tokens"
    client = ScriptedClient.from_text('{"replies": [{"error": {"status": 529, "message": "overloaded"}}]}')
    end = run(Q1042, FaultInjector(), client=client).end
    assert (end.reason, end.detail) == ("model_error", "overloaded")


def test_a_script_that_runs_out_fails_the_call_clearly():
    client = ScriptedClient.from_text('{"replies": [{"tool_calls": [{"name": "get_order_status", '
                                      '"input": {"order_id": "1042"}}]}]}')
    end = run(Q1042, FaultInjector(), client=client).end
    assert end.reason == "model_error" and "the script has ended" in end.detail


BAD = """{
  "replies": [
    {"text": "ok"},
    {"text": "hi",
     "stop_reason": "banana"},
    {"tool_calls": [{"input": {}}]},
    {"stop_reason": "tool_use", "text": "x"},
    {"text": "a", "colour": 3}
  ]
}"""


def test_validation_errors_name_line_and_field():
    with pytest.raises(ScriptError) as caught:
        load_script_text(BAD, "bad.json")
    found = [(p.line, p.field) for p in caught.value.problems]
    assert found == [(5, "replies[1].stop_reason"), (6, "replies[2].tool_calls[0].name"), (7, "replies[3]"),
                     (8, "replies[4].colour")]
    message = str(caught.value)
    assert message.startswith("bad.json: line 5: replies[1].stop_reason: Input should be")
    assert "line 7: replies[3]: stop_reason tool_use needs at least one tool call" in message


def test_broken_json_names_its_line(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"replies": [\n  {"text": "a"},\n  {"text": "b",}\n]}', encoding="utf-8")
    with pytest.raises(ScriptError) as caught:
        load_script(path)
    assert str(caught.value).startswith("broken.json: line 3: invalid JSON")


def test_an_empty_script_is_refused_and_nothing_runs():
    with pytest.raises(ScriptError, match=r"line 1: replies: List should have at least 1 item"):
        ScriptedClient.from_text('{"replies": []}')


def test_the_shipped_sample_script_loads_and_runs_through_the_real_tools():
    from core.engine.loop import ToolLoop
    from core.faults.scripted import ScriptedClient
    from core.lesson.tools import lesson_registry

    path = SHOP_FAULTY_SCRIPT
    client = ScriptedClient.from_text(path.read_text(encoding="utf-8"))
    end = ToolLoop(client, lesson_registry(), OrdersStore.in_memory(seed=SHOP), Session("K-100")).run("Storniere 1042")
    results = [b for m in end.messages for b in m.tool_results()]
    assert [r.content for r in results] == ["kein Tool delete_all_orders", "keine Bestellung 1311"]
    assert end.reason == "answer" and end.answer == "Ich finde diese Bestellung nicht."


@pytest.mark.parametrize("depth", [100_000, 990])
def test_a_script_nested_too_deep_is_a_script_error_naming_the_problem(depth):
    from core.faults.scripted import ScriptError, load_script_text

    with pytest.raises(ScriptError):
        load_script_text('{"replies": ' + "[" * depth + "]" * depth + "}")


def test_a_misspelled_field_is_named_with_the_fields_allowed_there():
    text = '{"replies": [\n  {"txt": "Hallo"},\n  {"tool_calls": [{"name": "x", "imput": {}}]}\n]}'
    with pytest.raises(ScriptError) as caught:
        load_script_text(text, "typo.json")
    message = str(caught.value)
    assert "Extra inputs are not permitted" not in message
    assert ("line 2: replies[0].txt: unknown field 'txt'; allowed here: text, tool_calls, stop_reason, usage, error; "
            "did you mean 'text'?") in message
    assert "line 3: replies[1].tool_calls[0].imput: unknown field 'imput'; allowed here: name, input, id" in message
