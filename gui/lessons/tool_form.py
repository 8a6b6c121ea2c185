"""The form for one tool: name, description, kind, strict, input fields (a table, or raw JSON Schema kept in
step with it), the SQL query, the result template, the not-found text and, for an acting tool, the check and
refusals before its write; each field shows its problems under it.

The form holds a tool as tools.json writes it (`draft()`). The lesson's checks of the input fields (not empty,
longest length) are columns of the fields table; checks of a field that is gone are dropped. A reading tool has
no check or refusals.
"""

from __future__ import annotations

import copy
import json
from functools import partial
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.lesson.tool_problems import ToolProblem
from gui.common.code_edit import CodeEdit
from gui.common.i18n import QT_TRANSLATE_NOOP, live, live_items, live_label, translate
from gui.common.problem_words import problem_text
from gui.lessons.before_write import BeforeWrite
from gui.lessons.fields_table import FieldsTable
from gui.lessons.form_parts import problem_label, sql_edit
from gui.lessons.schema_fields import checks_of, fields_of, schema_of, schema_text, with_checks

KINDS = {"reading": lambda: translate("ToolForm", "reading (only reads; runs together with other reads)"),
         "acting": lambda: translate("ToolForm", "acting (writes; a human approves each call)")}
LABELS = {"name": QT_TRANSLATE_NOOP("ToolForm", "Name"), "description": QT_TRANSLATE_NOOP("ToolForm", "Description"),
          "kind": QT_TRANSLATE_NOOP("ToolForm", "Kind"), "input_schema": QT_TRANSLATE_NOOP("ToolForm", "Input"),
          "query": QT_TRANSLATE_NOOP("ToolForm", "SQL query"), "result": QT_TRANSLATE_NOOP("ToolForm", "Result"),
          "not_found": QT_TRANSLATE_NOOP("ToolForm", "Not found")}
BEFORE_WRITE = QT_TRANSLATE_NOOP("ToolForm", "Before the write")
OTHER = "handler"  # where problems of what the form does not show are listed


class ToolForm(QWidget):
    sig_changed = Signal()  # the user changed something

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tool: dict[str, Any] = {}
        self._checks: dict[str, Any] = {}  # tools.json `checks`: field name → {not_empty, max_length}
        self._filling = False
        self.schema_error: tuple[str, int, int] | None = None  # the raw JSON's syntax error: message, line, column
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("tool-name")
        self.description_edit = QPlainTextEdit()
        self.description_edit.setObjectName("tool-description")
        self.description_edit.setTabChangesFocus(True)
        self.description_edit.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.description_edit.setMaximumHeight(self.fontMetrics().lineSpacing() * 4)
        self.kind_combo = QComboBox()
        live_items(self.kind_combo, KINDS)
        self.strict_check = QCheckBox()
        live(self.strict_check.setText, lambda: translate("ToolForm", "strict (the provider keeps the input to "
                                                          "the schema's shape)"))
        self.fields = FieldsTable()
        self.schema_edit = CodeEdit()
        self.schema_edit.setObjectName("tool-schema")
        self.input_tabs = QTabWidget()
        self.query_edit = sql_edit("tool-query", 5, 9)
        lines = self.fontMetrics().lineSpacing()
        self.input_tabs.setMaximumHeight(lines * 11)
        self.result_edit = QLineEdit()
        self.not_found_edit = QLineEdit()
        self.table_note = QLabel()
        self.table_note.setWordWrap(True)
        self.before_write = BeforeWrite()
        self.problem_labels = {field: problem_label() for field in (*LABELS, OTHER)}
        self._build()
        self._connect()

    def _build(self) -> None:
        table_page = QWidget()
        table_box = QVBoxLayout(table_page)
        table_box.setContentsMargins(0, 0, 0, 0)
        table_box.addWidget(self.table_note)
        table_box.addWidget(self.fields, 1)
        buttons = QHBoxLayout()
        self.add_field_button, self.remove_field_button = QPushButton(), QPushButton()
        live(self.add_field_button.setText, lambda: translate("ToolForm", "Add field"))
        live(self.remove_field_button.setText, lambda: translate("ToolForm", "Remove field"))
        buttons.addWidget(self.add_field_button)
        buttons.addWidget(self.remove_field_button)
        buttons.addStretch(1)
        table_box.addLayout(buttons)
        self.input_tabs.addTab(table_page, "")
        self.input_tabs.addTab(self.schema_edit, "")
        live(self.input_tabs.setTabText, lambda: translate("ToolForm", "Fields"), 0)
        live(self.input_tabs.setTabText, lambda: translate("ToolForm", "Raw JSON Schema"), 1)
        form = QFormLayout(self)
        widgets = {"name": self.name_edit, "description": self.description_edit, "kind": self.kind_combo,
                   "input_schema": self.input_tabs, "query": self.query_edit, "result": self.result_edit,
                   "not_found": self.not_found_edit}
        for field, widget in widgets.items():
            column = QVBoxLayout()
            column.addWidget(widget)
            column.addWidget(self.problem_labels[field])
            if field == "kind":
                column.addWidget(self.strict_check)
            form.addRow(live_label(partial(translate, "ToolForm", LABELS[field])), column)
        form.addRow(live_label(partial(translate, "ToolForm", BEFORE_WRITE)), self.before_write)
        self._form = form
        form.addRow(self.problem_labels[OTHER])
        live(self.result_edit.setPlaceholderText, lambda: translate("ToolForm", "e.g. {order_id} — {status}"))
        live(self.query_edit.setToolTip, lambda: translate(
            "ToolForm", "One SQL statement over the lesson's tables. Input fields are :name, the signed-in customer "
            "is :customer (never from the model). SQLite itself refuses a write from a reading tool."))
        live(self.result_edit.setToolTip, lambda: translate(
            "ToolForm", "Each row read, written with its columns and the input fields: {column}, {column:date}"))

    def _connect(self) -> None:
        for edit in (self.name_edit, self.result_edit, self.not_found_edit):
            edit.textChanged.connect(self._changed)
        for plain in (self.description_edit, self.query_edit):
            plain.textChanged.connect(self._changed)
        self.kind_combo.currentIndexChanged.connect(self._changed)
        self.kind_combo.currentIndexChanged.connect(self._show_before_write)
        self.before_write.sig_changed.connect(self._changed)
        self.strict_check.toggled.connect(self._changed)
        self.fields.sig_changed.connect(self._table_changed)
        self.schema_edit.textChanged.connect(self._schema_typed)
        self.add_field_button.clicked.connect(self.fields.add_field)
        self.remove_field_button.clicked.connect(self.fields.remove_selected)

    # ---- the tool in and out -------------------------------------------------
    def load(self, tool: dict[str, Any], strict: bool) -> None:
        """Show `tool` (as tools.json writes it); no sig_changed."""
        self._filling = True
        self._tool = copy.deepcopy(tool)
        self._checks = copy.deepcopy(tool.get("checks", {}))
        handler = tool.get("handler", {})
        self.name_edit.setText(tool.get("name", ""))
        self.description_edit.setPlainText(tool.get("description", ""))
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(tool.get("kind", "reading"))))
        self.strict_check.setChecked(strict)
        self.schema_edit.setPlainText(schema_text(tool.get("input_schema", {})))
        self.schema_error = None
        self._show_table(tool.get("input_schema", {}))
        self.query_edit.setPlainText(handler.get("query", ""))
        self.result_edit.setText(handler.get("result", ""))
        self.not_found_edit.setText(handler.get("not_found", ""))
        self.before_write.load(handler)
        self._show_before_write()
        self._filling = False

    def draft(self) -> dict[str, Any]:
        """The tool as the form shows it, as tools.json writes it."""
        tool = copy.deepcopy(self._tool)
        schema = self._schema()
        fields = schema.get("properties", {}) if isinstance(schema, dict) else {}
        handler = {**tool.get("handler", {}), "query": self.query_edit.toPlainText().strip(),
                   "result": self.result_edit.text(), "not_found": self.not_found_edit.text()}
        handler = self.before_write.into(handler) if self._acting() else {
            key: value for key, value in handler.items() if key not in ("check", "refuse")}
        tool.update(name=self.name_edit.text().strip(), description=self.description_edit.toPlainText().strip(),
                    kind=self.kind_combo.currentData(), input_schema=schema, handler=handler)
        checks = {name: check for name, check in self._checks.items() if name in fields}
        tool.pop("checks", None)
        if checks:
            tool["checks"] = checks
        return tool

    def _acting(self) -> bool:
        return self.kind_combo.currentData() == "acting"

    def _show_before_write(self, *_args) -> None:
        self._form.setRowVisible(self.before_write, self._acting())

    def strict(self) -> bool:
        return self.strict_check.isChecked()

    def _schema(self) -> Any:
        try:
            return json.loads(self.schema_edit.toPlainText())
        except json.JSONDecodeError:
            return self._tool.get("input_schema", {})  # the syntax error is shown; the rest checks the last good one

    # ---- the two views of the input -------------------------------------------
    def _show_table(self, schema: Any) -> None:
        fields = fields_of(schema)
        self.fields.setEnabled(fields is not None)
        self.add_field_button.setEnabled(fields is not None)
        self.remove_field_button.setEnabled(fields is not None)
        if fields is not None:
            self.fields.set_fields(with_checks(fields, self._checks))
        live(self.table_note.setText, lambda: "" if fields is not None else translate(
            "ToolForm", "This schema says more than the table shows (e.g. an enum or a pattern): edit it as raw "
            "JSON Schema."))
        self.table_note.setVisible(fields is None)

    def _table_changed(self) -> None:
        self._filling = True
        self._checks = checks_of(self.fields.fields())
        self.schema_edit.setPlainText(schema_text(schema_of(self.fields.fields())))
        self.schema_error = None
        self._filling = False
        self._changed()

    def _schema_typed(self) -> None:
        if self._filling:
            return
        try:
            schema = json.loads(self.schema_edit.toPlainText())
        except json.JSONDecodeError as error:
            self.schema_error = (error.msg, error.lineno, error.colno)
            self.schema_edit.set_error_lines({error.lineno})
        else:
            self.schema_error = None
            self.schema_edit.set_error_lines(set())
            self._filling = True
            self._show_table(schema)
            self._filling = False
        self._changed()

    def _changed(self, *_args) -> None:
        if not self._filling:
            self.sig_changed.emit()

    # ---- problems --------------------------------------------------------------
    def show_problems(self, problems: list[ToolProblem]) -> None:
        """Each problem under its field (what the form does not show, at the bottom)."""
        mine = [p for p in problems if p.field.partition(".")[0] in ("check", "refuse")]
        self.before_write.show_problems(mine)
        by_field: dict[str, list[str]] = {field: [] for field in self.problem_labels}
        for problem in problems:
            if problem in mine:
                continue
            field = problem.field if problem.field in by_field else OTHER
            by_field[field].append(("✗ " if field != OTHER else f"✗ {problem.field}: ") + problem_text(problem))
        for field, label in self.problem_labels.items():
            label.setText("\n".join(by_field[field]))
            label.setVisible(bool(by_field[field]))
