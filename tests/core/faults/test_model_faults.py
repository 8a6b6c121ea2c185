"""Every model fault, through FaultyClient around the lesson's fake model."""

from __future__ import annotations

import pytest

from core.engine.client import ModelError
from core.engine.events import ReplyReceived, Retrying, TextDelta, ToolFinished
from core.faults.model_faults import MODEL_FAULT_KINDS, FaultyClient, ModelFault
from core.faults.tool_faults import FaultInjector, FaultStruck, Trigger
from core.lesson.store import OrdersStore
from core.providers import RetryPolicy
from tests.core.faults.helpers import NORMAL_1042, Q1042, Run, run
from tests.lessons import SHOP


def only_result(r: Run):
    [finished] = r.of(ToolFinished)
    return finished


def check_unknown_tool(r: Run):
    assert only_result(r).result.content == "kein Tool delete_all_orders" and only_result(r).result.is_error
    assert r.end.reason == "answer"


def check_missing_field(r: Run):
    assert only_result(r).use.input == {} and only_result(r).result.content == "fehlt order_id"
    assert r.end.answer == "Wie lautet deine Bestellnummer?"


def check_extra_fields(r: Run):
    finished = only_result(r)
    assert finished.use.input["customer_id"] == "*"  # the model tried to choose the customer …
    assert finished.result.content == NORMAL_1042  # … but only order_id reached the tool; the session decides


def check_bad_json(r: Run):
    result = only_result(r).result
    assert result.is_error and "kein gültiges JSON" in result.content


def check_repeat_id(r: Run):  # the repeated call gets a fresh id and an error result, and is never run
    first, second = r.of(ToolFinished)
    assert second.use.id == f"{first.use.id}_dup2" and second.result.tool_use_id == second.use.id
    assert second.skipped and second.result.is_error and "schon vor" in second.result.content
    assert not first.skipped and r.end.reason == "answer"


def check_guess_forever(r: Run):
    guesses = [f.use.input["order_id"] for f in r.of(ToolFinished)]
    assert guesses == ["1050", "1051", "1052", "1053"]
    assert (r.end.reason, r.end.calls) == ("max_calls", 4)


def check_max_tokens(r: Run):
    assert (r.end.reason, r.end.detail) == ("stop_reason", "max_tokens") and r.end.handoff


def check_refusal(r: Run):
    assert (r.end.reason, r.end.detail) == ("stop_reason", "refusal") and r.end.handoff


def check_http_429(r: Run):  # with retry-after: waits as asked, tries again, and the run goes on
    [retry] = r.of(Retrying)
    assert (retry.status, retry.delay, retry.attempt) == (429, 0.01, 1)
    assert r.end.reason == "answer" and r.end.answer == f"Ich habe nachgesehen: {NORMAL_1042}."


def check_http_500(r: Run):  # without retry-after, next call: fails once, backs off, the retry succeeds
    [retry] = r.of(Retrying)
    assert (retry.status, retry.attempt) == (500, 1) and 0.0075 <= retry.delay <= 0.01  # initial delay, jitter
    assert r.end.reason == "answer" and r.end.answer == f"Ich habe nachgesehen: {NORMAL_1042}."


def check_http_529(r: Run):  # retry-after, but overloaded on every attempt: gives up after the retries
    assert [(e.status, e.delay, e.attempt) for e in r.of(Retrying)] == [(529, 0.01, 1), (529, 0.01, 2)]
    assert r.end.reason == "model_error" and "HTTP 529" in r.end.detail


def check_timeout(r: Run):  # every call: times out three times, with exponential backoff between
    first, second = r.of(Retrying)
    assert (first.status, first.attempt, second.status, second.attempt) == (None, 1, None, 2)
    assert 0.0075 <= first.delay <= 0.01 and 0.015 <= second.delay <= 0.02
    assert r.end.reason == "model_error" and "Zeitüberschreitung" in r.end.detail and r.end.calls == 0


def check_stream_cut(r: Run):
    [delta] = r.of(TextDelta)
    assert delta.text and r.end.reason == "model_error" and "Stream abgebrochen" in r.end.detail


CHECKS = {name.removeprefix("check_"): fn for name, fn in globals().items() if name.startswith("check_")}
FAULTS = {
    "guess_forever": ModelFault(kind="guess_forever", trigger=Trigger(kind="every")),
    "http_429": ModelFault(kind="http_429", retry_after=0.01),
    "http_529": ModelFault(kind="http_529", retry_after=0.01, trigger=Trigger(kind="every")),
    "timeout": ModelFault(kind="timeout", delay_ms=20, trigger=Trigger(kind="every")),
}
FAST = RetryPolicy(initial_delay=0.01)  # the SDKs' policy (2 retries, backoff x2, jitter), only quicker


def test_every_model_fault_kind_has_a_test():
    assert set(CHECKS) == set(MODEL_FAULT_KINDS)


@pytest.mark.parametrize("kind", MODEL_FAULT_KINDS)
def test_model_fault_strikes_and_disarm_restores(kind):
    store = OrdersStore.in_memory(seed=SHOP)
    before = store.all()
    injector = FaultInjector()
    fault = FAULTS.get(kind, ModelFault(kind=kind))
    injector.arm(fault)
    assert injector.armed_model_faults() == [fault] and injector.tools_affected() == set()

    struck = run(Q1042, injector, store, policy=FAST)

    CHECKS[kind](struck)
    assert struck.struck and struck.struck[0].side == "model" and struck.struck[0].kind == kind
    assert struck.struck[0].call_no == 1
    if kind in ("http_529", "timeout"):  # every call: three attempts of the same call, then the run ends
        assert [s.call_no for s in struck.struck] == [1, 1, 1]
    assert injector.struck == struck.struck  # the injector's log matches what went through notify
    assert store.all() == before
    if fault.trigger.kind == "next":
        assert injector.armed() == []

    injector.disarm()
    normal = run(Q1042, injector, store)
    assert normal.struck == [] and normal.end.reason == "answer"
    assert normal.end.answer == f"Ich habe nachgesehen: {NORMAL_1042}."


def test_model_fault_on_second_call_marks_that_call():
    injector = FaultInjector()
    injector.arm(ModelFault(kind="refusal", trigger=Trigger(kind="nth", n=2)))
    r = run(Q1042, injector)
    assert [s.call_no for s in r.struck] == [1 + 1]
    assert [e.reply.stop_reason for e in r.of(ReplyReceived)] == ["tool_use", "refusal"]
    assert r.end.reason == "stop_reason"


def attempt(injector: FaultInjector, fault: ModelFault, **policy):
    """One model call through FaultyClient around the fake model, with its events and outcome."""
    from core.engine.cancel import CancelToken
    from core.engine.client import SYSTEM, ModelRequest
    from core.engine.messages import Message
    from core.lesson.fake_model import FakeClient
    from core.lesson.tools import lesson_registry

    injector.arm(fault)
    events: list = []
    client = FaultyClient(FakeClient(), injector, RetryPolicy(**{"initial_delay": 0.01, **policy}))
    request = ModelRequest(SYSTEM, (Message(role="user", content=Q1042),), tuple(lesson_registry().specs()))
    try:
        return client.create(request, CancelToken(), events.append), events
    except ModelError as error:
        return error, events


@pytest.mark.parametrize("kind", ["http_429", "http_500", "http_529", "timeout"])
def test_an_injected_failure_on_every_call_is_retried_twice_then_fails(kind):
    injector = FaultInjector()
    error, events = attempt(injector, ModelFault(kind=kind, delay_ms=5, trigger=Trigger(kind="every")))
    assert isinstance(error, ModelError) and error.retries == 2
    assert error.status == (None if kind == "timeout" else int(kind[-3:]))
    assert [e.attempt for e in events if isinstance(e, Retrying)] == [1, 2]
    assert len([e for e in events if isinstance(e, FaultStruck)]) == 3 == len(injector.struck)  # 3 attempts


@pytest.mark.parametrize("kind", ["http_429", "http_500", "http_529", "timeout"])
def test_an_injected_failure_on_the_next_call_fails_once_and_the_retry_succeeds(kind):
    injector = FaultInjector()
    reply, events = attempt(injector, ModelFault(kind=kind, delay_ms=5))
    assert not isinstance(reply, ModelError) and reply.stop_reason == "tool_use"
    assert [e.attempt for e in events if isinstance(e, Retrying)] == [1] and len(injector.struck) == 1


def test_the_retry_count_follows_the_policy():
    error, events = attempt(FaultInjector(), ModelFault(kind="http_500", trigger=Trigger(kind="every")), max_retries=0)
    assert isinstance(error, ModelError) and error.retries == 0
    assert [e for e in events if isinstance(e, Retrying)] == []


def test_abort_cancels_the_backoff_wait_at_once():
    import threading
    import time

    from core.engine.cancel import Cancelled, CancelToken
    from core.engine.client import SYSTEM, ModelRequest
    from core.engine.messages import Message
    from core.lesson.fake_model import FakeClient

    injector = FaultInjector()
    injector.arm(ModelFault(kind="http_529", trigger=Trigger(kind="every")))
    cancel = CancelToken()
    waiting = threading.Event()
    client = FaultyClient(FakeClient(), injector, RetryPolicy(initial_delay=30.0, max_delay=30.0))

    def on_event(event):
        if isinstance(event, Retrying):
            waiting.set()

    threading.Thread(target=lambda: (waiting.wait(5), cancel.cancel())).start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        client.create(ModelRequest(SYSTEM, (Message(role="user", content=Q1042),), ()), cancel, on_event)
    assert time.monotonic() - started < 30.0 and len(injector.struck) == 1  # the 30 s backoff was not waited out


def test_the_fault_wrapper_is_as_instant_as_the_model_it_wraps():
    """An instant model stays on the loop's thread through the wrapper; a slow one stays on a helper thread."""
    from core.faults.scripted import ScriptedClient
    from core.lesson.fake_model import FakeClient
    from core.providers import ProviderConfig, make_client

    assert FaultyClient(FakeClient(), FaultInjector()).instant is True
    assert FaultyClient(ScriptedClient.from_text('{"replies": [{"text": "ok"}]}'), FaultInjector()).instant is True
    provider = make_client(ProviderConfig("local", base_url="http://127.0.0.1:9/v1"))
    try:
        assert FaultyClient(provider, FaultInjector()).instant is False
    finally:
        provider.close()


def test_a_struck_reply_without_a_call_asks_about_the_number_the_customer_wrote():
    from core.engine.client import ModelRequest
    from core.engine.messages import Message
    from core.engine.tools import INVALID_ARGUMENTS
    from core.faults._model_strikes import distort
    from core.lesson.catalog import shipped_lesson

    tools = tuple(shipped_lesson("ru-northwind").registry().specs())  # the field asked is its first tool's
    request = ModelRequest("", (Message(role="user", content="Где заказ 4471?"),), tools)
    unknown = distort("unknown_tool", request, None, {}).tool_uses()[0]
    broken = distort("bad_json", request, None, {}).tool_uses()[0]
    assert unknown.input == {"order_id": "4471"} and broken.input[INVALID_ARGUMENTS] == '{"order_id": "4471", '
    nothing = ModelRequest("", (Message(role="user", content="Danke"),), tools)
    assert distort("unknown_tool", nothing, None, {}).tool_uses()[0].input == {"order_id": "1"}
    offered_none = ModelRequest("", (Message(role="user", content="Danke"),), ())
    assert distort("unknown_tool", offered_none, None, {}).tool_uses()[0].input == {"id": "1"}
