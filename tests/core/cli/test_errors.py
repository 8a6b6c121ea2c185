"""The command line refuses bad input in words: bad numbers, options that would be silently ignored, a file that
cannot be written, and retry lines that tell a timeout from no connection."""

from __future__ import annotations

import pytest

from core.cli.ask import main as cli_main
from tests.lessons import SHOP_FAULTY_SCRIPT, SHOP_TESTSET


@pytest.mark.parametrize("argv, words", [
    (["ask", "--max-calls", "abc", "hi"], "argument --max-calls: not a whole number: 'abc'"),
    (["ask", "--timeout", "soon", "hi"], "argument --timeout: not a number of seconds: 'soon'"),
    (["ask", "--timeout", "nan", "hi"], "argument --timeout: must be more than 0"),
    (["batch", "x.json", "--concurrency", "many"], "argument --concurrency: not a whole number: 'many'"),
    (["ask", "--base-url", "http://127.0.0.1:9/v1", "hi"], "--base-url only with --provider"),
    (["ask", "--stream", "hi"], "--stream only with --provider"),
    (["ask", "--provider", "local", "--base-url", "localhost:11434", "hi"], "must start with http://"),
])
def test_cli_refuses_bad_arguments_in_words_before_anything_runs(argv, words, capsys):
    with pytest.raises(SystemExit) as exited:
        cli_main(argv)
    captured = capsys.readouterr()
    assert exited.value.code == 2 and words in captured.err and "Frage:" not in captured.out
    assert "_positive" not in captured.err and "_seconds" not in captured.err


@pytest.mark.parametrize("extra, words", [
    (["--base-url", "http://127.0.0.1:9/v1"], "need a real --provider"),
    (["--script", str(SHOP_FAULTY_SCRIPT)], "--script needs --provider scripted"),
    (["--lesson-data", "--csv", "{tmp}"], "cannot write"),  # a folder is no CSV file
])
def test_cli_batch_says_what_is_wrong_without_a_traceback(extra, words, capsys, tmp_path):
    argv = ["batch", str(SHOP_TESTSET), *[a.replace("{tmp}", str(tmp_path)) for a in extra]]
    assert cli_main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_cli_retry_line_tells_a_timeout_from_no_connection():
    from core.cli.ask import retry_line
    from core.engine.events import Retrying

    line = retry_line(Retrying(None, 0.5, 1, "ReadTimeout: timed out"))
    assert line == "  no answer in time, retrying in 0.5 s"
    assert retry_line(Retrying(None, 0.5, 1, "ConnectError: refused")) == "  no connection, retrying in 0.5 s"
    assert retry_line(Retrying(429, 1.0, 1, "")) == "  429, retrying in 1.0 s"


def test_the_batch_table_speaks_one_language(capsys):
    import sys

    from core.cli.batch import print_table
    from core.runs.batch import CaseResult
    from tests.core.german_words import german_in

    result = CaseResult(index=0, question="Wo ist Bestellung 9999?", passed=True, reason="answer", answer="",
                        calls=1, tokens=30, handoffs=0, failures=1)
    print_table([result], sys.stdout)
    header = capsys.readouterr().out.splitlines()[0]
    assert header.split() == ["Question", "Result", "Calls", "Tokens", "Hand-offs", "Errors"]
    assert not german_in([header])
