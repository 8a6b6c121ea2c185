"""The glossary's terms and their meanings: shown as tooltips wherever a term appears (inspector rows and
headers, the Explain pane) and in Help → Glossary."""

from __future__ import annotations

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
_ALIASES = {"tokens": "token", "handoff": "hand-off", "system": "system prompt", "tool_results": "tool_result"}
_WORD = re.compile(r"[A-Za-z_\-]+(?: prompt)?")


def definition(term: str) -> str:
    return QCoreApplication.translate(C, TERMS[term])


def terms_in(text: str) -> list[str]:
    """The glossary terms `text` mentions, in order, each once."""
    found: list[str] = []
    for match in _WORD.finditer(text):
        word = match.group(0)
        term = word if word in TERMS else _ALIASES.get(word.lower(), word.split(" ")[0])
        if term in TERMS and term not in found:
            found.append(term)
    return found


def tooltip_for(text: str) -> str:
    """The definitions of the terms in `text`, one paragraph each ("" when it mentions none)."""
    return "\n\n".join(f"{term}: {definition(term)}" for term in terms_in(text))


def explained(text: str, *terms: str) -> str:
    """A tooltip: `text`, then the meaning of each of `terms` and of each glossary term `text` mentions."""
    named = [term for term in (*terms, *terms_in(text)) if term in TERMS]
    meanings = [f"{term}: {definition(term)}" for term in dict.fromkeys(named)]
    return "\n\n".join([text, *meanings] if text else meanings)
