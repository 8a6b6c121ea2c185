"""A whole conversation with a known key: the key is on the wire, and nowhere on disk or on screen."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPlainTextEdit, QStatusBar, QTextEdit, QWidget

from tests.core.providers import replies as R
from tests.core.providers.local_server import Json, ScriptedServer, Sse
from tests.gui.provider_helpers import ANSWER, CALLS, KEY, QUESTION, error_reply, use_provider

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.EditRole)


def _model_texts(model: QAbstractItemModel, parent: QModelIndex = QModelIndex()) -> list[str]:
    texts = []
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            index = model.index(row, column, parent)
            texts += [str(model.data(index, role)) for role in ROLES]
        texts += _model_texts(model, model.index(row, 0, parent))
    return texts


def screen_texts(root: QWidget) -> list[str]:
    """Everything a user could read: text views, labels, line edits as displayed, combos, tooltips, item models."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        texts.append(widget.toolTip())
        if isinstance(widget, (QPlainTextEdit, QTextEdit)):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QLabel):
            texts.append(widget.text())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.displayText())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QStatusBar):
            texts.append(widget.currentMessage())
    for model in root.findChildren(QAbstractItemModel):
        texts += _model_texts(model)
    return texts


def test_the_key_never_reaches_disk_or_screen(window, ask, qtbot, tmp_path, _isolated_home):
    script = [error_reply(429, f"slow down, {KEY}", **{"retry-after-ms": "50"}),
              Sse(R.anthropic_sse(CALLS)), Sse(R.anthropic_sse(text=ANSWER)),
              Json(R.anthropic(text="Gern geschehen."))]
    with ScriptedServer(script) as server:
        dialog = use_provider(window, server.url, stream=True)
        assert ask(window, QUESTION).reason == "answer"
        dialog.stream.setChecked(False)
        dialog.accept()  # reopened settings: same dialog, key still in its memory only
        assert ask(window, "Danke, das war alles.").answer == "Gern geschehen."
    assert {r.headers["x-api-key"] for r in server.requests} == {KEY}  # the key was really used
    files = window.bench.files
    (_isolated_home / "runs").mkdir(parents=True)
    assert files.save_run(_isolated_home / "runs" / "last.json") is not None
    assert files.export_markdown(_isolated_home / "runs" / "last.md") is not None

    inspector = window.inspector
    inspector.tabs.setCurrentWidget(inspector.dialects)
    inspector.dialects.mark_dirty()
    inspector.dialects.refresh()
    seen = []
    for row in range(len(inspector.calls.model.records)):  # every call's HTTP view, one after another
        inspector.calls.select(row)
        seen += screen_texts(inspector.calls)
    seen += screen_texts(window)
    assert "x-api-key: ***" in "\n".join(seen) and ANSWER in "\n".join(seen)
    assert not [text for text in seen if KEY in text]
    assert dialog.key.echoMode() == QLineEdit.EchoMode.Password

    window.close()  # saves the window's settings
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    names = {p.name for p in written}
    assert {"last.json", "last.md", "window.ini"} <= names, names
    assert "claude-test" in (tmp_path / "window.ini").read_text()  # the dialog's settings are there, the key is not
    leaks = [str(p) for p in written if KEY.encode() in p.read_bytes()]
    assert not leaks


def test_a_batch_run_with_the_provider_leaves_the_key_in_no_file(window, qtbot, tmp_path, _isolated_home):
    """File → Batch run… against the local server with the known key, both exports into the app's home:
    the key was on the wire of every request, and is in none of the files, not even where a reply quoted it."""
    import re

    from core.runs.batch import TestCase, TestSet
    from tests.core.providers.local_server import Recorded

    def model(record: Recorded):
        messages = record.body["messages"]
        last = messages[-1]["content"]
        if isinstance(last, list) and last[0].get("type") == "tool_result":  # answer with what the tool said …
            result = last[0]["content"]
            result = result if isinstance(result, str) else " ".join(b.get("text", "") for b in result)
            return Json(R.anthropic(text=f"{result} (Schlüssel {KEY})"))  # … quoting the key, as a leak would
        order = re.search(r"\d{4}", last if isinstance(last, str) else last[0]["text"]).group(0)
        if order == "1577":  # an error body that echoes the key
            return error_reply(400, f"invalid request for key {KEY}")
        return Json(R.anthropic([(f"toolu_{order}", "get_order_status", {"order_id": order})]))

    _isolated_home.mkdir(parents=True, exist_ok=True)
    testset = _isolated_home / "set.json"
    cases = [TestCase(question=f"Wann kommt Bestellung {n} an?", must_contain=[n]) for n in ("1042", "1187", "1577")]
    testset.write_text(TestSet(name="keys", cases=cases).model_dump_json(exclude_defaults=True), encoding="utf-8")
    with ScriptedServer(model) as server:
        use_provider(window, server.url)  # the key typed into the dialog: memory only
        window.bench.file_actions["batch"].trigger()
        view = window.bench.batch_view
        assert view.load_file(testset)
        with qtbot.waitSignal(view.sig_done, timeout=20000) as done:
            assert view.start()
    results = done.args[0]
    assert len(server.requests) == 5 and {r.headers["x-api-key"] for r in server.requests} == {KEY}
    assert [r.reason for r in results] == ["answer", "answer", "model_error"]
    csv_path = view.export(_isolated_home / "batch.csv", "csv")
    json_path = view.export(_isolated_home / "batch.json", "json")
    assert csv_path is not None and json_path is not None
    exported = csv_path.read_text(encoding="utf-8") + json_path.read_text(encoding="utf-8")
    assert exported.count("1042 — versandt, Lieferung 3. November (Schlüssel ***)") == 2  # quoted key masked, …
    table = view.model
    shown = [str(table.index(r, c).data(role)) for r in range(table.rowCount()) for c in range(table.columnCount())
             for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)]
    assert shown and not [text for text in shown if KEY in text]  # … on screen too

    window.close()
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert {"batch.csv", "batch.json", "window.ini"} <= {p.name for p in written}
    assert not [str(p) for p in written if KEY.encode() in p.read_bytes()]  # … the key is not
