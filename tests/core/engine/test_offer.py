"""The tools on offer are worked out once and again whenever what they come from changes: the settings' enabled
and strict tools (also changed in place), the registry's tools, another registry."""

from __future__ import annotations

from pydantic import BaseModel

from core.engine.loop import ToolLoop
from core.engine.settings import RunSettings
from core.engine.tools import Session, ToolRegistry, ToolSpec
from core.lesson.fake_model import FakeClient
from core.lesson.store import OrdersStore
from core.lesson.tools import lesson_registry
from tests.lessons import SHOP


class _Nothing(BaseModel):
    pass


def _names(loop: ToolLoop) -> list[str]:
    return [spec.name for spec in loop.tools()]


def test_the_offer_follows_the_settings_and_the_registry():
    settings = RunSettings(enabled_tools=["get_order_status"])
    loop = ToolLoop(FakeClient(), lesson_registry(), OrdersStore.in_memory(seed=SHOP), Session("K-100"), settings)
    assert _names(loop) == ["get_order_status"] and loop.tools() is loop.tools()
    assert settings.enabled_tools is not None
    settings.enabled_tools.append("get_return_window")  # changed in place
    assert _names(loop) == ["get_order_status", "get_return_window"]
    settings.strict_tools.append("get_return_window")
    assert [spec.strict for spec in loop.tools()] == [False, True]
    loop.settings = RunSettings()  # other settings
    assert set(_names(loop)) == set(lesson_registry().names())
    loop.registry.register(ToolSpec("lookup", "Schaut nach.", _Nothing), lambda args, ctx: "ok")
    assert "lookup" in _names(loop)
    loop.registry = ToolRegistry()
    assert _names(loop) == []
