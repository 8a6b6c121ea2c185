"""Engine overhead: conversations per second through core's loop vs the seed's plain loop.

Both run the lesson's questions with the lesson's fake model. The baseline is the
loop as the lesson writes it (plain dicts, a dict of orders, no validation, no
events, no threads); the engine adds pydantic blocks, validated dispatch against
SQLite, typed events and per-tool timeouts. The ratio is what that costs.

    python benchmarks/loop.py [--seconds 2]
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time

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


def plain_answer(client, question, max_calls=4):
    messages = [{"role": "user", "content": [{"type": "text", "text": question}]}]
    for _ in range(max_calls):
        reply = client.create(SYSTEM, messages, TOOLS)
        if reply["stop_reason"] != "tool_use":
            return reply["content"][0]["text"]
        messages.append({"role": "assistant", "content": reply["content"]})
        results = [plain_run_tool(b) for b in reply["content"] if b["type"] == "tool_use"]
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=2.0, help="per variant, spread over the rounds")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    plain_client = PlainFake()
    store = OrdersStore.in_memory(seed=default_lesson().seed())
    engine_loop = ToolLoop(FakeClient(), lesson_registry(), store, Session("K-100"), RunSettings())
    inline_loop = ToolLoop(FakeClient(), lesson_registry(timeout=None), store, Session("K-100"), RunSettings())
    variants = {"baseline": lambda q: plain_answer(plain_client, q),
                "inline": lambda q: inline_loop.run(q, emit=lambda e: None),
                "threaded": lambda q: engine_loop.run(q, emit=lambda e: None)}
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
    for name, label in (("inline", "engine, tools inline (no timeout): "),
                        ("threaded", "engine, per-tool timeout (default):")):
        ratio = statistics.median(b / r for b, r in zip(rates["baseline"], rates[name], strict=True))
        by_cpu = statistics.median(e / b for b, e in zip(cpu["baseline"], cpu[name], strict=True))
        print(f"{label} {median[name]:9.0f} conversations/s   CPU {cpu_median[name]:6.1f} µs each   "
              f"ratio {ratio:5.1f}x slower than baseline, by CPU time {by_cpu:5.1f}x (goal <= 3x)")


if __name__ == "__main__":
    main()
