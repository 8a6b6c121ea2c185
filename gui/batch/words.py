"""The batch view's words that name a code (which orders a batch runs against), and a small live-text helper."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtWidgets import QComboBox

from core.runs.batch import CURRENT_ORDERS, LESSON_DATA, CaseResult
from gui.common.fault_words import fault_text
from gui.common.i18n import QT_TRANSLATE_NOOP, live, live_items, translate
from gui.common.run_words import describe_switches

REAL_PARALLEL = 4  # a real provider runs this many questions at once until the user sets the number
DATA_TIP = QT_TRANSLATE_NOOP("BatchView", "The orders the questions run against: the lesson's data (what the "
                             "lesson's test set expects), or the orders as edited in the main window")
DATA_WORDS = {LESSON_DATA: QT_TRANSLATE_NOOP("BatchView", "lesson data"),
              CURRENT_ORDERS: QT_TRANSLATE_NOOP("BatchView", "current orders")}


def data_text(code: str) -> str:
    """The orders a batch ran against, in the program's words."""
    return translate("BatchView", DATA_WORDS[code]) if code in DATA_WORDS else code


def setup_text(result: CaseResult) -> str:
    """What a case sets beyond the defaults (tools on offer, switches, armed faults, its approval policy), in the
    program's words; a result without its case (read from elsewhere) as core wrote it."""
    case = result.case
    if case is None:
        return result.setup
    parts = []
    if "enabled_tools" in case.model_fields_set:
        tools = ", ".join(case.enabled_tools or []) or translate("BatchView", "none")
        parts.append(translate("BatchView", "tools: {tools}").format(tools=tools))
    if {"tool_choice", "parallel_tool_calls", "strict_tools"} & case.model_fields_set:
        parts.append(describe_switches(case.tool_choice, case.parallel_tool_calls, case.strict_tools) or
                     translate("BatchView", "default tool calls"))
    parts += [translate("BatchView", "fault: {fault}").format(fault=fault_text(f)) for f in case.faults]
    if case.approval is not None:  # the policy's name and pattern are codes: they read the same in any language
        parts.append(translate("BatchView", "approval: {policy}").format(policy=case.approval.describe()))
    return "; ".join(parts)


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
