"""Frozen dataclasses that are built in one step.

A frozen dataclass's own `__init__` sets each field through `object.__setattr__`, one call per field; a run
makes a dozen or more events and a request per model call, so that cost adds up. `one_step` gives such a
class an `__init__` with the same signature that puts all fields into the instance's `__dict__` at once.
Everything else stays the dataclass's: frozen (assigning raises FrozenInstanceError), equality, hash, repr,
`dataclasses.fields` and `replace`.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

C = TypeVar("C", bound=type)


def one_step(cls: C) -> C:
    """`cls` (a frozen dataclass without `__post_init__`, default factories or init-only fields) with an
    `__init__` that sets every field in one step."""
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    if not params.frozen or hasattr(cls, "__post_init__") or "__slots__" in cls.__dict__:
        raise TypeError(f"{cls.__name__}: one_step needs a frozen dataclass with a __dict__ and no __post_init__")
    names: dict[str, object] = {"_set": object.__setattr__}
    arguments, items = [], []
    for field in dataclasses.fields(cls):
        if not field.init or field.kw_only or field.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{field.name}: one_step takes plain fields with plain defaults")
        if field.default is dataclasses.MISSING:
            arguments.append(field.name)
        else:
            names[f"_default_{field.name}"] = field.default
            arguments.append(f"{field.name}=_default_{field.name}")
        items.append(f"{field.name!r}: {field.name}")
    source = (f"def __init__(self, {', '.join(arguments)}):\n"
              f"    _set(self, '__dict__', {{{', '.join(items)}}})\n")
    exec(source, names)  # the source is made above from the class's own field names
    init: Any = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__annotations__ = dict(cls.__dict__["__init__"].__annotations__)
    cls.__init__ = init  # type: ignore[misc]
    return cls
