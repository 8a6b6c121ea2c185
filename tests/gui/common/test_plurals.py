"""Counts in the program's words take the language's plural form (`%n`, Qt's numerus): German one/other,
Russian one/few/many; no count is formatted in by Python next to a fixed plural noun."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from core.engine.events import Paused
from gui.common.i18n import I18N, language, translate
from gui.common.pydantic_words import field_error_text
from gui.common.run_words import pause_text

FORMS = {"de": 2, "en": 2, "ru": 3}
# "{n} orders", "message(s)": a count formatted in by Python next to a plural noun
COUNT_NOUN = re.compile(r"\{(?:n|m|count|total|shown|calls|rows|replies|messages|saved|now|input|output|size|max|"
                        r"depth|limit|min_length|max_length)\} [a-z_]{2,}s\b|\(s\)")
LEFT_AS_THEY_ARE = {"bytes", "levels", "tokens"}  # sizes and limits, always many; tokens in/out read as a label


def _messages(code: str):
    for context in ET.parse(I18N / f"tls_{code}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


@pytest.mark.parametrize("code", list(FORMS))
def test_every_count_is_a_plural_with_the_languages_forms(code):
    wrong = []
    for context, message in _messages(code):
        source = message.findtext("source") or ""
        forms = [f.text or "" for f in message.iter("numerusform")]
        if message.get("numerus") == "yes":
            if len(forms) != FORMS[code] or not all(re.search(r"%L?n", form) for form in forms):
                wrong.append((context, source, forms))
        elif any(m.split()[-1] not in LEFT_AS_THEY_ARE for m in COUNT_NOUN.findall(source)):
            wrong.append((context, source, "a count without %n"))
    assert wrong == []


@pytest.mark.parametrize(("count", "said"), [(1, "1 заказ"), (3, "3 заказа"), (5, "5 заказов"), (21, "21 заказ"),
                                             (12, "12 заказов")])
def test_russian_takes_its_three_forms(count, said):
    assert language.set("ru")
    assert translate("OrdersEditor", "%Ln order(s)", None, count) == said


def test_the_words_of_a_pause_count_messages_and_tokens_in_each_language():
    assert language.set("en")
    one, many = Paused("model", "", 1, messages=1, tokens=21), Paused("model", "", 1, messages=3, tokens=34)
    assert (pause_text(one), pause_text(many)) == ("About to send 1 message, ~21 tokens",
                                                   "About to send 3 messages, ~34 tokens")
    assert language.set("de")
    assert pause_text(one) == "Gleich wird 1 Nachricht gesendet, ~21 Tokens"
    assert language.set("ru")
    assert (pause_text(one), pause_text(many)) == ("Сейчас уйдёт 1 сообщение, ~21 токен",
                                                   "Сейчас уйдут 3 сообщения, ~34 токена")


def test_a_coded_text_counts_its_named_value():
    assert language.set("en")
    assert field_error_text("string_too_short", {"min_length": 1}) == "needs at least 1 character"
    assert language.set("ru")
    assert field_error_text("string_too_long", {"max_length": 2}) == "допускает не больше 2 символов"
    assert field_error_text("string_too_short", {"min_length": 1}) == "нужен хотя бы 1 символ"
