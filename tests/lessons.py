"""The shipped lessons' seeds for tests: a store is opened for a lesson with its seed, as the app does it."""

from __future__ import annotations

from core.lesson.catalog import shipped_lesson
from core.lesson.seed import Seed


def seed_of(name: str) -> Seed:
    return shipped_lesson(name).seed()


SHOP = seed_of("de-shop")  # the German shop lesson, which most tests ask about (order 1042 of K-100)
