"""A saved run keeps the lesson it ran in, whatever model answered, and opens again with that lesson's statuses."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from core.lesson.catalog import find_lesson
from core.lesson.store import OrdersStore
from core.runs.assemble import assemble_loop
from core.runs.branches import BranchTree
from core.runs.record import Recorder, load, loads, make_record, recorded_settings, save
from core.runs.saved_branches import save_tree
from tests.core.helpers import FunctionClient, text_reply
from tests.lessons import SHOP

QUESTION = "Где мои заказы 4417 и 5120?"


def _russian_run():
    """A run of the Russian lesson against a model that is not the lesson's fake one (as a real provider)."""
    lesson = find_lesson("ru-northwind")
    store = OrdersStore.in_memory(seed=lesson.seed())
    client = FunctionClient(lambda request: text_reply("Сейчас проверю."))
    settings = lesson.run_settings()
    recorder = Recorder()
    end = assemble_loop(client, store, settings, registry=lesson.registry()).run(QUESTION, history=[],
                                                                                emit=recorder)
    record = make_record(recorded_settings(client, settings, store.seed.lesson), [], store.all(), QUESTION,
                         list(end.messages), 0, recorder, end)
    tree = BranchTree()
    tree.root.orders = [o.model_dump(mode="json") for o in store.all()]
    return record, tree, store


def test_a_saved_run_of_the_russian_lesson_opens_again_with_its_statuses(tmp_path):
    record, tree, store = _russian_run()
    record = record.model_copy(update={"branches": save_tree(tree, store.statuses)})
    opened = load(save(record, tmp_path / "run.json"))
    assert opened.settings.lesson == "ru-northwind" and opened.settings.client == "function"
    assert {o.status for o in opened.orders} <= set(store.statuses)
    assert "отправлен" in {o.status for o in opened.orders}
    assert [o.order_id for o in opened.branches[0].orders or []] == [o.order_id for o in store.all()]


def test_the_russian_orders_are_refused_under_another_lessons_statuses():
    record, tree, store = _russian_run()
    with pytest.raises(ValidationError, match="unknown status"):
        save_tree(tree, SHOP.statuses)


def test_a_run_that_names_no_lesson_opens_with_any_status(tmp_path):
    record, _, _ = _russian_run()
    unnamed = record.model_copy(update={"settings": record.settings.model_copy(update={"lesson": ""})})
    opened = loads(save(unnamed, tmp_path / "run.json").read_text(encoding="utf-8"))
    assert opened.settings.lesson == "" and [o.status for o in opened.orders] == [o.status for o in record.orders]


@pytest.mark.parametrize("lesson", ["ru-northwind", ""])
def test_a_saved_run_that_recorded_no_words_replays_with_its_lessons(tmp_path, lesson):
    """A file from before the prompt, hand-off and placeholder were recorded ran with its lesson's words (the
    default lesson's when it names none): replay sends those, never the engine's neutral defaults."""
    import json

    from core.runs.replay import replay

    record, _, store = _russian_run()
    data = json.loads(save(record, tmp_path / "run.json").read_text(encoding="utf-8"))
    for name in ("system", "handoff", "placeholder_model"):
        del data["settings"][name]
    data["settings"]["lesson"], data["checksum"] = lesson, ""
    opened = loads(json.dumps(data))
    words = find_lesson(lesson or "de-shop").words()
    assert (opened.settings.system, opened.settings.handoff) == (words["system"], words["handoff"])
    sent = []
    client = FunctionClient(lambda request: sent.append(request) or text_reply("Сейчас проверю."))
    replay(opened, store, client, registry=find_lesson("ru-northwind").registry())
    assert [(r.system, r.model) for r in sent] == [(words["system"], words["placeholder_model"])]
