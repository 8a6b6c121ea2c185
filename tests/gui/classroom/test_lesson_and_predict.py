"""Lesson mode (each question a conversation of its own) and "Ask the class" (predict, then reveal)."""

from __future__ import annotations

from core.engine.events import Paused, ReplyReceived

QUESTION = "Wann kommt Bestellung 1042 an?"


def first_call_tokens(qtbot, window, ask, question: str) -> int:
    replies = []
    window.runner.sig_event.connect(lambda e: replies.append(e) if isinstance(e, ReplyReceived) else None)
    ask(window, question)
    return replies[0].reply.usage.input_tokens


def test_without_lesson_mode_the_second_question_costs_more(qtbot, window, ask):
    first = first_call_tokens(qtbot, window, ask, QUESTION)
    assert first_call_tokens(qtbot, window, ask, QUESTION) > first


def test_lesson_mode_starts_each_question_afresh(qtbot, window, ask):
    window.classroom.act_lesson.setChecked(True)
    assert "lesson mode" in window.classroom.mode_label.text()
    first = first_call_tokens(qtbot, window, ask, QUESTION)
    assert first == 34  # the lesson's printed "Aufruf 1 (~34 Tokens)"
    assert first_call_tokens(qtbot, window, ask, QUESTION) == 34
    ask(window, "Wo ist Bestellung 9999?")
    assert first_call_tokens(qtbot, window, ask, QUESTION) == 34
    assert len(window.inspector.history.messages) == 4  # only this question's messages
    assert window.chat.plain_text().count("Wann kommt Bestellung 1042 an?") == 3  # the chat keeps what was said


def test_lesson_mode_shows_and_is_remembered(make_window, settings):
    first = make_window()
    assert "conversation mode" in first.classroom.mode_label.text()
    first.classroom.act_lesson.setChecked(True)
    first.close()
    second = make_window(settings=settings)
    assert second.classroom.act_lesson.isChecked()
    assert "lesson mode" in second.classroom.mode_label.text()


def paused(qtbot, window, action):
    with qtbot.waitSignal(window.runner.sig_event, check_params_cb=lambda e: isinstance(e, Paused)) as blocker:
        action()
    return blocker.args[0]


def test_ask_the_class_blocks_the_step_until_a_choice(qtbot, window, monkeypatch):
    window.toolbar.act_step.setChecked(True)
    window.classroom.act_ask_class.setChecked(True)
    strip = window.classroom.predict
    paused(qtbot, window, lambda: window.ask(QUESTION))
    assert strip.isVisibleTo(window) and strip.waiting
    assert 2 <= len(strip.buttons) <= 4
    assert "it calls get_order_status(1042)" in [b.text() for b in strip.buttons.values()]
    assert not window.toolbar.act_next.isEnabled()
    released = []
    monkeypatch.setattr(window.stepper, "step", lambda: released.append(True))
    window.next_step()  # F10 without a choice: refused, the run stays where it is
    window.toolbar.act_next.trigger()
    assert released == [] and strip.waiting and window.runner.busy
    monkeypatch.undo()
    tool_pause = paused(qtbot, window, lambda: strip.buttons["status"].click())
    assert tool_pause.kind == "tool"
    assert strip.result.text().startswith("Right")
    paused(qtbot, window, lambda: strip.buttons["error"].click())
    assert strip.result.text().startswith("Not quite")
    with qtbot.waitSignal(window.sig_run_ended):
        strip.buttons["answer"].click()
    assert strip.result.text().startswith("Right")


def test_without_step_mode_the_class_is_not_asked(qtbot, window, ask):
    window.classroom.act_ask_class.setChecked(True)
    ask(window, QUESTION)
    assert not window.classroom.predict.isVisibleTo(window)


def test_the_class_is_asked_about_the_tool_the_lesson_offers_with_the_questions_number(qtbot):
    from core.engine.messages import Reply, ToolUseBlock, Usage
    from gui.classroom.predict import choices_for, outcome_of

    def reply(name: str, order: str) -> ReplyReceived:
        use = ToolUseBlock(id="c1", name=name, input={"order_id": order})
        return ReplyReceived(1, Reply(content=[use], stop_reason="tool_use", usage=Usage()), 0, 0)

    for tools in ([{"name": "lookup_order"}], [{"type": "function", "function": {"name": "lookup_order"}}]):
        pause = Paused("model", "", 1, preview={"tools": tools})
        labels = dict(choices_for(pause, "Когда придёт заказ 4471?"))
        assert labels["status"] == "it calls lookup_order(4471)"
        assert outcome_of(pause, reply("lookup_order", "4471"), "Когда придёт заказ 4471?") == "status"
        assert outcome_of(pause, reply("lookup_order", "4417"), "Когда придёт заказ 4471?") == "other"
        assert dict(choices_for(pause, "Где мои заказы?"))["status"] == "it calls lookup_order"
    assert "status" not in dict(choices_for(Paused("model", "", 1, preview={"tools": []}), "Где заказ 4471?"))


def test_the_choices_come_to_the_front_of_the_faults_panel(qtbot, window_on_screen):
    """On a small screen the Faults panel is a tab beside Explain; a held step's choices must not stay behind it."""
    from PySide6.QtCore import QSize

    window = window_on_screen(QSize(1366, 768), "en", 100)
    window.bench.toggle_panel()
    qtbot.waitUntil(lambda: window.bench.panel.isVisible())
    explain = window.classroom.explain
    assert explain in window.tabifiedDockWidgets(window.bench.panel)
    qtbot.waitUntil(lambda: explain.visibleRegion().isEmpty())  # behind the Faults tab
    window.toolbar.act_step.setChecked(True)
    window.classroom.act_ask_class.setChecked(True)
    paused(qtbot, window, lambda: window.ask(QUESTION))
    strip = window.classroom.predict
    qtbot.waitUntil(lambda: not strip.visibleRegion().isEmpty(), timeout=2000)
    assert strip.waiting and window.bench.panel.visibleRegion().isEmpty()
