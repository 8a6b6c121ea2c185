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
from gui.common.i18n import QT_TRANSLATE_NOOP, live, on_language_change, translate
from gui.common.run_words import end_text
from gui.runs.order_words import run_again_text

HEADERS = ("", QT_TRANSLATE_NOOP("ReplayView", "saved run"), QT_TRANSLATE_NOOP("ReplayView", "run again (orders now)"))
ROW_WORDS = {"answer": QT_TRANSLATE_NOOP("ReplayView", "Answer"), "end": QT_TRANSLATE_NOOP("ReplayView", "End"),
             "calls": QT_TRANSLATE_NOOP("ReplayView", "Calls")}


def row_label(what: str) -> str:
    """The program's word for a row the diff names by its code (answer, end, calls, tool N)."""
    source = ROW_WORDS.get(what)
    if source:
        return translate("ReplayView", source)
    if what.startswith("tool "):
        return translate("ReplayView", "Tool {n}").format(n=what.removeprefix("tool "))
    return what
CHANGED_BG = QColor("#ffe0b2")
CHANGED_FG = QColor("#8a3c00")
SAME_FG = QColor("#4b5563")


class ReplayRowsModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, str, str, bool]] = []
        self._bold = QFont()
        self._bold.setBold(True)
        on_language_change(self, ReplayRowsModel._retranslated)

    def _retranslated(self) -> None:
        """The headers and the rows' labels are worded anew: the views measure them again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(HEADERS) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(HEADERS) - 1))

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
            return translate("ReplayView", HEADERS[section]) if 1 <= section < len(HEADERS) else ""
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        what, before, after, differs = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            label = row_label(what) + (" ≠" if differs and role == Qt.ItemDataRole.DisplayRole else "")
            if what == "end":  # how each run ended: a code, worded
                before, after = end_text(before), end_text(after)
            return (label, before, after)[index.column()]
        if role == Qt.ItemDataRole.BackgroundRole and differs:
            return CHANGED_BG
        if role == Qt.ItemDataRole.ForegroundRole:
            return CHANGED_FG if differs else SAME_FG
        if role == Qt.ItemDataRole.FontRole and differs and index.column() == 0:
            return self._bold
        return None


def orders_text(diff: ReplayDiff) -> str:
    """Which orders each side ran with: the saved run's own, and the orders now (which of them differ)."""
    return run_again_text(diff.orders_used())


def verdict(diff: ReplayDiff) -> str:
    if not diff.changed:
        return translate("ReplayView", "✓ Run again: same answer, same tool results, same number of calls.")
    parts = [translate("ReplayView", name) for name, flag in (
        (QT_TRANSLATE_NOOP("ReplayView", "answer"), diff.answer_changed),
        (QT_TRANSLATE_NOOP("ReplayView", "tool results"), diff.tools_changed),
        (QT_TRANSLATE_NOOP("ReplayView", "number of calls"), diff.calls_changed)) if flag]
    return translate("ReplayView", "≠ Run again: {what} changed (highlighted).").format(what=", ".join(parts))


class ReplayView(QWidget):
    sig_show_record = Signal(object)  # the new run's RunRecord, to show in the chat and inspector

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.diff: ReplayDiff | None = None
        self.model = ReplayRowsModel(self)
        self.summary = QLabel()
        live(self.summary.setText, lambda: translate("ReplayView", "Run again shows here what changed."))
        self.summary.setWordWrap(True)
        self.summary.setObjectName("replay-summary")
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setWordWrap(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)  # its labels in any language
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.show_button = QPushButton()
        live(self.show_button.setText, lambda: translate("ReplayView", "Show new run"))
        live(self.show_button.setToolTip,
             lambda: translate("ReplayView", "Show the new run in the chat and the inspector"))
        self.show_button.clicked.connect(self._show_new)
        self.show_button.setEnabled(False)
        self.orders = QLabel("")  # which orders each side ran with
        self.orders.setObjectName("replay-orders")
        self.orders.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.summary, 1)
        row.addWidget(self.show_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.orders)
        layout.addWidget(self.table, 1)

    def set_diff(self, diff: ReplayDiff) -> None:
        self.diff = diff
        self.model.set_diff(diff)
        self.table.resizeRowsToContents()
        live(self.summary.setText, lambda: verdict(diff))
        live(self.orders.setText, lambda: orders_text(diff))
        self.summary.setStyleSheet("color: #8a3c00; font-weight: bold;" if diff.changed else "color: #1b5e20;")
        self.show_button.setEnabled(True)

    def _show_new(self) -> None:
        if self.diff is not None:
            self.sig_show_record.emit(self.diff.record)
