"""The toolbar's token budget and time limit reach the loop: the hand-off notices appear in the chat,
the settings are remembered, and a saved run records them."""

from __future__ import annotations

from core.faults.tool_faults import ToolFault
from core.lesson.tools import lesson_registry
from gui.chat.bubbles import bubble_backgrounds
from tests.core.helpers import assert_valid_history

Q1042 = "Wann kommt Bestellung 1042 an?"
GUESS = "Ich weiß die Nummer nicht mehr, es war ungefähr 1050."


def test_limits_are_off_by_default_and_reach_the_request(window):
    bar = window.toolbar
    assert bar.budget_spin.text() == "off" and bar.time_spin.text() == "off"
    assert bar.token_budget() is None and bar.time_limit() is None
    bar.budget_spin.setValue(250)
    bar.time_spin.setValue(7)
    assert bar.budget_spin.text() == "250 tok" and bar.time_spin.text() == "7 s"
    assert (bar.token_budget(), bar.time_limit()) == (250, 7.0)


def test_token_budget_hands_off_with_a_styled_notice(window, ask):
    window.toolbar.budget_spin.setValue(100)
    end = ask(window, GUESS)
    assert end.reason == "token_budget" and end.detail == "141 > 100"
    chat = window.chat.plain_text()
    assert "⚠ Handed off to a human" in chat
    assert "Stopp: Token-Budget überschritten (141 > 100) → zu einem Menschen" in chat
    assert bubble_backgrounds(window.chat.transcript.document())[-1] == "#fff1cc"  # the hand-off bubble's colour
    assert window.status.state.text() == "idle · stopped: token budget exceeded (141 > 100)"
    assert_valid_history(list(end.messages))
    saved = window.bench.files.capture.record.settings
    assert saved.token_budget == 100 and saved.wall_clock is None


def test_without_a_budget_the_same_question_is_not_stopped_by_tokens(window, ask):
    end = ask(window, GUESS)
    assert end.reason != "token_budget"
    assert "Token-Budget" not in window.chat.plain_text()


def test_time_limit_ends_a_hanging_run_with_a_visible_notice(make_window, ask):
    window = make_window(registry=lesson_registry(timeout=60))  # the tool timeout alone would wait a minute
    window.injector.arm(ToolFault(tool="get_order_status", kind="hang"))
    window.toolbar.time_spin.setValue(1)
    end = ask(window, Q1042, timeout=5000)
    assert end.reason == "timeout" and end.detail == "1"  # the seconds; the unit is the words'
    chat = window.chat.plain_text()
    assert "Stopp: Zeitlimit überschritten (1 s) → zu einem Menschen" in chat
    assert "⚠ Handed off to a human" in chat
    assert window.status.state.text() == "idle · stopped: time limit (1 s)"
    assert_valid_history(list(end.messages))
    assert window.bench.files.capture.record.settings.wall_clock == 1.0


def test_budget_and_time_limit_are_remembered(make_window, settings):
    first = make_window()
    first.toolbar.budget_spin.setValue(300)
    first.toolbar.time_spin.setValue(20)
    first.save_settings()
    second = make_window(settings=settings)
    assert second.toolbar.budget_spin.value() == 300 and second.toolbar.time_spin.value() == 20
    second.toolbar.budget_spin.setValue(0)
    second.save_settings()
    assert make_window(settings=settings).toolbar.token_budget() is None


def test_an_answer_that_passed_the_token_budget_is_shown_with_a_notice_that_says_so(window, ask, tmp_path):
    window.toolbar.budget_spin.setValue(40)
    end = ask(window, Q1042)  # 34 tokens, then 45 more with the answer
    assert end.reason == "answer" and end.over_budget == "79 > 40"
    notice = "⚠ Hinweis: Token-Budget überschritten (79 > 40), die Antwort kam mit dem letzten Aufruf"
    chat = window.chat.plain_text()
    assert "Ich habe nachgesehen: 1042 — versandt, Lieferung 3. November." in chat
    assert notice in chat and "Handed off to a human" not in chat
    saved = window.bench.files.save_run(tmp_path / "run.json")
    assert window.new_conversation() and notice not in window.chat.plain_text()
    assert window.bench.files.open_run(saved) is not None
    assert notice in window.chat.plain_text()  # the saved run says it too


def test_a_time_limit_reads_rounded_in_the_lessons_and_the_windows_language(make_window, ask, settings):
    """The tool's own limit is cut to the run's time left (0.99… s): its result, the model reads it, says
    `1 с` in the Russian lesson's words; the stop line, the status bar and the diagram say `1 с`, no Latin `s`."""
    from core.lesson.catalog import shipped_lesson
    from core.lesson.store import OrdersStore

    settings.setValue("view/language", "ru")
    lesson = shipped_lesson("ru-northwind")
    store = OrdersStore.in_memory(seed=lesson.seed())
    window = make_window(lesson=lesson, store=store, registry=lesson.registry(timeout=60))
    window.injector.arm(ToolFault(tool="lookup_order", kind="hang"))
    window.toolbar.time_spin.setValue(1)
    end = ask(window, "Где заказ 4417?", timeout=5000)
    result = end.messages[2].tool_results()[0].content
    assert result == "Failed: время вышло: lookup_order не ответил за 1 с"  # the lesson's own "Failed:" form
    chat = window.chat.plain_text()
    assert "→ ✗ Failed: время вышло: lookup_order не ответил за 1 с" in chat
    assert "Стоп: время вышло (1 с) → " in chat
    assert window.status.state.text().endswith("(1 с)")
    arrows = [arrow.label for arrow in window.inspector.sequence.view.builder.arrows]
    assert arrows[-1].endswith("(1 с)"), arrows
    store.close()
