"""Every model client the app builds fits the one client seam; the fault injector fits the loop's tool hook."""

from __future__ import annotations

from core.engine.client import ModelClient
from core.engine.tools import ToolHooks
from core.faults.model_faults import FaultyClient
from core.faults.scripted import ScriptedClient
from core.faults.tool_faults import FaultInjector
from core.lesson.fake_model import FakeClient
from core.providers import ProviderConfig, make_client

SCRIPT = '{"replies": [{"text": "ok"}]}'


def test_fake_scripted_real_and_wrapped_clients_fit_the_client_seam():
    provider = make_client(ProviderConfig("local", base_url="http://127.0.0.1:9/v1"))
    try:
        clients = [FakeClient(), ScriptedClient.from_text(SCRIPT), provider,
                   FaultyClient(FakeClient(), FaultInjector())]
        assert all(isinstance(c, ModelClient) for c in clients)
        assert [c.instant for c in clients] == [True, True, False, True]
    finally:
        provider.close()


def test_the_fault_injector_fits_the_loops_tool_hook():
    assert isinstance(FaultInjector(), ToolHooks)
    assert not isinstance(object(), ToolHooks)


def test_closing_a_client_without_connections_is_harmless():
    FakeClient().close()
    ScriptedClient.from_text(SCRIPT).close()
    FaultyClient(FakeClient(), FaultInjector()).close()
