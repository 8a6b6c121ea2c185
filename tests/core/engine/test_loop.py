"""The loop's rules: history, parallel calls, skipped calls, limits, cancel."""

from __future__ import annotations

import threading
import time

import pytest
from pydantic import BaseModel

from core.engine.cancel import CancelToken
from core.engine.events import MessageAppended, Paused, Retrying, RunEnded, TextDelta, ToolFinished, ToolStarted
from core.engine.loop import ToolLoop
from core.engine.messages import Message, ToolResultBlock, ToolUseBlock
from core.engine.stepper import Stepper
from core.engine.tools import Session, ToolSpec
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.core.helpers import FunctionClient, Gate, assert_valid_history, endless_client, text_reply, tool_reply
from tests.lessons import SHOP, SHOP_WORDS, shop_settings

GIVE_UP_S = 10.0  # a bound only for failing: the awaited thing cannot happen before the test releases it


def make_loop(client, **settings):
    return ToolLoop(client, lesson_registry(timeout=settings.pop("timeout", 5.0)), OrdersStore.in_memory(seed=SHOP),
                    Session(settings.pop("customer", "K-100")), shop_settings(**settings))


def test_parallel_calls_are_answered_in_one_message_with_their_ids():
    client = FunctionClient(lambda r: tool_reply(("a1", "get_order_status", {"order_id": "1042"}),
                                                 ("b2", "get_return_window", {"order_id": "1187"}))
                            if len(r.messages) == 1 else text_reply("fertig"))
    end = make_loop(client).run("zwei Dinge")
    assert end.reason == "answer" and end.answer == "fertig"
    results = end.messages[2]
    assert results.role == "user"
    assert [(b.tool_use_id, b.content) for b in results.tool_results()] == [
        ("a1", "1042 — versandt, Lieferung 3. November"), ("b2", "1187 — Rückgabe bis 9. November")]
    assert_valid_history(list(end.messages))


def test_reply_is_in_history_before_tools_run():
    seen = []
    loop = make_loop(FakeClient(), enabled_tools=["get_order_status"])
    loop.run("Wann kommt Bestellung 1042 an?", emit=lambda e: seen.append(type(e).__name__))
    first_tool = seen.index("ToolStarted")
    assert seen[:first_tool].count("MessageAppended") == 2  # question, then the model's tool_use turn


def test_customer_comes_from_the_session():
    mine = make_loop(FakeClient(), customer="K-200").run("Wo ist Bestellung 1311?")
    assert mine.reason == "answer"
    client = FunctionClient(lambda r: tool_reply(("x", "get_order_status", {"order_id": "1311"}))
                            if len(r.messages) == 1 else text_reply("ok"))
    theirs = make_loop(client, customer="K-100").run("1311?")
    assert theirs.messages[2].tool_results()[0].content == "keine Bestellung 1311"
    for spec in lesson_registry().specs():
        assert "customer" not in str(spec.input_schema())


@pytest.mark.parametrize("stop", ["max_tokens", "refusal", "pause_turn", "model_context_window_exceeded", "weird"])
def test_other_stop_reasons_hand_off_and_answer_partial_calls(stop):
    client = FunctionClient(lambda r: tool_reply(("p1", "get_order_status", {"order_id": "1042"}), stop=stop))
    events = []
    end = make_loop(client).run("?", emit=events.append)
    assert end.reason == "stop_reason" and end.detail == stop and end.answer == SHOP_WORDS["handoff"]
    assert not any(isinstance(e, ToolStarted) for e in events), "a partial call must not run"
    assert end.messages[-1].tool_results()[0].is_error
    assert_valid_history(list(end.messages))


def test_endless_chain_ends_at_max_calls():
    client = endless_client()
    end = make_loop(client, max_calls=7).run("?")
    assert end.reason == "max_calls" and end.calls == 7 and len(client.requests) == 7
    assert_valid_history(list(end.messages))


def test_token_budget_is_checked_after_each_call():
    end = make_loop(endless_client(), max_calls=50, token_budget=35).run("?")
    assert end.reason == "token_budget" and end.calls == 4 and end.detail == "40 > 35"
    assert end.messages[-1].tool_results()[0].content.startswith("nicht ausgeführt")
    assert_valid_history(list(end.messages))


def test_wall_clock_limit_ends_an_endless_chain():
    class Slow(FunctionClient):
        instant = False

    client = Slow(lambda r: (time.sleep(0.02), tool_reply((f"s{len(r.messages)}", "get_order_status",
                                                             {"order_id": "1042"})))[1])
    start = time.monotonic()
    end = make_loop(client, max_calls=10_000, wall_clock=0.3).run("?")
    assert end.reason == "timeout"
    assert time.monotonic() - start < 100.0  # far from the 10,000 calls (200 s) the limit cut short
    assert_valid_history(list(end.messages))


def test_cancel_during_a_hanging_tool_returns_promptly_with_valid_history():
    gate = Gate()

    class In(BaseModel):
        order_id: str

    loop = make_loop(FunctionClient(lambda r: tool_reply(("h1", "hang", {"order_id": "1"}),
                                                         ("h2", "get_order_status", {"order_id": "1042"}))),
                     timeout=60.0)
    loop.registry.register(ToolSpec("hang", "hangs", In), gate)
    token = CancelToken()
    ended = []
    worker = threading.Thread(target=lambda: ended.append(loop.run("?", cancel=token)))
    worker.start()
    assert gate.entered.wait(5)
    token.cancel()
    worker.join(GIVE_UP_S)  # the tool cannot return before the release below: the run ended without it
    gate.release.set()
    assert not worker.is_alive()
    end = ended[0]
    assert end.reason == "cancelled"
    results = end.messages[-1].tool_results()
    assert [r.tool_use_id for r in results] == ["h1", "h2"] and all(r.is_error for r in results)
    assert_valid_history(list(end.messages))


def test_cancel_during_a_model_call_keeps_history_valid():
    started, release = threading.Event(), threading.Event()

    class Hanging(FunctionClient):
        instant = False

    def hang(request):
        started.set()
        release.wait(GIVE_UP_S)  # released only after the run has ended without it
        return text_reply("zu spät")

    loop = make_loop(Hanging(hang))
    token = CancelToken()
    ended = []
    worker = threading.Thread(target=lambda: ended.append(loop.run("?", cancel=token)))
    worker.start()
    assert started.wait(5)
    token.cancel()
    worker.join(GIVE_UP_S)
    release.set()
    assert not worker.is_alive()
    assert ended[0].reason == "cancelled" and [m.role for m in ended[0].messages] == ["user"]


def test_step_mode_pauses_before_model_and_tool():
    stepper = Stepper(enabled=True)
    loop = make_loop(FakeClient(), enabled_tools=["get_order_status"])
    loop.stepper = stepper
    pauses = []

    def emit(event):
        if isinstance(event, Paused):
            pauses.append(event)
            threading.Timer(0.001, stepper.step).start()

    end = loop.run("Wann kommt Bestellung 1042 an?", emit=emit)
    assert end.reason == "answer"
    assert [(p.kind, p.what) for p in pauses] == [
        ("model", "About to send 1 message, ~34 tokens"),
        ("tool", "About to run get_order_status(1042)"),
        ("model", "About to send 3 messages, ~45 tokens"),
    ]
    assert pauses[0].preview["messages"] == [{"role": "user", "content": "Wann kommt Bestellung 1042 an?"}]


def test_events_tell_the_whole_story():
    events = []
    make_loop(FakeClient(), enabled_tools=["get_order_status"]).run("Wann kommt Bestellung 1042 an?",
                                                                     emit=events.append)
    names = [type(e).__name__ for e in events]
    assert names == ["RunStarted", "MessageAppended", "CallStarted", "ReplyReceived", "MessageAppended",
                     "ToolStarted", "ToolFinished", "MessageAppended", "CallStarted", "ReplyReceived",
                     "MessageAppended", "RunEnded"]
    finished = next(e for e in events if isinstance(e, ToolFinished))
    assert finished.touched == ("1042",)
    assert [e.index for e in events if isinstance(e, MessageAppended)] == [0, 1, 2, 3]
    assert events[-1].input_tokens == 34 + 45


def test_history_continues_across_questions():
    history = []
    loop = make_loop(FakeClient(), enabled_tools=["get_order_status"])
    loop.run("Wann kommt Bestellung 1042 an?", history=history)
    end = loop.run("Danke, das war alles.", history=history)
    assert end.answer.startswith("Gern geschehen")
    assert len(history) == 6
    assert_valid_history(history)


def test_a_question_after_an_aborted_call_joins_the_unanswered_turn():
    """Cancel during the model call leaves the question unanswered; the next one joins that user turn,
    so roles keep alternating, and the model answers the new question."""
    started = threading.Event()
    release = threading.Event()
    fake = FakeClient()

    class FirstCallHangs(FunctionClient):
        instant = False

    def create(request):
        if not started.is_set():
            started.set()
            release.wait(5)
        return fake.create(request)

    loop = make_loop(FirstCallHangs(create), enabled_tools=["get_order_status"])
    history, token, events = [], CancelToken(), []
    worker = threading.Thread(target=lambda: loop.run("Wo ist mein Paket?", history=history, cancel=token))
    worker.start()
    assert started.wait(5)
    token.cancel()
    worker.join(2)
    release.set()
    end = loop.run("Wann kommt Bestellung 1042 an?", history=history, emit=events.append)
    assert end.answer == "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November."
    assert [m.role for m in history] == ["user", "assistant", "user", "assistant"]
    assert [b.text for b in history[0].content] == ["Wo ist mein Paket?", "Wann kommt Bestellung 1042 an?"]
    replaced = [e for e in events if type(e).__name__ == "MessageReplaced"]
    assert len(replaced) == 1 and replaced[0].index == 0 and replaced[0].message == history[0]
    assert_valid_history(history)


def test_a_question_after_results_without_a_reply_follows_the_results():
    history = [Message(role="user", content="Wann kommt Bestellung 1042 an?"),
               Message(role="assistant", content=[ToolUseBlock(id="call_1", name="get_order_status",
                                                               input={"order_id": "1042"})]),
               Message(role="user", content=[ToolResultBlock(tool_use_id="call_1", content="1042 — versandt")])]
    end = make_loop(FakeClient(), enabled_tools=["get_order_status"]).run("Danke, das war alles.", history=history)
    assert end.answer.startswith("Gern geschehen")
    merged = history[2]
    assert [b.type for b in merged.content] == ["tool_result", "text"]
    assert_valid_history(history)


def test_cancel_ends_a_fast_endless_tool_chain_between_steps():
    """No call hangs here: the model asks for another tool at once, forever; a cancel from another
    thread still ends the run at the next step, with every tool_use answered."""
    seen = threading.Event()
    client = endless_client()
    loop = make_loop(client, max_calls=1_000_000)
    token = CancelToken()

    def emit(event):
        if isinstance(event, ToolFinished) and event.call_no == 50:
            seen.set()

    ended = []
    worker = threading.Thread(target=lambda: ended.append(loop.run("?", emit=emit, cancel=token)))
    worker.start()
    assert seen.wait(10)
    token.cancel()
    worker.join(5)
    assert not worker.is_alive()
    end = ended[0]
    assert end.reason == "cancelled" and 50 <= end.calls < 1_000_000
    assert_valid_history(list(end.messages))


def test_cancel_ends_the_run_even_while_a_tool_without_a_timeout_never_returns():
    gate = Gate()

    class In(BaseModel):
        order_id: str

    loop = make_loop(FunctionClient(lambda r: tool_reply(("n1", "never", {"order_id": "1"}))), timeout=None)
    assert loop.registry.timeout is None
    loop.registry.register(ToolSpec("never", "blocks until released", In), gate)
    token = CancelToken()
    ended = []
    worker = threading.Thread(target=lambda: ended.append(loop.run("?", cancel=token)), daemon=True)
    worker.start()
    assert gate.entered.wait(5)
    token.cancel()
    worker.join(10)  # the handler is still blocked: the run must not wait for it
    alive = worker.is_alive()
    gate.release.set()
    assert not alive and ended[0].reason == "cancelled"
    assert ended[0].messages[-1].tool_results()[0].content == "nicht ausgeführt: abgebrochen"
    assert_valid_history(list(ended[0].messages))


def test_an_answer_that_passes_the_token_budget_says_so_and_is_still_the_answer():
    client = FunctionClient(lambda r: tool_reply(("b1", "get_order_status", {"order_id": "1042"}))
                            if len(r.messages) == 1 else text_reply("1042 kommt am 3. November."))
    end = make_loop(client, token_budget=15).run("?")  # 10 tokens, then 10 more with the answer
    assert end.reason == "answer" and end.answer == "1042 kommt am 3. November."
    assert end.over_budget == "20 > 15" and not end.handoff
    within = make_loop(FunctionClient(lambda r: text_reply("ok")), token_budget=15).run("?")
    assert within.reason == "answer" and within.over_budget == ""


class FakeClock:
    """The loop's clock, moved by the test: no sleeping, no timing."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_time_spent_paused_in_step_mode_does_not_count_toward_the_time_limit():
    clock, stepper = FakeClock(), Stepper(enabled=True)
    loop = make_loop(FakeClient(), enabled_tools=["get_order_status"], wall_clock=30.0)
    loop.stepper, loop.clock = stepper, clock
    paused = []

    def emit(event):
        if isinstance(event, Paused):
            paused.append(event.kind)
            clock.now += 100.0  # the trainer talks for 100 s: more than the whole time limit
            stepper.step()

    end = loop.run("Wann kommt Bestellung 1042 an?", emit=emit)
    assert paused == ["model", "tool", "model"]
    assert end.reason == "answer", end.detail


def test_time_spent_working_still_counts_toward_the_time_limit_in_step_mode():
    clock, stepper = FakeClock(), Stepper(enabled=True)
    loop = make_loop(FakeClient(), enabled_tools=["get_order_status"], wall_clock=30.0)
    loop.stepper, loop.clock = stepper, clock

    def emit(event):
        if isinstance(event, Paused):
            stepper.step()
        elif isinstance(event, ToolFinished):
            clock.now += 31.0  # the tool itself took longer than the limit

    end = loop.run("Wann kommt Bestellung 1042 an?", emit=emit)
    assert end.reason == "timeout" and end.detail == "30"


class _Stubborn:
    """A model call that ignores cancel: it waits for the test, then reports a text piece and a retry."""

    name = "stubborn"
    instant = False

    def __init__(self) -> None:
        self.release = threading.Event()
        self.done = threading.Event()

    def preview(self, request):
        return {}

    def create(self, request, cancel=None, notify=None):
        try:
            self.release.wait(30)
            notify(TextDelta("zu spät"))
            notify(Retrying(500, 0.0, 1, "zu spät"))
            return text_reply("zu spät")
        finally:
            self.done.set()


def test_an_abandoned_call_never_reports_after_its_run_ended():
    client = _Stubborn()
    events: list = []
    end = make_loop(client, wall_clock=0.2).run("Wo ist 1042?", emit=events.append)
    assert end.reason == "timeout" and isinstance(events[-1], RunEnded)
    client.release.set()
    assert client.done.wait(10)
    assert isinstance(events[-1], RunEnded)  # no TextDelta, no Retrying after the end
    assert not [e for e in events if isinstance(e, (TextDelta, Retrying))]


def test_an_instant_clients_reports_come_between_its_call_and_reply_and_never_after_the_run_ended():
    kept = []

    def answer(request):
        kept[-1](TextDelta("Fertig."))
        return text_reply("Fertig.")

    client = FunctionClient(answer)
    create = client.create
    client.create = lambda request, cancel=None, notify=None: kept.append(notify) or create(request, cancel, notify)
    events: list = []
    end = make_loop(client).run("Wo ist 1042?", emit=events.append)
    assert [type(e).__name__ for e in events] == ["RunStarted", "MessageAppended", "CallStarted", "TextDelta",
                                                  "ReplyReceived", "MessageAppended", "RunEnded"]
    assert end.reason == "answer" and events[-1] == end
    kept[-1](TextDelta("zu spät"))  # a client that kept its notify reports after the end: nobody hears it
    assert events[-1] == end
