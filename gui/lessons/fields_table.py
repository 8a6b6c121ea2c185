"""A tool's input fields as a table: name, type, required, the lesson's checks (not empty, longest length) and
the description; one row per field."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHeaderView, QTableWidgetItem, QWidget

from gui.common.i18n import QT_TRANSLATE_NOOP, on_language_change, translate
from gui.lessons.rows_table import RowsTable
from gui.lessons.schema_fields import TYPES, InputField

HEADERS = (QT_TRANSLATE_NOOP("FieldsTable", "name"), QT_TRANSLATE_NOOP("FieldsTable", "type"),
           QT_TRANSLATE_NOOP("FieldsTable", "required"), QT_TRANSLATE_NOOP("FieldsTable", "not empty"),
           QT_TRANSLATE_NOOP("FieldsTable", "max. length"), QT_TRANSLATE_NOOP("FieldsTable", "description"))
TIPS = {3: QT_TRANSLATE_NOOP("FieldsTable", "Checked before the tool runs: an empty value is refused with the "
                             "lesson's text (the model sees the refusal)"),
        4: QT_TRANSLATE_NOOP("FieldsTable", "Checked before the tool runs: a longer value is refused (empty: no "
                             "limit)")}
NAME, TYPE, REQUIRED, NOT_EMPTY, MAX_LENGTH, DESCRIPTION = range(6)


class FieldsTable(RowsTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(len(HEADERS), parent)
        self.setObjectName("fields-table")
        header = self.horizontalHeader()
        header.setSectionResizeMode(DESCRIPTION, QHeaderView.ResizeMode.Stretch)
        for column in (NAME, TYPE, REQUIRED, NOT_EMPTY, MAX_LENGTH):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._name_headers()
        on_language_change(self, FieldsTable._name_headers)

    def _name_headers(self) -> None:
        self.setHorizontalHeaderLabels([translate("FieldsTable", h) for h in HEADERS])
        for column, tip in TIPS.items():
            item = self.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(translate("FieldsTable", tip))

    def set_fields(self, fields: list[InputField]) -> None:
        """Show `fields` (no sig_changed: nothing was edited)."""
        def fill() -> None:
            self.setRowCount(0)
            for field in fields:
                self._append(field)

        self.filled(fill)

    def fields(self) -> list[InputField]:
        return [self._field(row) for row in range(self.rowCount())]

    def add_field(self) -> None:
        taken = {field.name for field in self.fields()}
        number = next(n for n in range(1, len(taken) + 2) if f"field_{n}" not in taken)
        self.added(lambda: self._append(InputField(f"field_{number}")), NAME)

    def _append(self, field: InputField) -> None:
        row = self.rowCount()
        self.insertRow(row)
        self.setItem(row, NAME, QTableWidgetItem(field.name))
        kind = QComboBox()
        kind.addItems(list(TYPES))
        kind.setCurrentText(field.type)
        kind.currentTextChanged.connect(lambda _text: self._item_changed())
        self.setCellWidget(row, TYPE, kind)
        self.setItem(row, REQUIRED, _ticked(field.required))
        self.setItem(row, NOT_EMPTY, _ticked(field.not_empty))
        self.setItem(row, MAX_LENGTH, QTableWidgetItem("" if field.max_length is None else str(field.max_length)))
        self.setItem(row, DESCRIPTION, QTableWidgetItem(field.description))

    def _field(self, row: int) -> InputField:
        kind = self.cellWidget(row, TYPE)
        name, description, longest = self.item(row, NAME), self.item(row, DESCRIPTION), self.item(row, MAX_LENGTH)
        typed = longest.text().strip() if longest else ""
        return InputField(name.text().strip() if name else "",
                          kind.currentText() if isinstance(kind, QComboBox) else "string",
                          _is_ticked(self.item(row, REQUIRED)), description.text() if description else "",
                          _is_ticked(self.item(row, NOT_EMPTY)), int(typed) if typed.isdigit() else (typed or None))



def _ticked(on: bool) -> QTableWidgetItem:
    item = QTableWidgetItem()
    item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
    return item


def _is_ticked(item: QTableWidgetItem | None) -> bool:
    return item is not None and item.checkState() == Qt.CheckState.Checked
