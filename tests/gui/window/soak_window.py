"""Soak driver, run in a process of its own by test_signal_refcount.py (an abort must not take pytest down).

Usage: soak_window.py QUESTIONS NEW_EVERY. Asks QUESTIONS questions in one main window, starting a new
conversation every NEW_EVERY, and prints `answered=N rss_start_kib=K rss_end_kib=K`. The start figure
is read after the first conversation, so one-off warm-up costs do not count as growth.
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from tests.lessons import SHOP


def _rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def main(questions: int, new_every: int) -> int:
    app = QApplication.instance() or QApplication([])
    from core.lesson.store import OrdersStore
    from gui.window.main_window import MainWindow

    home = Path(os.environ.get("TOOL_LOOP_STUDIO_HOME") or tempfile.mkdtemp())
    home.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(home / "soak.ini"), QSettings.Format.IniFormat)
    window = MainWindow(OrdersStore.in_memory(seed=SHOP), settings=settings)
    window.resize(1366, 768)
    window.show()
    answered, start = 0, 0
    asks = ["Wann kommt Bestellung 1042 an?", "Bis wann kann ich 1187 zurückgeben?", "Danke, das war alles."]
    for n in range(questions):
        if n and n % new_every == 0:
            window.new_conversation()
            if n == new_every:
                start = _rss_kib()
        loop = QEventLoop()
        window.sig_run_ended.connect(loop.quit)
        QTimer.singleShot(30_000, loop.quit)
        if not window.ask(asks[n % len(asks)]):
            print(f"question {n} refused", file=sys.stderr)
            return 3
        loop.exec()
        window.sig_run_ended.disconnect(loop.quit)
        answered += 1
    app.processEvents()
    end = _rss_kib()
    window.close()
    print(f"answered={answered} rss_start_kib={start} rss_end_kib={end}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]), int(sys.argv[2])))
