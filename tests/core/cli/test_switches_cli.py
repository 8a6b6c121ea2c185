"""The protocol switches from the command line, and what the lesson's fake model makes of each (exact traces)."""

from __future__ import annotations

import io

import pytest

from core.cli.ask import build_parser, run_ask

TWO = "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?"
BOTH = "get_order_status,get_return_window"


def ask(*argv: str) -> str:
    parser = build_parser()
    args = parser.parse_args(["ask", "--lesson-data", *argv])
    out = io.StringIO()
    assert run_ask(args, parser, out) == 0
    return out.getvalue()


def test_parallel_off_takes_one_call_per_reply():
    assert ask("--tools", BOTH, "--no-parallel", TWO) == (
        f"Frage: {TWO}\n"
        "  Aufruf 1 (~61 Tokens): tool_use\n"
        "    call_1 get_order_status(1042) → 1042 — versandt, Lieferung 3. November\n"
        "  Aufruf 2 (~72 Tokens): tool_use\n"
        "    call_2 get_return_window(1187) → 1187 — Rückgabe bis 9. November\n"
        "  Aufruf 3 (~83 Tokens): end_turn\n"
        "  Antwort: Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November; 1187 — Rückgabe bis 9. November.\n"
    )


def test_parallel_on_asks_for_both_in_one_reply():
    assert "Aufruf 1 (~61 Tokens): tool_use\n    call_1 get_order_status(1042)" in ask("--tools", BOTH, TWO)
    assert "    call_2 get_return_window(1187)" in ask("--tools", BOTH, TWO).splitlines()[3]


def test_tool_choice_none_gets_the_made_up_answer():
    assert ask("--tool-choice", "none", "Wann kommt Bestellung 1042 an?") == (
        "Frage: Wann kommt Bestellung 1042 an?\n"
        "  Aufruf 1 (~34 Tokens): end_turn\n"
        "  Antwort: Bestellung 1042 kommt bis Freitag an.\n"
    )


def test_a_named_tool_is_called_first():
    assert ask("--tools", BOTH, "--tool-choice", "tool:get_return_window", "Wann kommt Bestellung 1042 an?") == (
        "Frage: Wann kommt Bestellung 1042 an?\n"
        "  Aufruf 1 (~53 Tokens): tool_use\n"
        "    call_1 get_return_window(1042) → 1042 — Rückgabe bis 17. November\n"
        "  Aufruf 2 (~64 Tokens): end_turn\n"
        "  Antwort: Ich habe nachgesehen: 1042 — Rückgabe bis 17. November.\n"
    )


def test_any_makes_the_model_call_a_tool_even_for_thanks():
    assert ask("--tool-choice", "any", "Danke, das war alles.") == (
        "Frage: Danke, das war alles.\n"
        "  Aufruf 1 (~33 Tokens): tool_use\n"
        "    call_1 get_order_status() → ✗ fehlt order_id\n"
        "  Aufruf 2 (~38 Tokens): end_turn\n"
        "  Antwort: Wie lautet deine Bestellnummer?\n"
    )


def test_a_strict_tool_is_never_called_without_its_number():
    assert ask("--strict", "get_order_status", "Wo ist mein Paket?") == (
        "Frage: Wo ist mein Paket?\n"
        "  Aufruf 1 (~33 Tokens): end_turn\n"
        "  Antwort: Wie lautet deine Bestellnummer?\n"
    )


def test_strict_lets_another_customers_number_through_and_the_program_refuses_it():
    assert ask("--strict", "get_order_status", "--customer", "K-200", "Wann kommt Bestellung 1042 an?") == (
        "Frage: Wann kommt Bestellung 1042 an?\n"
        "  Aufruf 1 (~34 Tokens): tool_use\n"
        "    call_1 get_order_status(1042) → ✗ keine Bestellung 1042\n"
        "  Aufruf 2 (~41 Tokens): end_turn\n"
        "  Antwort: Ich finde diese Bestellung nicht. Bitte prüfe die Nummer.\n"
    )


@pytest.mark.parametrize(("argv", "message"), [
    (["--tool-choice", "required"], "auto, any, none or tool:NAME"),
    (["--tool-choice", "tool:get_return_window"], "'get_return_window', which is not offered"),
    (["--strict", "lookup_order"], "--strict names 'lookup_order', which is not offered"),
])
def test_a_bad_switch_is_a_usage_error_in_words(argv, message, capsys):
    parser = build_parser()
    with pytest.raises(SystemExit) as exit_:
        args = parser.parse_args(["ask", "--lesson-data", *argv, "Wo ist 1042?"])
        run_ask(args, parser, io.StringIO())
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err
