"""Headless command line: `python main.py ask ...` runs questions through the loop and prints the trace.

Ctrl+C (SIGINT) during `ask` ends the run as Abort does in the window: the run is
cancelled, its history stays valid, the hand-off line is printed, the questions
not yet asked are dropped, and the command exits with 130.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from core.cli._args import customer as _customer
from core.cli._args import positive as _positive
from core.cli._args import seconds as _seconds
from core.cli._args import within as _within
from core.cli._failures import FailureNote, split_failure
from core.cli._store import open_orders
from core.cli._switches import add_switch_arguments, switch_settings
from core.cli.batch import add_batch_parser, run_batch_command
from core.engine.approval import COMMAND_LINE, ApprovalPolicy, PolicyApprover
from core.engine.cancel import CancelToken
from core.engine.client import ModelError
from core.engine.events import Retrying, RunEnded
from core.engine.settings import DEFAULT_MAX_CALLS, MAX_CALLS_CAP, RunSettings
from core.engine.texts import ENGLISH, LoopTexts
from core.lesson.catalog import DEFAULT_LESSON, find_lesson, lesson_names
from core.lesson.loader import Lesson, LessonError
from core.lesson.spec import TraceLabels
from core.lesson.store import StoreError
from core.lesson.trace import trace_line
from core.providers import PROVIDERS, ProviderConfig, make_client
from core.providers.config import DEFAULT_TIMEOUT
from core.runs.assemble import assemble_loop


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py", description="Tool Loop Studio: the LLM tool-use loop, visible.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    ask = commands.add_parser("ask", help="run questions through the loop and print the lesson's trace")
    ask.add_argument("question", nargs="+", metavar="QUESTION")
    ask.add_argument("--max-calls", type=_within(1, MAX_CALLS_CAP), default=DEFAULT_MAX_CALLS, metavar="N",
                     help=f"model calls per question, 1 to {MAX_CALLS_CAP} (default {DEFAULT_MAX_CALLS})")
    tools = ask.add_mutually_exclusive_group()
    tools.add_argument("--tools", metavar="NAME,NAME", help="tools the model is offered (default: the lesson's)")
    tools.add_argument("--no-tools", action="store_true", help="offer the model no tools at all")
    ask.add_argument("--token-budget", type=_positive, metavar="N",
                     help="stop when input tokens summed over calls exceed N")
    ask.add_argument("--time-limit", type=_seconds, metavar="SECONDS", help="wall-clock limit per question")
    add_switch_arguments(ask)
    _add_lesson_arguments(ask)
    ask.add_argument("--approve", choices=("all", "none"), default="none",
                     help="decide every call of an acting tool (e.g. cancel_order): all = approve, "
                          "none = reject (default: nobody is asked, so nothing acts)")
    real = ask.add_argument_group("real model (default: the lesson's fake model)")
    real.add_argument("--provider", choices=PROVIDERS, help="talk to a real provider instead of the fake model")
    real.add_argument("--model", metavar="NAME", help="model name (default per provider)")
    real.add_argument("--base-url", metavar="URL", help="API base URL, e.g. http://localhost:11434/v1 for Ollama")
    real.add_argument("--stream", action="store_true", help="stream the answer (server-sent events)")
    real.add_argument("--max-tokens", type=_positive, default=1024, metavar="N",
                      help="max tokens per reply (default 1024)")
    real.add_argument("--timeout", type=_seconds, default=DEFAULT_TIMEOUT, metavar="S",
                      help=f"time limit for one whole request, in seconds (default {DEFAULT_TIMEOUT:g})")
    real.add_argument("--allow-insecure-http", action="store_true",
                      help="send the key over plain http:// to a host that is not this machine")
    add_batch_parser(commands)
    commands.add_parser("gui", help="open the main window (the default)")
    shot = commands.add_parser("screenshot", help="render the main window to a PNG after a fake run")
    shot.add_argument("path", type=Path)
    shot.add_argument("--question", action="append", metavar="TEXT",
                      help="question to run first (repeatable; default: the lesson's first example)")
    ask.set_defaults(command_parser=ask)
    return parser


def _add_lesson_arguments(ask: argparse.ArgumentParser) -> None:
    """Which lesson runs, for whom, on which orders."""
    ask.add_argument("--lesson", default=DEFAULT_LESSON, metavar="NAME",
                     help=f"the lesson: its tools, data, fake model and trace ({', '.join(lesson_names())}; "
                          f"default {DEFAULT_LESSON})")
    ask.add_argument("--customer", type=_customer, metavar="ID",
                     help="the signed-in customer (default: the lesson's; k-100 means K-100)")
    ask.add_argument("--db", type=Path, metavar="PATH",
                     help="orders database file (default: in the user's data dir); any other kind of file is refused")
    ask.add_argument("--lesson-data", action="store_true", help="use the lesson's orders in memory, not the database")


def enabled_tools(args: argparse.Namespace, parser: argparse.ArgumentParser, known: list[str],
                  offered: list[str]) -> list[str]:
    if args.no_tools:
        return []
    if not args.tools:
        return list(offered)
    names = [n.strip() for n in args.tools.split(",") if n.strip()]
    unknown = [n for n in names if n not in known]
    if unknown:
        parser.error(f"unknown tool {unknown[0]!r}; known: {', '.join(known)}")
    return names


INTERRUPTED = "Ctrl+C"
EXIT_INTERRUPTED = 130  # the shell's code for a command ended by SIGINT


def run_ask(args: argparse.Namespace, parser: argparse.ArgumentParser, out=None) -> int:
    out = out or sys.stdout
    parser = getattr(args, "command_parser", parser)  # errors show the usage of `ask`, not the top level
    try:
        lesson = find_lesson(args.lesson)
    except LessonError as error:
        print(f"main.py ask: {error}", file=sys.stderr)
        return 2
    chosen = _client(args, parser, lesson)
    if chosen is None:
        return 2
    client, config = chosen
    registry = lesson.registry()
    tools = enabled_tools(args, parser, registry.names(), lesson.meta.offered)
    try:
        store = open_orders(args, lesson)
    except StoreError as refused:
        print(f"main.py ask: {refused}", file=sys.stderr)
        if config is not None:
            client.close()
        return 2
    settings = _settings(args, parser, lesson, tools, config)
    approver = cli_approver(args.approve, registry.texts)
    wrap, emit = _printer(lesson.meta.trace, out)
    loop = assemble_loop(client, store, settings, registry=registry, approver=approver, wrap=wrap)
    try:
        interrupted = _ask_all(loop.run, args.question, emit)
    finally:
        store.close()
        if config is not None:
            client.close()  # a provider's client holds a connection pool
    return EXIT_INTERRUPTED if interrupted else 0


def _printer(labels: TraceLabels, out) -> tuple[Callable[[Any], FailureNote], Callable[[Any], None]]:
    """The client wrapper that notes a failed call, and the emit that prints the lesson's trace (a failed call:
    the program's English line first, then the lesson's stop line naming the failure's code)."""
    noted: list[FailureNote] = []

    def noting(inner: Any) -> FailureNote:
        noted.append(FailureNote(inner))
        return noted[-1]

    def emit(event) -> None:
        if isinstance(event, RunEnded) and noted:
            said, event = split_failure(event, noted[-1].failure)
            noted[-1].failure = None
            if said is not None:
                print(said, file=out, flush=True)
        line = retry_line(event) if isinstance(event, Retrying) else trace_line(event, labels)
        if line is not None:
            print(line, file=out, flush=True)

    return noting, emit


def _settings(args: argparse.Namespace, parser: argparse.ArgumentParser, lesson: Lesson, tools: list[str],
              config: ProviderConfig | None) -> RunSettings:
    """The lesson's run settings with what the command line says on top."""
    # a real model is sent its own name and the reply limit asked for
    real = {} if config is None else {"max_tokens": config.max_tokens, "model": config.resolved_model}
    customer = {"customer": args.customer} if args.customer else {}
    return lesson.run_settings(max_calls=args.max_calls, enabled_tools=tools, token_budget=args.token_budget,
                               wall_clock=getattr(args, "time_limit", None), **customer, **real,
                               **switch_settings(args, parser, tools))


def cli_approver(choice: str, texts: LoopTexts = ENGLISH) -> PolicyApprover:
    """`--approve all|none` as the approver of acting calls, named as the command-line policy."""
    policy = ApprovalPolicy(policy="approve_all" if choice == "all" else "reject_all")
    return PolicyApprover(policy, COMMAND_LINE, texts)


def _client(args: argparse.Namespace, parser: argparse.ArgumentParser,
            lesson: Lesson) -> tuple[Any, ProviderConfig | None] | None:
    """The lesson's fake model, or the provider the arguments name with its config; None (said on stderr)
    when the provider cannot be used (no key, or a key over plain http)."""
    provider = getattr(args, "provider", None)
    stray = [flag for flag, given in (("--model", args.model), ("--base-url", args.base_url),
                                      ("--stream", args.stream)) if given]
    if stray and not provider:  # else the lesson's fake model would answer, and nobody would notice
        parser.error(f"{', '.join(stray)} only with --provider (without it the lesson's fake model answers)")
    if args.base_url and not args.base_url.startswith(("http://", "https://")):
        parser.error(f"--base-url {args.base_url!r} must start with http:// or https://")
    if not provider:
        return lesson.fake_client(), None
    config = ProviderConfig(provider, model=args.model or "", base_url=args.base_url or "",
                            max_tokens=args.max_tokens, timeout=args.timeout, stream=args.stream,
                            allow_insecure_http=args.allow_insecure_http)
    try:
        return make_client(config), config
    except ModelError as missing:  # said before any request
        print(missing.text, file=sys.stderr)
        return None


def _ask_all(run: Callable[..., Any], questions: Sequence[str], emit: Callable[[Any], None]) -> bool:
    """Ask each question in turn; True if Ctrl+C ended one (the rest are not asked)."""
    token = CancelToken()
    with _ctrl_c_cancels(token):
        for question in questions:
            if token.cancelled:
                break
            run(question, emit=emit, cancel=token)
    return token.cancelled


@contextlib.contextmanager
def _ctrl_c_cancels(token: CancelToken) -> Iterator[None]:
    """While inside, SIGINT cancels `token` instead of raising KeyboardInterrupt. The cancel runs on its
    own thread: the handler may interrupt the main thread while it holds a lock the cancel needs."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signal handlers belong to the main thread; a caller elsewhere keeps its own
        return

    def on_sigint(signum, frame) -> None:
        threading.Thread(target=token.cancel, args=(INTERRUPTED,), name="tls-ctrl-c", daemon=True).start()

    previous = signal.signal(signal.SIGINT, on_sigint)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def retry_line(event: Retrying) -> str:
    """`  429, retrying in 1.0 s`: a failed attempt that will be tried again (the program's words: English)."""
    timed_out = "Timeout" in (event.detail or "")  # e.g. "ReadTimeout: timed out": connected, no answer in time
    what = str(event.status) if event.status else ("no answer in time" if timed_out else "no connection")
    return f"  {what}, retrying in {event.delay:.1f} s"


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "ask":
        try:
            return run_ask(args, parser)
        except KeyboardInterrupt:  # Ctrl+C before or after the runs (starting up, closing): no traceback
            print(f"interrupted ({INTERRUPTED})", file=sys.stderr)
            return EXIT_INTERRUPTED
    if args.command == "batch":
        return run_batch_command(args, parser)
    parser.print_help()
    return 0
