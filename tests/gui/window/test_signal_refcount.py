"""Signals must not leak or steal references: PySide6 6.12.0 lost one reference to True per emit.

On Python 3.11 True is an ordinary object, so a binding that returns it without a reference brings
its count down until the interpreter aborts ("bool_dealloc: deallocating True or False"). The soak
test drives the real window through hundreds of questions in a process of its own, so an abort
shows up as a failed test rather than a lost test session.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QObject, Signal

ROOT = Path(__file__).resolve().parents[3]


class _Emitter(QObject):
    sig_value = Signal(object)


class _Sink(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def take(self, value: object) -> None:
        self.count += 1


def test_emitting_through_a_connected_slot_keeps_true_and_none_counts(qapp):
    emitter, sink = _Emitter(), _Sink()
    emitter.sig_value.connect(sink.take)
    emitter.sig_value.emit(1)  # warm up whatever the binding caches on the first emit
    true_before, none_before = sys.getrefcount(True), sys.getrefcount(None)
    for n in range(10_000):
        emitter.sig_value.emit(n)
    assert sink.count == 10_001
    assert abs(sys.getrefcount(True) - true_before) < 100
    assert abs(sys.getrefcount(None) - none_before) < 100 or sys.getrefcount(None) > 1 << 40


def test_five_hundred_questions_in_one_window_do_not_abort_and_memory_stays_flat(tmp_path):
    env_script = ROOT / "tests" / "gui" / "window" / "soak_window.py"
    done = subprocess.run(
        [sys.executable, str(env_script), "500", "10"], cwd=ROOT, capture_output=True, text=True,
        timeout=300, env={**_env(), "TOOL_LOOP_STUDIO_HOME": str(tmp_path / "home")},
    )
    assert done.returncode == 0, f"soak process ended with {done.returncode}:\n{done.stderr[-3000:]}"
    figures = dict(line.split("=", 1) for line in done.stdout.split() if "=" in line)
    assert int(figures["answered"]) == 500
    start, end = int(figures["rss_start_kib"]), int(figures["rss_end_kib"])
    assert end < start * 1.5 + 20_000, f"memory grew from {start} KiB to {end} KiB"


def _env() -> dict[str, str]:
    import os

    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env
