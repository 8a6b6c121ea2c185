"""The scripted model chosen in the window: a new conversation starts its script afresh."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.core.faults.helpers import Q1042
from tests.gui.script_helpers import SCRIPT, use_script


def test_new_conversation_starts_the_script_from_its_first_reply(window, ask, qtbot):
    use_script(window, SCRIPT)
    assert ask(window, Q1042).answer == "Laut Skript: unterwegs."
    assert ask(window, Q1042).reason == "model_error"  # the script is spent within one conversation
    qtbot.mouseClick(window.toolbar.widgetForAction(window.toolbar.act_new), Qt.MouseButton.LeftButton)
    end = ask(window, Q1042)
    assert end.reason == "answer" and end.answer == "Laut Skript: unterwegs."
