"""How order cells are edited: a status combo, date text with a hint, and a highlight over selection."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QComboBox, QLineEdit, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from core.lesson.orders import date_examples
from core.lesson.spec import DateForm
from core.lesson.store import FIELDS
from gui.common.i18n import translate
from gui.orders.model import DATE_FIELDS

Index = QModelIndex | QPersistentModelIndex


@functools.cache
def _selected() -> Any:
    """QStyle's "selected" state, made at the first paint: QStyle's many enums cost start-up ~5 ms."""
    from PySide6.QtWidgets import QStyle

    return QStyle.StateFlag.State_Selected


class OrdersDelegate(QStyledItemDelegate):
    """Edits cells in the lesson's words: its statuses in a combo (none given: typed), dates in its form."""

    def __init__(self, parent: QWidget | None, statuses: tuple[str, ...], dates: DateForm) -> None:
        super().__init__(parent)
        self.statuses = statuses  # the lesson's statuses an order may have
        self.dates = dates  # how the lesson writes a date
        self.lit: Callable[[], bool] = lambda: True  # whether any row may be highlighted (a cheap first test)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        field = FIELDS[index.column()]
        if field == "status" and self.statuses:
            combo = QComboBox(parent)
            combo.addItems(self.statuses)
            combo.activated.connect(lambda _=0, c=combo: self._finish(c))
            return combo
        editor = super().createEditor(parent, option, index)
        if field in DATE_FIELDS and isinstance(editor, QLineEdit):
            examples = date_examples(self.dates)
            editor.setPlaceholderText(examples[0])  # the lesson's words only: no line mixes two languages
            editor.setToolTip("\n".join((translate("OrdersDelegate", "Write the date in one of these forms:"),
                                          *examples)))
        return editor

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentText(str(index.data(Qt.ItemDataRole.EditRole)))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)

    def updateEditorGeometry(self, editor: QWidget, option: QStyleOptionViewItem, index: Index) -> None:
        """The status combo may be wider than its column, so no status is cut off."""
        super().updateEditorGeometry(editor, option, index)
        if isinstance(editor, QComboBox):
            editor.resize(max(editor.width(), editor.sizeHint().width()), editor.height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        """A highlighted row stays visibly yellow even while it is selected."""
        if self.lit() and index.data(Qt.ItemDataRole.BackgroundRole) is not None and option.state & _selected():
            option = QStyleOptionViewItem(option)
            option.state &= ~_selected()
        super().paint(painter, option, index)

    def _finish(self, combo: QComboBox) -> None:
        self.commitData.emit(combo)
        self.closeEditor.emit(combo, QStyledItemDelegate.EndEditHint.NoHint)
