"""The orders editor: the orders table with add, delete, undo/redo, reset and a filter.

Edits go straight into SQLite through the model, so the very next tool call reads them. A refused value
stays explained until the next edit: its cell turns red and says why when pointed at, and a red line under
the table says which order, which column and why (in the window's language). Delete acts only on rows the
user can see selected, and asks first. A read-only database shows why above the table; nothing can be edited.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from core.lesson.store import OrdersStore, StoreError
from gui.common.flow_layout import FlowLayout
from gui.common.i18n import live, live_action, number, translate
from gui.common.store_notice_words import said_text
from gui.common.store_words import store_error_text
from gui.common.undo_keys import pass_undo_when_nothing_typed
from gui.orders.delegate import OrdersDelegate
from gui.orders.filter import OrdersFilter
from gui.orders.highlight import RowHighlighter
from gui.orders.model import HEADERS, OrdersModel, header
from gui.orders.new_order import new_order
from gui.orders.other_tables import LessonTables
from gui.orders.questions import confirm_delete, confirm_reset
from gui.orders.sizing import TABLE_STYLE, fit_sections_to_font
from gui.orders.stack_actions import stack_action
from gui.orders.table_view import OrdersView
from gui.orders.undo import add_order, delete_rows

FILTER_DELAY_MS = 200
MESSAGE_STYLE = "color: #b00020; font-weight: 600; padding: 4px 2px;"
READ_ONLY_STYLE = "background: #fff3cd; color: #5c4300; padding: 4px 6px; border: 1px solid #e0c36a;"


class OrdersEditor(QWidget):
    def __init__(self, store: OrdersStore, parent: QWidget | None = None, *,
                 customer: Callable[[], str] | None = None) -> None:
        """`customer`: who a new order belongs to when no row is selected (the window's signed-in customer);
        without it, the store's first customer."""
        super().__init__(parent)
        self.store = store
        self.customer = customer
        self.undo_stack = QUndoStack(self)
        self.model = OrdersModel(store, self.undo_stack, self)
        self.proxy = OrdersFilter(self.model, self)
        self.view = OrdersView(self)
        self.highlighter = RowHighlighter(self.model, self, shown=self.highlight_order)  # once it is read
        self.message = QLabel(self)
        self.read_only_note = QLabel(self)
        live(self.read_only_note.setText, lambda: said_text(self.store.read_only))
        self.filter = QLineEdit(self)
        self.count = QLabel(self)
        self._filter_timer = QTimer(self, singleShot=True, interval=FILTER_DELAY_MS)
        self._build_view()
        self._build_actions()
        self._build_layout()
        self._connect()
        self._update_count()

    # ---- what the main window calls ---------------------------------------
    def highlight_order(self, order_id: str) -> None:
        """Flash the order's row yellow for about 1.5 s and scroll to it; one not read yet, once it comes. A row
        of another table of the lesson with this key flashes too."""
        self.tables.highlight(order_id)
        row = self.model.row_of(order_id)
        if row is None:
            self.highlighter.when_shown(order_id)
            return
        self.highlighter.flash(order_id)
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid():
            self.view.updateGeometries()  # rows of pages read a moment ago count for the scroll range
            self.view.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)

    def sizeHint(self) -> QSize:
        """Wide enough to show every column whole, as fitted to the font (a stretched last column does not count)."""
        return QSize(self.column_fit.width() + 4, super().sizeHint().height())

    # ---- actions -----------------------------------------------------------
    def add_order(self) -> None:
        row = self._current_source_row()
        signed_in = self.customer() if self.customer is not None else None
        order = new_order(self.store, self.model.order_at(row).customer_id if row is not None else signed_in)
        if not add_order(self.model, order):
            return
        self._clear_message()
        new_row = self.model.row_of(order.order_id)
        if new_row is None:  # the filter hides it: show all orders again, and the new one at once
            self.filter.clear()
            self.proxy.set_needle("")
            new_row = self.model.reveal(order.order_id)
        if new_row is None:  # removed again at once, from another thread
            return
        index = self.proxy.mapFromSource(self.model.index(new_row, 0))
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)
        self.view.edit(index)

    def delete_selected(self) -> int:
        """Delete the rows shown selected, after asking; the bare current cell is never a selection."""
        rows = sorted(self.proxy.mapToSource(ix).row() for ix in self.view.selectionModel().selectedRows())
        if not rows or not self._confirm_delete(rows):
            return 0
        deleted = delete_rows(self.model, set(rows))
        if deleted:
            self._clear_message()
        return deleted

    def _confirm_delete(self, rows: list[int]) -> bool:
        return confirm_delete(self, [self.model.order_at(row).order_id for row in rows])

    def reset_to_lesson(self) -> bool:
        """Ask first; on yes replace every order with the lesson's and clear the undo history."""
        if not confirm_reset(self, self.model.total()):
            return False
        try:
            self.store.reset_to_lesson()
        except StoreError as error:
            self._show_refusal(-1, -1, store_error_text(error))
            return False
        self.undo_stack.clear()
        self._clear_message()
        return True

    # ---- building ----------------------------------------------------------
    def _build_view(self) -> None:
        view = self.view
        view.setModel(self.proxy)
        delegate = OrdersDelegate(view, self.store.statuses, self.store.seed.dates)
        delegate.lit = self.model.marks_any
        view.setItemDelegate(delegate)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.setCornerButtonEnabled(False)
        view.verticalHeader().hide()
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        view.setStyleSheet(TABLE_STYLE)
        self.column_fit = fit_sections_to_font(view, self.store.seed)

    def _build_actions(self) -> None:
        self.add_action = live_action(self, lambda: translate("OrdersEditor", "Add"),
                                      lambda: translate("OrdersEditor", "Add an order (and start editing it)"))
        self.delete_action = live_action(self, lambda: translate("OrdersEditor", "Delete"),
                                         lambda: translate("OrdersEditor", "Delete the selected orders (Del)"))
        self.delete_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.view.addAction(self.delete_action)
        stack = self.undo_stack
        self.undo_action = stack_action(self, lambda: translate("OrdersEditor", "Undo"), ["Ctrl+Z"], stack.undo,
                                        stack.canUndoChanged, stack.undoTextChanged, self._undo_step)
        self.redo_action = stack_action(self, lambda: translate("OrdersEditor", "Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"],
                                        stack.redo, stack.canRedoChanged, stack.redoTextChanged, self._undo_step)
        self.reset_action = live_action(
            self, lambda: translate("OrdersEditor", "Reset to lesson data…"),
            lambda: translate("OrdersEditor", "Put back the lesson's orders and tables as the lesson ships them"))

    def _build_layout(self) -> None:
        bar = QWidget(self)  # the buttons wrap to a second row in a narrow pane, never hide behind »
        bar.setObjectName("orders-actions")
        flow = FlowLayout(bar)
        for action in (self.add_action, self.delete_action, self.undo_action, self.redo_action, self.reset_action):
            button = QToolButton(bar)
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            flow.addWidget(button)
        live(self.filter.setPlaceholderText, lambda: translate("OrdersEditor", "Filter: order, customer, status"))
        self.filter.setClearButtonEnabled(True)
        self.message.setStyleSheet(MESSAGE_STYLE)
        self.message.setWordWrap(True)
        self.message.hide()
        self.read_only_note.setStyleSheet(READ_ONLY_STYLE)
        self.read_only_note.setWordWrap(True)
        self.read_only_note.setVisible(bool(self.store.read_only))
        self.count.setStyleSheet("color: #555; padding: 0 4px 2px 4px;")
        page = QWidget(self)  # the orders; the chooser above it shows the lesson's other tables instead
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(bar)
        layout.addWidget(self.read_only_note)
        layout.addWidget(self.filter)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.count)
        self.tables = LessonTables(self.store, page, self.reset_action, self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.tables)

    def _connect(self) -> None:
        self.add_action.triggered.connect(self.add_order)
        self.delete_action.triggered.connect(self.delete_selected)
        self.reset_action.triggered.connect(self.reset_to_lesson)
        self.model.sig_refused.connect(self._show_refusal)
        self.model.sig_edited.connect(self._clear_message)
        self.model.sig_store_reset.connect(self.undo_stack.clear)
        self.model.sig_loaded.connect(self._update_count)
        self.model.sig_loaded.connect(self.view.rows_complete)
        self.filter.textChanged.connect(lambda _text: self._filter_timer.start())
        self._filter_timer.timeout.connect(self._apply_filter)
        # The proxy drops removed rows before the model has: the count follows the model's signals too.
        for signal in (self.proxy.rowsInserted, self.proxy.rowsRemoved, self.proxy.modelReset,
                       self.proxy.layoutChanged, self.model.rowsInserted, self.model.rowsRemoved,
                       self.model.modelReset):
            signal.connect(self._update_count)
        self.view.selectionModel().selectionChanged.connect(self._update_actions)
        pass_undo_when_nothing_typed(self.filter)

    # ---- helpers -------------------------------------------------------------
    def _apply_filter(self) -> None:
        self.proxy.set_needle(self.filter.text())
        self._update_count()

    def _update_count(self, *_args) -> None:
        shown, total, loading = self.proxy.rowCount(), self.model.total(), self.model.canFetchMore()

        def text() -> str:
            if loading:
                said = translate("OrdersEditor", "{shown} of %Ln order(s), reading …", None, total)
            elif shown == total:
                said = translate("OrdersEditor", "%Ln order(s)", None, total)
            else:
                said = translate("OrdersEditor", "{shown} of %Ln order(s)", None, total)
            return said.format(shown=number(shown, 0))

        live(self.count.setText, text)
        self._update_actions()

    def _update_actions(self, *_args) -> None:
        """Delete needs a visible selection; a read-only store allows no change at all, and says why."""
        writable = not self.store.read_only
        self.delete_action.setEnabled(writable and self.view.selectionModel().hasSelection())
        for action in (self.add_action, self.reset_action):
            action.setEnabled(writable)

    def _show_refusal(self, row: int, column: int, message: str) -> None:
        where = ""
        if 0 <= row < self.model.rowCount() and 0 <= column < len(HEADERS):
            where = translate("OrdersEditor", "Order {id}, {column}: ").format(
                id=self.model.order_at(row).order_id, column=header(column))
            self._tooltip_at(self.model.index(row, column), message)
        self.message.setText(f"✗ {where}{message}")
        self.message.show()

    def _tooltip_at(self, source: QModelIndex, message: str) -> None:
        index = self.proxy.mapFromSource(source)
        if not index.isValid():
            return
        rect = self.view.visualRect(index)
        viewport = self.view.viewport()
        QToolTip.showText(viewport.mapToGlobal(rect.bottomLeft()), message, viewport, rect, 6000)

    def _undo_step(self, step) -> None:
        """Undo or redo; an older refusal no longer applies (one the step itself reports stays)."""
        self._clear_message()
        step()

    def _clear_message(self, *_args) -> None:
        self.message.clear()
        self.message.hide()
        self.model.clear_refusal()

    def _current_source_row(self) -> int | None:
        index = self.view.currentIndex()
        return self.proxy.mapToSource(index).row() if index.isValid() else None
