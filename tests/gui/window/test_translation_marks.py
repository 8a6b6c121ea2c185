"""Every German and Russian text keeps exactly what the program fills in or Qt reads from its English source:
the {name} placeholders (also {0}, {…} and {column:date}), the counts (%n, %Ln), the &-accelerator and the
rich-text tags; and no two entries of one menu share an accelerator letter in any language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from PySide6.QtWidgets import QMenu

from gui.common.i18n import I18N, LANGUAGES

PLACEHOLDER = re.compile(r"\{[^{}\s]*\}")  # {name}, {0}, {…}, {column:date}; {{ and }} are literal braces
COUNT = re.compile(r"%L?n|%\d+")
TAG = re.compile(r"<[^>]+>")


def marks(text: str) -> Counter:
    """What a text must keep from its source, counted: placeholders, counts, tags and its accelerator."""
    plain = text.replace("{{", "").replace("}}", "")
    found = Counter(PLACEHOLDER.findall(plain) + COUNT.findall(text) + TAG.findall(text))
    found["&"] = len(re.findall(r"&(?!&)", text.replace("&&", "")))
    return found


def _broken(code: str) -> list[tuple[str, str]]:
    broken = []
    for message in ET.parse(I18N / f"tls_{code}.ts").getroot().iter("message"):
        source, translation = message.findtext("source") or "", message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        broken += [(source, form) for form in forms if marks(form) != marks(source)]
    return broken


@pytest.mark.parametrize("code", ["de", "ru"])
def test_every_translation_keeps_the_sources_placeholders_counts_accelerator_and_tags(code):
    assert _broken(code) == []


def test_the_check_sees_a_dropped_placeholder_count_accelerator_or_tag():
    assert marks("{tool}: {label} ({trigger})") != marks("{tool}: {label}")
    assert marks("%n message(s), {tokens}") != marks("Nachrichten, {tokens}")
    assert marks("%Ln order(s)") != marks("%n Bestellungen")
    assert marks("&File") != marks("Datei") and marks("&File") != marks("&Da&tei")
    assert marks("<b>messages</b> — raw") != marks("Nachrichten — roh")
    assert marks("Each row: {column}, {column:date}") != marks("Jede Zeile: {column}")
    assert marks("only {{results}} is allowed") == marks("nur {{results}} ist erlaubt")
    assert marks("Fish && Chips") == marks("Fisch und Pommes")


def _menus(window) -> list[QMenu]:
    bar = [action.menu() for action in window.menuBar().actions() if action.menu() is not None]
    found, todo = [], list(bar)
    while todo:
        menu = todo.pop()
        found.append(menu)
        todo += [action.menu() for action in menu.actions() if action.menu() is not None]
    return found


def _letters(texts: list[str]) -> list[str]:
    return [m.group(1).lower() for text in texts if (m := re.search(r"&([^&\s])", text.replace("&&", "")))]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_two_entries_of_one_menu_share_an_accelerator(window, code):
    assert window.language_menu.choose(code) or code == "en"
    bar = [action.text() for action in window.menuBar().actions()]
    clashes = {"menu bar": bar} if len(set(_letters(bar))) != len(_letters(bar)) else {}
    for menu in _menus(window):
        texts = [action.text() for action in menu.actions()]
        if len(set(_letters(texts))) != len(_letters(texts)):
            clashes[menu.title()] = texts
    assert len(_letters(bar)) >= 4 and len(_menus(window)) >= 5 and clashes == {}
    window.language_menu.choose("en")
