"""The protocol switches on the command line: `--tool-choice`, `--no-parallel`, `--strict`."""

from __future__ import annotations

import argparse

from core.engine.switches import check_tool_choice, forced_tool


def tool_choice(text: str) -> str:
    try:
        return check_tool_choice(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_switch_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tool-choice", type=tool_choice, default="auto", metavar="auto|any|none|tool:NAME",
                        help="what the model may call: decide itself (auto, the default), call some tool (any), "
                             "call none, or call the named tool first")
    parser.add_argument("--no-parallel", action="store_true",
                        help="at most one tool call per reply (parallel tool calls off)")
    parser.add_argument("--strict", metavar="NAME,NAME", default="",
                        help="tools declared strict: the provider guarantees input that fits the schema")


def switch_settings(args: argparse.Namespace, parser: argparse.ArgumentParser, offered: list[str]) -> dict:
    """The RunSettings fields the switches set; a tool they name that is not offered is a usage error."""
    forced = forced_tool(args.tool_choice)
    if forced is not None and forced not in offered:
        parser.error(f"--tool-choice names {forced!r}, which is not offered; offered: {', '.join(offered) or 'none'}")
    strict = [n.strip() for n in args.strict.split(",") if n.strip()]
    unknown = [n for n in strict if n not in offered]
    if unknown:
        parser.error(f"--strict names {unknown[0]!r}, which is not offered; offered: {', '.join(offered) or 'none'}")
    return {"tool_choice": args.tool_choice, "parallel_tool_calls": not args.no_parallel, "strict_tools": strict}
