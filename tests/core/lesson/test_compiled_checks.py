"""A lesson registry's input checks are built once, when the registry is: after a hundred good calls a bad input
is still refused with exactly the words a freshly built registry gives it."""

from __future__ import annotations

from core.engine.messages import ToolUseBlock, tool_use
from core.lesson.catalog import default_lesson

BAD = [{}, {"order_id": 1042}, {"order_id": "   "}, {"order_id": None}, "1042"]  # missing, a number, blank, …


def _problem(registry, given) -> str:
    args, problem = registry.validate(tool_use("c", "get_order_status", given))
    assert args is None
    return problem


def test_a_bad_input_after_a_hundred_good_ones_is_refused_as_by_a_fresh_registry():
    lesson = default_lesson()
    used = lesson.registry()
    model = used.specs()[0].input_model
    for n in range(100):
        args, problem = used.validate(ToolUseBlock(id=f"c{n}", name="get_order_status", input={"order_id": str(n)}))
        assert args is not None and problem == ""
    assert used.specs()[0].input_model is model  # the check built with the registry, not per call
    refusals = [_problem(used, given) for given in BAD]
    assert refusals == [_problem(lesson.registry(), given) for given in BAD] and all(refusals)
