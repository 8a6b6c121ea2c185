"""Headless command line: `python main.py ask ...` runs questions through the loop and prints the trace."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from .fake_model import FakeClient
from .lesson_tools import STARTING_TOOLS, lesson_registry
from .loop import LoopSettings, ToolLoop
from .paths import database_path
from .store import OrdersStore
from .tools import Session
from .trace import trace_line


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py", description="Tool Loop Studio: the LLM tool-use loop, visible.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    ask = commands.add_parser("ask", help="run questions through the loop and print the lesson's trace")
    ask.add_argument("question", nargs="+", metavar="QUESTION")
    ask.add_argument("--max-calls", type=_positive, default=4, metavar="N", help="model calls per question (default 4)")
    tools = ask.add_mutually_exclusive_group()
    tools.add_argument("--tools", metavar="NAME,NAME", help="tools the model is offered (default get_order_status)")
    tools.add_argument("--no-tools", action="store_true", help="offer the model no tools at all")
    ask.add_argument("--token-budget", type=_positive, metavar="N", help="stop when input tokens summed over calls exceed N")
    ask.add_argument("--customer", default="K-100", metavar="ID", help="the signed-in customer (default K-100)")
    ask.add_argument("--db", type=Path, metavar="PATH", help="orders database file (default: in the user's data dir)")
    ask.add_argument("--lesson-data", action="store_true", help="use the lesson's orders in memory, not the database")
    commands.add_parser("gui", help="open the main window (the default)")
    shot = commands.add_parser("screenshot", help="render the main window to a PNG after a fake run")
    shot.add_argument("path", type=Path)
    shot.add_argument("--question", default="Wann kommt Bestellung 1042 an?")
    return parser


def enabled_tools(args: argparse.Namespace, parser: argparse.ArgumentParser, known: list[str]) -> list[str]:
    if args.no_tools:
        return []
    if not args.tools:
        return list(STARTING_TOOLS)
    names = [n.strip() for n in args.tools.split(",") if n.strip()]
    unknown = [n for n in names if n not in known]
    if unknown:
        parser.error(f"unknown tool {unknown[0]!r}; known: {', '.join(known)}")
    return names


def run_ask(args: argparse.Namespace, parser: argparse.ArgumentParser, out=None) -> int:
    out = out or sys.stdout
    registry = lesson_registry()
    tools = enabled_tools(args, parser, registry.names())
    store = OrdersStore.in_memory() if args.lesson_data else OrdersStore.open(args.db or database_path())
    if store.notice:
        print(store.notice, file=sys.stderr)
    settings = LoopSettings(max_calls=args.max_calls, enabled_tools=tools, token_budget=args.token_budget)
    loop = ToolLoop(FakeClient(), registry, store, Session(args.customer), settings)

    def emit(event) -> None:
        line = trace_line(event)
        if line is not None:
            print(line, file=out, flush=True)

    for question in args.question:
        loop.run(question, emit=emit)
    store.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "ask":
        return run_ask(args, parser)
    parser.print_help()
    return 0
