"""The shipped lessons' seeds for tests: a store is opened for a lesson with its seed, as the app does it."""

from __future__ import annotations

from core.engine.settings import RunSettings
from core.lesson.catalog import shipped_lesson
from core.lesson.seed import Seed
from core.runs.batch import TestSet


def seed_of(name: str) -> Seed:
    return shipped_lesson(name).seed()


SHOP_FOLDER = shipped_lesson("de-shop").folder
SHOP_TESTSET = SHOP_FOLDER / "testset.json"  # the shop lesson's own questions
SHOP_APPROVALS = SHOP_FOLDER / "approval_testset.json"  # its acting calls under each approval policy
SHOP_FAULTY_SCRIPT = SHOP_FOLDER / "faulty_script.json"  # a scripted model asking what it may not
SHOP = seed_of("de-shop")  # the German shop lesson, which most tests ask about (order 1042 of K-100)
SHOP_WORDS = shipped_lesson("de-shop").words()  # its system prompt, hand-off, customer and model placeholder


def shop_settings(**fields: object) -> RunSettings:
    """Run settings with the German shop lesson's words (the engine's own defaults are neutral), `fields` on top."""
    return RunSettings.model_validate({**SHOP_WORDS, **fields})


def shop_testset(testset: TestSet) -> TestSet:
    """`testset` with the German shop lesson's words under its defaults, as the CLI and the window give them."""
    return testset.model_copy(update={"defaults": shop_settings().overridden_by(testset.defaults)})
