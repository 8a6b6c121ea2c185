"""One assembly for every entry point: the customer from the settings, faults around client and tools."""

from __future__ import annotations

from core.engine.events import ToolFinished
from core.engine.settings import RunSettings
from core.faults.model_faults import FaultyClient, ModelFault
from core.faults.tool_faults import FaultInjector, ToolFault
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop
from tests.lessons import SHOP

Q1042 = "Wann kommt Bestellung 1042 an?"


def test_the_signed_in_customer_comes_from_the_settings():
    loop = assemble_loop(FakeClient(), OrdersStore.in_memory(seed=SHOP), RunSettings(customer="K-200"))
    events = []
    loop.run(Q1042, emit=events.append)
    [finished] = [e for e in events if isinstance(e, ToolFinished)]
    assert finished.result.content == "keine Bestellung 1042"  # 1042 is K-100's order


def test_without_faults_the_client_is_used_as_it_is():
    client = FakeClient()
    assert assemble_loop(client, OrdersStore.in_memory(seed=SHOP), RunSettings()).client is client


def test_faults_wrap_the_client_and_each_tool_call_and_an_outer_wrapper_sees_them():
    injector = FaultInjector()
    injector.arm(ToolFault(tool="get_order_status", kind="error"))
    injector.arm(ModelFault(kind="refusal"))
    wrapped = []
    loop = assemble_loop(FakeClient(), OrdersStore.in_memory(seed=SHOP), RunSettings(), faults=injector,
                         wrap=lambda client: wrapped.append(client) or client)
    assert isinstance(wrapped[0], FaultyClient) and loop.hooks is injector
    assert loop.run(Q1042).reason == "stop_reason"  # the model fault struck through the wrapper
