"""One language per screen: every program text comes from the .ts files, switches live, and none is left in
English once German or Russian is chosen; numbers follow the language."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings

from core.providers import LOCAL_SERVERS, PROVIDER_LABELS
from gui.common.i18n import I18N, LANGUAGES, SETTING, initial_language, language, seconds, system_language
from tests.gui.window.ui_texts import visible_texts

ROOT = Path(__file__).resolve().parents[3]
_SPEC = importlib.util.spec_from_file_location("translations", ROOT / "scripts" / "translations.py")
assert _SPEC is not None and _SPEC.loader is not None
translations = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(translations)
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")
# Words that are the same in every language: names, codes, protocol terms, the lesson's own data.
SAME_EVERYWHERE = {"MAX_CALLS", "max_tokens", "HTTP", "Tool Loop Studio", "Anthropic", "Chat Completions", "Responses",
                   "retry-after", "OK", "string", "integer", "number", "boolean",  # JSON Schema's own types
                   "text"}  # a content block's type, as the wire names it


def _messages(path: Path):
    for message in ET.parse(path).getroot().iter("message"):
        yield message.findtext("source") or "", message.find("translation")


def _texts(translation: ET.Element) -> list[str]:
    """A translation's text, or each of its plural forms."""
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms or [translation.text or ""]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_ts_file_is_finished_and_keeps_the_placeholders(code):
    path = I18N / f"tls_{code}.ts"
    unfinished, broken = [], []
    for source, translation in _messages(path):
        texts = _texts(translation)
        if translation.get("type") == "unfinished" or not all(text.strip() for text in texts):
            unfinished.append(source)
        for text in texts:
            if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
                broken.append((source, text))
    assert unfinished == [] and broken == []


def test_lupdate_finds_no_program_text_without_a_translation(tmp_path):
    """Run lupdate over the code as `make translations` does (scripts/translations.py, which keeps plurals):
    every text it finds is already translated."""
    for code in LANGUAGES:
        shutil.copy(I18N / f"tls_{code}.ts", tmp_path / f"tls_{code}.ts")
    said = translations.update(tmp_path)
    assert "0 new" in said or "(0 new" in said, said
    for code in LANGUAGES:
        copy = tmp_path / f"tls_{code}.ts"
        assert [s for s, t in _messages(copy) if t.get("type") == "unfinished"] == [], copy
        assert copy.read_text(encoding="utf-8") == (I18N / copy.name).read_text(encoding="utf-8")  # nothing to do


def _open_everything(window, qtbot):
    """The main window with every dialog and panel the user can open from it and keep open while the language
    changes: the faults panel, the real-provider, script and batch dialogs, call by hand, the tour, the glossary,
    the tool editor, the branch comparison and Run again's result (the modal ones are walked by
    test_a_modal_dialog_opens_in_the_chosen_language)."""
    window.bench.toggle_panel()
    window.model_switch._make_dialog()
    window.bench.scripted.open_editor()
    window.bench.open_batch()
    window.tools_menu.show_call()
    window.classroom.tour.start()
    window.classroom.show_glossary("token")
    window.inspector.tabs.setCurrentWidget(window.inspector.chart)  # the plot is built when first shown
    window.ask("Wann kommt Bestellung 1042 an?")
    qtbot.waitUntil(lambda: not window.runner.busy)
    with qtbot.waitSignal(window.bench.files.sig_replayed, timeout=5000):
        assert window.bench.files.run_again()
    return (window, window.model_switch.dialog, window.bench.scripted.dialog, window.bench.batch_dialog,
            window.tool_editing.open(), window.classroom.glossary, window.branching.compare(0, 1),
            window.bench.files.replay_dialog)


def _allowed(text: str, window) -> bool:
    """A text that is rightly the same in English and in the other language."""
    lesson_words = {*window.registry.names(), *(spec.description for spec in window.registry.specs())}
    names = {*lesson_words, *window.store.customers(), *LANGUAGES.values(),
             *window.lesson.seed().statuses, *PROVIDER_LABELS.values(), *SAME_EVERYWHERE, *window.chat.example_texts,
             window.windowTitle(), *(a.text() for a in window.lesson_menu.actions.values()),
             *(f"{s} ({p})" for s, p in LOCAL_SERVERS.items())}
    text = re.sub(r"<[^>]+>", "", text).strip()
    words = re.findall(r"[^\W\d_][\w\-]*", text)
    return not words or text in names or all(w in names or w.isupper() or "_" in w or len(w) == 1 for w in words)


def _identity(code: str) -> list[re.Pattern]:
    """Sources the .ts translates as themselves (German "Tools", "Status", "Tools ({n})"), as patterns; one with
    no word of its own ("{what}", "{tool}: {label} ({trigger})") would pass any text, so it is left out."""
    return [re.compile(".+".join(re.escape(part) for part in PLACEHOLDER.split(s)) + r"\Z")
            for s, t in _messages(I18N / f"tls_{code}.ts")
            if (t.text or "") == s and re.search(r"[^\W\d_]", PLACEHOLDER.sub("", s))]


@pytest.mark.parametrize("code", ["de", "ru"])
def test_the_language_switch_changes_every_visible_string_live(window, qtbot, code):
    roots = _open_everything(window, qtbot)
    english = visible_texts(*roots)
    assert len(english) > 150  # the walk reaches menus, toolbar, panes, headers and the dialogs
    assert window.language_menu.choose(code)
    other = visible_texts(*roots)
    same = {key: text for key, text in english.items() if other.get(key) == text}
    identity = _identity(code)
    untranslated = sorted({text for text in same.values() if not _allowed(text, window)
                           and not any(pattern.match(text) for pattern in identity)})
    assert untranslated == [], "\n".join(untranslated)
    assert window.language_menu.choose("en")
    assert visible_texts(*roots) == english  # and back, live


def test_the_language_is_remembered_and_the_first_start_follows_the_system(settings):
    fresh = QSettings(settings.fileName() + ".first", QSettings.Format.IniFormat)
    assert initial_language(fresh) == system_language()
    assert system_language(QLocale("ru_RU")) == "ru" and system_language(QLocale("fr_FR")) == "en"
    fresh.setValue(SETTING, "de")
    assert initial_language(fresh) == "de"


def test_the_menu_choice_is_saved(window, settings):
    window.language_menu.choose("ru")
    assert settings.value(SETTING) == "ru" and window.language_menu.actions["ru"].isChecked()


@pytest.mark.parametrize("code, text", [("en", "0.4 s"), ("de", "0,4 s"), ("ru", "0,4 с")])
def test_durations_are_written_in_the_language(qapp, code, text):
    assert language.set(code)
    assert seconds(0.4) == text and seconds(30.0) == text.replace("0.4", "30").replace("0,4", "30")
    language.set("en")


def test_a_code_from_core_is_worded_from_its_table_or_left_to_cores_sentence(qapp):
    from gui.common.i18n import coded
    table = {"taken": "order number {id} already taken"}
    assert coded("Store", table, "taken", {"id": "1042"}) == "order number 1042 already taken"
    assert coded("Store", table, "unheard_of", {"id": "1042"}) is None  # no words: core's own sentence
    assert coded("Store", table, "taken", {"other": "x"}) is None  # values that do not fit the words


def _in_order(root) -> list[str]:
    return list(visible_texts(root).values())


@pytest.mark.parametrize("code", ["de", "ru"])
def test_a_modal_dialog_opens_in_the_chosen_language(window, code):
    """A dialog that blocks the window while open is never open during a switch: opened after it, it speaks
    the new language."""
    from core.engine.messages import TextBlock
    from gui.inspector.block_editor import BlockEditor

    openers = (lambda: BlockEditor(TextBlock(text="x"), "#1", window.inspector.tree),)
    for opener in openers:
        english = _in_order(opener())
        window.language_menu.choose(code)
        other = _in_order(opener())
        window.language_menu.choose("en")
        assert len(english) == len(other) > 2
        same = [e for e, o in zip(english, other, strict=True) if e == o and not _allowed(e, window)]
        assert same == [], same
