"""Render the chat with an approval card waiting, offscreen, to a PNG (the README's docs/approval.png).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/approval_png.py docs/approval.png
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(path: str) -> int:
    from PySide6.QtCore import QEventLoop, QTimer

    from gui.window.screenshot import run_and_wait, shown_window

    app, window = shown_window(1500, 900)
    for tool in ("get_return_window", "cancel_order"):
        window.toolbar.tool_actions[tool].setChecked(True)
    run_and_wait(window, "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?")
    waiting = QEventLoop()
    window.approver.sig_requested.connect(lambda request: QTimer.singleShot(300, waiting.quit))
    QTimer.singleShot(10000, waiting.quit)
    window.ask("Storniere Bestellung 1042")
    waiting.exec()
    if not window.chat.cards:
        print("no approval card appeared", file=sys.stderr)
        return 1
    app.processEvents()
    window.chat.resize(560, 760)
    saved = window.chat.grab().save(path)
    window.shutdown()
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs/approval.png"))
