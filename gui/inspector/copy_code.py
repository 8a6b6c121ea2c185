"""The calls table's context menu: copy a model call as curl, Python (httpx) or official SDK code."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from core.engine.wire_record import WireRecord


def copy_code(wire: WireRecord, form: str, dialect: str | None = None) -> str:
    """Put the call on the clipboard as `form` code; returns what was copied."""
    from core.providers.as_code import call_code, render  # the providers load httpx: only when asked

    text = render(call_code(wire, dialect), form)
    QGuiApplication.clipboard().setText(text)
    return text


def code_menu(wire: WireRecord | None, parent: QWidget) -> QMenu:
    """One entry per form; for the fake model each form offers the three dialects."""
    from core.providers.as_code import FORM_LABELS, FORMS, dialects_for  # loads httpx: only when asked
    from core.providers.config import PROVIDER_LABELS

    menu = QMenu(parent)
    menu.setObjectName("copy-code-menu")
    if wire is None or not wire.request:
        menu.addAction("(no request recorded for this row)").setEnabled(False)
        return menu
    dialects = dialects_for(wire)
    for form in FORMS:
        if len(dialects) == 1:
            action = menu.addAction(FORM_LABELS[form])
            action.setObjectName(f"copy-{form}")
            action.triggered.connect(lambda _=False, f=form: copy_code(wire, f))
            continue
        sub = menu.addMenu(FORM_LABELS[form])
        for dialect in dialects:
            action = sub.addAction(PROVIDER_LABELS[dialect])
            action.setObjectName(f"copy-{form}-{dialect}")
            action.triggered.connect(lambda _=False, f=form, d=dialect: copy_code(wire, f, d))
    return menu
