"""The lesson's other tables in the orders pane: a chooser over the orders (first) and the lesson's other tables.

The other tables show read-only, as the store holds them now: read again whenever the store says they may have
changed (a reset, an acting tool's write, from whichever thread). A row a tool read lights up as an order's
does. Their column names are the lesson's own; the words around them are the program's.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.lesson.store import OrdersStore, StoreError
from gui.common.i18n import live, number, translate
from gui.orders.highlight import RowHighlighter
from gui.orders.sizing import TABLE_STYLE

HIGHLIGHT = QColor(255, 224, 102)  # the orders' soft yellow
NOTE_STYLE = "color: #555; padding: 2px 4px;"
Index = QModelIndex | QPersistentModelIndex


class TableRowsModel(QAbstractTableModel):
    """One of the lesson's other tables, read-only; `set_highlight` lights a row up by its key."""

    _sig_changed = Signal()  # the store's tables may have changed: read again on the model's thread
    sig_loaded = Signal()  # all rows are in (they always are: read whole), as the highlighter asks

    def __init__(self, store: OrdersStore, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store, self.name = store, name
        self.columns = store.table(name).columns
        self._rows: list[tuple[str, ...]] = []
        self._highlight: dict[str, float] = {}
        self._sig_changed.connect(self.reload)
        self._unsubscribe = store.subscribe_tables(self._forward)
        self.destroyed.connect(lambda *_: self._unsubscribe())
        self.reload()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.columns[section] if 0 <= section < len(self.columns) else None
        return str(section + 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return row[index.column()]
        if role == Qt.ItemDataRole.BackgroundRole and row[0] in self._highlight:
            color = QColor(HIGHLIGHT)
            color.setAlphaF(0.25 + 0.75 * self._highlight[row[0]])
            return color
        return None

    def row_of(self, key: str) -> int | None:
        return next((i for i, row in enumerate(self._rows) if row[0] == key), None)

    def set_highlight(self, key: str, strength: float) -> None:
        if strength <= 0:
            self._highlight.pop(key, None)
        else:
            self._highlight[key] = min(strength, 1.0)
        row = self.row_of(key)
        if row is not None:
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.columns) - 1),
                                  [Qt.ItemDataRole.BackgroundRole])

    def reload(self) -> None:
        """The rows as the store holds them now; if it cannot be read just now, the rows shown stay."""
        try:
            rows = self.store.table_rows(self.name)
        except StoreError:
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def _forward(self) -> None:
        try:
            self._sig_changed.emit()
        except RuntimeError:  # the model is already gone
            self._unsubscribe()


class LessonTables(QWidget):
    """The chooser (hidden when the lesson has no other table) over a stack: the orders page, then one view
    that shows the chosen other table. `reset` is the orders editor's own "Reset to lesson data…"."""

    sig_chosen = Signal(str)  # the table now shown: "orders" or the other table's name

    def __init__(self, store: OrdersStore, orders_page: QWidget, reset: QAction, parent: QWidget | None = None):
        super().__init__(parent)
        self.models = {table.name: TableRowsModel(store, table.name, self) for table in store.tables}
        # the highlighter asks only what this model has too (row_of, set_highlight, canFetchMore, sig_loaded)
        self.highlighters = {name: RowHighlighter(model, self)  # type: ignore[arg-type]
                             for name, model in self.models.items()}
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("table-chooser")
        self.stack = QStackedWidget(self)
        self.view = QTableView(self)
        self.note = QLabel(self)
        self.count = QLabel(self)
        self._build(orders_page, reset)
        self.chooser.currentIndexChanged.connect(self._show)

    def _build(self, orders_page: QWidget, reset: QAction) -> None:
        self.chooser.addItem("", "orders")
        live(self.chooser.setItemText, lambda: translate("LessonTables", "Orders"), 0)
        for name, model in self.models.items():
            self.chooser.addItem(name, name)
            model.modelReset.connect(self._update_count)
        live(self.chooser.setToolTip, lambda: translate("LessonTables", "Which of the lesson's tables to show"))
        title = QLabel(self)
        live(title.setText, lambda: translate("LessonTables", "Table:"))
        top = QWidget(self)
        top.setObjectName("table-chooser-row")
        row = QHBoxLayout(top)
        row.setContentsMargins(2, 0, 2, 0)
        row.addWidget(title)
        row.addWidget(self.chooser, 1)
        top.setVisible(bool(self.models))
        button = QToolButton(self)
        button.setDefaultAction(reset)
        button.setAutoRaise(True)
        self.note.setWordWrap(True)
        self.note.setStyleSheet(NOTE_STYLE)
        self.count.setStyleSheet(NOTE_STYLE)
        self._build_view()
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        for widget, stretch in ((self.note, 0), (self.view, 1), (self.count, 0)):
            column.addWidget(widget, stretch)
        self.stack.addWidget(orders_page)
        self.stack.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(top)
        layout.addWidget(self.stack, 1)

    def _build_view(self) -> None:
        view = self.view
        view.setObjectName("other-table")
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.verticalHeader().hide()
        header = view.horizontalHeader()
        header.setStretchLastSection(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        view.setStyleSheet(TABLE_STYLE)
        view.installEventFilter(self)

    # ---- what the orders editor calls ----------------------------------------
    def current(self) -> str:
        return str(self.chooser.currentData())

    def choose(self, name: str) -> None:
        index = self.chooser.findData(name)
        if index >= 0:
            self.chooser.setCurrentIndex(index)

    def highlight(self, key: str) -> None:
        """Flash the row with this key in every other table that has one, and scroll to it where shown."""
        for name, model in self.models.items():
            row = model.row_of(key)
            if row is None:
                continue
            self.highlighters[name].flash(key)
            if self.current() == name:
                self.view.scrollTo(model.index(row, 0), QAbstractItemView.ScrollHint.EnsureVisible)

    # ---- helpers -------------------------------------------------------------------
    def _show(self, _index: int = 0) -> None:
        name = self.current()
        model = self.models.get(name)
        if model is not None:
            self.view.setModel(model)
            live(self.note.setText, lambda: translate(
                "LessonTables", "The lesson's table {name}, read-only. The lesson's tools read it; Reset to "
                "lesson data brings back its rows.").format(name=name))
            self._update_count()
            self._fit()
        self.stack.setCurrentIndex(0 if model is None else 1)
        self.sig_chosen.emit(name)

    def _update_count(self) -> None:
        model = self.models.get(self.current())
        if model is not None:
            live(self.count.setText, lambda: translate("LessonTables", "Rows: {n}").format(
                n=number(model.rowCount(), 0)))

    def _fit(self) -> None:
        self.view.verticalHeader().setDefaultSectionSize(int(self.view.fontMetrics().height() * 1.8))
        self.view.resizeColumnsToContents()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.FontChange:
            self._fit()
        return False
