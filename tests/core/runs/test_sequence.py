"""The sequence diagram's arrows, built from the loop's real events (fake model, lesson tools), and their
Mermaid text; the context series' split of each call's input tokens."""

from __future__ import annotations

import pytest

from core.engine.approval import ApprovalPolicy, PolicyApprover
from core.faults.tool_faults import FaultInjector, ToolFault
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop
from core.runs.context import ContextSeries, definitions_tokens
from core.runs.sequence import SequenceBuilder, Wording, to_mermaid
from tests.lessons import SHOP, shop_settings

Q1042 = "Wann kommt Bestellung 1042 an?"
TWO = "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?"
GUESS = "Ich weiß die Nummer nicht mehr, es war ungefähr 1050."
BOTH = ("get_order_status", "get_return_window")


@pytest.fixture
def store():
    orders = OrdersStore.in_memory(seed=SHOP)
    yield orders
    orders.close()


def run(store, question: str, faults: FaultInjector | None = None, **settings):
    settings.setdefault("enabled_tools", ["get_order_status"])  # the lesson's first example: one tool
    loop = assemble_loop(FakeClient(), store, shop_settings(**settings), faults=faults or FaultInjector())
    builder, series, changes = SequenceBuilder(), ContextSeries(), []
    events: list = []

    def emit(event):
        events.append(event)
        changes.extend(builder.feed(event))
        series.feed(event)

    loop.run(question, emit=emit)
    return builder, series, changes


def rows(builder) -> list[tuple[str, str, str]]:
    return [(a.source, a.target, a.label) for a in builder.arrows]


MERMAID_1042 = """sequenceDiagram
    participant C as Customer
    participant P as Program
    participant M as Model
    participant T as Tools/Database
    participant H as Human
    C->>P: Wann kommt Bestellung 1042 an?
    P->>M: call 1 · 1 message · ~34 tokens
    M-->>P: tool_use call_1 get_order_status(1042)
    P->>T: get_order_status(1042)
    T-->>P: call_1 → 1042 — versandt, Lieferung 3. November
    P->>M: call 2 · 3 messages · ~45 tokens · tool_result call_1
    M-->>P: end_turn
    P->>C: Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November.
"""


def test_the_1042_question_arrow_by_arrow_and_as_mermaid(store):
    builder, _, changes = run(store, Q1042)
    assert rows(builder) == [
        ("customer", "program", Q1042),
        ("program", "model", "call 1 · 1 message · ~34 tokens"),
        ("model", "program", "tool_use call_1 get_order_status(1042)"),
        ("program", "tools", "get_order_status(1042)"),
        ("tools", "program", "call_1 → 1042 — versandt, Lieferung 3. November"),
        ("program", "model", "call 2 · 3 messages · ~45 tokens · tool_result call_1"),
        ("model", "program", "end_turn"),
        ("program", "customer", "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November."),
    ]
    assert [a.kind for a in builder.arrows] == ["question", "call", "tool_use", "tool", "result", "call", "reply",
                                               "answer"]
    assert to_mermaid(builder.arrows) == MERMAID_1042
    # live: a call's arrow appears when it leaves, without tokens, and is completed by its reply
    first_call = [arrow for position, arrow in changes if position == 1]
    assert [a.label for a in first_call] == ["call 1 · 1 message", "call 1 · 1 message · ~34 tokens"]
    assert (builder.arrows[0].message, builder.arrows[-1].message) == (0, 3)  # the question, the answer
    assert [a.call_no for a in builder.arrows] == [0, 1, 1, 1, 1, 2, 2, 2]


def test_two_orders_are_one_reply_with_two_arrows(store):
    builder, _, _ = run(store, TWO, enabled_tools=list(BOTH))
    assert rows(builder)[1:8] == [
        ("program", "model", "call 1 · 1 message · ~61 tokens"),
        ("model", "program", "tool_use call_1 get_order_status(1042)"),
        ("model", "program", "tool_use call_2 get_return_window(1187)"),
        ("program", "tools", "get_order_status(1042)"),  # reading calls run together
        ("program", "tools", "get_return_window(1187)"),
        ("tools", "program", "call_1 → 1042 — versandt, Lieferung 3. November"),
        ("tools", "program", "call_2 → 1187 — Rückgabe bis 9. November"),
    ]
    assert rows(builder)[8][2] == "call 2 · 3 messages · ~83 tokens · tool_result call_1, call_2"
    uses = builder.arrows[2:4]
    assert [(a.group, a.group_size) for a in uses] == [(2, 2), (2, 2)]
    text = to_mermaid(builder.arrows)
    assert ("    par one reply, 2 tool_use blocks\n        M-->>P: tool_use call_1 get_order_status(1042)\n"
            "    and\n        M-->>P: tool_use call_2 get_return_window(1187)\n    end\n") in text
    assert "November#59; 1187" in text  # Mermaid reads a bare ';' as the end of a line


def test_an_injected_tool_error_is_marked_with_both_signs(store):
    faults = FaultInjector()
    faults.arm(ToolFault(tool="get_order_status", kind="error"))
    builder, _, _ = run(store, Q1042, faults)
    result = builder.arrows[4]
    assert (result.source, result.target, result.mark) == ("tools", "program", "fault")
    assert result.label == "⚡ call_1 → ✗ Der Dienst ist gerade nicht erreichbar."
    assert builder.arrows[-1].label == "Ich finde diese Bestellung nicht. Bitte prüfe die Nummer."


def test_a_plain_error_result_is_marked_as_an_error_only(store):
    builder, _, _ = run(store, GUESS, max_calls=2)
    results = [a for a in builder.arrows if a.kind == "result"]
    assert [(a.label, a.mark) for a in results] == [("call_1 → ✗ keine Bestellung 1050", "error"),
                                                     ("call_2 → ✗ keine Bestellung 1051", "error")]


def test_max_calls_hands_off_to_the_human(store):
    builder, _, _ = run(store, GUESS, max_calls=2)
    assert rows(builder)[-3:] == [
        ("program", "tools", "get_order_status(1051)"),
        ("tools", "program", "call_2 → ✗ keine Bestellung 1051"),
        ("program", "human", "hand-off: MAX_CALLS 2 reached"),
    ]
    assert "C->>P" in to_mermaid(builder.arrows) and "P->>H: hand-off: MAX_CALLS 2 reached" in to_mermaid(
        builder.arrows)


def test_an_acting_call_asks_the_human_and_the_answer_comes_back(store):
    approve = PolicyApprover(ApprovalPolicy(policy="approve_all"), by="trainer")
    loop = assemble_loop(FakeClient(), store, shop_settings(enabled_tools=["cancel_order"]), approver=approve)
    builder = SequenceBuilder()
    loop.run("Storniere Bestellung 1042", emit=builder.feed)
    assert rows(builder)[2:5] == [
        ("model", "program", "tool_use call_1 cancel_order(1042)"),
        ("program", "human", "approve cancel_order(1042)?"),
        ("human", "program", "approved · trainer"),
    ]
    assert rows(builder)[5] == ("program", "tools", "cancel_order(1042)")
    denied = SequenceBuilder()
    assemble_loop(FakeClient(), store, shop_settings(enabled_tools=["cancel_order"])).run(
        "Storniere Bestellung 1187", emit=denied.feed)
    decision = denied.arrows[4]
    assert (decision.kind, decision.mark) == ("decision", "error")
    assert decision.label.startswith("rejected · ") and "niemand hat die Aktion freigegeben" in decision.label
    assert "H-->>P: rejected · " in to_mermaid(denied.arrows)


def test_translated_words_reach_the_labels_and_the_lesson_words_stay(store):
    german = Wording(customer="Kunde", call="Aufruf {call} · {messages}", tokens="{label} · ~{tokens} Tokens",
                     one_message="1 Nachricht", many_messages="{count} Nachrichten")
    loop = assemble_loop(FakeClient(), store, shop_settings(enabled_tools=["get_order_status"]))
    builder = SequenceBuilder(german)
    loop.run(Q1042, emit=builder.feed)
    assert builder.arrows[1].label == "Aufruf 1 · 1 Nachricht · ~34 Tokens"
    assert builder.arrows[0].label == Q1042
    assert to_mermaid(builder.arrows, german).splitlines()[1] == "    participant C as Kunde"


def test_runs_are_numbered_after_the_earlier_questions(store):
    loop = assemble_loop(FakeClient(), store, shop_settings(enabled_tools=["get_order_status"]))
    builder = SequenceBuilder()
    builder.reset(earlier_runs=2)
    loop.run(Q1042, emit=builder.feed)
    assert {a.run for a in builder.arrows} == {3}


def test_context_series_splits_definitions_from_history(store):
    _, series, _ = run(store, Q1042)
    # words × 1.3 rounded up: the system prompt (11 words: 15) and get_order_status with its description
    # (9 words: 12); the question (5 words: 7) is the whole history of call 1
    definitions = 15 + 12
    assert [(c.call_no, c.input_tokens, c.output_tokens, c.definitions, c.history, c.run_total)
            for c in series.calls] == [(1, 34, 3, definitions, 34 - definitions, 34),
                                       (2, 45, 12, definitions, 45 - definitions, 79)]


def test_definitions_are_counted_in_every_dialect():
    tool = {"name": "get_order_status", "description": "Status einer Bestellung."}
    system = "Du bist der Support-Assistent."
    anthropic = {"system": system, "tools": [tool], "messages": [{"role": "user", "content": "Hallo"}]}
    chat = {"messages": [{"role": "system", "content": system}, {"role": "user", "content": "Hallo"}],
            "tools": [{"type": "function", "function": tool}]}
    responses = {"instructions": system, "tools": [{"type": "function", **tool}], "input": []}
    http = {"method": "POST", "url": "http://127.0.0.1/v1/messages", "headers": {}, "body": anthropic}
    counts = {definitions_tokens(body) for body in (anthropic, chat, responses, http)}
    assert counts == {6 + 6}  # 4 words each: (4 × 13 + 9) // 10
    assert definitions_tokens(None) == 0 and definitions_tokens({"body": "x", "method": "POST", "url": "u"}) == 0
