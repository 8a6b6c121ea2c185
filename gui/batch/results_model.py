"""A thin table model over batch results: one row per question, filled as results arrive."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from core.runs.batch import CaseResult

HEADERS = ("Question", "Setup", "Result", "Calls", "Tokens", "Hand-offs", "Failures", "Problems")
PASS, FAIL = QColor(220, 245, 220), QColor(255, 222, 222)


class BatchResultsModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.results: list[CaseResult] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.results)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return HEADERS[section]
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.results):
            return None
        r = self.results[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = (r.question, r.setup, "pass" if r.passed else "FAIL", r.calls, r.tokens, r.handoffs, r.failures,
                     "; ".join(r.problems))[index.column()]
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
