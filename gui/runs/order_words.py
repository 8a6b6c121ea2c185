"""How the orders now differ from those saved with a run, in the window's language: one sentence per kind of
change, each counting its orders (`2 orders changed since: 1042, 1187`)."""

from __future__ import annotations

from core.runs.order_changes import OrderChanges
from gui.common.i18n import translate

SHOWN = 8  # order numbers named in a line; more are "…"


def _ids(ids: list[str]) -> str:
    return ", ".join(ids[:SHOWN]) + (", …" if len(ids) > SHOWN else "")


def change_lines(changes: OrderChanges) -> list[str]:
    """A line for each kind of change there is: changed, no longer there, added."""
    lines = []
    if changed := len(changes.changed):
        lines.append(translate("RunOrders", "%n order(s) changed since: {ids}", None, changed).format(
            ids=_ids(changes.changed)))
    if gone := len(changes.gone):
        lines.append(translate("RunOrders", "%n order(s) no longer there: {ids}", None, gone).format(
            ids=_ids(changes.gone)))
    if added := len(changes.added):
        lines.append(translate("RunOrders", "%n order(s) added since: {ids}", None, added).format(
            ids=_ids(changes.added)))
    return lines


def run_again_text(changes: OrderChanges) -> str:
    """Under a run again: which orders it used, against those the saved run used."""
    if changes.same:
        saved = changes.saved
        return translate("RunOrders", "Run again used the same %n order(s) as the saved run.", None, saved)
    said = translate("RunOrders", "Run again used the orders in the table now, not those saved with the run:")
    return f"{said} " + " · ".join(change_lines(changes))
