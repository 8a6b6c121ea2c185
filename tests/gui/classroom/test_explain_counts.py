"""The Explain pane counts a run's model calls in the language's own plural: "1 model call", "2 model calls";
"1 Modellaufruf", "2 Modellaufrufen"; "1 вызова", "2 вызовов", "21 вызова"."""

from __future__ import annotations

import pytest

from core.engine.events import RunEnded
from gui.classroom.explain import Explainer
from gui.common.i18n import language

COUNTED = {  # (language, reason, calls) → what the explanation says
    ("en", "answer", 1): "after 1 model call and 79 input",
    ("en", "answer", 2): "after 2 model calls and 79 input",
    ("en", "max_calls", 1): "MAX_CALLS (1 model call)",
    ("en", "max_calls", 4): "MAX_CALLS (4 model calls)",
    ("de", "answer", 1): "nach 1 Modellaufruf und",
    ("de", "answer", 3): "nach 3 Modellaufrufen und",
    ("de", "max_calls", 1): "MAX_CALLS (1 Modellaufruf)",
    ("de", "max_calls", 4): "MAX_CALLS (4 Modellaufrufe)",
    ("ru", "answer", 1): "после 1 вызова модели;",
    ("ru", "answer", 2): "после 2 вызовов модели;",
    ("ru", "answer", 21): "после 21 вызова модели;",
    ("ru", "max_calls", 1): "MAX_CALLS (1 вызов модели)",
    ("ru", "max_calls", 3): "MAX_CALLS (3 вызова модели)",
    ("ru", "max_calls", 5): "MAX_CALLS (5 вызовов модели)",
}


@pytest.mark.parametrize("code,reason,calls", list(COUNTED))
def test_the_ending_counts_the_calls_in_the_languages_plural(qapp, code, reason, calls):
    assert language.set(code)
    try:
        said = Explainer().explain(RunEnded(reason, "", calls, 79, 10)) or ""
    finally:
        language.set("en")
    assert COUNTED[code, reason, calls] in said, said
    assert "%n" not in said and "{" not in said
