"""The program's own words in the chosen language: Qt translators, live re-translation, local numbers.

Every text the program shows is written as `translate("Context", "English source")` (lupdate finds that
call; `resources/i18n/tls_*.ts` hold the translations). A text a widget keeps is set through `live()`,
which sets it now and again whenever the language changes, so View → Language switches without a
restart. (No application-wide event filter: it would see every event of every object.)
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QSettings, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel

from core.paths import RESOURCES
from gui.common.widget_walk import qt_walks_widgets

LANGUAGES = {"de": "Deutsch", "en": "English", "ru": "Русский"}  # each named in its own language
DEFAULT = "en"
SETTING = "view/language"
Words = str | Callable[[], str]  # a text as it stays, or how to word it in the language chosen when it is shown
I18N = RESOURCES / "i18n"
log = logging.getLogger(__name__)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks `text` for lupdate where a table holds it; translate() it where it is shown."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` (English) in the installed language; with `n`, the plural form for n."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def word_for(context: str, table: dict[str, str], code: str) -> str:
    """The table's words for a code in the installed language; a code the table does not know, as it is
    (e.g. one saved by a newer version)."""
    source = table.get(code)
    return translate(context, source) if source else code


def coded(context: str, table: dict[str, str], code: str, values: dict[str, Any],
          count: str | None = None) -> str | None:
    """The words for a code core gave with its values, in the installed language; None when the table has no
    words for the code or the values do not fit them (the caller then shows core's own sentence). `count` names
    the value a text's `%n` stands for (`%n replies`): the plural form follows it."""
    template = table.get(code)
    if template is None:
        return None
    try:
        n = int(values[count]) if count and "%n" in template else -1
        return translate(context, template, None, n).format(**values)
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def qm_path(code: str) -> str:
    return str(I18N / f"tls_{code}.qm")


def system_language(locale: QLocale | None = None) -> str:
    """The system's language when the program speaks it, else English."""
    name = (locale or QLocale.system()).name()[:2]
    return name if name in LANGUAGES else DEFAULT


def initial_language(settings: QSettings | None) -> str:
    """The language chosen last time; on the first start the system's."""
    chosen = str(settings.value(SETTING, "")) if settings is not None else ""
    return chosen if chosen in LANGUAGES else system_language()


class _Texts:
    """Setters and callbacks to run again when the language changes, one entry per (object, setter, args)."""

    def __init__(self) -> None:
        self.entries: dict[tuple, tuple[weakref.ref, str, tuple, Callable[..., Any]]] = {}
        self.watched: set[int] = set()

    def add(self, owner: QObject, name: str, args: tuple, producer: Callable[..., Any]) -> None:
        key = (id(owner), name, args)
        self.entries[key] = (weakref.ref(owner), name, args, producer)
        ident = id(owner)
        if ident not in self.watched:
            self.watched.add(ident)
            owner.destroyed.connect(lambda _=None, gone=ident: self.forget(gone))

    def forget(self, ident: int) -> None:
        self.watched.discard(ident)
        # over a copy: a destroyed signal may come while another forget() or an add() changes the entries
        for key in [k for k in self.entries.copy() if k[0] == ident]:
            self.entries.pop(key, None)

    def reapply(self) -> None:
        # a copy made in one C step: building a list item by item can run the garbage collector, whose
        # deleted QObjects call forget() and change the dict mid-copy
        for key, (ref, name, args, producer) in self.entries.copy().items():
            owner = ref()
            if owner is None or not shiboken6.isValid(owner):
                self.entries.pop(key, None)
                continue
            try:
                if name:
                    getattr(owner, name)(*args, producer())
                else:
                    producer(owner)
            except RuntimeError:  # something the text is about is gone (its C++ object deleted): drop it
                self.entries.pop(key, None)


_texts = _Texts()


def live(setter: Callable[..., Any], producer: Callable[[], Any], *args: Any) -> None:
    """Call `setter(*args, producer())` now and after every language change (until the owner is gone).
    A later `live()` for the same setter and args replaces this one."""
    owner = setter.__self__  # type: ignore[attr-defined]
    _texts.add(owner, setter.__name__, args, producer)
    setter(*args, producer())


def on_language_change(owner: QObject, callback: Callable[[Any], Any]) -> None:
    """Run `callback(owner)` after every language change while `owner` lives (a model's headerDataChanged).
    The owner is passed in, so the callback need not hold it (a parentless model can still be collected)."""
    _texts.add(owner, "", (id(callback),), callback)


def live_action(parent: QObject, text: Callable[[], str], tip: Callable[[], str] | None = None) -> QAction:
    """A QAction whose text (and tooltip) follow the language."""
    action = QAction(parent)
    live(action.setText, text)
    if tip is not None:
        live(action.setToolTip, tip)
    return action


def live_label(text: Callable[[], str]) -> QLabel:
    """A QLabel whose text follows the language."""
    label = QLabel()
    live(label.setText, text)
    return label


def live_items(combo: QComboBox, items: dict[str, Callable[[], str]]) -> None:
    """Fill `combo` with one entry per code (its data), each entry's text following the language."""
    for code in items:
        combo.addItem("", code)

    def name_them(box: QComboBox) -> None:
        for index, text in enumerate(items.values()):
            box.setItemText(index, text())

    name_them(combo)
    on_language_change(combo, name_them)


class Language:
    """The installed translators (ours and Qt's own) and the locale that formats numbers."""

    def __init__(self) -> None:
        self.code = DEFAULT
        self.translators: list[QTranslator] = []
        self.missing: dict[str, str] = {}  # language code -> its translation file, for each one that was not there
        QLocale.setDefault(QLocale(DEFAULT))  # until a language is chosen, numbers are written in English

    def set(self, code: str) -> bool:
        """Install `code`'s translations; every live text follows. False if its file is missing."""
        app = QCoreApplication.instance()
        code = code if code in LANGUAGES else DEFAULT
        QLocale.setDefault(QLocale(code))  # numbers as the language writes them: "0,4 s", "100.000"
        if code == self.code and (self.translators or code != DEFAULT):
            return True
        ours, qt = QTranslator(), QTranslator()
        # English is the source text itself, but for its plural forms (`%n order(s)`: `1 order`, `2 orders`)
        if not ours.load(qm_path(code)) and code != DEFAULT:
            if code not in self.missing:  # logged once per language and run
                log.warning("translation file missing: %s (for %s; the language stays %s); `make run` builds it "
                            "from %s", qm_path(code), LANGUAGES[code], LANGUAGES[self.code], I18N / f"tls_{code}.ts")
            self.missing[code] = qm_path(code)
            return False
        if code != DEFAULT:
            qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        with qt_walks_widgets():  # every widget gets a LanguageChange, and every live text is set again
            for old in self.translators:
                QCoreApplication.removeTranslator(old)
            self.code = code
            self.translators = [t for t in (ours, qt) if not t.isEmpty()]
            if app is not None:
                for translator in self.translators:
                    QCoreApplication.installTranslator(translator)  # Qt's own widgets get QEvent.LanguageChange
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # delivered now, not later
            _texts.reapply()  # and every text set through live() is set again, now
        return True


language = Language()


def number(value: float, decimals: int | None = 1) -> str:
    """`value` with the chosen language's separators ("0,4" in German); decimals None: as few as needed."""
    if decimals is None:
        return QLocale().toString(float(value), "g", 6)
    return QLocale().toString(float(value), "f", decimals)


def seconds(value: float) -> str:
    """A duration: "0,4 s", "30 s"."""
    decimals = 0 if float(value).is_integer() else 1
    return translate("Units", "{n} s").format(n=number(value, decimals))
