"""Update the translation sources: `python scripts/translations.py` runs pyside6-lupdate over gui/ (every
`translate("Context", "English")` and QT_TRANSLATE_NOOP) into resources/i18n/tls_{de,en,ru}.ts, and gives the
English file its identity translations. German and Russian entries a new text added stay unfinished until
someone translates them (tests/gui/window/test_translations.py fails on any). The .qm files are built by make."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGS = ("de", "en", "ru")


def tool(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))


def update() -> None:
    ts = [str(I18N / f"tls_{code}.ts") for code in LANGS]
    subprocess.run([tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", *sources(), "-ts", *ts],
                   cwd=ROOT, check=True)
    fill_english(I18N / "tls_en.ts")


def _plural_forms(source: str) -> tuple[str, str]:
    """`%n message(s)` → `%n message`, `%n messages`."""
    return re.sub(r"\(s\)", "", source), re.sub(r"\(s\)", "s", source)


def fill_english(path: Path) -> None:
    """English translates to itself (with singular and plural forms)."""
    tree = ET.parse(path)
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            continue
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for text in _plural_forms(source):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = source
    write(tree, path)


def write(tree: ET.ElementTree, path: Path) -> None:
    root = tree.getroot()
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


if __name__ == "__main__":
    update()
