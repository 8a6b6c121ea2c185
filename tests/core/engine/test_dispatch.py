"""The model is an untrusted planner: dispatch validates every call and answers every failure as a result."""

from __future__ import annotations

import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from core.engine.cancel import CancelToken
from core.engine.messages import ToolResultBlock, ToolUseBlock, dumped, tool_use
from core.engine.tools import RESULT_CAP, Session, ToolContext, ToolRegistry, ToolSpec
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.lessons import SHOP


@pytest.fixture
def registry():
    return lesson_registry(timeout=1.0)


@pytest.fixture
def ctx():
    return ToolContext(Session("K-100"), OrdersStore.in_memory(seed=SHOP), CancelToken())


def call(registry, ctx, name, payload):
    return registry.dispatch(ToolUseBlock(id="call_9", name=name, input=payload), ctx).result


@pytest.mark.parametrize("name", ["__class__", "__init__", "run_tool", "dispatch", "_handlers", "get_order_status "])
def test_unknown_names_never_reach_attributes(registry, ctx, name):
    result = call(registry, ctx, name, {"order_id": "1042"})
    assert result.is_error and result.content == f"kein Tool {name}"
    assert result.tool_use_id == "call_9"


@pytest.mark.parametrize("payload", [{"order_id": "1042"}, {"order_id": "1311"}, {"order_id": 5}])
def test_a_result_is_the_block_validation_would_make(registry, ctx, payload):
    """Dispatch builds its result blocks from its own values without validating them again: they must be
    the very blocks pydantic would have made, down to the fields given and the JSON."""
    result = call(registry, ctx, "get_order_status", payload)
    same = ToolResultBlock(tool_use_id="call_9", content=result.content, is_error=result.is_error)
    assert result == same and repr(result) == repr(same)
    assert dumped(result, "json") == dumped(same, "json")
    assert type(result.content) is str


def test_missing_field(registry, ctx):
    assert call(registry, ctx, "get_order_status", {}).content == "fehlt order_id"


@pytest.mark.parametrize("value,expected", [
    (1042, "order_id muss Text sein, nicht int"),
    (["1042"], "order_id muss Text sein, nicht list"),
    ("", "order_id: darf nicht leer sein"),
    ("9" * 40, "order_id: zu lang (40 Zeichen, höchstens 32)"),
])
def test_wrong_type_or_malformed_value(registry, ctx, value, expected):
    result = call(registry, ctx, "get_order_status", {"order_id": value})
    assert result.is_error and result.content == expected


def test_only_expected_fields_reach_the_handler(ctx):
    seen = {}

    class In(BaseModel):
        order_id: str

    registry = ToolRegistry()
    registry.register(ToolSpec("t", "d", In), lambda args, c: seen.setdefault("args", args.model_dump()) and "ok")
    result = call(registry, ctx, "t", {"order_id": "1", "customer_id": "K-200", "__class__": "x"})
    assert not result.is_error
    assert seen["args"] == {"order_id": "1"}


def test_customer_field_from_model_is_ignored(registry, ctx):
    result = call(registry, ctx, "get_order_status", {"order_id": "1311", "customer_id": "K-200"})
    assert result.is_error and result.content == "keine Bestellung 1311"


def test_handler_that_raises_is_an_error_result(ctx):
    class In(BaseModel):
        order_id: str

    def boom(args, c):
        raise RuntimeError("Datenbank weg")

    registry = ToolRegistry()
    registry.register(ToolSpec("t", "d", In), boom)
    result = call(registry, ctx, "t", {"order_id": "1"})
    assert result.is_error and result.content == "error in t: Datenbank weg"


def test_handler_past_timeout_is_abandoned(ctx):
    release = threading.Event()

    class In(BaseModel):
        order_id: str

    registry = ToolRegistry(timeout=0.05)
    registry.register(ToolSpec("slow", "d", In), lambda a, c: release.wait(10) and "late")
    result = call(registry, ctx, "slow", {"order_id": "1"})
    release.set()
    assert result.is_error and "timeout: slow did not answer" in result.content


def test_long_result_is_cut_and_says_so(ctx):
    class In(BaseModel):
        order_id: str

    registry = ToolRegistry()
    registry.register(ToolSpec("big", "d", In), lambda a, c: "x" * 5000)
    result = call(registry, ctx, "big", {"order_id": "1"})
    assert len(result.content) < 2100 and result.content.startswith("x" * RESULT_CAP)
    assert result.content.endswith("[cut: 2000 of 5000 characters]")


def test_a_tool_not_offered_is_refused_even_if_registered(registry, ctx):
    use = ToolUseBlock(id="c", name="get_return_window", input={"order_id": "1187"})
    result = registry.dispatch(use, ctx, allowed=["get_order_status"]).result
    assert result.is_error and result.content == "kein Tool get_return_window"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(name=st.one_of(st.sampled_from(["get_order_status", "get_return_window", "__class__"]), st.text(max_size=20)),
       payload=st.one_of(st.dictionaries(st.one_of(st.just("order_id"), st.text(max_size=10)), json_values, max_size=5),
                         json_values))
def test_arbitrary_json_always_gives_a_result(name, payload):
    registry = lesson_registry(timeout=None)
    ctx = ToolContext(Session("K-100"), _STORE, None)
    use = tool_use("call_x", name, payload)  # not validated: the payload may be no dict at all
    result = registry.dispatch(use, ctx).result
    assert result.tool_use_id == "call_x"
    assert isinstance(result.content, str) and len(result.content) <= RESULT_CAP + 60


_STORE = OrdersStore.in_memory(seed=SHOP)


def test_a_crash_without_a_message_is_named_by_its_type():
    class In(BaseModel):
        order_id: str

    def boom(args, ctx):
        raise RuntimeError()

    registry = ToolRegistry(timeout=None)
    registry.register(ToolSpec("t", "d", In), boom)
    ctx = ToolContext(Session("K-100"), OrdersStore.in_memory(seed=SHOP), CancelToken())
    result = registry.dispatch(ToolUseBlock(id="c1", name="t", input={"order_id": "1"}), ctx).result
    assert result.is_error and result.content == "error in t: RuntimeError"
