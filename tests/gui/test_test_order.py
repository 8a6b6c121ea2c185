"""The GUI tests pass in any order: a test that sets the application up leaves the next one as it found it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOT = "tests/gui/window/test_settings_and_entry.py::test_screenshot_command_renders_the_window"
TIGHT = "tests/gui/classroom/test_layout.py::test_the_class_choices_keep_the_window_on_a_small_screen"


def test_the_layout_test_passes_after_the_in_process_screenshot_command(tmp_path):
    """`main.py screenshot` run in the test process used to make its larger font the zoom's 100 % for every
    later test, and the class choices at 150 % no longer fitted a 1280×720 screen."""
    result = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider",
                             f"--basetemp={tmp_path / 'inner'}", SCREENSHOT, TIGHT],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:]
    assert "2 passed" in result.stdout
