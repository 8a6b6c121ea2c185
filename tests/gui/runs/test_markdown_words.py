"""The Markdown export's headings speak the window's language; the run's own words stay the lesson's."""

from __future__ import annotations

import pytest

from gui.common.i18n import language

Q1042 = "Wann kommt Bestellung 1042 an?"
HEADINGS = {
    "en": ("**Customer:**", "**Model (call 1):**", "**Answer:**", "- asks for `call_1`", "Customer: K-100"),
    "ru": ("**Покупатель:**", "**Модель (вызов 1):**", "**Ответ:**", "- запрашивает `call_1`", "Покупатель: K-100"),
}
GERMAN_HEADINGS = ("**Kunde:**", "**Antwort:**", "Aufruf 1", "verlangt", "Ende:")


@pytest.mark.parametrize("code", ["en", "ru"])
def test_the_exports_headings_follow_the_ui_language(window, ask, tmp_path, code):
    ask(window, Q1042)
    assert language.set(code)
    path = window.bench.files.export_markdown(tmp_path / "run.md")
    assert path is not None
    text = path.read_text(encoding="utf-8")
    assert all(heading in text for heading in HEADINGS[code]), text
    assert not [word for word in GERMAN_HEADINGS if word in text], text
    assert Q1042 in text and "3. November" in text  # the lesson's content, as it was written
