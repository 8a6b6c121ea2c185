"""Batch over a test set against a local scripted HTTP server: concurrency 4 against sequential.

    .venv/bin/python benchmarks/batch.py [--delay 0.1] [--cases 16]

Every reply costs a fixed delay on the server, so the batch is I/O-bound and
four workers should finish in about a quarter of the sequential time.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.scripted_server import ScriptedServer
from core.engine.settings import RunSettings
from core.lesson.catalog import default_lesson
from core.lesson.store import OrdersStore
from core.providers import ProviderConfig, make_client
from core.runs.batch import TestCase, TestSet, run_batch

QUESTIONS = [("Wann kommt Bestellung 1042 an?", ["3. November"]),
             ("Wo ist Bestellung 9999?", ["keine Bestellung 9999"]),
             ("Wann kommt Bestellung 1577 an?", ["20. November"]),
             ("Danke, das war alles.", ["Gern geschehen"])]


def testset(cases: int) -> TestSet:
    items = [TestCase(question=q, must_contain=m) for q, m in (QUESTIONS * cases)[:cases]]
    words = default_lesson().words()  # the lesson's prompt, hand-off and customer: its questions are that customer's
    return TestSet(name="benchmark", defaults=RunSettings.model_validate(words), cases=items)


def timed(base_url: str, cases: int, concurrency: int) -> tuple[float, int]:
    config = ProviderConfig(provider="local", model="scripted", base_url=base_url)
    store = OrdersStore.in_memory(seed=default_lesson().seed())
    with httpx.Client(timeout=30) as http:
        started = time.perf_counter()
        results = run_batch(testset(cases), lambda: make_client(config, None, http), store, concurrency)
        seconds = time.perf_counter() - started
    store.close()
    return seconds, sum(r.passed for r in results)


def measure(delay: float = 0.1, cases: int = 16) -> dict[str, float]:
    with ScriptedServer(delay) as server:
        sequential, ok1 = timed(server.base_url, cases, 1)
        peak1, server.peak_in_flight = server.peak_in_flight, 0
        parallel, ok4 = timed(server.base_url, cases, 4)
        peak4 = server.peak_in_flight
    return {"sequential": sequential, "concurrency4": parallel, "ratio": parallel / sequential,
            "passed_sequential": ok1, "passed_concurrency4": ok4, "cases": cases,
            "peak_sequential": peak1, "peak_concurrency4": peak4}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=float, default=0.1, help="seconds per model reply (default 0.1)")
    parser.add_argument("--cases", type=int, default=16, help="questions in the test set (default 16)")
    args = parser.parse_args()
    m = measure(args.delay, args.cases)
    print(f"{m['cases']} questions, {args.delay:g} s per reply")
    print(f"sequential:    {m['sequential']:.2f} s  ({m['passed_sequential']} passed)")
    print(f"concurrency 4: {m['concurrency4']:.2f} s  ({m['passed_concurrency4']} passed)")
    print(f"ratio:         {m['ratio']:.2f}  (ideal 0.25)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
