"""A thin table model over batch results: one row per question, filled as results arrive."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from core.runs.batch import CaseResult
from gui.batch.words import setup_text
from gui.common.i18n import QT_TRANSLATE_NOOP, on_language_change, translate
from gui.runs.run_problem_words import problem_text

HEADERS = (
    QT_TRANSLATE_NOOP("BatchResults", "Question"),
    QT_TRANSLATE_NOOP("BatchResults", "Setup"),
    QT_TRANSLATE_NOOP("BatchResults", "Result"),
    QT_TRANSLATE_NOOP("BatchResults", "Calls"),
    QT_TRANSLATE_NOOP("BatchResults", "Tokens"),
    QT_TRANSLATE_NOOP("BatchResults", "Hand-offs"),
    QT_TRANSLATE_NOOP("BatchResults", "Failures"),
    QT_TRANSLATE_NOOP("BatchResults", "Problems"),
)
PASS, FAIL = QColor(220, 245, 220), QColor(255, 222, 222)


class BatchResultsModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.results: list[CaseResult] = []
        on_language_change(self, lambda model: model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                                                               len(HEADERS) - 1))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.results)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("BatchResults", HEADERS[section])
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.results):
            return None
        r = self.results[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            verdict = translate("BatchDetails", "pass") if r.passed else translate("BatchDetails", "FAIL")
            value = (r.question, setup_text(r), verdict, r.calls, r.tokens, r.handoffs, r.failures,
                     "; ".join(problem_text(p) for p in r.problems))[index.column()]
            return value
        if role == Qt.ItemDataRole.BackgroundRole and index.column() == 2:
            return PASS if r.passed else FAIL
        if role == Qt.ItemDataRole.ToolTipRole:
            return r.answer
        return None

    def clear(self) -> None:
        self.beginResetModel()
        self.results = []
        self.endResetModel()

    def add(self, result: CaseResult) -> None:
        """Insert in test-set order (parallel runs finish out of order)."""
        row = sum(1 for r in self.results if r.index < result.index)
        self.beginInsertRows(QModelIndex(), row, row)
        self.results.insert(row, result)
        self.endInsertRows()
