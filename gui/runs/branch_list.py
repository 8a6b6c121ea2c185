"""The branches of the conversation as a small tree: where each forked, what was edited, how it ended, its
calls and tokens. Choosing one shows it; two checked ones can be compared."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.runs.branches import Branch, BranchTree
from gui.common.i18n import QT_TRANSLATE_NOOP, live, on_language_change, translate
from gui.runs.branch_words import branch_name, edit_text, ending_text

HEADERS = (QT_TRANSLATE_NOOP("BranchList", "branch"), QT_TRANSLATE_NOOP("BranchList", "forked at"),
           QT_TRANSLATE_NOOP("BranchList", "edit"), QT_TRANSLATE_NOOP("BranchList", "ended"),
           QT_TRANSLATE_NOOP("BranchList", "calls"), QT_TRANSLATE_NOOP("BranchList", "tokens in/out"))
ID_ROLE = Qt.ItemDataRole.UserRole
EDIT, ENDED = 2, 3  # the long texts: they share what the short columns leave, whole in their tooltips
LONG = (EDIT, ENDED)
LONG_CHARS = 20  # about what a long column shows at least (`#0 unchanged`); wider, the list scrolls sideways


def branch_cells(branch: Branch, tree: BranchTree) -> tuple[str, ...]:
    parent = "" if branch.parent is None else f"{branch_name(tree[branch.parent])} #{branch.fork_at}"
    tokens_in, tokens_out = branch.tokens
    edit = edit_text(branch) + ("  " + translate("BranchList", "(sent anyway)") if branch.forced else "")
    return (branch_name(branch), parent, edit, ending_text(branch), str(len(branch.calls)), f"{tokens_in}/{tokens_out}")


class BranchList(QWidget):
    sig_show = Signal(int)  # show this branch in the chat, the inspector and the calls table
    sig_compare = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("branch-list")
        self._shown: tuple[BranchTree, int] | None = None
        self._stale = False  # _shown has changed since the list was built (it was hidden)
        self.view = QTreeWidget()
        live(self.view.setHeaderLabels, lambda: [translate("BranchList", h) for h in HEADERS])
        self.view.header().setStretchLastSection(False)
        self.view.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)  # the user may widen one
        self.view.installEventFilter(self)
        self.view.itemActivated.connect(lambda item, _col: self.sig_show.emit(item.data(0, ID_ROLE)))
        self.hint = QLabel()
        live(self.hint.setText, lambda: translate(
            "BranchList", "Right-click a block in Messages: edit it and continue, or continue from there. "
            "Tick two branches to compare them."))
        self.hint.setWordWrap(True)
        self.show_button = QPushButton()
        live(self.show_button.setText, lambda: translate("BranchList", "Show"))
        self.compare_button = QPushButton()
        live(self.compare_button.setText, lambda: translate("BranchList", "Compare ticked"))
        self.show_button.clicked.connect(self._show_current)
        self.compare_button.clicked.connect(self._compare)
        buttons = QHBoxLayout()
        buttons.addWidget(self.show_button)
        buttons.addWidget(self.compare_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

    def refresh(self, tree: BranchTree, current: int) -> None:
        """Show `tree` with `current` in bold; its words are shown again after a language change. Hidden (another
        inspector tab shown, as by default), it is rebuilt only once shown or read: a run's end rebuilt it each time."""
        if self._shown is None:
            on_language_change(self, lambda view: view._shown and view.refresh(*view._shown))
        self._shown = (tree, current)
        self._stale = True
        if self.isVisible():
            self._rebuild()

    def showEvent(self, event: QShowEvent) -> None:
        self._rebuild()
        super().showEvent(event)

    def _rebuild(self) -> None:
        if not self._stale or self._shown is None:
            return
        self._stale = False
        tree, current = self._shown
        ticked = set(self._ticked())
        self.view.clear()
        items: dict[int, QTreeWidgetItem] = {}
        for _depth, branch in tree.rows():
            parent = items.get(branch.parent) if branch.parent is not None else None
            cells = branch_cells(branch, tree)
            item = QTreeWidgetItem(list(cells))
            for column in LONG:
                item.setToolTip(column, cells[column])
            item.setData(0, ID_ROLE, branch.id)
            item.setCheckState(0, Qt.CheckState.Checked if branch.id in ticked else Qt.CheckState.Unchecked)
            font = item.font(0)
            font.setBold(branch.id == current)
            item.setFont(0, font)
            if parent is None:
                self.view.addTopLevelItem(item)
            else:
                parent.addChild(item)
            items[branch.id] = item
        self.view.expandAll()
        self.fit_columns()

    def fit_columns(self) -> None:
        """The short columns as wide as their text (at any zoom, in any language); the long ones share the rest,
        each at least as wide as its title and LONG_CHARS characters of its text (the list scrolls sideways)."""
        view, header = self.view, self.view.header()
        short = 0
        for column in range(view.columnCount()):
            if column not in LONG:
                view.resizeColumnToContents(column)
                short += header.sectionSize(column)
        share = (view.viewport().width() - short) // len(LONG)
        enough = view.fontMetrics().averageCharWidth() * LONG_CHARS
        for column in LONG:  # whole if it fits, else its share, but never fewer characters than LONG_CHARS
            title, whole = header.sectionSizeFromContents(column).width(), view.sizeHintForColumn(column)
            header.resizeSection(column, max(title, share, min(whole, enough)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange):
            self.fit_columns()
        return super().eventFilter(watched, event)

    def items(self) -> list[QTreeWidgetItem]:
        self._rebuild()
        return self._items()

    def _items(self) -> list[QTreeWidgetItem]:
        found: list[QTreeWidgetItem] = []

        def walk(item: QTreeWidgetItem | None) -> None:
            if item is None:
                return
            found.append(item)
            for i in range(item.childCount()):
                walk(item.child(i))

        for i in range(self.view.topLevelItemCount()):
            walk(self.view.topLevelItem(i))
        return found

    def ticked(self) -> list[int]:
        self._rebuild()
        return self._ticked()

    def _ticked(self) -> list[int]:
        return [item.data(0, ID_ROLE) for item in self._items() if item.checkState(0) == Qt.CheckState.Checked]

    def _show_current(self) -> None:
        item = self.view.currentItem()
        if item is not None:
            self.sig_show.emit(item.data(0, ID_ROLE))

    def _compare(self) -> None:
        ticked = self.ticked()
        if len(ticked) == 2:
            self.sig_compare.emit(ticked[0], ticked[1])
        else:
            self.hint.setText(translate("BranchList", "Tick exactly two branches to compare them ({n} ticked).")
                              .format(n=len(ticked)))
