"""Tool Loop Studio: `python main.py` opens the window; `python main.py ask ...` runs headless.

Routes: no arguments or `gui` → the main window; `screenshot PATH [--question TEXT]`
→ render the window after a fake run; `ask` and anything else → the command line.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] == "gui":
        from gui.window.app import run_app

        return run_app(sys.argv[:1])
    if argv[0] == "screenshot":
        from gui.window.screenshot import main as screenshot_main

        return screenshot_main(argv[1:])
    from core.cli.ask import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
