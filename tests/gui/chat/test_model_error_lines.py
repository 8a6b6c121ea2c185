"""A failed model call's lines in the chat: the program's words in the window's language, and a reason it cannot
word (a lesson's fault text, a script's error, a config's exception) quoted on a line of its own, never glued into
one of the program's sentences."""

from __future__ import annotations

import re

import pytest

from core.faults.model_faults import ModelFault
from gui.common.i18n import language, translate
from gui.models.switch import _not_restored
from tests.core.german_words import german_in

CYRILLIC = re.compile("[а-яА-Я]")


@pytest.mark.parametrize("code", ["en", "ru"])
def test_a_lesson_worded_model_error_stands_on_its_own_line(window, ask, code):
    assert language.set(code)
    window.injector.arm(ModelFault(kind="stream_cut"))
    end = ask(window, "Wann kommt Bestellung 1042 an?")
    assert end.reason == "model_error" and german_in([end.detail])  # the lesson's own words for the fault
    lines = window.chat.plain_text().splitlines()
    head = translate("ChatView", "The model call failed:")
    at = lines.index(head)
    assert lines[at + 1] == f"“{end.detail}”"  # as the lesson wrote it, quoted
    assert not any(CYRILLIC.search(line) and german_in([line]) for line in lines)
    assert not any(line.startswith(head) and german_in([line]) for line in lines)


def test_a_restore_failure_the_program_cannot_word_is_quoted_apart(qapp):
    assert language.set("ru")
    said = _not_restored(ValueError("base_url must not be empty")).splitlines()
    assert said == ["⚠ " + translate("ModelSwitch", "The last model was not restored:"),
                    "“base_url must not be empty”"]
    assert CYRILLIC.search(said[0]) and not CYRILLIC.search(said[1])
