"""A form generated from a tool's input JSON Schema: one input per property, of the kind its type asks for.

string → line edit, integer and number → line edit read as a number, boolean → check box, enum → combo box,
anything else (array, object, no type) → a line of raw JSON. Required fields are marked. A field left empty
is not sent, so a missing required field reaches the tool's validation as the model's omission would; a
number that does not read as one is sent as the text typed, so the tool answers with its type error.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from gui.common.fonts import mono_font
from gui.common.i18n import live, translate

NOT_SENT = object()  # what an empty field gives: the key is left out of the input
Reader = Callable[[], Any]


def _number(text: str, kind: str) -> Any:
    """The number typed, or the text itself when it does not read as one of `kind`."""
    try:
        return int(text)
    except ValueError:
        if kind == "integer":
            return text
    try:
        return float(text)
    except ValueError:
        return text


def _raw_json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def _placeholder(kind: str) -> str:
    return translate("SchemaForm", "{type} — left empty: not sent").format(type=kind)


class SchemaForm(QWidget):
    """The input fields of one schema; `value()` is the input as it would be sent."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QFormLayout(self)
        self.layout_.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, QWidget] = {}  # property name → its input widget
        self.required: set[str] = set()
        self._readers: dict[str, Reader] = {}

    def set_schema(self, schema: dict[str, Any]) -> None:
        """Build the fields anew for `schema` (its top-level properties, in their order)."""
        while self.layout_.rowCount():
            self.layout_.removeRow(0)
        self.fields.clear()
        self._readers.clear()
        properties = schema.get("properties", {}) if isinstance(schema, dict) else {}
        required = schema.get("required", []) if isinstance(schema, dict) else []
        self.required = {name for name in required if isinstance(name, str)}
        for name, prop in properties.items():
            widget, reader = self._field(prop if isinstance(prop, dict) else {}, name in self.required)
            widget.setObjectName(f"field-{name}")
            label = QLabel(f"{name} *" if name in self.required else name)
            description = prop.get("description") if isinstance(prop, dict) else None
            if isinstance(description, str):
                label.setToolTip(description)
                widget.setToolTip(description)
            self.layout_.addRow(label, widget)
            self.fields[name] = widget
            self._readers[name] = reader
        if self.required:
            note = QLabel()
            live(note.setText, lambda: translate("SchemaForm", "* required"))
            note.setStyleSheet("color: #555;")
            self.layout_.addRow(note)
        elif not properties:
            empty = QLabel()
            live(empty.setText, lambda: translate("SchemaForm", "This tool takes no input."))
            self.layout_.addRow(empty)

    def value(self) -> dict[str, Any]:
        """The input as it would be sent: every field that is not left empty."""
        sent = {name: read() for name, read in self._readers.items()}
        return {name: value for name, value in sent.items() if value is not NOT_SENT}

    def _field(self, prop: dict[str, Any], required: bool) -> tuple[QWidget, Reader]:
        kind = prop.get("type")
        if isinstance(prop.get("enum"), list):
            return self._choice(prop["enum"], required)
        if kind == "boolean":
            return self._switch(required)
        if kind in ("string", "integer", "number"):
            return self._line(kind, lambda text: text if kind == "string" else _number(text, kind))
        edit, reader = self._line(json.dumps(kind) if kind is not None else "JSON", _raw_json)
        edit.setFont(mono_font())
        return edit, reader

    @staticmethod
    def _line(kind: str, convert: Callable[[str], Any]) -> tuple[QLineEdit, Reader]:
        edit = QLineEdit()
        live(edit.setPlaceholderText, lambda: _placeholder(kind))
        return edit, lambda: convert(edit.text()) if edit.text() else NOT_SENT

    @staticmethod
    def _choice(values: list[Any], required: bool) -> tuple[QComboBox, Reader]:
        combo = QComboBox()
        combo.addItem("")
        live(combo.setItemText, lambda: translate("SchemaForm", "— not sent —"), 0)
        for item in values:
            combo.addItem(item if isinstance(item, str) else json.dumps(item, ensure_ascii=False))
        combo.setCurrentIndex(1 if required and values else 0)
        return combo, lambda: values[combo.currentIndex() - 1] if combo.currentIndex() > 0 else NOT_SENT

    @staticmethod
    def _switch(required: bool) -> tuple[QCheckBox, Reader]:
        """Required: true or false. Optional: a third, half-checked state leaves it out."""
        box = QCheckBox()
        box.setTristate(not required)
        if not required:
            box.setCheckState(Qt.CheckState.PartiallyChecked)

        def read() -> Any:
            state = box.checkState()
            return NOT_SENT if state == Qt.CheckState.PartiallyChecked else state == Qt.CheckState.Checked

        def text() -> str:
            state = box.checkState()
            if state == Qt.CheckState.PartiallyChecked:
                return translate("SchemaForm", "not sent")
            return "true" if state == Qt.CheckState.Checked else "false"

        live(box.setText, text)
        box.checkStateChanged.connect(lambda _state: box.setText(text()))
        return box, read
