"""The orders editor's yes/no questions before a change that deletes or replaces orders."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from gui.common.i18n import translate

SHOWN_IN_CONFIRMATION = 5  # order ids named in the delete question; more are counted
YES, CANCEL = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel


def confirm_delete(parent: QWidget, ids: list[str]) -> bool:
    named = ", ".join(ids[:SHOWN_IN_CONFIRMATION]) + (", …" if len(ids) > SHOWN_IN_CONFIRMATION else "")
    if len(ids) == 1:
        text = translate("OrdersEditor", "Delete order {id}?\nUndo (Ctrl+Z) brings it back.").format(id=ids[0])
    else:
        count = len(ids)
        text = translate("OrdersEditor", "Delete %Ln order(s) ({ids})?\nUndo (Ctrl+Z) brings them back.", None,
                         count).format(ids=named)
    return QMessageBox.question(parent, translate("OrdersEditor", "Delete orders"), text, YES | CANCEL,
                                CANCEL) == YES


def confirm_reset(parent: QWidget, count: int) -> bool:
    text = translate("OrdersEditor", "Replace all %Ln order(s) and the other tables with the lesson's data?\n"
                     "This cannot be undone.", None, count)
    return QMessageBox.question(parent, translate("OrdersEditor", "Reset to lesson data"), text, YES | CANCEL,
                                CANCEL) == YES
