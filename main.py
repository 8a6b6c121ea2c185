"""Tool Loop Studio: `python main.py` opens the window; `python main.py ask ...` runs headless."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("ask", "-h", "--help"):
        from core.cli import main as cli_main

        return cli_main(argv)
    from core.cli import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
