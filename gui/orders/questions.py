"""The orders editor's yes/no questions before a change that deletes or replaces orders."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from gui.common.i18n import number, translate

SHOWN_IN_CONFIRMATION = 5  # order ids named in the delete question; more are counted
YES, CANCEL = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel


def confirm_delete(parent: QWidget, ids: list[str]) -> bool:
    named = ", ".join(ids[:SHOWN_IN_CONFIRMATION]) + (", …" if len(ids) > SHOWN_IN_CONFIRMATION else "")
    if len(ids) == 1:
        text = translate("OrdersEditor", "Delete order {id}?\nUndo (Ctrl+Z) brings it back.").format(id=ids[0])
    else:
        text = translate("OrdersEditor", "Delete {n} orders ({ids})?\nUndo (Ctrl+Z) brings them back.").format(
            n=number(len(ids), 0), ids=named)
    return QMessageBox.question(parent, translate("OrdersEditor", "Delete orders"), text, YES | CANCEL,
                                CANCEL) == YES


def confirm_reset(parent: QWidget, count: int) -> bool:
    text = translate("OrdersEditor",
                     "Replace all {n} orders and the other tables with the lesson's data?\nThis cannot be undone.")
    return QMessageBox.question(parent, translate("OrdersEditor", "Reset to lesson data"),
                                text.format(n=number(count, 0)), YES | CANCEL, CANCEL) == YES
