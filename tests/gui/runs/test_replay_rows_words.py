"""Run again's side-by-side rows are labelled in the program's language, whatever the lesson's."""

from __future__ import annotations

import pytest

from core.lesson.store import OrdersStore
from core.runs.replay import replay
from gui.common.i18n import language
from gui.runs.replay_view import ReplayRowsModel
from tests.core.runs.test_record import recorded
from tests.lessons import SHOP

LABELS = {"en": ["Answer", "End", "Calls", "Tool 1"], "de": ["Antwort", "Ende", "Aufrufe", "Tool 1"],
          "ru": ["Ответ", "Конец", "Вызовы", "Инструмент 1"]}


@pytest.mark.parametrize("code", ["en", "de", "ru"])
def test_row_labels_follow_the_language(qtbot, code):
    store = OrdersStore.in_memory(seed=SHOP)
    model = ReplayRowsModel()
    model.set_diff(replay(recorded(store), store))
    language.set(code)
    labels = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
    assert labels == LABELS[code]
