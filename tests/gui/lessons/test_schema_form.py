"""The form made from a tool's input schema: which input for which type, and what each sends."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit

from gui.lessons.schema_form import SchemaForm

SCHEMA = {"type": "object", "required": ["name", "count", "urgent", "size"], "properties": {
    "name": {"type": "string", "description": "who"}, "count": {"type": "integer"}, "weight": {"type": "number"},
    "urgent": {"type": "boolean"}, "gift": {"type": "boolean"}, "size": {"type": "integer", "enum": [1, 2, 3]},
    "colour": {"type": "string", "enum": ["red", "blue"]}, "tags": {"type": "array"}, "extra": {"type": "object"}}}


def _form(qtbot) -> SchemaForm:
    form = SchemaForm()
    qtbot.addWidget(form)
    form.set_schema(SCHEMA)
    return form


def test_each_type_gets_its_input_and_required_fields_are_marked(qtbot):
    form = _form(qtbot)
    kinds = {name: type(widget) for name, widget in form.fields.items()}
    assert kinds == {"name": QLineEdit, "count": QLineEdit, "weight": QLineEdit, "urgent": QCheckBox,
                     "gift": QCheckBox, "size": QComboBox, "colour": QComboBox, "tags": QLineEdit,
                     "extra": QLineEdit}
    assert form.required == {"name", "count", "urgent", "size"}
    labels = [form.layout_.labelForField(form.fields[name]).text() for name in ("name", "weight")]
    assert labels == ["name *", "weight"]
    assert form.fields["name"].toolTip() == "who"


def test_untouched_optional_fields_are_not_sent_and_required_choices_start_on_a_value(qtbot):
    form = _form(qtbot)
    assert form.value() == {"urgent": False, "size": 1}  # a required check box is true or false


def test_each_input_sends_its_json_value(qtbot):
    form = _form(qtbot)
    fields = form.fields
    fields["name"].setText("Ada")
    fields["count"].setText("3")
    fields["weight"].setText("2.5")
    fields["urgent"].setChecked(True)
    fields["gift"].setCheckState(Qt.CheckState.Unchecked)
    fields["size"].setCurrentIndex(3)
    fields["colour"].setCurrentText("blue")
    fields["tags"].setText('["a", "b"]')
    fields["extra"].setText('{"k": 1}')
    assert form.value() == {"name": "Ada", "count": 3, "weight": 2.5, "urgent": True, "gift": False, "size": 3,
                            "colour": "blue", "tags": ["a", "b"], "extra": {"k": 1}}


def test_text_that_is_not_of_the_fields_type_is_sent_as_typed(qtbot):
    form = _form(qtbot)
    form.fields["count"].setText("2.5")  # not a whole number
    form.fields["weight"].setText("heavy")
    form.fields["tags"].setText("[not json")
    sent = form.value()
    assert (sent["count"], sent["weight"], sent["tags"]) == ("2.5", "heavy", "[not json")


def test_a_new_schema_replaces_the_fields(qtbot):
    form = _form(qtbot)
    form.set_schema({"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]})
    assert list(form.fields) == ["order_id"] and form.value() == {}
    form.set_schema({"type": "object", "properties": {}})
    assert form.fields == {} and form.value() == {}
