"""The batch view's words that name a code (which orders a batch runs against), and a small live-text helper."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtWidgets import QComboBox

from core.runs.batch import CURRENT_ORDERS, LESSON_DATA
from gui.common.i18n import QT_TRANSLATE_NOOP, live, live_items, translate

REAL_PARALLEL = 4  # a real provider runs this many questions at once until the user sets the number
DATA_TIP = QT_TRANSLATE_NOOP("BatchView", "The orders the questions run against: the lesson's data (what the "
                             "lesson's test set expects), or the orders as edited in the main window")
DATA_WORDS = {LESSON_DATA: QT_TRANSLATE_NOOP("BatchView", "lesson data"),
              CURRENT_ORDERS: QT_TRANSLATE_NOOP("BatchView", "current orders")}


def data_text(code: str) -> str:
    """The orders a batch ran against, in the program's words."""
    return translate("BatchView", DATA_WORDS[code]) if code in DATA_WORDS else code


def live_texts(widget, text: Callable[[], str], tip: Callable[[], str] | None = None):
    """`widget` with its text (and tooltip) following the language."""
    live(widget.setText, text)
    if tip is not None:
        live(widget.setToolTip, tip)
    return widget


def data_combo() -> QComboBox:
    """Which orders a batch runs against: the lesson's data or the window's current orders (the data is the code)."""
    combo = QComboBox()
    live_items(combo, {code: partial(translate, "BatchView", words) for code, words in DATA_WORDS.items()})
    live(combo.setToolTip, lambda: translate("BatchView", DATA_TIP))
    return combo
