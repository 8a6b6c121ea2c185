"""A saved run keeps every branch and the orders each ran with; files without branches still open."""

from __future__ import annotations

import json

import pytest

from core.engine.messages import ToolResultBlock, history_to_json
from core.engine.settings import RunSettings
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop
from core.runs.branches import BranchTree, continue_branch
from core.runs.edits import Edit
from core.runs.record import Recorder, RecordError, loads, make_record, recorded_settings, save
from core.runs.saved_branches import load_tree, save_tree
from tests.lessons import SHOP

Q1042 = "Wann kommt Bestellung 1042 an?"


def _record(tree: BranchTree | None = None):
    store = OrdersStore.in_memory(seed=SHOP)
    client = FakeClient()
    recorder = Recorder()
    end = assemble_loop(client, store, RunSettings()).run(Q1042, history=[], emit=recorder)
    record = make_record(recorded_settings(client, RunSettings(), "de-shop"), [], store.all(), Q1042,
                         list(end.messages), 0, recorder, end)
    return record, store, end


def test_branches_and_their_orders_round_trip(tmp_path):
    record, store, end = _record()
    tree = BranchTree()
    for _, event in record.typed_events():
        tree.root.record(event)
    tree.root.orders = [o.model_dump(mode="json") for o in store.all()]
    store.update("1042", status="storniert")
    branch = tree.fork(0, Edit(2, 0, ToolResultBlock(tool_use_id="call_1", content="storniert")))
    branch.orders = [o.model_dump(mode="json") for o in store.all()]
    continue_branch(assemble_loop(FakeClient(), store, RunSettings()), branch)
    saved = record.model_copy(update={"branches": save_tree(tree, SHOP.statuses), "branch": branch.id})
    again = loads(save(saved, tmp_path / "run.json").read_text(encoding="utf-8"))
    loaded = load_tree(again.branches)
    assert again.branch == 1 and list(loaded.branches) == [0, 1]
    for old, new in zip((tree.root, branch), (loaded.root, loaded[1]), strict=True):
        assert history_to_json(new.messages) == history_to_json(old.messages)
        assert (new.parent, new.fork_at, new.edit, new.calls, new.orders) == (
            old.parent, old.fork_at, old.edit, old.calls, old.orders)
        assert new.end.answer == old.end.answer
    statuses = {o["order_id"]: o["status"] for o in loaded[1].orders}
    assert statuses["1042"] == "storniert" and {o["order_id"]: o["status"] for o in loaded.root.orders}[
        "1042"] == "versandt"


def test_a_file_from_before_branches_still_opens():
    record, _, end = _record()
    data = json.loads(record.model_dump_json())
    for name in ("branches", "branch", "checksum"):
        data.pop(name)
    data["version"] = 1
    old = loads(json.dumps(data), "alt.json")
    assert old.branches == [] and old.outcome.answer == end.answer


def test_branches_that_make_no_tree_are_refused_in_words(tmp_path):
    record, _, _ = _record()
    data = json.loads(record.model_dump_json())
    data["branches"] = [{"id": 0, "messages": data["messages"]},
                        {"id": 1, "parent": 7, "fork_at": 1, "messages": data["messages"][:1]}]
    data["checksum"] = ""
    with pytest.raises(RecordError, match="alt.json is damaged: .*branch 1 forks from an unknown branch 7"):
        loads(json.dumps(data), "alt.json")
    data["branches"][1] = {"id": 1, "parent": 0, "messages": [{"role": "user", "content": [{"type": "bogus"}]}]}
    with pytest.raises(RecordError, match="branches"):
        loads(json.dumps(data), "alt.json")
