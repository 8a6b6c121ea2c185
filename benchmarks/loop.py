"""Engine overhead: conversations per second through core's loop vs the seed's plain loop.

Both run the lesson's questions with the lesson's fake model. The baseline is the
loop as the lesson writes it (plain dicts, a dict of orders, no validation, no
events, no threads); the engine adds pydantic blocks, validated dispatch against
SQLite, typed events and per-tool timeouts. The ratio is what that costs.

Time on a shared machine is noisy (the same build gave 3.8x and 5.2x in two runs
minutes apart), so where valgrind is installed the same ratio is also counted in
instructions: each variant runs a fixed number of rounds under callgrind, in a
process of its own, minus a process that sets up everything and runs none. The
count repeats to a few parts in a thousand whatever else the machine does; it
is not time (an allocation-heavy loop spends more time per instruction), so it is
printed beside the time ratio, not instead of it.

Where the time goes: each loop is also run with its model replayed from a recording of
its own answers, and with its model and its tool calls replayed; the differences are
what the model (the two fakes), the tool calls and the loop itself cost, side by side.

Why the time ratio exceeds the instruction ratio: the Python calls a conversation makes, into how many different
functions, and the bytecodes it runs, counted with a tracer (exact, whatever the load). More code run per
conversation means more of it, and its data, missing the processor's first-level caches.

    python benchmarks/loop.py [--seconds 2] [--rounds 7] [--split-seconds 2] [--instruction-rounds 60] [--no-bytecodes]
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.tools import Session
from core.lesson.catalog import default_lesson
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry

QUESTIONS = list(default_lesson().meta.examples)

# ---- the baseline: the seed's loop, as plainly as the seed writes it ------------
SYSTEM = "Du bist der Support-Assistent eines Online-Shops. Frag bei Bestellungen die Tools."
TOOLS = [("get_order_status", "Status und Lieferdatum einer Bestellung anhand ihrer Nummer.", ["order_id"]),
         ("get_return_window", "Der letzte Tag, an dem eine Bestellung zurückgegeben werden kann, anhand ihrer Nummer.",
          ["order_id"])]
ORDERS = {"1042": ("versandt", "3. November", "17. November"), "1187": ("zugestellt", "26. Oktober", "9. November")}


def _tokens(text):
    t = text.strip()
    return ((len(t.split()) if t else 0) * 13 + 9) // 10


def _words(b):
    if b["type"] == "text":
        return b["text"]
    if b["type"] == "tool_use":
        return b["name"] + " " + " ".join(b["input"].values())
    return b["content"]


class PlainFake:
    def __init__(self):
        self.last_id = 0

    def create(self, system, messages, tools):
        question = messages[0]["content"][0]["text"]
        last = messages[-1]["content"]
        content = []
        if "ungefähr" in question:
            self._ask(content, tools, "get_order_status", str(1050 + len(messages) // 2))
        elif last[0]["type"] == "tool_result":
            parts = []
            for r in last:
                if r.get("is_error"):
                    parts = None
                    text = ("Wie lautet deine Bestellnummer?" if "order_id" in r["content"]
                            else "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer.")
                    break
                parts.append(r["content"])
            said = text if parts is None else "Ich habe nachgesehen: " + "; ".join(parts) + "."
            content.append({"type": "text", "text": said})
        else:
            for needle, name, oid in (("1042", "get_order_status", "1042"), ("9999", "get_order_status", "9999"),
                                      ("1187", "get_return_window", "1187"), ("Paket", "get_order_status", None)):
                if needle in question:
                    self._ask(content, tools, name, oid)
            if not content:
                content.append({"type": "text", "text": "Gern geschehen! Schreib uns, wenn du noch eine Frage hast."})
        inp = _tokens(system) + sum(_tokens(n + " " + d) for n, d, _ in tools)
        inp += sum(_tokens(_words(b)) for m in messages for b in m["content"])
        out = sum(_tokens(_words(b)) for b in content)
        stop = "tool_use" if content[0]["type"] == "tool_use" else "end_turn"
        return {"content": content, "stop_reason": stop, "input_tokens": inp, "output_tokens": out}

    def _ask(self, content, tools, name, oid):
        if any(t[0] == name for t in tools):
            self.last_id += 1
            content.append({"type": "tool_use", "id": f"call_{self.last_id}", "name": name,
                            "input": {} if oid is None else {"order_id": oid}})


def plain_run_tool(use):
    tool = next((t for t in TOOLS if t[0] == use["name"]), None)
    if tool is None:
        return {"type": "tool_result", "tool_use_id": use["id"], "content": "kein Tool " + use["name"],
                "is_error": True}
    for field in tool[2]:
        if field not in use["input"]:
            return {"type": "tool_result", "tool_use_id": use["id"], "content": "fehlt " + field, "is_error": True}
    oid = use["input"]["order_id"]
    order = ORDERS.get(oid)
    if order is None:
        return {"type": "tool_result", "tool_use_id": use["id"], "content": "keine Bestellung " + oid, "is_error": True}
    if use["name"] == "get_return_window":
        text = f"{oid} — Rückgabe bis {order[2]}"
    else:
        text = f"{oid} — {order[0]}, Lieferung {order[1]}"
    return {"type": "tool_result", "tool_use_id": use["id"], "content": text}


def plain_answer(client, question, max_calls=4, run_tool=plain_run_tool):
    messages = [{"role": "user", "content": [{"type": "text", "text": question}]}]
    for _ in range(max_calls):
        reply = client.create(SYSTEM, messages, TOOLS)
        if reply["stop_reason"] != "tool_use":
            return reply["content"][0]["text"]
        messages.append({"role": "assistant", "content": reply["content"]})
        results = [run_tool(b) for b in reply["content"] if b["type"] == "tool_use"]
        messages.append({"role": "user", "content": results})
    return None


# ---- measuring ----------------------------------------------------------------------
def rate(run_one, seconds: float) -> tuple[float, float]:
    """Conversations per second of wall-clock time, and the CPU time (this process's) per conversation in µs."""
    done, start, cpu = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        for q in QUESTIONS:
            run_one(q)
        done += len(QUESTIONS)
    return done / (time.perf_counter() - start), (time.process_time() - cpu) / done * 1e6


def make_variants() -> dict[str, Callable[[str], object]]:
    plain_client = PlainFake()
    store = OrdersStore.in_memory(seed=default_lesson().seed())
    engine_loop = ToolLoop(FakeClient(), lesson_registry(), store, Session("K-100"), RunSettings())
    inline_loop = ToolLoop(FakeClient(), lesson_registry(timeout=None), store, Session("K-100"), RunSettings())
    return {"baseline": lambda q: plain_answer(plain_client, q),
            "inline": lambda q: inline_loop.run(q, emit=lambda e: None),
            "threaded": lambda q: engine_loop.run(q, emit=lambda e: None)}


# ---- where the time goes: each part replayed from a recording ------------------------
def _key(args: tuple) -> tuple[str, int]:
    """A model call's place: the question its conversation opened with, and how many messages it sends. `args`
    are the engine's (request, cancel, notify) or the plain loop's (system, messages, tools)."""
    messages = args[1] if isinstance(args[0], str) else args[0].messages
    first = messages[0]
    question = first["content"][0]["text"] if isinstance(first, dict) else first.content[0].text
    return question, len(messages)


class Replay:
    """A model answering from a recording of another, by `_key`: instant, no rules to follow. Serves as the
    engine's client and as the plain loop's."""

    name, instant = "replay", True

    def __init__(self, replies: dict[tuple[str, int], object]) -> None:
        self.replies = replies

    def create(self, *args):
        return self.replies[_key(args)]


class Recording(Replay):
    """Stands between a loop and its model and tool runner, keeping what they answered (to replay)."""

    def __init__(self, create, run_tool) -> None:
        super().__init__({})
        self.results: dict[str, object] = {}
        self._create, self._run_tool = create, run_tool

    def create(self, *args):
        reply = self.replies[_key(args)] = self._create(*args)
        return reply

    def run_tool(self, use, *rest):
        result = self._run_tool(use, *rest)
        self.results[use["id"] if isinstance(use, dict) else use.id] = result
        return result


def _asker(loop: ToolLoop) -> Callable[[str], object]:
    return lambda q: loop.run(q, emit=lambda e: None).answer


def split_variants() -> dict[str, Callable[[str], object]]:
    """The plain loop and the engine (tools inline), each as it is, with its model replayed, and with its model
    and its tool calls replayed (what is left is the loop itself)."""
    plain = Recording(PlainFake().create, plain_run_tool)
    store = OrdersStore.in_memory(seed=default_lesson().seed())
    registry = lesson_registry(timeout=None)
    engine = Recording(FakeClient().create, registry.dispatch_with)
    recording_loop = ToolLoop(engine, registry, store, Session("K-100"), RunSettings())
    registry.dispatch_with = engine.run_tool  # an instance attribute: the loop's calls find it first
    for q in QUESTIONS:
        plain_answer(plain, q, run_tool=plain.run_tool)
        recording_loop.run(q, emit=lambda e: None)
    replayed_tools = lesson_registry(timeout=None)
    replayed_tools.dispatch_with = lambda use, *rest: engine.results[use.id]
    engines = {name: ToolLoop(client, reg, store, Session("K-100"), RunSettings())
               for name, client, reg in (("engine", FakeClient(), lesson_registry(timeout=None)),
                                         ("engine, model replayed", Replay(engine.replies),
                                          lesson_registry(timeout=None)),
                                         ("engine, both replayed", Replay(engine.replies), replayed_tools))}
    plain_fake, plain_replay = PlainFake(), Replay(plain.replies)
    variants = {"plain": lambda q: plain_answer(plain_fake, q),
                "plain, model replayed": lambda q: plain_answer(plain_replay, q),
                "plain, both replayed": lambda q: plain_answer(plain_replay, q,
                                                               run_tool=lambda b: plain.results[b["id"]]),
                **{name: _asker(loop) for name, loop in engines.items()}}
    for key in ("plain", "engine"):  # a replay answers as the loop it recorded did, or the split means nothing
        answers = {name: [run_one(q) for q in QUESTIONS] for name, run_one in variants.items() if name.startswith(key)}
        if len({tuple(found) for found in answers.values()}) != 1:
            raise RuntimeError(f"the {key} loop's replays answer otherwise than it: {answers}")
    return variants


def time_split(seconds: float, rounds: int) -> None:
    """CPU µs per conversation of the model, the tool calls and the loop itself, for both loops."""
    variants = split_variants()
    cpu: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(rounds):
        for name, run_one in variants.items():
            cpu[name].append(rate(run_one, seconds / rounds)[1])
    med = {name: statistics.median(values) for name, values in cpu.items()}
    print(f"where the time goes, CPU µs per conversation (medians of {rounds} alternating rounds; a part's cost is a "
          "run with it replayed from a recording, less a run without; the loop itself keeps the replay's lookups):")
    print(f"{'':31}{'model (fake)':>14}{'tool calls':>12}{'the loop itself':>17}{'in all':>8}")
    for label, key in (("seed-style plain loop", "plain"), ("engine, tools inline", "engine")):
        whole, model_gone, both_gone = med[key], med[f"{key}, model replayed"], med[f"{key}, both replayed"]
        print(f"{label + ':':31}{whole - model_gone:14.1f}{model_gone - both_gone:12.1f}{both_gone:17.1f}{whole:8.1f}")


LABELS = {"inline": "engine, tools inline (no timeout): ", "threaded": "engine, per-tool timeout (default):"}


def counted_child(variant: str, rounds: int) -> None:
    """Run under callgrind: set up every variant and warm each with one round (so every process does the same
    before the count that matters), then `rounds` rounds of `variant` (none for "none")."""
    variants = make_variants()
    for run_one in variants.values():
        for q in QUESTIONS:
            run_one(q)
    for _ in range(rounds if variant != "none" else 0):
        for q in QUESTIONS:
            variants[variant](q)


def _collected(variant: str, rounds: int, valgrind: str) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([valgrind, "--tool=callgrind", f"--callgrind-out-file={tmp}/out", sys.executable,
                               __file__, "--counted", variant, "--instruction-rounds", str(rounds)],
                              capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError("callgrind printed no count:\n" + done.stderr[-2000:])
    return int(found.group(1))


def instruction_ratios(rounds: int) -> None:
    """Instructions per round of each variant, from callgrind, and the engine's over the baseline's."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        print("instructions: valgrind is not installed, so no instruction counts")
        return
    names = ["none", "baseline", "inline", "threaded"]
    with concurrent.futures.ThreadPoolExecutor(2) as pool:  # two processes at a time: the machine has two cores
        counts = dict(zip(names, pool.map(lambda name: _collected(name, rounds, valgrind), names), strict=True))
    per_round = {name: (counts[name] - counts["none"]) / rounds for name in names[1:]}
    per_conversation = {name: value / len(QUESTIONS) for name, value in per_round.items()}
    print(f"instructions (callgrind, {rounds} rounds of {len(QUESTIONS)} questions per variant, less a process "
          "that runs none; repeatable, but not time):")
    print(f"seed-style plain loop (baseline):   {per_conversation['baseline'] / 1e3:7.1f} k instructions each")
    for name in ("inline", "threaded"):
        ratio = per_round[name] / per_round["baseline"]
        print(f"{LABELS[name]} {per_conversation[name] / 1e3:7.1f} k instructions each   "
              f"ratio {ratio:5.2f}x the baseline's")


class _Tally:
    """A tracer (sys.settrace) counting the calls into each function and the bytecodes run."""

    def __init__(self) -> None:
        self.calls: collections.Counter[object] = collections.Counter()
        self.bytecodes = 0

    def __call__(self, frame, event, arg):
        if event == "call":
            frame.f_trace_opcodes = True
            self.calls[frame.f_code] += 1
        elif event == "opcode":
            self.bytecodes += 1
        return self


def bytecode_counts() -> None:
    """Python calls, different functions and bytecodes per conversation of the plain loop and the engine (tools
    inline), counted by a tracer over one round of the questions after a warm-up round."""
    variants = make_variants()
    print("Python work per conversation (a tracer counts it; exact, whatever the load):")
    for name, label in (("baseline", "seed-style plain loop:"), ("inline", "engine, tools inline:")):
        run_one, tally = variants[name], _Tally()
        for q in QUESTIONS:
            run_one(q)
        sys.settrace(tally)
        try:
            for q in QUESTIONS:
                run_one(q)
        finally:
            sys.settrace(None)
        n = len(QUESTIONS)
        print(f"{label:31}{sum(tally.calls.values()) / n:6.0f} calls, {tally.bytecodes / n:5.0f} bytecodes each; "
              f"{len(tally.calls)} different functions over the {n} questions")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=2.0, help="per variant, spread over the rounds")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--instruction-rounds", type=int, default=60,
                        help="rounds per variant under callgrind; 0 skips the instruction counts")
    parser.add_argument("--split-seconds", type=float, default=2.0,
                        help="per part of the split by time (model, tools, the loop itself); 0 skips it")
    parser.add_argument("--no-bytecodes", action="store_true", help="skip counting calls and bytecodes")
    parser.add_argument("--counted", help=argparse.SUPPRESS)  # the process callgrind counts
    args = parser.parse_args()
    if args.counted:
        counted_child(args.counted, args.instruction_rounds)
        return
    variants = make_variants()
    rates: dict[str, list[float]] = {name: [] for name in variants}
    cpu: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(args.rounds):  # the variants take turns, so a change in the machine's load hits all of them
        for name, run_one in variants.items():
            per_second, cpu_us = rate(run_one, args.seconds / args.rounds)
            rates[name].append(per_second)
            cpu[name].append(cpu_us)
    median = {name: statistics.median(values) for name, values in rates.items()}
    cpu_median = {name: statistics.median(values) for name, values in cpu.items()}
    print(f"medians of {args.rounds} alternating rounds; ratio = baseline rate / engine rate in the same round "
          "(by CPU time: engine CPU µs per conversation / baseline's, in the same round)")
    print(f"seed-style plain loop (baseline): {median['baseline']:10.0f} conversations/s   "
          f"CPU {cpu_median['baseline']:6.1f} µs each")
    for name, label in LABELS.items():
        ratio = statistics.median(b / r for b, r in zip(rates["baseline"], rates[name], strict=True))
        by_cpu = statistics.median(e / b for b, e in zip(cpu["baseline"], cpu[name], strict=True))
        print(f"{label} {median[name]:9.0f} conversations/s   CPU {cpu_median[name]:6.1f} µs each   "
              f"ratio {ratio:5.1f}x slower than baseline, by CPU time {by_cpu:5.1f}x (goal <= 3x)")
    if args.split_seconds > 0:
        time_split(args.split_seconds, args.rounds)
    if not args.no_bytecodes:
        bytecode_counts()
    if args.instruction_rounds > 0:
        instruction_ratios(args.instruction_rounds)


if __name__ == "__main__":
    main()
