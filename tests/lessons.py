"""The shipped lessons' seeds for tests: a store is opened for a lesson with its seed, as the app does it."""

from __future__ import annotations

from core.lesson.catalog import shipped_lesson
from core.lesson.seed import Seed


def seed_of(name: str) -> Seed:
    return shipped_lesson(name).seed()


SHOP_FOLDER = shipped_lesson("de-shop").folder
SHOP_TESTSET = SHOP_FOLDER / "testset.json"  # the shop lesson's own questions
SHOP_APPROVALS = SHOP_FOLDER / "approval_testset.json"  # its acting calls under each approval policy
SHOP_FAULTY_SCRIPT = SHOP_FOLDER / "faulty_script.json"  # a scripted model asking what it may not
SHOP = seed_of("de-shop")  # the German shop lesson, which most tests ask about (order 1042 of K-100)
