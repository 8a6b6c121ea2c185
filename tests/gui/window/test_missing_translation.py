"""A language whose translation file was never built does not fall back to English in silence: the chat says
once which file is missing and how to build it, the log names the file, and the menu keeps English checked."""

from __future__ import annotations

import logging

from gui.common import i18n


def _logged(caplog, path: str) -> list[str]:
    return [r.getMessage() for r in caplog.records if path in r.getMessage()]


def test_a_missing_translation_file_is_said_once_and_logged(make_window, settings, monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(i18n, "I18N", tmp_path)  # no .qm here: as before the first `make run`
    monkeypatch.setattr(i18n.language, "missing", {}, raising=False)
    settings.setValue("view/language", "de")  # remembered from last time
    with caplog.at_level(logging.WARNING, logger="gui.common.i18n"):
        window = make_window()
        path = str(tmp_path / "tls_de.qm")
        assert i18n.language.code == "en"
        notices = [line for line in window.chat.plain_text().splitlines() if path in line]
        assert len(notices) == 1 and "Deutsch" in notices[0] and "make run" in notices[0], notices
        assert len(_logged(caplog, path)) == 1
        assert not window.language_menu.choose("de")  # chosen again from the menu: nothing new to say
    assert window.chat.plain_text().count(path) == 1 and len(_logged(caplog, path)) == 1
    assert window.language_menu.actions["en"].isChecked() and not window.language_menu.actions["de"].isChecked()


def test_a_language_missing_when_chosen_from_the_menu_is_said_there(window, monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(i18n, "I18N", tmp_path)
    monkeypatch.setattr(i18n.language, "missing", {}, raising=False)
    with caplog.at_level(logging.WARNING, logger="gui.common.i18n"):
        assert not window.language_menu.choose("ru")
    path = str(tmp_path / "tls_ru.qm")
    assert window.chat.plain_text().count(path) == 1 and "Русский" in window.chat.plain_text()
    assert _logged(caplog, path) and window.language_menu.actions["en"].isChecked()
