"""Something summed up over a whole history (its tokens, its call ids), carried on as the history grows.

A conversation grows at its end and a message never changes (the model is frozen and nothing mutates its
content list). So a history that begins with the very message objects the last one held goes on from the
value kept for it, and each call of a long conversation works out only its new messages.
"""

from __future__ import annotations

import operator
import threading
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from core.engine.messages import Message

T = TypeVar("T")
V = TypeVar("V")
SHORT = 24  # messages: a shorter history is worked out whole, without the kept value


class OverHistory(Generic[T, V]):
    """`fold(value, each(message))` over a history, from `start()`. The value may be a collection `fold`
    extends in place: callers only read it."""

    def __init__(self, each: Callable[[Message], V], fold: Callable[[T, V], T], start: Callable[[], T]) -> None:
        self._each = each
        self._fold = fold
        self._start = start
        self._seen: tuple[Message, ...] = ()
        self._value = start()
        self._lock = threading.Lock()  # batch runs share it from several threads: each finds its own history

    def __call__(self, messages: Sequence[Message]) -> T:
        if len(messages) < SHORT:  # quicker worked out than looked up
            value = self._start()
            for message in messages:
                value = self._fold(value, self._each(message))
            return value
        history = tuple(messages)
        with self._lock:
            seen, value = self._seen, self._value
            if len(history) < len(seen) or not all(map(operator.is_, history, seen)):
                seen, value = (), self._start()  # another history, or this one changed: from the start
            for message in history[len(seen):]:
                value = self._fold(value, self._each(message))
            self._seen, self._value = history, value
            return value
