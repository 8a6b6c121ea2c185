"""A key never goes over plain http:// to another machine unless the user allows it; decided on the URL alone."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout

import pytest

from core.cli.ask import main
from core.providers import InsecureHttp, ProviderConfig, make_client
from core.providers.config import insecure_http_refusal
from tests.core.providers.harness import KEY

LAN = "http://192.168.1.20:11434/v1"


@pytest.mark.parametrize("url", ["http://localhost:11434/v1", "http://127.0.0.1:8080/v1", "http://[::1]:8000/v1",
                                 "http://127.0.0.2/v1", "HTTP://LOCALHOST/v1", "https://api.openai.com/v1",
                                 "https://192.168.1.20/v1"])
def test_https_and_this_machine_are_fine(url):
    assert insecure_http_refusal(url, has_key=True) is None


@pytest.mark.parametrize("url", [LAN, "http://example.com/v1", "http://10.0.0.2:1234/v1", "http://[fe80::1]/v1",
                                 "http://localhost.example.com/v1"])
def test_plain_http_to_another_machine_with_a_key_is_refused_and_says_why(url):
    refusal = insecure_http_refusal(url, has_key=True)
    assert refusal is not None and "http://" in refusal.text and "unencrypted" in refusal.text.lower()
    assert "--allow-insecure-http" in refusal.text
    assert insecure_http_refusal(url, has_key=False) is None  # nothing secret to lose


def test_make_client_refuses_before_any_request_unless_allowed():
    with pytest.raises(InsecureHttp) as refused:
        make_client(ProviderConfig("openai-chat", base_url=LAN), key=KEY)
    assert "192.168.1.20" in refused.value.text and KEY not in refused.value.text
    allowed = make_client(ProviderConfig("openai-chat", base_url=LAN, allow_insecure_http=True), key=KEY)
    allowed.close()
    make_client(ProviderConfig("local", base_url=LAN)).close()  # a local server without a key


def _cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def test_ask_refuses_with_the_reason_and_exit_2(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    code, out, err = _cli(["ask", "--provider", "openai-chat", "--base-url", LAN, "--lesson-data", "Wo ist 1042?"])
    assert code == 2 and "Unencrypted" in err and out == ""


def test_batch_refuses_with_the_reason_and_exit_2(monkeypatch, tmp_path):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    code, _, err = _cli(["batch", "resources/lessons/de-shop/testset.json", "--provider", "openai-chat",
                         "--base-url", LAN, "--lesson-data"])
    assert code == 2 and "Unencrypted" in err


def test_the_flag_on_the_command_lines_allows_it():
    from core.cli.ask import build_parser

    parser = build_parser()
    assert parser.parse_args(["ask", "--allow-insecure-http", "x"]).allow_insecure_http
    assert parser.parse_args(["batch", "f.json", "--allow-insecure-http"]).allow_insecure_http
    assert not parser.parse_args(["ask", "x"]).allow_insecure_http
