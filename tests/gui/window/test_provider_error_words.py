"""A provider's failure in the window, end to end over 127.0.0.1: the chat, the calls table and the HTTP pane
word it in the window's language (no German in an English or a Russian window); what the provider said stays
verbatim, on a line of its own."""

from __future__ import annotations

import re

import pytest

from gui.common.i18n import language
from tests.core.german_words import german_in
from tests.core.providers.local_server import Json, ScriptedServer
from tests.gui.provider_helpers import KEY, QUESTION, error_reply, use_provider

CYRILLIC = re.compile("[а-яА-Я]")
FAILED = {"en": "The model call failed: ", "ru": "Вызов модели не удался: "}


def _failure_lines(window, code: str) -> list[str]:
    """The chat's lines from the failure's first line up to the lesson's hand-off answer."""
    lines = window.chat.plain_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(FAILED[code]))
    return [line for line in lines[start:start + 2] if line.startswith((FAILED[code], "“"))]


@pytest.mark.parametrize("code", ["en", "ru"])
def test_a_refused_key_is_worded_in_the_window_language(window, ask, code):
    assert language.set(code)
    with ScriptedServer([error_reply(401, "invalid x-api-key", "req_401abc")]) as server:
        use_provider(window, server.url)
        end = ask(window, QUESTION)
    assert end.reason == "model_error"
    lines = _failure_lines(window, code)
    assert len(lines) == 2 and "(HTTP 401)" in lines[0] and lines[1] == "“invalid x-api-key”"
    assert german_in(lines) == [] and KEY not in window.chat.plain_text()
    assert bool(CYRILLIC.search(lines[0])) == (code == "ru")
    record = window.inspector.calls.model.records[-1]
    assert record.kind == "failed" and german_in([record.stop_reason]) == []
    assert bool(CYRILLIC.search(record.stop_reason)) == (code == "ru")
    handoff = window.inspector.sequence.view.builder.arrows[-1]
    assert handoff.kind == "handoff" and "(HTTP 401)" in handoff.label and german_in([handoff.label]) == []
    assert bool(CYRILLIC.search(handoff.label)) == (code == "ru")
    assert "invalid x-api-key" not in handoff.label  # the provider's words are not glued into ours


@pytest.mark.parametrize("code", ["en", "ru"])
def test_a_body_that_is_not_json_is_worded_in_the_window_language(window, ask, code):
    assert language.set(code)
    with ScriptedServer([Json(b"<html>Bad gateway</html>")]) as server:
        use_provider(window, server.url)
        end = ask(window, QUESTION)
    assert end.reason == "model_error" and "not a JSON object" in end.detail  # core's English sentence
    lines = _failure_lines(window, code)
    assert len(lines) == 1 and german_in(lines) == []
    assert bool(CYRILLIC.search(lines[0])) == (code == "ru")
