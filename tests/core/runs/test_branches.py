"""Edit and continue: a fork keeps its parent unchanged, a broken edit is refused by rule, the tree, compare."""

from __future__ import annotations

import pytest

from core.engine.events import MessageAppended
from core.engine.messages import TextBlock, ToolResultBlock, ToolUseBlock, history_to_json
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.providers.dialects import DIALECTS
from core.runs.assemble import assemble_loop
from core.runs.branches import BranchTree, RefusedEdit, continue_branch
from core.runs.compare import compare, word_diff
from core.runs.edits import Edit, pending_problems
from tests.lessons import SHOP, shop_settings

Q1042 = "Wann kommt Bestellung 1042 an?"
NOT_FOUND = "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer."  # the fake model after an error


def _loop():
    return assemble_loop(FakeClient(), OrdersStore.in_memory(seed=SHOP), shop_settings())


def _tree() -> BranchTree:
    tree = BranchTree()
    _loop().run(Q1042, history=[], emit=tree.root.record)
    return tree


def _result(content: str, is_error: bool = False) -> Edit:
    return Edit(2, 0, ToolResultBlock(tool_use_id="call_1", content=content, is_error=is_error))


def test_editing_a_tool_result_and_continuing_gives_another_answer_and_the_original_is_unchanged():
    tree = _tree()
    original = history_to_json(tree.root.messages)
    assert tree.root.end.answer.startswith("Ich habe nachgesehen: 1042 — versandt")
    branch = tree.fork(0, _result("storniert"))
    end = continue_branch(_loop(), branch)
    assert end.answer == "Ich habe nachgesehen: storniert."
    assert branch.end is end and [m.role for m in branch.messages] == ["user", "assistant", "user", "assistant"]
    assert branch.edit.startswith("#2 tool_result call_1: content \"1042 — versandt") and '→ "storniert"' in branch.edit
    assert [c.stop_reason for c in branch.calls] == ["end_turn"]
    assert history_to_json(tree.root.messages) == original
    error = tree.fork(0, _result("storniert", is_error=True))
    assert continue_branch(_loop(), error).answer == NOT_FOUND


def test_a_changed_tool_call_runs_the_tool_with_the_new_input_before_the_model_is_asked():
    tree = _tree()
    use = ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1187"})
    branch = tree.fork(0, Edit(1, 0, use))
    end = continue_branch(_loop(), branch)
    assert branch.messages[2].tool_results()[0].content.startswith("1187 — ")
    assert end.answer.startswith("Ich habe nachgesehen: 1187 — ")


@pytest.mark.parametrize("dialect", DIALECTS)
def test_an_edit_that_breaks_a_protocol_rule_is_refused_naming_the_rule(dialect):
    tree = _tree()
    with pytest.raises(RefusedEdit) as orphan:
        tree.fork(0, Edit(2, 0, ToolResultBlock(tool_use_id="call_99", content="x")), dialect=dialect)
    assert any("tool_result for an unknown call id: call_99" in str(p) for p in orphan.value.problems)
    assert any("tool_use without tool_result" in str(p) for p in orphan.value.problems)
    with pytest.raises(RefusedEdit) as empty:
        tree.fork(0, Edit(2, 0, None), dialect=dialect)  # the user turn loses its only block
    assert any("empty turn" in str(p) for p in empty.value.problems)
    assert list(tree.branches) == [0]


def test_an_added_second_tool_call_is_run_with_the_first():
    tree = _tree()
    second = ToolUseBlock(id="call_2", name="get_return_window", input={"order_id": "1187"})
    branch = tree.fork(0, Edit(1, 1, second, add=True))
    continue_branch(_loop(), branch)
    assert [r.tool_use_id for r in branch.messages[2].tool_results()] == ["call_1", "call_2"]
    assert "Rückgabe bis" in branch.end.answer


def test_rules_differ_by_dialect_a_text_before_the_results_only_anthropic_refuses():
    tree = _tree()
    early = Edit(2, 0, TextBlock(text="Hier das Ergebnis:"), add=True)
    with pytest.raises(RefusedEdit, match="before any other content"):
        tree.fork(0, early, dialect="anthropic")
    assert tree.fork(0, early, dialect="openai-chat").forced is False
    last = pending_problems(tree.root.messages, "openai-responses")[-1]
    assert (last.code, last.values) == ("ends_with_answer", {"index": 3})
    assert str(last).endswith("(nothing to continue: add a user message or a tool_use)")


def test_send_anyway_makes_the_branch_and_marks_it():
    tree = _tree()
    branch = tree.fork(0, Edit(2, 0, ToolResultBlock(tool_use_id="call_99", content="x")), force=True)
    assert branch.forced and branch.parent == 0


def test_the_branch_tree_after_three_forks():
    tree = _tree()
    a = tree.fork(0, _result("storniert"))
    continue_branch(_loop(), a)
    b = tree.fork(0, Edit(0, 0, TextBlock(text="Wo ist Bestellung 9999?")))
    continue_branch(_loop(), b)
    c = tree.fork(a.id, Edit(3, 0, TextBlock(text="Sie ist storniert, tut mir leid.")), dialect="anthropic",
                  force=True)  # ends with the model's answer: nothing to continue, sent anyway
    rows = [(depth, branch.id, branch.parent, branch.fork_at) for depth, branch in tree.rows()]
    assert rows == [(0, 0, None, 0), (1, 1, 0, 2), (2, 3, 1, 3), (1, 2, 0, 0)]
    assert [branch.name for _, branch in tree.rows()] == ["original", "branch 1", "branch 3", "branch 2"]
    assert b.edit == '#0 text: → "Wo ist Bestellung 9999?"' and b.ending == f"answer: {NOT_FOUND}"
    assert c.ending == "not run yet" and [x.id for x in tree.lineage(c.id)] == [3, 1, 0]
    shown = [e.index for e in tree.shown_events(a.id) if isinstance(e, MessageAppended)]
    assert shown == [0, 1, 3]  # the original's first two messages, then the branch's own answer


def test_compare_on_a_known_pair():
    tree = _tree()
    branch = tree.fork(0, _result("storniert"))
    continue_branch(_loop(), branch)
    diff = compare(tree, 0, branch.id)
    assert [r.status for r in diff.rows] == ["same", "same", "changed", "changed"] and diff.fork == 2
    assert ("+", "storniert") in diff.rows[2].diff and diff.rows[2].diff[0] == ("=", "tool_result call_1:")
    assert diff.answers == ("Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November.",
                            "Ich habe nachgesehen: storniert.")
    assert [(a.stop_reason, b.stop_reason if b else None) for a, b in diff.calls] == [
        ("tool_use", "end_turn"), ("end_turn", None)]
    assert diff.calls[0][1].input_tokens > 0


def test_word_diff_keeps_reading_order():
    assert word_diff("a b c", "a x c") == [("=", "a"), ("-", "b"), ("+", "x"), ("=", "c")]
