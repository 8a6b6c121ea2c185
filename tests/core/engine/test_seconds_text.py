"""A time the program cut or measured reads rounded where the model and people see it: a tool's time limit cut
to what is left of the run's (4.99971 s) is said as `5 s`, not the raw float."""

from __future__ import annotations

import threading

from pydantic import BaseModel

from core.engine.cancel import CancelToken
from core.engine.messages import ToolUseBlock
from core.engine.texts import seconds_text
from core.engine.tools import Session, ToolContext, ToolRegistry, ToolSpec
from core.lesson.store import OrdersStore
from tests.lessons import SHOP


class Key(BaseModel):
    key: str


def test_seconds_read_with_one_decimal_at_most():
    assert [seconds_text(s) for s in (4.99971, 5.0, 2.5, 0.999366, 0.30004, 0.05, 60.0)] == [
        "5", "5", "2.5", "1", "0.3", "0.05", "60"]


def test_a_cut_time_limit_is_said_rounded_in_the_timeout_result():
    release = threading.Event()
    registry = ToolRegistry(timeout=0.30004)  # as a tool's limit cut to the run's time left
    registry.register(ToolSpec("hang", "Hängt.", Key), lambda args, ctx: release.wait(30) and "spät")
    ctx = ToolContext(Session("K-100"), OrdersStore.in_memory(seed=SHOP), CancelToken())
    try:
        hung = registry.dispatch(ToolUseBlock(id="h", name="hang", input={"key": "x"}), ctx)
    finally:
        release.set()
    assert hung.result.content == "timeout: hang did not answer within 0.3 s"


def test_a_run_saved_with_the_old_time_limit_detail_opens_with_the_seconds_alone():
    from core.runs._record_events import event_from_json

    data = {"reason": "timeout", "answer": "weiter", "calls": 1, "input_tokens": 3, "output_tokens": 1,
            "detail": "5 s"}
    assert event_from_json("RunEnded", data).detail == "5"
