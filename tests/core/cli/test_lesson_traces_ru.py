"""Every trace the Russian lesson (ru-northwind, a Northwind support agent) prints, byte for byte through the CLI."""

from __future__ import annotations

import io

from core.cli.ask import build_parser, run_ask
from core.engine.loop import ToolLoop
from core.engine.messages import ToolResultBlock
from core.engine.tools import Session
from core.lesson.catalog import find_lesson
from core.lesson.store import OrdersStore


def ask(*argv: str) -> str:
    parser = build_parser()
    args = parser.parse_args(["ask", "--lesson", "ru-northwind", "--lesson-data", *argv])
    out = io.StringIO()
    assert run_ask(args, parser, out) == 0
    return out.getvalue()


def test_two_orders_in_one_question_are_two_calls_in_one_reply():
    assert ask("Где мои заказы 4417 и 5120?") == (
        "Вопрос: Где мои заказы 4417 и 5120?\n"
        "  Вызов 1 (~42 ток.): tool_use\n"
        "    call_1 lookup_order(4417) → 4417 — отправлен, доставка 14 ноября\n"
        "    call_2 lookup_order(5120) → 5120 — доставлен, доставка 2 ноября\n"
        "  Вызов 2 (~64 ток.): end_turn\n"
        "  Ответ: Вот что показывает система: 4417 — отправлен, доставка 14 ноября; 5120 — доставлен, "
        "доставка 2 ноября.\n"
    )


def test_an_order_that_does_not_exist_comes_back_as_a_failed_result_and_the_model_asks_for_the_number():
    assert ask("Когда придёт заказ 4471?") == (
        "Вопрос: Когда придёт заказ 4471?\n"
        "  Вызов 1 (~40 ток.): tool_use\n"
        "    call_1 lookup_order(4471) → ✗ Failed: заказ 4471 не найден\n"
        "  Вызов 2 (~50 ток.): end_turn\n"
        "  Ответ: Не нахожу такой заказ. Проверьте, пожалуйста, номер: какой номер указан в письме с подтверждением?\n"
    )


def test_a_reply_cut_off_at_max_tokens_hands_off_to_a_human():
    assert ask("Расскажите подробно обо всех моих заказах.") == (
        "Вопрос: Расскажите подробно обо всех моих заказах.\n"
        "  Вызов 1 (~42 ток.): max_tokens\n"
        "  Стоп: stop_reason max_tokens → Передаю ваш вопрос сотруднику поддержки Northwind: он ответит вам "
        "в ближайшее время.\n"
    )


def test_another_customers_order_is_not_there_for_the_signed_in_customer():
    assert ask("Когда придёт заказ 4420?") == (
        "Вопрос: Когда придёт заказ 4420?\n"
        "  Вызов 1 (~40 ток.): tool_use\n"
        "    call_1 lookup_order(4420) → ✗ Failed: заказ 4420 не найден\n"
        "  Вызов 2 (~50 ток.): end_turn\n"
        "  Ответ: Не нахожу такой заказ. Проверьте, пожалуйста, номер: какой номер указан в письме с подтверждением?\n"
    )
    assert ask("--customer", "ANATR", "Когда придёт заказ 4420?") == (
        "Вопрос: Когда придёт заказ 4420?\n"
        "  Вызов 1 (~40 ток.): tool_use\n"
        "    call_1 lookup_order(4420) → 4420 — отправлен, доставка 12 ноября\n"
        "  Вызов 2 (~51 ток.): end_turn\n"
        "  Ответ: Вот что показывает система: 4420 — отправлен, доставка 12 ноября.\n"
    )


def test_thanks_and_the_made_up_answer_without_tools():
    assert ask("Спасибо, это всё.") == (
        "Вопрос: Спасибо, это всё.\n"
        "  Вызов 1 (~38 ток.): end_turn\n"
        "  Ответ: Пожалуйста! Если появятся вопросы, пишите.\n"
    )
    assert ask("--no-tools", "Когда придёт заказ 4417?") == (
        "Вопрос: Когда придёт заказ 4417?\n"
        "  Вызов 1 (~25 ток.): end_turn\n"
        "  Ответ: Ваш заказ 4417 придёт в пятницу.\n"
    )


def test_refund_acts_after_approval_and_only_on_a_delivered_order():
    assert ask("--approve", "all", "--tools", "lookup_order,refund_order",
               "Верните деньги за заказ 5120, пожалуйста.", "Верните деньги за заказ 4417.",
               "Верните деньги за заказ 5120.") == (
        "Вопрос: Верните деньги за заказ 5120, пожалуйста.\n"
        "  Вызов 1 (~59 ток.): tool_use\n"
        "    Решение call_1 refund_order(5120): одобрено (правило командной строки: approve_all)\n"
        "    call_1 refund_order(5120) → 5120 — деньги возвращены, статус возвращён\n"
        "  Вызов 2 (~70 ток.): end_turn\n"
        "  Ответ: Готово: 5120 — деньги возвращены, статус возвращён.\n"
        "Вопрос: Верните деньги за заказ 4417.\n"
        "  Вызов 1 (~58 ток.): tool_use\n"
        "    Решение call_2 refund_order(4417): одобрено (правило командной строки: approve_all)\n"
        "    call_2 refund_order(4417) → ✗ Failed: заказ 4417 ещё не доставлен (отправлен): вернуть деньги нельзя\n"
        "  Вызов 2 (~74 ток.): end_turn\n"
        "  Ответ: Вернуть деньги за заказ 4417 не получилось (Failed: заказ 4417 ещё не доставлен (отправлен): "
        "вернуть деньги нельзя).\n"
        "Вопрос: Верните деньги за заказ 5120.\n"
        "  Вызов 1 (~58 ток.): tool_use\n"
        "    Решение call_3 refund_order(5120): одобрено (правило командной строки: approve_all)\n"
        "    call_3 refund_order(5120) → ✗ Failed: заказ 5120 уже возвращён\n"
        "  Вызов 2 (~68 ток.): end_turn\n"
        "  Ответ: Вернуть деньги за заказ 5120 не получилось (Failed: заказ 5120 уже возвращён).\n"
    )


def test_a_refund_nobody_approves_does_not_act():
    out = ask("--tools", "lookup_order,refund_order", "Верните деньги за заказ 5120.")
    assert "    Решение call_1 refund_order(5120): отклонено (правило командной строки: " in out
    assert "  Ответ: Вернуть деньги за заказ 5120 не получилось (отклонено: правило отклоняет любое действие " \
           "(reject_all)).\n" in out


def test_both_results_go_back_in_one_user_message_in_the_order_of_the_calls():
    lesson = find_lesson("ru-northwind")
    store = OrdersStore.in_memory(seed=lesson.seed())
    loop = ToolLoop(lesson.fake_client(), lesson.registry(), store, Session("ALFKI"), lesson.run_settings())
    end = loop.run("Где мои заказы 4417 и 5120?")
    _question, asked, results, _answer = end.messages
    assert [use.id for use in asked.tool_uses()] == ["call_1", "call_2"]
    assert [b.tool_use_id for b in results.content] == ["call_1", "call_2"]
    assert results.role == "user" and all(isinstance(b, ToolResultBlock) for b in results.content)


def test_questions_share_one_client_so_call_ids_count_on():
    assert ask("Где мои заказы 4417 и 5120?", "Когда придёт заказ 4471?").count("call_3 lookup_order(4471)") == 1


def test_an_unknown_lesson_is_refused_in_words(capsys):
    parser = build_parser()
    args = parser.parse_args(["ask", "--lesson", "xx-none", "Frage"])
    assert run_ask(args, parser, io.StringIO()) == 2
    assert "no lesson 'xx-none'; there are: de-shop, ru-northwind" in capsys.readouterr().err


def test_a_fresh_data_directory_says_its_new_database_without_german_and_prints_the_trace_as_the_lesson_does(
        tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from tests.core.german_words import german_in

    home = tmp_path / "fresh-home"
    env = {**os.environ, "TOOL_LOOP_STUDIO_HOME": str(home), "LLM_API_KEY": ""}
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run([sys.executable, "main.py", "ask", "--lesson", "ru-northwind", "Где мои заказы 4417 и 5120?"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "New database created from the lesson data: " in done.stderr and str(home) in done.stderr
    assert german_in(done.stderr.splitlines() + done.stdout.splitlines()) == []
    assert done.stdout == ask("Где мои заказы 4417 и 5120?")  # the file holds the lesson's orders: the same trace
