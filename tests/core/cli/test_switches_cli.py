"""The protocol switches from the command line, and what the lesson's fake model makes of each (exact traces)."""

from __future__ import annotations

import io

import jsonschema
import pytest

from core.cli.ask import build_parser, run_ask
from core.engine.events import ReplyReceived, ToolFinished
from core.engine.loop import ToolLoop
from core.engine.tools import Session
from core.lesson.catalog import find_lesson
from core.lesson.store import OrdersStore

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


def ask_ru(*argv: str) -> str:
    return ask("--lesson", "ru-northwind", *argv)


def test_the_russian_lesson_honours_the_switches():
    two = "Где мои заказы 4417 и 5120?"
    assert ask_ru("--no-parallel", two) == (
        f"Вопрос: {two}\n"
        "  Вызов 1 (~42 ток.): tool_use\n"
        "    call_1 lookup_order(4417) → 4417 — отправлен, доставка 14 ноября\n"
        "  Вызов 2 (~53 ток.): tool_use\n"
        "    call_2 lookup_order(5120) → 5120 — доставлен, доставка 2 ноября\n"
        "  Вызов 3 (~64 ток.): end_turn\n"
        "  Ответ: Вот что показывает система: 4417 — отправлен, доставка 14 ноября; 5120 — доставлен, "
        "доставка 2 ноября.\n"
    )
    assert ask_ru("--tool-choice", "none", two) == (
        f"Вопрос: {two}\n"
        "  Вызов 1 (~42 ток.): end_turn\n"
        "  Ответ: Ваш заказ 4417 придёт в пятницу.\n"
    )


def test_strict_in_the_russian_lesson_another_customers_order_fits_the_schema_and_is_not_found():
    """The seed's point: strict mode makes the arguments fit the schema; whether the values are right is the
    program's to check. 4420 is ANATR's order; ALFKI is signed in."""
    lesson = find_lesson("ru-northwind")
    events: list = []
    loop = ToolLoop(lesson.fake_client(), lesson.registry(), OrdersStore.in_memory(seed=lesson.seed()),
                    Session("ALFKI"), lesson.run_settings(strict_tools=["lookup_order"]))
    loop.run("Когда придёт заказ 4420?", emit=events.append)
    sent = next(e for e in events if isinstance(e, ReplyReceived)).wire.request["tools"]
    lookup = next(tool for tool in sent if tool["name"] == "lookup_order")
    assert lookup["strict"] is True and lookup["input_schema"]["additionalProperties"] is False
    call = next(e for e in events if isinstance(e, ToolFinished))
    jsonschema.validate(call.use.input, lookup["input_schema"])  # the shape is right
    assert call.result.is_error and call.result.content == "Failed: заказ 4420 не найден"  # the value is not
    assert ask_ru("--strict", "lookup_order", "Когда придёт заказ 4420?").splitlines()[2] == (
        "    call_1 lookup_order(4420) → ✗ Failed: заказ 4420 не найден")
