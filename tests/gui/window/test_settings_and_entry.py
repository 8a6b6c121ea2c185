"""Settings survive a restart; main.py routes to the window, the screenshot and the CLI."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage

import main
from core.engine.settings import DEFAULT_MAX_CALLS
from gui.models.chooser import REAL_TIP

ROOT = Path(__file__).resolve().parents[3]


def test_toolbar_and_layout_settings_are_remembered(make_window, settings):
    first = make_window()
    bar = first.toolbar
    bar.max_calls_spin.setValue(7)
    bar.tool_actions["get_order_status"].setChecked(False)
    bar.tool_actions["get_return_window"].setChecked(True)
    bar.customer_combo.setCurrentText("K-200")
    bar.act_step.setChecked(True)
    first.splitter.setSizes([300, 700, 500])
    sizes = first.splitter.sizes()
    first.close()
    second = make_window()
    bar = second.toolbar
    assert bar.max_calls() == 7
    assert bar.enabled_tools() == ("get_return_window",)
    assert bar.customer() == "K-200"
    assert bar.act_step.isChecked() and second.stepper.enabled
    assert second.splitter.sizes() == sizes


def test_numbers_edited_into_the_settings_file_by_hand_fall_back_to_the_defaults(make_window, settings):
    settings.setValue("run/max_calls", "viele")
    settings.setValue("run/token_budget", "")
    settings.setValue("provider/max_tokens", "1e3x")
    settings.sync()
    window = make_window()
    assert window.toolbar.max_calls() == DEFAULT_MAX_CALLS and window.toolbar.budget_spin.value() == 0


def test_no_tools_checked_is_remembered_as_none(make_window):
    first = make_window()
    for action in first.toolbar.tool_actions.values():
        action.setChecked(False)
    first.close()
    assert make_window().toolbar.enabled_tools() == ()


def test_settings_stay_in_the_test_folder(_isolated_qsettings, window):
    default = QSettings()
    assert default.organizationName() == "ToolLoopStudioTests"
    assert default.fileName().startswith(_isolated_qsettings) or not os.path.isabs(default.fileName())


def test_real_provider_is_offered(window):
    combo = window.toolbar.model_combo
    item = combo.model().item(1)
    assert combo.currentText() == "Fake (lesson)"
    assert item.isEnabled()  # the real side of the model switch
    assert item.toolTip() == REAL_TIP


def test_shortcuts_are_in_tooltips(window):
    bar = window.toolbar
    assert bar.act_next.shortcut().toString() == "F10" and "F10" in bar.act_next.toolTip()
    assert bar.act_abort.shortcut().toString() == "Esc" and "Escape" in bar.act_abort.toolTip()
    assert "Ctrl+Return" in window.chat.send_button.toolTip()


def test_main_ask_still_prints_the_lesson_trace(capsys):
    assert main.main(["ask", "--lesson-data", "Wann kommt Bestellung 1042 an?"]) == 0
    out = capsys.readouterr().out
    assert "call_1 get_order_status(1042) → 1042 — versandt, Lieferung 3. November" in out


def test_screenshot_command_renders_the_window(tmp_path, qapp, capsys):
    target = tmp_path / "shot.png"
    assert main.main(["screenshot", str(target), "--question", "Wo ist Bestellung 9999?"]) == 0
    image = QImage(str(target))
    assert not image.isNull()
    assert image.width() >= 1200 and image.height() >= 700
    assert "saved" in capsys.readouterr().out


def test_no_display_gets_a_clear_message_instead_of_a_qt_abort():
    from gui.window.app import NO_DISPLAY, display_problem

    assert display_problem({}, "linux") == NO_DISPLAY
    assert display_problem({"DISPLAY": ":0"}, "linux") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "darwin") is None


def test_main_without_display_exits_with_the_message():
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    root = Path(__file__).resolve().parents[3]
    result = subprocess.run([sys.executable, "main.py"], cwd=root, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2
    assert "needs a screen" in result.stderr and "xvfb-run" in result.stderr


def test_ctrl_n_starts_a_new_conversation(window, ask, qtbot):
    from PySide6.QtCore import Qt

    window.show()
    window.activateWindow()
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert window.inspector.history.messages
    qtbot.waitUntil(lambda: not window.runner.busy)
    qtbot.keyClick(window.chat.input, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.inspector.history.messages)
    qtbot.waitUntil(lambda: window.runner.history == [])  # the worker clears on its own thread


def test_startup_objects_are_frozen_out_of_the_garbage_collector():
    import gc

    from gui.window.app import freeze_startup_objects

    try:
        gc.unfreeze()
        freeze_startup_objects()
        assert gc.get_freeze_count() > 1000  # modules, Qt wrappers, schemas: no longer walked by a full pass
    finally:
        gc.unfreeze()



LARGE_PAINT = """
import os
from gui.window.app import make_app
from PySide6.QtWidgets import QTableWidget
app = make_app([])
table = QTableWidget(40, 5)
table.resize(800, 600)
table.grab()
print(len(os.listdir("/proc/self/task")))
"""


def test_the_app_paints_on_the_gui_thread_alone():
    """Qt's raster engine hands a fill of 96 lines or more to its GUI thread pool and waits for it; the app
    keeps every fill on the GUI thread, so a large paint starts no thread."""
    env = {key: value for key, value in os.environ.items() if key != "QT_NO_GUI_THREADPOOL"}
    done = subprocess.run([sys.executable, "-c", LARGE_PAINT], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**env, "QT_QPA_PLATFORM": "offscreen"}, check=True)
    assert done.stdout.split()[-1] == "1"


@pytest.mark.parametrize("under", ["x.png", "deeper/x.png"])
def test_screenshot_into_a_folder_that_is_a_file_says_why_and_exits_2(tmp_path, under):
    import subprocess
    import sys
    from pathlib import Path

    blocker = tmp_path / "DIR"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    root = Path(__file__).resolve().parents[3]
    result = subprocess.run([sys.executable, "main.py", "screenshot", str(blocker / under)], cwd=root,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr == f"screenshot: cannot save {blocker / under}: {blocker} is a file, not a folder\n"
    assert blocker.read_text(encoding="utf-8") == "a file, not a folder"


def test_at_start_a_foreign_file_at_the_data_path_is_left_alone_and_the_window_and_terminal_say_so(
        tmp_path, make_window):
    import io

    from gui.window.app import open_store
    from tests.lessons import SHOP

    path = tmp_path / "orders.sqlite3"
    path.write_text("someone else's notes")
    err = io.StringIO()
    store = open_store(path, err, seed=SHOP)
    assert "not an orders database of this program" in err.getvalue() and str(path) in err.getvalue()
    assert path.read_text() == "someone else's notes"
    assert not [p.name for p in tmp_path.iterdir() if ".broken-" in p.name]
    window = make_window(store=store)
    assert "not an orders database of this program" in window.chat.plain_text()
    store.close()
