"""`python main.py batch [FILE] [--provider ...] [--concurrency N]`: run a test set, print a table, export."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.cli._args import positive as _positive
from core.cli._store import open_orders
from core.faults.scripted import ScriptedClient, load_script
from core.json_lines import JsonFileError
from core.lesson.catalog import DEFAULT_LESSON, find_lesson, lesson_testset
from core.lesson.loader import Lesson, LessonError
from core.lesson.store import StoreError
from core.runs.batch import CURRENT_ORDERS, LESSON_DATA, CaseResult, load_testset, run_batch, to_csv, to_json

MODELS = ("fake", "scripted")


def add_batch_parser(commands) -> argparse.ArgumentParser:
    batch = commands.add_parser("batch", help="run a test set and show pass/fail per question")
    batch.add_argument("file", type=Path, metavar="FILE", nargs="?",
                       help="test set JSON (default: the lesson's own, testset.json in its folder)")
    batch.add_argument("--provider", default="fake", metavar="NAME",
                       help="fake (default), scripted, or a real provider: anthropic, openai-chat, "
                            "openai-responses, local (key from LLM_API_KEY / the provider's variable)")
    batch.add_argument("--model", default="", help="model name for a real provider")
    batch.add_argument("--base-url", default="", metavar="URL", help="base URL for a real provider")
    batch.add_argument("--allow-insecure-http", action="store_true",
                       help="send the key over plain http:// to a host that is not this machine")
    batch.add_argument("--script", type=Path, metavar="PATH", help="scripted model JSON (with --provider scripted)")
    batch.add_argument("--concurrency", type=_positive, default=1, metavar="N", help="questions run in parallel")
    batch.add_argument("--csv", type=Path, metavar="PATH", help="also write the results as CSV")
    batch.add_argument("--json", type=Path, metavar="PATH", help="also write the results as JSON")
    batch.add_argument("--db", type=Path, metavar="PATH", help="orders database file (default: the user's data dir)")
    batch.add_argument("--lesson-data", action="store_true", help="use the lesson's orders in memory")
    batch.add_argument("--lesson", default=DEFAULT_LESSON, metavar="NAME",
                       help=f"the lesson whose tools, data and fake model run (default {DEFAULT_LESSON})")
    return batch


def client_factory(args: argparse.Namespace, lesson: Lesson) -> tuple[Callable[[], Any], Callable[[], None]]:
    """A function giving a fresh client per question, and a function to release shared resources."""
    if args.provider in ("fake", "scripted") and (args.model or args.base_url):
        raise ValueError(f"--model and --base-url need a real --provider (local, anthropic, …); "
                         f"the {args.provider} model would ignore them")
    if args.script is not None and args.provider != "scripted":
        raise ValueError("--script needs --provider scripted")
    if args.provider == "fake":
        return lesson.fake_client, lambda: None
    if args.provider == "scripted":
        if args.script is None:
            raise ValueError("--provider scripted needs --script PATH")
        script = load_script(args.script)
        text = args.script.read_text(encoding="utf-8")
        return (lambda: ScriptedClient(script, text)), lambda: None
    import httpx

    from core.providers import PROVIDERS, ProviderConfig, find_key, make_client, refuse_insecure

    if args.provider not in PROVIDERS:
        raise ValueError(f"unknown provider {args.provider!r}; known: {', '.join(MODELS + PROVIDERS)}")
    config = ProviderConfig(provider=args.provider, model=args.model, base_url=args.base_url,
                            allow_insecure_http=args.allow_insecure_http)
    key = find_key(config.provider)
    refuse_insecure(config, key)
    http = httpx.Client(timeout=config.timeout)
    return (lambda: make_client(config, key, http)), http.close


def print_table(results: list[CaseResult], out) -> None:
    width = min(60, max(len(r.question) for r in results))
    print(f"{'Question':<{width}}  {'Result':<8}  {'Calls':>7}  {'Tokens':>6}  {'Hand-offs':>9}  {'Errors':>6}",
          file=out)
    for r in results:
        question = r.question if len(r.question) <= width else r.question[: width - 1] + "…"
        verdict = "ok" if r.passed else "FAIL"
        print(f"{question:<{width}}  {verdict:<8}  {r.calls:>7}  {r.tokens:>6}  {r.handoffs:>9}  {r.failures:>6}",
              file=out)
        if r.setup:
            print(f"    ({r.setup})", file=out)
        for problem in r.problems:
            print(f"    {problem}", file=out)
    passed = sum(r.passed for r in results)
    print(f"{passed} of {len(results)} passed", file=out)


def _progress(done: int, total: int, result: CaseResult) -> None:
    print(f"[{done}/{total}] {'ok  ' if result.passed else 'FAIL'} {result.question}", file=sys.stderr, flush=True)


def _own_testset(lesson: Lesson) -> Path:
    own = lesson_testset(lesson)
    if own is None:
        raise ValueError(f"the lesson {lesson.name!r} has no test set (no testset.json in {lesson.folder}); "
                         f"name one: main.py batch FILE --lesson {lesson.name}")
    return own


def run_batch_command(args: argparse.Namespace, parser: argparse.ArgumentParser, out=None) -> int:
    out = out or sys.stdout
    try:
        lesson = find_lesson(args.lesson)
        testset = load_testset(args.file or _own_testset(lesson))
        make, release = client_factory(args, lesson)
    except (JsonFileError, ValueError, OSError, LessonError) as error:
        print(f"batch: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # noqa: BLE001 - e.g. MissingKey from the providers: a message, not a trace
        print(f"batch: {getattr(error, 'text', error)}", file=sys.stderr)
        return 2
    try:
        store = open_orders(args, lesson)
    except StoreError as refused:
        release()
        print(f"batch: {refused}", file=sys.stderr)
        return 2
    # the lesson's prompt, hand-off, customer and tools, with the test set's own defaults on top
    testset = testset.model_copy(update={"defaults": lesson.run_settings().overridden_by(testset.defaults)})
    try:
        results = run_batch(testset, make, store, args.concurrency, _progress, registry=lesson.registry(),
                            data=LESSON_DATA if args.lesson_data else CURRENT_ORDERS, labels=lesson.meta.trace)
    finally:
        release()
        store.close()
    print_table(results, out)
    for path, render in ((args.csv, to_csv), (args.json, to_json)):
        try:
            if path:
                path.write_text(render(results), encoding="utf-8")
        except OSError as error:  # the table is printed already; say which file failed, no traceback
            print(f"batch: cannot write {path}: {error.strerror or error}", file=sys.stderr)
            return 2
    return 0 if all(r.passed for r in results) else 1
