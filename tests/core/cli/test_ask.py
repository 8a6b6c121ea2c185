"""`main.py ask`: MAX_CALLS capped as the toolbar caps it, a time limit, Ctrl+C ends the run as Abort does,
and an answer that passed the token budget says so."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from core.cli.ask import build_parser, run_ask
from core.engine.settings import MAX_CALLS_CAP
from tests.core.providers.local_server import Json, ScriptedServer

ROOT = Path(__file__).resolve().parents[3]
Q1042 = "Wann kommt Bestellung 1042 an?"
GUESS = "Ich weiß die Nummer nicht mehr, es war ungefähr 1050."


def ask(*argv: str) -> str:
    parser = build_parser()
    out = io.StringIO()
    assert run_ask(parser.parse_args(["ask", "--lesson-data", *argv]), parser, out) == 0
    return out.getvalue()


@pytest.mark.parametrize("value", [str(MAX_CALLS_CAP + 1), "1000000000", "0"])
def test_max_calls_beyond_the_toolbars_range_is_refused(value, capsys):
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["ask", "--max-calls", value, "x"])
    assert exit_info.value.code == 2
    assert f"argument --max-calls: must be from 1 to {MAX_CALLS_CAP}, not {value}" in capsys.readouterr().err


def test_max_calls_at_the_cap_is_allowed():
    out = ask("--max-calls", str(MAX_CALLS_CAP), GUESS)
    assert out.endswith(f"  Stopp nach {MAX_CALLS_CAP} Aufrufen → zu einem Menschen\n")


def test_time_limit_is_an_option():
    args = build_parser().parse_args(["ask", "--time-limit", "2.5", "x"])
    assert args.time_limit == 2.5
    assert build_parser().parse_args(["ask", "x"]).time_limit is None
    assert ask("--time-limit", "60", Q1042).endswith("  Antwort: Ich habe nachgesehen: 1042 — versandt, "
                                                     "Lieferung 3. November.\n")


def test_time_limit_ends_a_question_whose_model_does_not_answer():
    with ScriptedServer(lambda record: Json({}, delay=60)) as server:
        parser = build_parser()
        out = io.StringIO()
        args = parser.parse_args(["ask", "--lesson-data", "--provider", "local", "--base-url", server.url,
                                  "--time-limit", "0.5", Q1042])
        assert run_ask(args, parser, out) == 0
    assert out.getvalue() == (f"Frage: {Q1042}\n"
                              "  Stopp: Zeitlimit überschritten (0.5 s) → zu einem Menschen\n")


def test_an_answer_that_passed_the_token_budget_says_so_under_the_answer():
    assert ask("--token-budget", "40", Q1042).endswith(
        "  Aufruf 2 (~45 Tokens): end_turn\n"
        "  Antwort: Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November.\n"
        "  Hinweis: Token-Budget überschritten (79 > 40), die Antwort kam mit dem letzten Aufruf\n")


def test_ctrl_c_during_a_run_ends_it_as_abort_does_and_exits_130():
    arrived = threading.Event()

    def hang(record):
        arrived.set()
        return Json({}, delay=60)  # the model never answers (until the server stops)

    with ScriptedServer(hang) as server:
        env = {**os.environ, "LLM_API_KEY": ""}
        proc = subprocess.Popen([sys.executable, "main.py", "ask", "--lesson-data", "--provider", "local",
                                 "--base-url", server.url, Q1042, "Danke, das war alles."],
                                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert proc.stdout.readline() == f"Frage: {Q1042}\n"  # the run has started
            assert arrived.wait(30)  # and its model call is on the way
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=30)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    assert proc.returncode == 130, err
    assert out == "  Abgebrochen (Ctrl+C) → zu einem Menschen\n"  # the second question is not asked
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


def test_ctrl_c_cancels_the_runs_token_instead_of_raising_and_the_old_handler_comes_back():
    from core.cli.ask import _ctrl_c_cancels
    from core.engine.cancel import CancelToken

    before = signal.getsignal(signal.SIGINT)
    token = CancelToken()
    with _ctrl_c_cancels(token):
        signal.raise_signal(signal.SIGINT)
        assert token.wait(10) and token.reason == "Ctrl+C"
    assert signal.getsignal(signal.SIGINT) is before
