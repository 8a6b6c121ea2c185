"""An acting tool's steps before its write: the check query (a reading query over the same input, scoped to the
signed-in customer) and its refusals (when the checked row's column holds one of some values, the call fails
with a text and nothing is written). Shown by the tool form for acting tools only.

A refusal's values are one cell, separated by " | " (a value may hold commas: statuses, dates).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.lesson.tool_problems import ToolProblem
from gui.common.i18n import QT_TRANSLATE_NOOP, live, on_language_change, translate
from gui.common.problem_words import problem_text
from gui.lessons.form_parts import problem_label, sql_edit
from gui.lessons.rows_table import RowsTable

HEADERS = (QT_TRANSLATE_NOOP("BeforeWrite", "column"), QT_TRANSLATE_NOOP("BeforeWrite", "values"),
           QT_TRANSLATE_NOOP("BeforeWrite", "text"))
COLUMN, VALUES, TEXT = range(3)
SEPARATOR = " | "


def split_values(cell: str) -> list[str]:
    return [value.strip() for value in cell.split("|") if value.strip()]


class RefusalsTable(RowsTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(len(HEADERS), parent)
        self.setObjectName("refusals-table")
        header = self.horizontalHeader()
        header.setSectionResizeMode(TEXT, QHeaderView.ResizeMode.Stretch)
        for column in (COLUMN, VALUES):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._name_headers()
        on_language_change(self, RefusalsTable._name_headers)

    def _name_headers(self) -> None:
        self.setHorizontalHeaderLabels([translate("BeforeWrite", h) for h in HEADERS])
        values = self.horizontalHeaderItem(VALUES)
        if values is not None:
            values.setToolTip(translate("BeforeWrite", "One or more values of the column, separated by |"))

    def set_refusals(self, refusals: list[dict[str, Any]]) -> None:
        def fill() -> None:
            self.setRowCount(0)
            for refusal in refusals:
                self._append(str(refusal.get("column", "")), [str(v) for v in refusal.get("values", [])],
                             str(refusal.get("text", "")))

        self.filled(fill)

    def refusals(self) -> list[dict[str, Any]]:
        return [{"column": self._cell(row, COLUMN).strip(), "values": split_values(self._cell(row, VALUES)),
                 "text": self._cell(row, TEXT)} for row in range(self.rowCount())]

    def add_refusal(self) -> None:
        self.added(lambda: self._append("status", [], ""), VALUES)

    def _append(self, column: str, values: list[str], text: str) -> None:
        row = self.rowCount()
        self.insertRow(row)
        for at, cell in ((COLUMN, column), (VALUES, SEPARATOR.join(values)), (TEXT, text)):
            self.setItem(row, at, QTableWidgetItem(cell))

    def _cell(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""


class BeforeWrite(QWidget):
    """The check query and the refusals, with the problems core found in them under each."""

    sig_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check_edit = sql_edit("tool-check", 3, 6)
        self.refusals = RefusalsTable()
        self.refusals.setMaximumHeight(self.fontMetrics().lineSpacing() * 8)
        self.check_problems, self.refusal_problems = problem_label(), problem_label()
        self.add_button, self.remove_button = QPushButton(), QPushButton()
        self._build()
        self.check_edit.textChanged.connect(self.sig_changed)
        self.refusals.sig_changed.connect(self.sig_changed)
        self.add_button.clicked.connect(self.refusals.add_refusal)
        self.remove_button.clicked.connect(self.refusals.remove_selected)

    def _build(self) -> None:
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        note = QLabel()
        note.setWordWrap(True)
        live(note.setText, lambda: translate(
            "BeforeWrite", "Before writing, this query reads the row (no row: the not-found text). A refusal below "
            "ends the call with its text, and nothing is written."))
        box.addWidget(note)
        box.addWidget(self.check_edit)
        box.addWidget(self.check_problems)
        box.addWidget(self.refusals)
        box.addWidget(self.refusal_problems)
        buttons = QHBoxLayout()
        live(self.add_button.setText, lambda: translate("BeforeWrite", "Add refusal"))
        live(self.remove_button.setText, lambda: translate("BeforeWrite", "Remove refusal"))
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        box.addLayout(buttons)
        live(self.check_edit.setToolTip, lambda: translate(
            "BeforeWrite", "A reading query with the same input fields and :customer; its columns can be named in "
            "the refusals and their texts."))

    @staticmethod
    def _where(field: str) -> str:
        """`refuse.1.text` → "✗ row 2, text: "; `refuse` → "✗ "."""
        parts = field.split(".")
        if len(parts) < 3 or not parts[1].isdigit():
            return "✗ "
        column = dict(zip(("column", "values", "text"), HEADERS, strict=True)).get(parts[2], parts[2])
        return translate("BeforeWrite", "✗ row {number}, {column}: ").format(
            number=int(parts[1]) + 1, column=translate("BeforeWrite", column))

    def load(self, handler: dict[str, Any]) -> None:
        """Show `handler`'s check and refusals (no sig_changed)."""
        self.blockSignals(True)
        self.check_edit.setPlainText(str(handler.get("check") or ""))
        self.refusals.set_refusals(list(handler.get("refuse") or []))
        self.blockSignals(False)

    def into(self, handler: dict[str, Any]) -> dict[str, Any]:
        """`handler` with the check and refusals as shown; an empty check and no refusals leave them out."""
        handler = {key: value for key, value in handler.items() if key not in ("check", "refuse")}
        check = self.check_edit.toPlainText().strip()
        if check:
            handler["check"] = check
        refusals = self.refusals.refusals()
        if refusals:
            handler["refuse"] = refusals
        return handler

    def show_problems(self, problems: list[ToolProblem]) -> None:
        """Problems of the check under the query, those of the refusals (`refuse.N.key`) under the table."""
        check = ["✗ " + problem_text(p) for p in problems if p.field == "check"]
        refusals = [self._where(p.field) + problem_text(p) for p in problems if p.field != "check"]
        for label, lines in ((self.check_problems, check), (self.refusal_problems, refusals)):
            label.setText("\n".join(lines))
            label.setVisible(bool(lines))
