"""Start-up loads only what the first window needs; the parts left out load, and work, when first used."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from core.faults.tool_faults import ToolFault

ROOT = Path(__file__).resolve().parents[3]
Q1042 = "Wann kommt Bestellung 1042 an?"
LATER = ("httpx", "core.providers.anthropic", "core.providers.openai_chat", "core.providers.openai_responses",
         "core.runs.batch", "core.runs.replay", "gui.batch.view", "gui.bench.fault_panel", "gui.bench.trigger_editor",
         "gui.models.script_editor", "gui.models.provider_dialog", "gui.runs.replay_view", "pyqtgraph")


def test_the_main_window_module_loads_no_provider_batch_replay_editor_or_plot_code():
    script = ("import json, sys; import gui.window.main_window; "
              f"print(json.dumps([name for name in {list(LATER)!r} if name in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_a_strike_before_the_fault_panel_was_opened_is_listed_when_it_opens(window, ask, qtbot):
    assert window.bench._panel is None  # not built at start-up
    window.injector.arm(ToolFault(tool="get_order_status", kind="error"))
    ask(window, Q1042)
    qtbot.waitUntil(lambda: window.bench._panel is not None)
    window.bench.toggle_panel()
    panel = window.bench.panel
    assert not panel.isHidden()
    qtbot.waitUntil(lambda: panel.struck_list.count() == 2)
    assert panel.struck_list.item(0).text() == f"run 1: {Q1042}" and "call_1" in panel.struck_list.item(1).text()
    assert "1 struck" in panel.count_label.text()


def test_the_fault_panel_opened_after_questions_numbers_the_next_one_after_them(window, ask, qtbot):
    ask(window, Q1042)
    ask(window, Q1042)
    window.bench.toggle_panel()
    panel = window.bench.panel
    window.injector.arm(ToolFault(tool="get_order_status", kind="error"))
    ask(window, Q1042)
    qtbot.waitUntil(lambda: panel.struck_list.count() == 2)
    assert panel.struck_list.item(0).text() == f"run 3: {Q1042}"


def test_the_provider_dialog_and_the_batch_dialog_open_after_start(window, qtbot):
    dialog = window.model_switch.open_dialog()
    assert dialog.isVisible()
    dialog.reject()
    view = window.bench.open_batch()
    assert view.isVisible() and view.testset is not None and view.testset.cases


def test_the_context_chart_drawn_when_first_shown_holds_the_calls_made_before(window, ask, qtbot):
    chart = window.inspector.chart
    ask(window, Q1042)
    assert not chart._built and len(chart.calls) == 2
    window.show()
    window.inspector.tabs.setCurrentWidget(chart)
    qtbot.waitUntil(lambda: chart._built)
    assert list(chart.history.opts["height"]) == [c.history for c in chart.calls]
    assert chart.values.texts() == [str(c.input_tokens) for c in chart.calls]


FIRST_WINDOW = """
import json, sys
from gui.window.app import load_core_first
load_core_first()
qt_first = "PySide6" in sys.modules
import core.lesson.catalog as catalog
loads = []
read = catalog.load_lesson
catalog.load_lesson = lambda folder: loads.append(folder.name) or read(folder)
from core.lesson.store import OrdersStore
from gui.window.app import make_app
from gui.window.lessons import LessonWindows
app = make_app([])
window = LessonWindows(None, lambda lesson: OrdersStore.in_memory(seed=lesson.seed())).start()
window.show()
app.processEvents()
window.grab()
print(json.dumps({"qt_first": qt_first, "loads": loads, "later": [n for n in LATER if n in sys.modules],
                  "menu": {n: a.text() for n, a in window.lesson_menu.actions.items()}}))
window.shutdown()
"""


def test_the_first_window_starts_from_core_reads_its_lesson_once_and_leaves_the_rest_for_later(tmp_path):
    """As `main.py` starts the window: the Qt-free core first (PySide6 would read the source of every module
    imported after it), the lesson read and checked once, no other lesson read for the File → Lesson menu."""
    home = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    done = subprocess.run([sys.executable, "-c", f"LATER = {list(LATER)!r}\n{FIRST_WINDOW}"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", **home})
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["qt_first"] is False and seen["loads"] == ["de-shop"] and seen["later"] == []
    assert seen["menu"]["de-shop"].startswith("de-shop — ") and seen["menu"]["ru-northwind"] == "ru-northwind"


def test_the_lesson_menu_reads_the_other_lessons_titles_when_first_opened(window):
    from core.lesson.catalog import shipped_lesson

    entry = window.lesson_menu.actions["ru-northwind"]
    assert entry.text() == "ru-northwind"
    window.lesson_menu.menu.aboutToShow.emit()
    assert entry.text() == f"ru-northwind — {shipped_lesson('ru-northwind').meta.title}"
