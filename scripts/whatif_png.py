"""Render two branches side by side, offscreen, to a PNG (the README's docs/whatif.png): the lesson's
question, then the same conversation with the tool result edited to "storniert" and continued.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/whatif_png.py docs/whatif.png
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(path: str) -> int:
    from PySide6.QtCore import QEventLoop, QTimer

    from core.engine.messages import ToolResultBlock
    from core.runs.edits import Edit
    from gui.window.screenshot import run_and_wait, shown_window

    app, window = shown_window(1500, 900)
    run_and_wait(window, "Wann kommt Bestellung 1042 an?")
    ended = QEventLoop()
    window.sig_run_ended.connect(lambda _end: ended.quit())
    QTimer.singleShot(10000, ended.quit)
    edit = Edit(2, 0, ToolResultBlock(tool_use_id="call_1", content="storniert, Erstattung in 3 Tagen"))
    if window.branching.fork(edit, 2) is None:
        print("the branch was refused", file=sys.stderr)
        return 1
    ended.exec()
    dialog = window.branching.compare(0, 1)
    dialog.resize(1100, 640)
    app.processEvents()
    saved = dialog.grab().save(path)
    window.shutdown()
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs/whatif.png"))
