"""Every glossary term explains itself on hover wherever it appears: toolbar, status bar, inspector tabs and
headers, the calls table, the sequence diagram's arrows and lifelines, the context chart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QLabel

from gui.classroom.glossary import TERMS, definition
from gui.common.glossary_terms import meaning

Q1042 = "Wann kommt Bestellung 1042 an?"


def _label(window, text: str) -> QLabel:
    return next(tag for tag in window.findChildren(QLabel) if tag.text().strip() == text)


def _arrow(window, kind: str) -> str:
    return next(i.toolTip() for i in window.inspector.sequence.view.arrow_items if i.arrow.kind == kind)


def _lifeline(window, key: str) -> str:
    return next(i.toolTip() for i in window.inspector.sequence.view.lifelines if i.key == key)


def _header(window, text: str) -> str:
    model = window.inspector.calls.model
    section = next(c for c in range(model.columnCount()) if model.headerData(c, Qt.Orientation.Horizontal) == text)
    return model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)


def _stop_cell(window) -> str:
    model = window.inspector.calls.model
    last = model.index(model.rowCount() - 1, model.columnCount() - 1, QModelIndex())
    assert last.data() == "end_turn"
    return last.data(Qt.ItemDataRole.ToolTipRole)


def _chart_axis(window) -> str:
    window.inspector.tabs.setCurrentWidget(window.inspector.chart)  # the plot is built when first shown
    return window.inspector.chart.plot.getPlotItem().getAxis("left").toolTip()


PLACES = {  # where a term appears → its tooltip, and the terms it must explain
    "toolbar MAX_CALLS box": (lambda w: w.toolbar.max_calls_spin.toolTip(), ("MAX_CALLS", "hand-off")),
    "toolbar MAX_CALLS name": (lambda w: _label(w, "MAX_CALLS").toolTip(), ("MAX_CALLS", "hand-off")),
    "toolbar token budget": (lambda w: w.toolbar.budget_spin.toolTip(), ("token", "hand-off")),
    "toolbar token budget name": (lambda w: _label(w, "Token budget").toolTip(), ("token",)),
    "status bar calls": (lambda w: w.status.calls.toolTip(), ("MAX_CALLS",)),
    "status bar tokens": (lambda w: w.status.tokens.toolTip(), ("token",)),
    "Messages tab": (lambda w: w.inspector.tabs.tabToolTip(0),
                     ("tool_use", "tool_result", "tool_use_id", "is_error")),
    "Dialects tab": (lambda w: w.inspector.tabs.tabToolTip(1), ("system prompt",)),
    "Sequence tab": (lambda w: w.inspector.tabs.tabToolTip(2), ("hand-off",)),
    "Context tab": (lambda w: w.inspector.tabs.tabToolTip(3), ("token", "system prompt")),
    "calls header in": (lambda w: _header(w, "in"), ("token",)),
    "calls header stop_reason": (lambda w: _header(w, "stop_reason"), ("stop_reason",)),
    "calls cell end_turn": (_stop_cell, ("end_turn",)),
    "sequence call arrow": (lambda w: _arrow(w, "call"), ("token", "system prompt")),
    "sequence tool_use arrow": (lambda w: _arrow(w, "tool_use"), ("tool_use", "tool_use_id")),
    "sequence result arrow": (lambda w: _arrow(w, "result"), ("tool_result",)),
    "sequence answer arrow": (lambda w: _arrow(w, "answer"), ("end_turn",)),
    "sequence Human lifeline": (lambda w: _lifeline(w, "human"), ("hand-off",)),
    "chart token axis": (_chart_axis, ("token",)),
    "chart legend": (lambda w: w.inspector.chart.legend.toolTip(), ("token", "system prompt")),
}


def explains(tip: str, term: str) -> bool:
    return meaning(term) in tip  # the term as the language names it, and its meaning


def test_every_place_explains_its_terms_on_hover(window, ask):
    ask(window, Q1042)
    missing = {name: [t for t in terms if not explains(getter(window) or "", t)]
               for name, (getter, terms) in PLACES.items()}
    assert {name: terms for name, terms in missing.items() if terms} == {}


def test_every_glossary_term_is_explained_somewhere_in_the_window():
    covered = {term for _getter, terms in PLACES.values() for term in terms}
    assert covered == set(TERMS)


def test_a_handoff_arrow_and_an_error_result_explain_their_terms(window, ask):
    window.toolbar.max_calls_spin.setValue(1)
    ask(window, Q1042)
    assert explains(_arrow(window, "handoff"), "hand-off")


@pytest.mark.parametrize("code", ["de", "ru"])
def test_the_meanings_and_tooltips_follow_the_language(window, code):
    from gui.common.i18n import language

    language.set(code)
    assert [term for term in TERMS if definition(term) == TERMS[term]] == []  # every meaning translated
    assert explains(window.status.tokens.toolTip(), "token")
    assert explains(window.toolbar.budget_spin.toolTip(), "hand-off")
