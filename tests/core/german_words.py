"""A finder for German words, to prove that no German reaches a line of another language."""

from __future__ import annotations

import re

GERMAN = re.compile(
    r"[äöüßÄÖÜ]|\b(kein|keine|keinen|fehlt|nicht|nichts|abgelehnt|Zeitlimit|abgebrochen|Richtlinie|Eingabe|"
    r"gekürzt|Zeichen|Datenbank|Dienst|injiziert|injizierter|niemand|Aufruf|Gespräch|Stream abgebrochen|"
    r"während|Absturz|Ergebnis|Vorschlag|Lieferung|Bestellung|Anfrage|Antwort|Schlüssel|Nachricht|"
    r"gedrückt|Lektion|Frage|ungültig|erlaubt|höchstens|Januar|Februar|November|Dezember)\b",
    re.IGNORECASE)


def german_in(texts) -> list[str]:
    """The texts that hold a German word."""
    return [text for text in texts if GERMAN.search(text)]
