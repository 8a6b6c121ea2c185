"""The model combo after a Cancel: it names the model in use, and a script in use stays in use (restartable)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .provider_helpers import pick_real, use_provider
from .test_bench_qa_fixes import SCRIPT

Q1042 = "Wann kommt Bestellung 1042 an?"


def test_cancelling_the_provider_dialog_keeps_the_script_in_use_and_new_conversation_restarts_it(window, ask, qtbot):
    combo, scripted = window.toolbar.model_combo, window.bench.scripted
    combo.setCurrentIndex(scripted.index)
    combo.activated.emit(scripted.index)  # "Scripted…" as a user picks it
    scripted.editor.editor.setPlainText(SCRIPT)
    assert scripted.use(scripted.editor.use())
    assert ask(window, Q1042).answer == "Laut Skript: unterwegs."
    pick_real(window).reject()  # a look at "Real provider…", then Cancel
    assert window.runner.worker.client is scripted.client
    assert combo.currentIndex() == scripted.index and combo.currentText().startswith("Scripted: ")
    qtbot.mouseClick(window.toolbar.widgetForAction(window.toolbar.act_new), Qt.MouseButton.LeftButton)
    end = ask(window, Q1042)
    assert end.reason == "answer" and end.answer == "Laut Skript: unterwegs."  # the script starts afresh


def test_the_combo_names_the_model_in_use_after_cancelling_the_script_editor_then_the_provider_dialog(window):
    combo, scripted = window.toolbar.model_combo, window.bench.scripted
    combo.setCurrentIndex(scripted.index)
    combo.activated.emit(scripted.index)
    scripted.dialog.reject()  # no script after all: still the lesson's fake
    assert combo.currentText() == "Fake (lesson)"
    pick_real(window).reject()
    assert window.runner.worker.client.name == "fake"
    assert combo.currentText() == "Fake (lesson)"


def test_a_script_left_for_a_real_provider_is_not_shown_as_in_use_after_the_editor_is_cancelled(window):
    combo, scripted = window.toolbar.model_combo, window.bench.scripted
    combo.setCurrentIndex(scripted.index)
    combo.activated.emit(scripted.index)
    scripted.editor.editor.setPlainText(SCRIPT)
    assert scripted.use(scripted.editor.use())
    use_provider(window, "http://127.0.0.1:9/v1")  # accepted: the real provider is the model now (no request yet)
    assert window.model_switch.config is not None
    combo.setCurrentIndex(scripted.index)
    combo.activated.emit(scripted.index)
    scripted.dialog.reject()
    assert combo.currentIndex() == 1 and window.model_switch.config is not None
    assert combo.itemText(scripted.index) == "Scripted…"
    pick_real(window).reject()
    assert combo.currentIndex() == 1  # Cancel goes back to the provider in use
