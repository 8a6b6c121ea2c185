"""`main.py ask --approve all|none`: the command line's policy for acting tools; the default is deny."""

from __future__ import annotations

import io

import pytest

from core.cli.ask import build_parser, run_ask

CANCEL = "Storniere Bestellung 1042"


def ask(*argv: str) -> str:
    parser = build_parser()
    out = io.StringIO()
    args = parser.parse_args(["ask", "--lesson-data", "--tools", "get_order_status,cancel_order", *argv])
    assert run_ask(args, parser, out) == 0
    return out.getvalue()


def test_without_a_flag_an_acting_call_is_denied_and_the_answer_says_so():
    assert ask(CANCEL) == (
        "Frage: Storniere Bestellung 1042\n"
        "  Aufruf 1 (~54 Tokens): tool_use\n"
        "    Freigabe call_1 cancel_order(1042): abgelehnt (Richtlinie der Kommandozeile: die Richtlinie lehnt jede "
        "Aktion ab (reject_all))\n"
        "    call_1 cancel_order(1042) → ✗ abgelehnt: die Richtlinie lehnt jede Aktion ab (reject_all)\n"
        "  Aufruf 2 (~68 Tokens): end_turn\n"
        "  Antwort: Bestellung 1042 wurde nicht storniert: abgelehnt: die Richtlinie lehnt jede Aktion ab "
        "(reject_all).\n"
    )


def test_approve_all_lets_the_call_act_and_the_next_question_finds_it_done():
    assert ask("--approve", "all", CANCEL, "Storniere Bestellung 1042") == (
        "Frage: Storniere Bestellung 1042\n"
        "  Aufruf 1 (~54 Tokens): tool_use\n"
        "    Freigabe call_1 cancel_order(1042): freigegeben (Richtlinie der Kommandozeile: approve_all)\n"
        "    call_1 cancel_order(1042) → Bestellung 1042 storniert\n"
        "  Aufruf 2 (~61 Tokens): end_turn\n"
        "  Antwort: Erledigt: Bestellung 1042 storniert.\n"
        "Frage: Storniere Bestellung 1042\n"
        "  Aufruf 1 (~54 Tokens): tool_use\n"
        "    Freigabe call_2 cancel_order(1042): freigegeben (Richtlinie der Kommandozeile: approve_all)\n"
        "    call_2 cancel_order(1042) → ✗ Bestellung 1042 ist schon storniert\n"
        "  Aufruf 2 (~64 Tokens): end_turn\n"
        "  Antwort: Bestellung 1042 wurde nicht storniert: Bestellung 1042 ist schon storniert.\n"
    )


def test_approve_none_is_the_default_said_explicitly():
    assert ask("--approve", "none", CANCEL) == ask(CANCEL)


def test_an_unknown_policy_is_refused(capsys):
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["ask", "--approve", "some", "x"])
    assert exit_info.value.code == 2 and "invalid choice: 'some'" in capsys.readouterr().err
