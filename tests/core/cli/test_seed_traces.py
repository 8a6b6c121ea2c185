"""Every trace the lesson prints, reproduced byte for byte through the CLI."""

from __future__ import annotations

import io

import pytest

from core.cli.ask import build_parser, run_ask

Q1042 = "Wann kommt Bestellung 1042 an?"
TWO = "Wann kommt 1042 an, und bis wann kann ich 1187 zurückgeben?"


def ask(*argv: str) -> str:
    parser = build_parser()
    args = parser.parse_args(["ask", "--lesson-data", *argv])
    out = io.StringIO()
    assert run_ask(args, parser, out) == 0
    return out.getvalue()


def test_1042_question():
    assert ask(Q1042) == (
        "Frage: Wann kommt Bestellung 1042 an?\n"
        "  Aufruf 1 (~34 Tokens): tool_use\n"
        "    call_1 get_order_status(1042) → 1042 — versandt, Lieferung 3. November\n"
        "  Aufruf 2 (~45 Tokens): end_turn\n"
        "  Antwort: Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November.\n"
    )


def test_thanks():
    assert ask("Danke, das war alles.") == (
        "Frage: Danke, das war alles.\n"
        "  Aufruf 1 (~33 Tokens): end_turn\n"
        "  Antwort: Gern geschehen! Schreib uns, wenn du noch eine Frage hast.\n"
    )


def test_9999_then_paket_share_one_client():
    assert ask("Wo ist Bestellung 9999?", "Wo ist mein Paket?") == (
        "Frage: Wo ist Bestellung 9999?\n"
        "  Aufruf 1 (~33 Tokens): tool_use\n"
        "    call_1 get_order_status(9999) → ✗ keine Bestellung 9999\n"
        "  Aufruf 2 (~40 Tokens): end_turn\n"
        "  Antwort: Ich finde diese Bestellung nicht. Bitte prüfe die Nummer.\n"
        "Frage: Wo ist mein Paket?\n"
        "  Aufruf 1 (~33 Tokens): tool_use\n"
        "    call_2 get_order_status() → ✗ fehlt order_id\n"
        "  Aufruf 2 (~38 Tokens): end_turn\n"
        "  Antwort: Wie lautet deine Bestellnummer?\n"
    )


def test_guessing_model_stops_after_max_calls():
    assert ask("Ich weiß die Nummer nicht mehr, es war ungefähr 1050.") == (
        "Frage: Ich weiß die Nummer nicht mehr, es war ungefähr 1050.\n"
        "  Aufruf 1 (~40 Tokens): tool_use\n"
        "    call_1 get_order_status(1050) → ✗ keine Bestellung 1050\n"
        "  Aufruf 2 (~47 Tokens): tool_use\n"
        "    call_2 get_order_status(1051) → ✗ keine Bestellung 1051\n"
        "  Aufruf 3 (~54 Tokens): tool_use\n"
        "    call_3 get_order_status(1052) → ✗ keine Bestellung 1052\n"
        "  Aufruf 4 (~61 Tokens): tool_use\n"
        "    call_4 get_order_status(1053) → ✗ keine Bestellung 1053\n"
        "  Stopp nach 4 Aufrufen → zu einem Menschen\n"
    )


def test_two_orders_with_status_tool_only():
    assert ask(TWO) == (
        f"Frage: {TWO}\n"
        "  Aufruf 1 (~42 Tokens): tool_use\n"
        "    call_1 get_order_status(1042) → 1042 — versandt, Lieferung 3. November\n"
        "  Aufruf 2 (~53 Tokens): end_turn\n"
        "  Antwort: Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November.\n"
    )


def test_two_orders_with_return_window():
    assert ask("--tools", "get_order_status,get_return_window", TWO) == (
        f"Frage: {TWO}\n"
        "  Aufruf 1 (~61 Tokens): tool_use\n"
        "    call_1 get_order_status(1042) → 1042 — versandt, Lieferung 3. November\n"
        "    call_2 get_return_window(1187) → 1187 — Rückgabe bis 9. November\n"
        "  Aufruf 2 (~83 Tokens): end_turn\n"
        "  Antwort: Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November; "
        "1187 — Rückgabe bis 9. November.\n"
    )


def test_no_tools_makes_something_up():
    """The lesson's opening problem: without tools the model invents a date (system 15 + question 7 tokens)."""
    assert ask("--no-tools", Q1042) == (
        "Frage: Wann kommt Bestellung 1042 an?\n"
        "  Aufruf 1 (~22 Tokens): end_turn\n"
        "  Antwort: Bestellung 1042 kommt bis Freitag an.\n"
    )


def test_token_budget_stops_guessing_at_the_third_call():
    out = ask("--token-budget", "100", "Ich weiß die Nummer nicht mehr, es war ungefähr 1050.")
    assert "  Aufruf 3 (~54 Tokens): tool_use\n" in out
    assert "Aufruf 4" not in out
    assert out.endswith("  Stopp: Token-Budget überschritten (141 > 100) → zu einem Menschen\n")


def test_max_calls_option():
    out = ask("--max-calls", "2", "Ich weiß die Nummer nicht mehr, es war ungefähr 1050.")
    assert out.endswith("  Stopp nach 2 Aufrufen → zu einem Menschen\n")


def test_another_customers_order_looks_like_no_order():
    other = ask("--customer", "K-200", Q1042)
    missing = ask("--customer", "K-200", "Wo ist Bestellung 9999?")
    assert "call_1 get_order_status(1042) → ✗ keine Bestellung 1042" in other
    assert "call_1 get_order_status(9999) → ✗ keine Bestellung 9999" in missing


@pytest.mark.parametrize("argv", [["--max-calls", "0", "x"], ["--tools", "nope", "x"],
                                  ["--no-tools", "--tools", "a", "x"], []])
def test_bad_arguments_get_usage_error(argv, capsys):
    parser = build_parser()
    with pytest.raises(SystemExit) as exit_info:
        args = parser.parse_args(["ask", *argv])
        run_ask(args, parser, io.StringIO())
    assert exit_info.value.code == 2
    assert "usage: main.py ask" in capsys.readouterr().err
