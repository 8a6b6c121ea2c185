"""Glossary terms are links in the Explain pane in every language: each language's text is searched for the term
as that language writes it ("Systemprompt", "Eingabe-Tokens", "übergibt"; "системный промпт", "токенов",
"передаёт вопрос человеку"), and Help → Glossary names the terms in it."""

from __future__ import annotations

import pytest

from core.engine.events import RunEnded, RunStarted
from gui.classroom.explain import Explainer
from gui.classroom.glossary import GlossaryDialog, linked_html
from gui.common.i18n import language

STEPS = {  # a step, and the terms its explanation must link
    "question": (RunStarted("q", 4, ("get_order_status",), "K-100"), {"system prompt"}),
    "answer": (RunEnded("answer", "", 2, 79, 10), {"token"}),
    "max_calls": (RunEnded("max_calls", "", 4, 200, 10), {"MAX_CALLS", "hand-off"}),
}
NAMES = {"de": ("Token", "Systemprompt", "Übergabe an einen Menschen"),
         "ru": ("токен", "системный промпт", "передача человеку"), "en": ("token", "system prompt", "hand-off")}


def _linked(html: str) -> set[str]:
    return {part.split('"', 1)[0] for part in html.split('href="term:')[1:]}


@pytest.mark.parametrize("code", ["en", "de", "ru"])
def test_each_language_links_its_terms_in_the_explain_pane(qapp, code):
    assert language.set(code)
    explainer = Explainer()
    for name, (step, terms) in STEPS.items():
        html = linked_html(explainer.explain(step) or "")
        assert terms <= _linked(html), (name, html)


@pytest.mark.parametrize("code", ["en", "de", "ru"])
def test_the_glossary_and_tooltips_name_the_terms_in_the_language(qtbot, code):
    from gui.common.glossary_terms import explained, term_name

    assert language.set(code)
    assert tuple(term_name(t) for t in ("token", "system prompt", "hand-off")) == NAMES[code]
    dialog = GlossaryDialog()
    qtbot.addWidget(dialog)
    dialog.show_term("hand-off")
    assert dialog.list.currentItem().text() == NAMES[code][2]
    assert dialog.text.toPlainText().startswith(NAMES[code][2])
    assert f"\n\n{NAMES[code][0]}: " in explained("x", "token")


def test_the_glossary_follows_a_live_switch(qtbot):
    dialog = GlossaryDialog()
    qtbot.addWidget(dialog)
    dialog.show_term("token")
    assert language.set("ru")
    assert dialog.list.currentItem().text() == "токен" and dialog.text.toPlainText().startswith("токен")


def test_the_terms_pattern_is_made_once_per_language(qapp):
    """Every sequence arrow's tooltip looks for terms: the pattern of a language's forms is made once, and a
    switch finds the new language's forms."""
    from gui.common.glossary_terms import _terms_pattern, terms_in

    for code in ("de", "ru", "de"):
        assert language.set(code)
        assert terms_in(f"~34 {NAMES[code][0]} · {NAMES[code][1]}") == ["token", "system prompt"]
        made = _terms_pattern.cache_info().misses
        assert terms_in(f"{NAMES[code][2]}, {NAMES[code][0]}") == ["hand-off", "token"]
        assert _terms_pattern.cache_info().misses == made
