"""An explanation for each kind of step, live in the Explain pane and from the pure mapping."""

from __future__ import annotations

from core.engine.events import (
    ApprovalDecided,
    ApprovalRequested,
    CallStarted,
    Paused,
    ReplyReceived,
    Retrying,
    RunEnded,
    RunStarted,
    ToolFinished,
)
from core.engine.messages import Reply, TextBlock, ToolResultBlock, ToolUseBlock, Usage
from core.faults.model_faults import MODEL_FAULT_KINDS
from core.faults.tool_faults import TOOL_FAULT_KINDS, FaultStruck, ToolFault
from gui.classroom import explain_texts as T
from gui.classroom.explain import Explainer

USE = ToolUseBlock(id="call_1", name="get_order_status", input={"order_id": "1042"})


def reply(stop: str, *blocks) -> ReplyReceived:
    return ReplyReceived(1, Reply(content=list(blocks) or [TextBlock(text="x")], stop_reason=stop,
                                  usage=Usage(input_tokens=34, output_tokens=5)), 34, 5)


def finished(is_error=False, skipped=False) -> ToolFinished:
    return ToolFinished(1, USE, ToolResultBlock(tool_use_id="call_1", content="x", is_error=is_error),
                        skipped=skipped)


def test_every_kind_of_step_has_its_own_explanation():
    explainer = Explainer()
    steps = [RunStarted("q", 4, ("get_order_status",), "K-100"), RunStarted("q", 4, (), "K-100"),
             CallStarted(1, 4, 1), Paused("model", "", 1), Paused("tool", "", 1),
             reply("tool_use", USE), reply("end_turn"), reply("max_tokens"), reply("refusal"), reply("pause_turn"),
             reply("weird"), finished(), finished(is_error=True), finished(skipped=True),
             ApprovalRequested(1, USE), *(ApprovalDecided(1, USE, v, "trainer") for v in ("approve", "reject", "stop")),
             Retrying(529, 0.4, 1), Retrying(None, 0.4, 1),
             *(RunEnded(reason, "", 2, 79, 10) for reason in T.ENDINGS),
             *(FaultStruck("tool", kind, "d") for kind in TOOL_FAULT_KINDS),
             *(FaultStruck("model", kind, "d") for kind in MODEL_FAULT_KINDS)]
    texts = [explainer.explain(step) for step in steps]
    assert all(texts), [s for s, t in zip(steps, texts, strict=True) if not t]
    assert T.OTHER_FAULT not in texts  # every fault kind is explained in its own words
    stop_texts = texts[5:11]
    assert len(set(stop_texts)) == len(stop_texts)
    endings = [explainer.explain(RunEnded(reason, "", 2, 79, 10)) for reason in T.ENDINGS]
    assert len(set(endings)) == len(endings)


def test_tool_call_explained_as_the_lesson_tells_it():
    explainer = Explainer()
    explainer.explain(RunStarted("Wann kommt Bestellung 1042 an?", 4, ("get_order_status",), "K-100"))
    assert "get_order_status with order_id 1042" in explainer.explain(reply("tool_use", USE))
    text = explainer.explain(finished())
    assert "signed-in customer K-100" in text and "get_order_status with order_id 1042" in text


def test_an_error_result_says_a_real_model_would_read_it():
    fake, real = Explainer(fake=True), Explainer(fake=False)
    assert "A real model would read the error text" in fake.explain(finished(is_error=True))
    assert "real model" not in real.explain(finished(is_error=True))


def test_explanations_quote_no_lesson_words():
    explainer = Explainer()
    text = explainer.explain(ToolFinished(1, USE, ToolResultBlock(tool_use_id="call_1", content="keine Bestellung",
                                                                   is_error=True)))
    assert "keine Bestellung" not in text


def test_the_pane_explains_each_step_of_a_live_run(qtbot, window, ask):
    shown = []
    window.runner.sig_event.connect(lambda _e: shown.append(window.classroom.explain.text))
    ask(window, "Wann kommt Bestellung 1042 an?")
    expected = [T.QUESTION, T.MODEL_CALL, T.STOP_REASONS["tool_use"], T.TOOL_OK, T.MODEL_CALL,
                T.STOP_REASONS["end_turn"], T.ENDINGS["answer"]]
    heads = [text.split("{")[0][:30] for text in expected]
    seen = [text for i, text in enumerate(shown) if i == 0 or text != shown[i - 1]]
    assert [next(h for h in heads if s.startswith(h)) for s in seen] == heads
    assert "K-100" in next(s for s in seen if s.startswith(heads[3]))


def test_in_step_mode_the_next_step_is_explained_before_it_happens(qtbot, window):
    window.toolbar.act_step.setChecked(True)
    with qtbot.waitSignal(window.runner.sig_event, check_params_cb=lambda e: isinstance(e, Paused)):
        window.ask("Wann kommt Bestellung 1042 an?")
    assert window.classroom.explain.text.startswith("Next step: model call 1")
    with qtbot.waitSignal(window.runner.sig_event, check_params_cb=lambda e: isinstance(e, Paused)):
        window.next_step()
    assert window.classroom.explain.text.startswith("Next step: the program is about to run get_order_status")
    window.toolbar.act_step.setChecked(False)
    qtbot.waitUntil(lambda: not window.runner.busy)


def test_a_fault_is_explained(qtbot, window, ask):
    window.injector.arm(ToolFault(tool="get_order_status", kind="injection"))
    texts = []
    window.runner.sig_event.connect(lambda e: texts.append(window.classroom.explain.text)
                                    if isinstance(e, (FaultStruck, ToolFinished)) else None)
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert any("prompt injection" in t for t in texts)


def test_every_way_a_run_ends_has_its_explanation():
    from core.engine.events import HANDOFF_REASONS

    assert set(T.ENDINGS) == HANDOFF_REASONS | {"answer"}


def test_the_label_shows_the_newest_step_at_a_turn_without_a_slice(qtbot, window, ask, monkeypatch):
    """Its relayout and paint (rich text, word-wrapped) stay out of the turns that handle the run's events; the
    words of each step are still known at once (`text`), and the label ends on the newest."""
    explain, runner = window.classroom.explain, window.runner
    changed_in_slice = []
    handle = runner._handle

    def handled(event) -> None:
        before = explain.label.text()
        handle(event)
        changed_in_slice.append(explain.label.text() != before)

    monkeypatch.setattr(runner, "_handle", handled)
    ask(window, "Wann kommt Bestellung 1042 an?")
    assert explain.text.startswith(T.ENDINGS["answer"][:20])
    qtbot.waitUntil(lambda: explain.label.text().count(T.ENDINGS["answer"][:12]) == 1)
    assert len(changed_in_slice) > 5 and True not in changed_in_slice
