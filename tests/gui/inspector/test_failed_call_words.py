"""A failed call whose reason the program cannot word (a lesson's injected fault text) is quoted only where it stands
alone, the calls table's cell; the inspector's own lines (the caption above the JSON, the sequence's hand-off
arrow) say in the window's language that the call failed, never gluing the lesson's German into them."""

from __future__ import annotations

import re

import pytest

from core.faults.model_faults import ModelFault
from gui.common.i18n import language, translate
from tests.core.german_words import german_in

CYRILLIC = re.compile("[а-яА-Я]")


@pytest.mark.parametrize("code", ["en", "ru"])
def test_an_unworded_failure_stays_out_of_the_inspectors_sentences(window, ask, code):
    assert language.set(code)
    window.injector.arm(ModelFault(kind="stream_cut"))
    end = ask(window, "Wann kommt Bestellung 1042 an?")
    calls = window.inspector.calls
    row = len(calls.model.records) - 1
    record = calls.model.records[row]
    assert record.kind == "failed" and record.stop_reason == f"✗ {end.detail}"  # alone in its cell, as it came
    calls.select(row)
    caption = calls.caption.text()  # the whole text (the label only elides it when painting)
    handoff = window.inspector.sequence.view.builder.arrows[-1]
    assert handoff.kind == "handoff"
    failed = translate("Provider", "the model call failed")
    for line in (caption, handoff.label):
        assert german_in([line]) == [] and failed in line, line
        assert bool(CYRILLIC.search(line)) == (code == "ru")
