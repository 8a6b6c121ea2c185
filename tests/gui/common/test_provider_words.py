"""A failed model call is worded in the window's language: core gives a code and values, the window the words.

Each kind of failure is made by core's own code path, then worded in English and in Russian: no German word
may reach the line, and what the provider said stays verbatim on a line of its own.
"""

from __future__ import annotations

import re

import httpx
import pytest

from core.engine.cancel import CancelToken
from core.engine.client import ModelError
from core.engine.messages import Message, TextBlock, ToolUseBlock
from core.providers import protocol_check
from core.providers._http import HttpSession
from core.providers._intake import too_large
from core.providers._watch import Watch
from core.providers.config import insecure_http_refusal
from core.providers.failures import failure
from core.providers.keys import find_key
from core.providers.streaming import AnthropicStream
from gui.common.i18n import language
from gui.common.provider_words import failure_lines, failure_text
from tests.core.german_words import german_in

CYRILLIC = re.compile("[а-яА-Я]")


def _raised(action) -> ModelError:
    with pytest.raises(ModelError) as caught:
        action()
    return caught.value


def _http_401() -> ModelError:
    return failure("http", status=401, said="invalid x-api-key")


def _no_connection() -> ModelError:
    request = httpx.Request("POST", "http://127.0.0.1:9/v1/messages")
    return HttpSession._connection_error(httpx.ConnectError("connection refused"), request)


def _timeout() -> ModelError:
    watch = Watch(CancelToken(), 1.5)
    watch.close()
    return watch.time_up()


def _too_large() -> ModelError:
    return too_large(None, 32 * 2**20, 200)


def _stream_error() -> ModelError:
    stream = AnthropicStream(lambda event: None)
    return _raised(lambda: stream.feed({"event": "error", "data": {"type": "error",
                                                                    "error": {"message": "Overloaded"}}}))


def _missing_key() -> ModelError:
    return _raised(lambda: find_key("anthropic", env={}))


def _bad_key_chars() -> ModelError:
    return _raised(lambda: find_key("anthropic", env={"ANTHROPIC_API_KEY": "sk-bad\x07key"}))


def _insecure_http() -> ModelError:
    refusal = insecure_http_refusal("http://192.168.1.20:11434/v1", has_key=True)
    assert refusal is not None
    return refusal


def _protocol_problem() -> ModelError:
    broken = [Message(role="user", content="Wo ist 1042?"),
              Message(role="assistant", content=[ToolUseBlock(id="toolu_lost", name="get_order_status",
                                                              input={"order_id": "1042"})]),
              Message(role="user", content=[TextBlock(text="und?")])]
    error = failure("http", status=400, said="tool_use ids were found without tool_result blocks")
    error.values["problems"] = [{"code": p.code, "values": p.values} for p in protocol_check.find(broken)]
    return error


def _internal() -> ModelError:
    return ModelError("internal error of the program: RuntimeError('boom')", code="internal",
                      values={"said": "RuntimeError('boom')"})


KINDS = {"http status": _http_401, "no connection": _no_connection, "timeout": _timeout, "too large": _too_large,
         "stream error": _stream_error, "missing key": _missing_key, "bad key chars": _bad_key_chars,
         "insecure http": _insecure_http, "protocol check": _protocol_problem, "internal error": _internal}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("code", ["en", "ru"])
def test_every_kind_of_failure_is_worded_in_the_window_language_without_german(qapp, kind, code):
    error = KINDS[kind]()
    assert error.code, "core gave no code to word"
    assert german_in([error.text]) == []  # the English sentence the CLI and the logs print
    assert language.set(code)
    lines = failure_lines(error)
    assert german_in(lines) == []
    if code == "ru":
        assert CYRILLIC.search(lines[0]), lines[0]
    else:
        assert error.text.startswith(lines[0])


def test_what_the_provider_said_stays_verbatim_on_its_own_line(qapp):
    assert language.set("ru")
    lines = failure_lines(_http_401())
    assert CYRILLIC.search(lines[0]) and "(HTTP 401)" in lines[0]
    assert "invalid x-api-key" not in lines[0] and lines[1] == "“invalid x-api-key”"


def test_protocol_problems_are_listed_each_on_its_own_line_in_russian(qapp):
    assert language.set("ru")
    lines = failure_lines(_protocol_problem())
    assert any("toolu_lost" in line and CYRILLIC.search(line) for line in lines[2:])


def test_an_error_without_a_code_is_shown_as_written(qapp):
    assert language.set("ru")
    assert failure_text(ModelError("Skript zu Ende")) == "Skript zu Ende"


def test_a_key_in_what_was_said_is_masked(qapp):
    key = "sk-test-SECRET-words3-0001"
    find_key("anthropic", key=key)  # remembered for redaction, as a dialog's key is
    text = failure_text(failure("http", status=401, said=f"invalid key {key}"))
    assert key not in text and "***" in text


@pytest.mark.parametrize("code", ["de", "en", "ru"])
def test_a_used_up_script_is_worded_in_the_windows_language(qapp, code):
    from core.engine.client import ModelRequest
    from core.faults.scripted import ScriptedClient

    client = ScriptedClient.from_text('{"replies": [{"text": "Nur eine Antwort."}]}')
    request = ModelRequest(system="", messages=(Message(role="user", content=[TextBlock(text="?")]),), tools=())
    client.create(request)
    error = _raised(lambda: client.create(request))
    assert language.set(code)
    line = failure_lines(error)[0]
    assert "1" in line and "2" in line
    assert bool(CYRILLIC.search(line)) == (code == "ru")
    assert ("script has ended" in line) == (code == "en")
    assert code == "de" or not german_in([line])
