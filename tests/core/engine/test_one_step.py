"""A frozen dataclass built in one step is the same dataclass: same signature and defaults, still frozen,
equal, hashable, replaceable; a class it cannot build so is refused when declared."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from core.engine._frozen import one_step
from core.engine.client import ModelRequest


@dataclasses.dataclass(frozen=True)
class _Plain:
    name: str
    count: int = 2
    tags: tuple[str, ...] = ()


@one_step
@dataclasses.dataclass(frozen=True)
class _Quick:
    name: str
    count: int = 2
    tags: tuple[str, ...] = ()


def test_a_class_built_in_one_step_behaves_as_the_frozen_dataclass():
    assert str(inspect.signature(_Quick)) == str(inspect.signature(_Plain))
    quick = _Quick("a", tags=("x",))
    assert (quick.name, quick.count, quick.tags) == ("a", 2, ("x",))
    assert repr(quick) == repr(_Plain("a", tags=("x",))).replace("_Plain", "_Quick")
    assert quick == _Quick("a", 2, ("x",)) and hash(quick) == hash(_Quick("a", 2, ("x",))) and quick != _Quick("b")
    assert dataclasses.replace(quick, count=5) == _Quick("a", 5, ("x",))
    assert [f.name for f in dataclasses.fields(quick)] == ["name", "count", "tags"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.count = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        _Quick()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        _Quick("a", nope=1)  # type: ignore[call-arg]


def test_a_model_request_is_still_a_frozen_dataclass_with_its_defaults():
    request = ModelRequest("system", (), ())
    assert (request.max_tokens, request.tool_choice, request.parallel_tool_calls) == (1024, "auto", True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        request.max_tokens = 5  # type: ignore[misc]


def test_what_one_step_cannot_build_is_refused_when_declared():
    with pytest.raises(TypeError):
        one_step(dataclasses.dataclass(type("Open", (), {"__annotations__": {"a": "int"}})))
    with pytest.raises(TypeError):
        @one_step
        @dataclasses.dataclass(frozen=True)
        class _Listed:
            items: list[int] = dataclasses.field(default_factory=list)
