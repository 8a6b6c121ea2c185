""""Run again": the saved run and the new one side by side (answer, end, calls, each tool result).

`ReplayRowsModel` is a thin table over `ReplayDiff.rows()`; rows that differ get
a warm background and a bold label. `ReplayView` adds a one-line verdict and a
button to show the new run in the chat and inspector.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.runs.replay import ReplayDiff

HEADERS = ("", "saved run", "run again (orders now)")
CHANGED_BG = QColor("#ffe0b2")
CHANGED_FG = QColor("#8a3c00")
SAME_FG = QColor("#4b5563")


class ReplayRowsModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, str, str, bool]] = []
        self._bold = QFont()
        self._bold.setBold(True)

    def set_diff(self, diff: ReplayDiff | None) -> None:
        self.beginResetModel()
        self.rows = diff.rows() if diff is not None else []
        self.endResetModel()

    def changed_rows(self) -> list[int]:
        return [n for n, row in enumerate(self.rows) if row[3]]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return HEADERS[section] if 0 <= section < len(HEADERS) else None
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        what, before, after, differs = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            label = what + (" ≠" if differs and role == Qt.ItemDataRole.DisplayRole else "")
            return (label, before, after)[index.column()]
        if role == Qt.ItemDataRole.BackgroundRole and differs:
            return CHANGED_BG
        if role == Qt.ItemDataRole.ForegroundRole:
            return CHANGED_FG if differs else SAME_FG
        if role == Qt.ItemDataRole.FontRole and differs and index.column() == 0:
            return self._bold
        return None


def verdict(diff: ReplayDiff) -> str:
    if not diff.changed:
        return "✓ Run again: same answer, same tool results, same number of calls."
    parts = [name for name, flag in (("answer", diff.answer_changed), ("tool results", diff.tools_changed),
                                     ("number of calls", diff.calls_changed)) if flag]
    return "≠ Run again: " + ", ".join(parts) + " changed (highlighted)."


class ReplayView(QWidget):
    sig_show_record = Signal(object)  # the new run's RunRecord, to show in the chat and inspector

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.diff: ReplayDiff | None = None
        self.model = ReplayRowsModel(self)
        self.summary = QLabel("Run again shows here what changed.")
        self.summary.setWordWrap(True)
        self.summary.setObjectName("replay-summary")
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setWordWrap(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, self.fontMetrics().horizontalAdvance("Aufrufe ≠") + 24)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.show_button = QPushButton("Show new run")
        self.show_button.setToolTip("Show the new run in the chat and the inspector")
        self.show_button.clicked.connect(self._show_new)
        self.show_button.setEnabled(False)
        row = QHBoxLayout()
        row.addWidget(self.summary, 1)
        row.addWidget(self.show_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)

    def set_diff(self, diff: ReplayDiff) -> None:
        self.diff = diff
        self.model.set_diff(diff)
        self.table.resizeRowsToContents()
        self.summary.setText(verdict(diff))
        self.summary.setStyleSheet("color: #8a3c00; font-weight: bold;" if diff.changed else "color: #1b5e20;")
        self.show_button.setEnabled(True)

    def _show_new(self) -> None:
        if self.diff is not None:
            self.sig_show_record.emit(self.diff.record)
