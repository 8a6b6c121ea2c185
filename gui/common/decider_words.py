"""Who decided an acting call, in the program's language: core keeps the decider's code (see
core.engine.approval), this table the words. A code it does not know is shown as it was saved."""

from __future__ import annotations

from core.engine.approval import BATCH_POLICY, CANCEL, COMMAND_LINE, DEFAULT, TIMEOUT, TRAINER
from gui.common.i18n import QT_TRANSLATE_NOOP, translate, word_for

REPLAY = "replay of "  # a replayed decision: the code of whoever made the first one follows
DECIDERS = {
    TRAINER: QT_TRANSLATE_NOOP("Deciders", "trainer at the keyboard"),
    BATCH_POLICY: QT_TRANSLATE_NOOP("Deciders", "batch policy"),
    COMMAND_LINE: QT_TRANSLATE_NOOP("Deciders", "command-line policy"),
    TIMEOUT: QT_TRANSLATE_NOOP("Deciders", "timeout"),
    CANCEL: QT_TRANSLATE_NOOP("Deciders", "cancel"),
    DEFAULT: QT_TRANSLATE_NOOP("Deciders", "default (deny)"),
    "replay": QT_TRANSLATE_NOOP("Deciders", "replay"),
}


def decider_text(by: str) -> str:
    """`trainer at the keyboard` → `тренер за клавиатурой`; `replay of batch policy` worded in both parts."""
    if by.startswith(REPLAY):
        return translate("Deciders", "replay of {by}").format(by=decider_text(by.removeprefix(REPLAY)))
    return word_for("Deciders", DECIDERS, by)
