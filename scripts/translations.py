"""Update the translation sources: `python scripts/translations.py` runs pyside6-lupdate over gui/ (every
`translate("Context", "English")` and QT_TRANSLATE_NOOP) into resources/i18n/tls_{de,en,ru}.ts, and gives the
English file its identity translations. German and Russian entries a new text added stay unfinished until
someone translates them (tests/gui/window/test_translations.py fails on any). The .qm files are built by make.

Counts: a text with `%n` is translated with the count, `translate("Context", "%n order(s)", None, n)`, and Qt
picks the plural form (German two, Russian three). pyside6-lupdate marks such a Python call as a plural only
when its count is a number literal, so after lupdate every message whose source holds `%n` is made a plural
here, keeping the forms it had. English forms come from `(s)` (`%n order`, `%n orders`); an irregular plural
(`%n retries`) keeps the English forms written into tls_en.ts by hand."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGS = ("de", "en", "ru")
FORMS = {"de": 2, "en": 2, "ru": 3}  # plural forms: one/other; Russian one/few/many
Key = tuple[str, str]  # (context, source)


def tool(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))


def update(folder: Path = I18N) -> str:
    """lupdate into the .ts files in `folder`, plurals kept, English filled; lupdate's report."""
    ts = [folder / f"tls_{code}.ts" for code in LANGS]
    kept = {path: plural_forms(path) for path in ts}
    done = subprocess.run([tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", *sources(), "-ts",
                           *map(str, ts)], cwd=ROOT, check=True, capture_output=True, text=True)
    for code, path in zip(LANGS, ts, strict=True):
        make_plurals(path, kept[path], FORMS[code])
    fill_english(folder / "tls_en.ts", kept[folder / "tls_en.ts"])
    return done.stdout


def _messages(tree: ET.ElementTree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield (name, message.findtext("source") or ""), message


def plural_forms(path: Path) -> dict[Key, list[str]]:
    """The finished plural translations in a .ts file, by context and source."""
    if not path.exists():
        return {}
    found = {}
    for key, message in _messages(ET.parse(path)):
        translation = message.find("translation")
        if message.get("numerus") == "yes" and translation is not None and translation.get("type") is None:
            found[key] = [form.text or "" for form in translation.iter("numerusform")]
    return found


def make_plurals(path: Path, kept: dict[Key, list[str]], count: int) -> None:
    """Every message whose source holds %n becomes a plural, with its kept forms (else unfinished)."""
    tree = ET.parse(path)
    changed = False
    for key, message in _messages(tree):
        translation = message.find("translation")
        if not re.search(r"%L?n", key[1]) or message.get("numerus") == "yes" or translation is None:
            continue
        message.set("numerus", "yes")
        translation.text, translation.attrib = None, {}
        forms = kept.get(key) or []
        if len(forms) != count or not all(forms):
            forms = [""] * count
            translation.set("type", "unfinished")
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
        changed = True
    if changed:
        write_like_lupdate(tree, path)


def _plural_forms(source: str) -> tuple[str, str]:
    """`%n message(s)` → `%n message`, `%n messages`."""
    return re.sub(r"\(s\)", "", source), re.sub(r"\(s\)", "s", source)


def fill_english(path: Path, kept: dict[Key, list[str]] | None = None) -> None:
    """English translates to itself (with singular and plural forms: from `(s)`, else as kept)."""
    tree = ET.parse(path)
    for key, message in _messages(tree):
        source = key[1]
        translation = message.find("translation")
        if translation is None:
            continue
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            forms = (kept or {}).get(key) if "(s)" not in source else None
            for form in list(translation):
                translation.remove(form)
            for text in forms if forms and all(forms) else _plural_forms(source):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = source
    write(tree, path)


def write(tree: ET.ElementTree, path: Path) -> None:
    root = tree.getroot()
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def write_like_lupdate(tree: ET.ElementTree, path: Path) -> None:
    """As lupdate writes a .ts file (contexts not indented, quotes as entities), so the next lupdate changes
    only what changed."""
    root = tree.getroot()
    ET.indent(root, space="    ")
    lines = ET.tostring(root, encoding="unicode").split("\n")
    body = "\n".join([lines[0], *(line.removeprefix("    ") for line in lines[1:])])
    body = re.sub(r">([^<]*)<", lambda m: ">" + m[1].replace("'", "&apos;").replace('"', "&quot;") + "<", body)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


if __name__ == "__main__":
    print(update(), end="")
