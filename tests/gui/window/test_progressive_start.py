"""The progressive start: the first frame is painted from Qt alone, then the same window is filled; it answers as a
window built in one go does, refuses a broken lesson in words, and nothing can be asked before it is ready."""

from __future__ import annotations

import gc
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from core.lesson.catalog import SHIPPED
from core.lesson.store import OrdersStore
from gui.window.late_start import ProgressiveStart
from gui.window.lessons import KEY

ROOT = Path(__file__).resolve().parents[3]
Q1042 = "Wann kommt Bestellung 1042 an?"
HEAVY = ("pydantic", "jsonschema", "httpx", "core.engine", "core.lesson", "core.lesson.loader", "gui.chat.view",
         "gui.inspector", "gui.orders.editor")

FIRST_FRAME = """
import json, sys
from PySide6.QtCore import QSettings
from gui.window.app import make_app
from gui.window.late_start import ProgressiveStart

def in_memory(lesson):
    from core.lesson.store import OrdersStore
    return OrdersStore.in_memory(seed=lesson.seed())

app = make_app([])
start = ProgressiveStart(QSettings(), in_memory)
seen = {}
start.sig_first_frame.connect(lambda: seen.update(first=[n for n in HEAVY if n in sys.modules],
                                                  ready=start.window.ready))
start.sig_ready.connect(lambda window: seen.update(later=[n for n in HEAVY if n in sys.modules],
                                                   lesson=window.lesson.name) or app.quit())
start.show()
app.exec()
print(json.dumps(seen))
start.shutdown()
"""


def test_the_first_frame_is_painted_before_pydantic_jsonschema_httpx_or_core_are_imported(tmp_path):
    home = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    done = subprocess.run([sys.executable, "-c", f"HEAVY = {list(HEAVY)!r}\n{FIRST_FRAME}"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", **home})
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["first"] == [] and seen["ready"] is False
    assert {"pydantic", "jsonschema", "core.engine", "core.lesson.loader", "gui.chat.view"} <= set(seen["later"])
    assert "httpx" not in seen["later"] and seen["lesson"] == "de-shop"  # providers still wait for their first use


@pytest.fixture
def starts(qtbot, settings):
    """Progressive starts on in-memory stores; each window is closed and its worker stopped at the end."""
    made: list[ProgressiveStart] = []
    stores: list[OrdersStore] = []

    def open_store(lesson):
        stores.append(OrdersStore.in_memory(seed=lesson.seed()))
        return stores[-1]

    def start(root=None) -> ProgressiveStart:
        made.append(ProgressiveStart(settings, open_store, root))
        qtbot.addWidget(made[-1].window)
        return made[-1]

    yield start
    for begun in made:
        begun.current.close()
        if begun.current.ready:
            qtbot.waitUntil(lambda w=begun.current: not w.runner.running, timeout=3000)
    for store in stores:
        store.close()


def shown_ready(qtbot, start: ProgressiveStart):
    with qtbot.waitSignal(start.sig_ready, timeout=10000) as ready:
        start.show()
    return ready.args[0]


def test_until_ready_the_first_frame_says_it_is_loading_and_takes_no_question(qtbot, starts):
    start = starts()
    window = start.window
    frame = window.first_frame
    assert frame is not None and not window.ready
    assert window.statusBar().findChild(QLabel, "first-frame-status").text() == "Loading lesson…"
    assert not frame.input.isEnabled()
    assert [m.title() for m in frame.menus] == ["&File", "&View", "&Tools", "&Help"]
    assert not any(m.isEnabled() for m in frame.menus) and not any(b.isEnabled() for b in frame.toolbars)
    assert not hasattr(window, "chat")  # nothing a question could be sent to exists yet

    shown_ready(qtbot, start)
    assert window.ready and window.first_frame is None and gc.isenabled()
    qtbot.waitUntil(lambda: window.statusBar().findChild(QLabel, "first-frame-status") is None)  # deleted later
    assert window.chat.input.isEnabled() and window.centralWidget() is window.splitter
    assert [a.text() for a in window.menuBar().actions()] == ["&File", "&View", "&Tools", "&Help"]


def test_the_filled_window_answers_1042_with_the_same_trace_as_a_window_built_at_once(qtbot, starts, make_window, ask):
    window = shown_ready(qtbot, starts())
    end = ask(window, Q1042)
    at_once = make_window()
    same = ask(at_once, Q1042)
    assert end.answer == same.answer and end.calls == same.calls == 2
    trace = window.chat.transcript.toPlainText()
    assert trace == at_once.chat.transcript.toPlainText()
    assert "call_1 get_order_status(1042) → 1042 — versandt, Lieferung 3. November" in trace
    assert window.inspector.calls.model.records and len(window.inspector.history.messages) == 4


def test_a_remembered_lesson_that_no_longer_loads_is_refused_in_words_once_the_frame_fills(qtbot, starts, settings,
                                                                                            tmp_path):
    root = tmp_path / "lessons"
    shutil.copytree(SHIPPED / "de-shop", root / "de-shop")
    shutil.copytree(SHIPPED / "de-shop", root / "broken")
    tools = root / "broken" / "tools.json"
    data = json.loads(tools.read_text(encoding="utf-8"))
    data["tools"][0]["handler"]["query"] = "DELETE FROM orders WHERE customer_id = :customer"
    tools.write_text(json.dumps(data), encoding="utf-8")
    settings.setValue(KEY, "broken")
    window = shown_ready(qtbot, starts(root))
    said = window.chat.transcript.toPlainText()
    assert window.lesson.name == "de-shop"
    assert "The lesson broken does not load; de-shop runs instead:" in said
    assert "tools.0.handler.query: SQLite refused DELETE orders: a reading tool may not write" in said


def test_a_window_whose_lesson_cannot_be_opened_says_why_in_its_first_frame_and_stays_open(qtbot, settings):
    def no_store(lesson):
        raise OSError("Datenträger voll")

    start = ProgressiveStart(settings, no_store)
    qtbot.addWidget(start.window)
    start.show()
    status = start.window.statusBar().findChild(QLabel, "first-frame-status")
    qtbot.waitUntil(lambda: "Datenträger voll" in status.text())
    assert status.text() == "The lesson could not be opened: Datenträger voll"
    assert not start.window.ready and start.window.isVisible() and gc.isenabled()
    start.window.close()
    start.shutdown()


def test_the_first_frame_speaks_the_remembered_language(qtbot, starts, settings):
    settings.setValue("view/language", "ru")
    start = starts()
    assert start.window.statusBar().findChild(QLabel, "first-frame-status").text() == "Загрузка урока…"
    assert [m.title() for m in start.window.first_frame.menus][0] == "&Файл"
    window = shown_ready(qtbot, start)
    assert window.menuBar().actions()[0].text() == "&Файл"


def test_the_lazily_built_docks_of_a_filled_window_work_when_first_shown(qtbot, starts, ask):
    window = shown_ready(qtbot, starts())
    assert window.bench._panel is None and window.tools_menu._dock is None
    window.bench.toggle_panel()
    qtbot.waitUntil(lambda: window.bench.panel.isVisible())
    window.tools_menu.show_call()
    dock = window.tools_menu.dock
    qtbot.waitUntil(dock.isVisible)
    assert ask(window, Q1042).calls == 2


def test_a_first_frame_closed_before_its_lesson_loaded_saves_nothing_and_stops_cleanly(qtbot, starts, settings):
    start = starts()
    start.window.close()
    start.shutdown()
    assert settings.value("window/geometry") is None and not start.window.ready


QUICK_CHECK = """
import json, linecache, sys
from gui.window.app import make_app
make_app([])
import shibokensupport.feature as feature
import gui.window.late_start, core.lesson.catalog
check = feature._mod_uses_pyside
print(json.dumps({"window": check(sys.modules["gui.window.late_start"]), "core": check(sys.modules["core.paths"]),
                  "read": [name for name in linecache.cache if "/gui/" in name or "/core/" in name]}))
"""


def test_pyside6s_look_for_its_name_in_each_new_module_still_tells_them_apart_and_keeps_no_source(tmp_path):
    done = subprocess.run([sys.executable, "-c", QUICK_CHECK], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"window": True, "core": False, "read": []}


def test_the_first_frame_has_the_remembered_zoom_so_nothing_jumps_when_it_fills(qtbot, starts, settings):
    from gui.classroom.zoom import KEY
    from gui.common.zoom_sizes import base_font
    from gui.window.first_frame import ZOOM_KEY

    assert ZOOM_KEY == KEY
    settings.setValue(KEY, 150)
    start = starts()
    status = start.window.statusBar().findChild(QLabel, "first-frame-status")
    expected = base_font().pointSizeF() * 1.5
    assert status.font().pointSizeF() == pytest.approx(expected)
    window = shown_ready(qtbot, start)
    assert window.classroom.zoom.percent == 150 and window.chat.input.font().pointSizeF() == pytest.approx(expected)
