"""The glossary's terms and their meanings: shown as tooltips wherever a term appears (inspector rows and
headers, the Explain pane) and in Help → Glossary."""

from __future__ import annotations

import functools
import re

from PySide6.QtCore import QCoreApplication

from gui.common.tr_noop import QT_TRANSLATE_NOOP

C = "Glossary"  # the context of the texts below (lupdate reads it only as the literal written in each)
TERMS = {
    "tool_use": QT_TRANSLATE_NOOP(
        "Glossary", "A block in the model's reply that asks the program to run a tool, with the tool's name, an "
                    "input and an id. The model never runs anything itself."),
    "tool_result": QT_TRANSLATE_NOOP(
        "Glossary", "A block the program sends back in a user message: what the tool returned for one tool_use, "
                    "found by its tool_use_id."),
    "tool_use_id": QT_TRANSLATE_NOOP(
        "Glossary", "The id that pairs a tool_result with its tool_use (call_1, …). Every tool_use needs exactly "
                    "one tool_result with its id, or the next request is refused."),
    "is_error": QT_TRANSLATE_NOOP(
        "Glossary", "A flag on a tool_result: the tool failed, and the content says why. The model reads it and "
                    "can react."),
    "stop_reason": QT_TRANSLATE_NOOP(
        "Glossary", "Why the model stopped writing: tool_use (it wants a tool run), end_turn (it is done), "
                    "max_tokens (it ran out of room), refusal, …"),
    "end_turn": QT_TRANSLATE_NOOP(
        "Glossary", "The stop_reason of a finished answer: the model needs nothing more."),
    "MAX_CALLS": QT_TRANSLATE_NOOP(
        "Glossary", "The most model calls one question may take. When it is reached without an answer, the "
                    "program hands the question to a human."),
    "token": QT_TRANSLATE_NOOP(
        "Glossary", "The unit models read and bill text in, a piece of a word. Every call sends the whole history "
                    "again, so the input tokens grow from call to call."),
    "system prompt": QT_TRANSLATE_NOOP(
        "Glossary", "The instructions the program sends before the conversation with every call: who the "
                    "assistant is and what it may do."),
    "hand-off": QT_TRANSLATE_NOOP(
        "Glossary", "The program gives up on answering by itself (limit reached, error, abort) and passes the "
                    "question to a human, with the reason."),
}
FORMS = {  # how a term is written in a sentence of the language ("|" between its forms); the others are written
    # the same in every language: the term itself, or with an "s"
    "token": QT_TRANSLATE_NOOP("GlossaryForms", "token|tokens"),
    "system prompt": QT_TRANSLATE_NOOP("GlossaryForms", "system prompt|system prompts"),
    "hand-off": QT_TRANSLATE_NOOP("GlossaryForms", "hand-off|hand-offs|handoff"),
}
_ALIASES = {"system": "system prompt"}  # the inspector's role column names the system prompt by its role
_WORD = re.compile(r"[A-Za-z_\-]+(?: prompt)?")


def forms(term: str) -> list[str]:
    """How `term` is written in the chosen language, its name first."""
    if term in FORMS:
        return [form.strip() for form in QCoreApplication.translate("GlossaryForms", FORMS[term]).split("|")]
    return [term, f"{term}s"]


def term_name(term: str) -> str:
    """The term as the chosen language names it ("token", German "Token", Russian "токен")."""
    return forms(term)[0]


def definition(term: str) -> str:
    return QCoreApplication.translate(C, TERMS[term])


def term_spans(text: str) -> list[tuple[int, int, str]]:
    """Where `text` writes a glossary term in the chosen language's forms: (start, end, term), in order."""
    written, pattern = _terms_pattern(tuple(QCoreApplication.translate("GlossaryForms", FORMS[t]) for t in FORMS))
    return [(m.start(), m.end(), written[m.group(0).casefold()]) for m in pattern.finditer(text)]


@functools.lru_cache(maxsize=4)
def _terms_pattern(_translated_forms: tuple[str, ...]) -> tuple[dict[str, str], re.Pattern[str]]:
    """Each term's forms and one pattern for them all, made once per language (its FORMS are the key), not once
    per tooltip: every arrow of the sequence diagram asks for one."""
    written = {form.casefold(): term for term in TERMS for form in forms(term) if form}
    alternatives = "|".join(re.escape(form) for form in sorted(written, key=len, reverse=True))
    return written, re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)


def terms_in(text: str) -> list[str]:
    """The glossary terms `text` mentions, in order, each once."""
    found = [(start, term) for start, _end, term in term_spans(text)]
    found += [(m.start(), _ALIASES[m.group(0).lower()]) for m in _WORD.finditer(text) if m.group(0).lower() in _ALIASES]
    return list(dict.fromkeys(term for _start, term in sorted(found)))


def meaning(term: str) -> str:
    """`term: what it means`, both in the chosen language."""
    return f"{term_name(term)}: {definition(term)}"


def tooltip_for(text: str) -> str:
    """The definitions of the terms in `text`, one paragraph each ("" when it mentions none)."""
    return "\n\n".join(meaning(term) for term in terms_in(text))


def explained(text: str, *terms: str) -> str:
    """A tooltip: `text`, then the meaning of each of `terms` and of each glossary term `text` mentions."""
    named = [term for term in (*terms, *terms_in(text)) if term in TERMS]
    meanings = [meaning(term) for term in dict.fromkeys(named)]
    return "\n\n".join([text, *meanings] if text else meanings)
