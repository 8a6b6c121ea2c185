"""Render the sequence diagram and the context chart after the two-order question, offscreen, to PNGs
(the README's docs/sequence.png and docs/context_chart.png; with --window, the whole window too).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/views_png.py docs --size 1920x1080
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TWO_ORDERS = "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--size", default="1920x1080", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--window", action="store_true", help="also save the whole window with each tab")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))


    from gui.window.screenshot import run_and_wait, shown_window

    app, window = shown_window(width, height)
    window.toolbar.tool_actions["get_return_window"].setChecked(True)
    if run_and_wait(window, TWO_ORDERS) is None:
        print("the question did not end", file=sys.stderr)
        return 1
    args.folder.mkdir(parents=True, exist_ok=True)
    saved = True
    for name, pane in (("sequence", window.inspector.sequence), ("context_chart", window.inspector.chart)):
        window.inspector.tabs.setCurrentWidget(pane)
        for _ in range(5):
            app.processEvents()
        saved &= window.inspector.tabs.grab().save(str(args.folder / f"{name}.png"))
        if args.window:
            saved &= window.grab().save(str(args.folder / f"{name}_window_{width}x{height}.png"))
    window.shutdown()
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
