"""What if? Edit a block, continue as a branch, show and compare branches; send a refused history anyway."""

from __future__ import annotations

from core.engine.messages import TextBlock, ToolResultBlock, history_to_json
from core.runs.branches import RUN_AGAIN
from core.runs.edits import Edit
from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import error_reply, use_provider

Q1042 = "Wann kommt Bestellung 1042 an?"
STORNIERT = Edit(2, 0, ToolResultBlock(tool_use_id="call_1", content="storniert"))


def _fork(window, qtbot, edit, message):
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        branch = window.branching.fork(edit, message)
    assert branch is not None
    return branch, ended.args[0]


def test_an_edited_tool_result_continues_as_a_branch_and_the_original_stays(window, ask, qtbot):
    ask(window, Q1042)
    original = history_to_json(window.inspector.history.messages)
    branch, end = _fork(window, qtbot, STORNIERT, 2)
    assert end.answer == "Ich habe nachgesehen: storniert."
    assert "storniert" in window.chat.plain_text() and "✎ branch 1, forked from original" in window.chat.plain_text()
    assert [m.role for m in window.inspector.history.messages] == ["user", "assistant", "user", "assistant"]
    assert len(window.inspector.calls.model.records) == 2  # the original's first call, the branch's own
    branch_arrows = window.inspector.sequence.view.mermaid()
    assert "storniert" in branch_arrows  # the sequence view shows the branch too
    branches = window.branching
    assert [item.text(0) for item in branches.list.items()] == ["original", "branch 1"]
    assert branches.list.items()[1].text(3) == "✓ Ich habe nachgesehen: storniert."
    assert branches.show(0)
    assert history_to_json(window.inspector.history.messages) == original
    assert window.runner.history == window.inspector.history.messages
    assert "storniert" not in window.chat.plain_text() and "storniert" not in window.inspector.sequence.view.mermaid()
    ask(window, "Danke, das war alles.")  # the next question continues the branch shown
    assert len(branches.tree[0].messages) == 6 and len(branch.messages) == 4


def test_compare_two_branches_side_by_side(window, ask, qtbot):
    ask(window, Q1042)
    _fork(window, qtbot, STORNIERT, 2)
    items = window.branching.list.items()
    for item in items:
        item.setCheckState(0, items[0].checkState(0).Checked)
    window.branching.list.compare_button.click()
    view = window.branching.compare_dialog.view
    assert [r.status for r in view.comparison.rows] == ["same", "same", "changed", "changed"]
    text = view.toPlainText()
    assert "aligned at the fork (message #2)" in text and "Ich habe nachgesehen: storniert." in text
    assert "end_turn · " in text and "orders: " in text


def test_a_refused_edit_is_not_sent_unless_the_user_says_send_anyway(window, ask, qtbot):
    ask(window, Q1042)
    asked: list = []
    window.branching.confirm = lambda problems, dialect: asked.append((problems, dialect)) or False
    orphan = Edit(2, 0, ToolResultBlock(tool_use_id="call_99", content="x"))
    assert window.branching.fork(orphan, 2) is None
    assert asked[0][1] == "anthropic" and any("unknown call id: call_99" in str(p) for p in asked[0][0])
    assert "Not sent" in window.chat.plain_text() and list(window.branching.tree.branches) == [0]


def test_send_anyway_reaches_the_provider_and_its_error_shows_in_the_http_pane(window, ask, qtbot):
    steps = [Json(R.anthropic([("toolu_1", "get_order_status", {"order_id": "1042"})])),
             Json(R.anthropic(text="Kommt Freitag.")),
             error_reply(400, "messages.2.content.0: unexpected tool_use_id found in tool_result blocks",
                         "req_400bad")]
    with ScriptedServer(steps) as server:
        use_provider(window, server.url)
        ask(window, Q1042)
        window.branching.confirm = lambda problems, dialect: True
        orphan = Edit(2, 0, ToolResultBlock(tool_use_id="toolu_99", content="x"))
        branch, end = _fork(window, qtbot, orphan, 2)
        sent = server.requests[-1].body
    assert branch.forced and end.reason == "model_error"
    assert sent["messages"][2]["content"][0]["tool_use_id"] == "toolu_99"  # sent as edited, on purpose
    assert sent["system"] == window.lesson.meta.system  # a continued branch is sent with its lesson's prompt
    calls = window.inspector.calls
    calls.select(len(calls.model.records) - 1)
    pane = calls.http_pane
    assert calls.stack.currentWidget() is pane and "req_400bad" in pane.banner.text()
    assert "unexpected tool_use_id" in pane.text() and "protocol check" in pane.banner.text()


def test_edit_user_text_from_the_tree_menu_and_continue(window, ask, qtbot, monkeypatch):
    ask(window, Q1042)
    edits = window.inspector.edits
    monkeypatch.setattr(edits, "ask", lambda block, title: TextBlock(text="Wo ist Bestellung 9999?"))
    index = window.inspector.history.index(0, 0, window.inspector.history.index(0, 0))
    actions = {a.objectName(): a for a in edits.menu_for(index).actions()}
    assert {"history-edit", "history-delete", "history-add-result", "history-continue"} <= set(actions)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000) as ended:
        actions["history-edit"].trigger()
    assert ended.args[0].answer == "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer."


def _offer(window):
    from PySide6.QtWidgets import QMessageBox

    boxes = [b for b in window.findChildren(QMessageBox) if b.objectName() == "orders-offer" and b.isVisible()]
    return boxes[0] if boxes else None


def test_a_saved_run_keeps_its_branches_and_orders_and_opening_offers_them_back(make_window, ask, qtbot, tmp_path,
                                                                              store):
    window = make_window()
    ask(window, Q1042)
    _fork(window, qtbot, STORNIERT, 2)
    path = window.bench.files.save_run(tmp_path / "branches.json")
    store.update("1042", status="storniert")  # the orders move on after saving
    other = make_window()
    with qtbot.waitSignal(other.bench.files.sig_opened):
        other.bench.files.open_run(path)
    branches = other.branching
    assert [item.text(0) for item in branches.list.items()] == ["original", "branch 1"]
    assert branches.current == 0  # the saved run is the original's question; its branch comes along
    assert branches.tree[1].end.answer == "Ich habe nachgesehen: storniert."
    assert branches.tree[0].orders is not None
    offer = _offer(other)
    assert offer is not None and "Restore saved orders" in [b.text() for b in offer.buttons()]
    restore = next(b for b in offer.buttons() if b.text() == "Restore saved orders")
    restore.click()
    assert store.get("1042").status == "versandt"
    assert branches.show(1) and other.inspector.history.messages[3].text() == "Ich habe nachgesehen: storniert."
    assert "#3 assistant: Ich habe nachgesehen: storniert." in other.chat.plain_text()
    assert branches.show(0) and other.inspector.history.messages[3].text().endswith("3. November.")


def test_run_again_of_a_run_becomes_one_more_branch(window, ask, qtbot, store):
    ask(window, Q1042)
    store.update("1042", delivery="2026-11-05")
    with qtbot.waitSignal(window.bench.files.sig_replayed, timeout=5000):
        assert window.bench.files.run_again()
    tree = window.branching.tree
    assert [b.edit for b in tree.branches.values()] == ["", RUN_AGAIN]
    again = tree[1]
    assert again.parent == 0 and "5. November" in again.end.answer and len(again.calls) == 2
    diff = window.branching.compare(0, 1).view.comparison
    assert diff.orders.differ == ("1042",) and [r.status for r in diff.rows][:3] == [
        "same", "same", "changed"]
